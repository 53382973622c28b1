import { and, eq, type SQL } from "drizzle-orm";
import type { OrderLimit, SessionUser } from "../../../lib/accounts/users.ts";
import { needsApproval } from "../../../lib/accounts/users.ts";
import type { CheckoutPreview } from "../../../lib/orders/contract.ts";
import { AppError } from "../../errors.ts";
import { workingAccountScope } from "../accounts/index.ts";
import type { OrdersDeps } from "./deps.ts";
import { type OrderDraft, priceFor } from "./order-draft.ts";
import { approvalRequests } from "./schema.ts";

/**
 * #32.2: how approval requests reach the caller: those of the caller's working account, which the
 * caller reaches (another account's request is 404); who may decide them is `mayDecide`.
 */
export function ownApprovals(deps: Pick<OrdersDeps, "fallbackAccountId">, caller: SessionUser): SQL {
  return workingAccountScope(approvalRequests.accountId, caller, deps.fallbackAccountId);
}

export function ownApproval(
  deps: Pick<OrdersDeps, "fallbackAccountId">,
  caller: SessionUser,
  id: string,
): SQL {
  return and(eq(approvalRequests.id, id), ownApprovals(deps, caller)) as SQL;
}

/** The account's admin, or a representative working for the account, decides its requests. */
export function mayDecide(caller: SessionUser, accountId: string): boolean {
  if (caller.workingAccountId !== accountId) return false;
  if (caller.customerType === "representative") return true;
  return caller.customerType === "distributor" && caller.role === "admin";
}

export const approvalNotFound = () => new AppError("NOT_FOUND", "Approval request not found");

/**
 * Whether a draft of this member goes to approval: its total on account (no surcharge: the limit is
 * on the goods) over the member's limit, or every order needs approval.
 */
export function approvalNeedOf(limit: OrderLimit, draft: OrderDraft): ApprovalNeed | null {
  const { totalCents } = priceFor(draft, "ON_ACCOUNT");
  if (!needsApproval(limit, totalCents)) return null;
  return limit.kind === "amount"
    ? { reason: "limit", limitCents: limit.cents, totalCents }
    : { reason: "always", limitCents: null, totalCents };
}

type ApprovalNeed = Omit<NonNullable<CheckoutPreview["approval"]>, "approverNames">;
