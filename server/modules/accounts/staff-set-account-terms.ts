import { eq } from "drizzle-orm";
import { formatCents } from "../../../lib/shared/money.ts";
import type { AccountTermsBody } from "../../../lib/staff/accounts.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type AccountsDeps, accountNotFound } from "./deps.ts";
import { customerAccounts } from "./schema.ts";

const termsText = (days: number | null) => (days ? `Net ${days}` : "card or ACH only");
const limitText = (cents: number | null) => (cents === null ? "no limit set" : formatCents(cents));

/**
 * Issue 33 item 2: customer service sets an account's credit terms (on-account ordering and the
 * invoices' due dates follow them) and its credit limit. The row is locked with the read, so the
 * entry's "before" is what the change replaced.
 */
export async function setAccountTermsForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  accountId: string,
  body: AccountTermsBody,
): Promise<AccountTermsBody> {
  return inTransaction(deps.db, async (tx) => {
    const [account] = await tx
      .select({
        id: customerAccounts.id,
        creditTermsDays: customerAccounts.creditTermsDays,
        creditLimit: customerAccounts.creditLimitCents,
      })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, accountId))
      .for("update");
    if (!account) throw accountNotFound();
    await tx
      .update(customerAccounts)
      .set({ creditTermsDays: body.creditTermsDays, creditLimitCents: body.creditLimit })
      .where(eq(customerAccounts.id, account.id));
    await recordStaffAction(tx, actor, {
      action: "account.terms",
      objectType: "account",
      objectId: account.id,
      summary: `Set credit terms to ${termsText(body.creditTermsDays)} and the credit limit to ${limitText(body.creditLimit)}`,
      before: { creditTermsDays: account.creditTermsDays, creditLimit: account.creditLimit },
      after: body,
    });
    return body;
  });
}
