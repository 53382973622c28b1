import type { DesignatedSkuRule } from "../../../lib/cart/pricing.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { CartModule } from "../cart/index.ts";

/** What the quotes module's use cases work with; index.ts binds them to one set. */
export type QuotesDeps = {
  db: Db;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
  /** The cart module's functions a quote is made of and goes back into. */
  cart: Pick<CartModule, "pricedCart" | "replaceLines">;
  /** CART_DESIGNATED_SKU_RULES: frozen into a quote with the SKUs they concern. */
  designatedSkus: readonly DesignatedSkuRule[];
  /** The clock (tests move it to see a quote expire). */
  now?: () => Date;
  /** Issue 32: negotiated quotes mail each step to the other side; without it nothing is mailed. */
  mail?: QuoteMailSettings;
};

/** Where a negotiated quote's mail goes and what it links to. */
export type QuoteMailSettings = {
  mailer: Pick<Mailer, "send" | "hold">;
  /** The manufacturer's quote desk (BRAND_EMAIL): hears of every buyer's step beside the reps. */
  quoteDeskEmail: string;
  baseURL: string;
  brandName: string;
};

export const quoteNotFound = () => new AppError("NOT_FOUND", "Quote not found");
export const accountNotFound = () => new AppError("NOT_FOUND", "Account not found");
/** USER-10, CART-02, SEC-05: quotes are the cart saved; a caller without cart access is refused. */
export const noQuoteAccess = () =>
  new AppError("FORBIDDEN", "You do not have access to the quotes of this account");
/** Issue 32: only the account's sales rep answers a quote request in the portal. */
export const repsOnly = () =>
  new AppError("FORBIDDEN", "Only the sales representative of this account can answer a quote request");
/** Issue 32: a negotiated quote moves through its thread only (accept, ask again, decline). */
export const negotiatedQuoteFixed = (what: "edited" | "deleted") =>
  new AppError(
    "CONFLICT",
    what === "edited"
      ? "This quote is being negotiated with your rep: ask again in its conversation to change it"
      : "This quote is being negotiated with your rep: decline it instead of deleting it",
  );
