import type { SessionUser } from "../../../lib/accounts/users.ts";
import { SCX_BASE_SKU, SCX_FALLBACK_BASE_CENTS } from "../../../lib/builder/scx.ts";
import type { BuilderPricing } from "../../../lib/designs/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import { accountPricesFor } from "../pricing/index.ts";

/**
 * What prices an SCX design for this viewer: the list price of the catalogue's SCX base fixture (a
 * stand-in when the catalogue has none) and, for someone working for an account (signed in and
 * verified), the rule of that account's price list for the base fixture, exactly as the cart and the
 * product page apply it. Two statements; a guest's or a basic customer's rule is null.
 */
export async function builderPricing(
  db: DbOrTx,
  viewer: Pick<SessionUser, "userId" | "workingAccountId" | "accounts" | "assignedAccounts"> | null,
): Promise<BuilderPricing> {
  const [base] = await pricingFactsFor(db, { skus: [SCX_BASE_SKU] });
  const accountId = viewer?.workingAccountId ?? null;
  const rules = viewer && accountId && base ? await accountPricesFor(db, viewer, accountId, [base]) : null;
  const account = viewer
    ? [...viewer.accounts, ...viewer.assignedAccounts].find((candidate) => candidate.id === accountId)
    : undefined;
  return {
    listPriceCents: base?.listPriceCents ?? SCX_FALLBACK_BASE_CENTS,
    rule: rules?.get(SCX_BASE_SKU.toLowerCase()) ?? null,
    accountName: accountId ? (account?.name ?? accountId) : null,
    baseProductId: base?.productId ?? null,
  };
}
