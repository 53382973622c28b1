import { z } from "zod";
import {
  type AddToCartBody,
  type Cart,
  cartSchema,
  type PaymentMethod,
  type QuickOrderResult,
  quickOrderResultSchema,
  rejectedLineSchema,
} from "../../../lib/cart/contract.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";
import { reportFailedCall } from "../../client-log.ts";
import { CartApiError, cartFacingError, INVALID_ANSWER, NETWORK_ERROR } from "./cart-failures.ts";

/**
 * The browser's calls to `/api/cart-service` (decision 004): the cart's in-place updates (add,
 * quantity, remove, coupon, a representative's price, shipping and surcharge) and the quick order.
 * The one way the pages reach the cart from the browser: same-origin (the session cookie goes
 * along), every answer parsed with the schemas of lib/cart/contract.ts (never cast), and an
 * Idempotency-Key on the calls the server takes one for (add, quick order, coupon), so a request the
 * network repeats is answered once. A failure is a `CartApiError` with the status and the server's text.
 */
export const CART_SERVICE = "/api/cart-service";

export { CartApiError, cartFacingError, INVALID_ANSWER, NETWORK_ERROR };

/** The server's refusal: `{ error, code, details? }` (server/app.ts). */
const refusalSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.object({ lines: z.array(rejectedLineSchema) }).optional(),
});

/** A key for one attempt of a request: random, 8 to 128 characters the server accepts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** `idempotent`: a new key for this attempt, or the caller's key (the same for a retry of one attempt). */
type Options = { body?: unknown; idempotent?: boolean | string };

/** ERR-01: a failed cart call is reported to the error log, then thrown as before. */
async function call<T>(method: string, path: string, schema: z.ZodType<T>, options: Options = {}) {
  try {
    return await callOnce(method, path, schema, options);
  } catch (error) {
    reportFailedCall({ endpoint: `${CART_SERVICE}${path}`, error, request: { method, body: options.body } });
    throw error;
  }
}

async function callOnce<T>(method: string, path: string, schema: z.ZodType<T>, options: Options) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.idempotent) {
    headers[IDEMPOTENCY_KEY_HEADER] =
      typeof options.idempotent === "string" ? options.idempotent : newIdempotencyKey();
  }
  let response: Response;
  try {
    response = await fetch(`${CART_SERVICE}${path}`, {
      method,
      credentials: "same-origin",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new CartApiError(0, "The server could not be reached", NETWORK_ERROR);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(answer);
    throw new CartApiError(
      response.status,
      refusal.success ? refusal.data.error : `HTTP ${response.status}`,
      refusal.success ? (refusal.data.code ?? null) : null,
      refusal.success ? (refusal.data.details?.lines ?? []) : [],
    );
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new CartApiError(response.status, "The answer could not be read", INVALID_ANSWER);
  }
  return parsed.data;
}

const item = (id: string) => encodeURIComponent(id);

export const cartApi = {
  /** API-18 without naming the account: the working account's cart. */
  get: (): Promise<Cart> => call("GET", "/cart", cartSchema),
  /** API-19 (CART-03): from the product page (with options) or a product card (the defaults). */
  add: (body: AddToCartBody): Promise<Cart> =>
    call("POST", "/cart/add", cartSchema, { body, idempotent: true }),
  /** API-21 (CART-04). */
  updateQuantity: (itemId: string, quantity: number): Promise<Cart> =>
    call("PUT", `/cart/update/${item(itemId)}`, cartSchema, { body: { quantity } }),
  /** API-22 (CART-06). */
  remove: (itemId: string): Promise<Cart> => call("DELETE", `/cart/remove/${item(itemId)}`, cartSchema),
  /** API-20 (CART-05): a representative's price for one unit, with the price it replaces. */
  overridePrice: (itemId: string, priceCents: number, originalPriceCents: number): Promise<Cart> =>
    call("PUT", `/cart/items/${item(itemId)}`, cartSchema, { body: { priceCents, originalPriceCents } }),
  clearPriceOverride: (itemId: string): Promise<Cart> =>
    call("DELETE", `/cart/items/${item(itemId)}/price`, cartSchema),
  applyCoupon: (code: string): Promise<Cart> =>
    call("POST", "/cart/coupon", cartSchema, { body: { code }, idempotent: true }),
  removeCoupon: (): Promise<Cart> => call("DELETE", "/cart/coupon", cartSchema),
  /** CART-09: cents, or null for "TBD". */
  setShipping: (shippingCents: number | null): Promise<Cart> =>
    call("PUT", "/cart/shipping", cartSchema, { body: { shippingCents } }),
  /** CART-10: the payment method the surcharge follows, or null to clear it. */
  setSurcharge: (method: PaymentMethod | null): Promise<Cart> =>
    call("PUT", "/cart/surcharge", cartSchema, { body: { method } }),
  /**
   * Pasted `SKU quantity` lines or a CSV file's text: the good lines go in, the bad ones come back.
   * `idempotencyKey` names the attempt when the caller may send it again (a chat proposal's confirm).
   */
  quickOrder: (text: string, idempotencyKey?: string): Promise<QuickOrderResult> =>
    call("POST", "/cart/quick-order", quickOrderResultSchema, {
      body: { text },
      idempotent: idempotencyKey ?? true,
    }),
};
