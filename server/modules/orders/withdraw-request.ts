import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type ApprovalRequest, approvalRefusals } from "../../../lib/orders/approval-contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { approvalNotFound, ownApproval } from "./approval-scope.ts";
import { approvalShippingOf } from "./approval-shipping.ts";
import { decide } from "./approve-request.ts";
import type { OrdersDeps } from "./deps.ts";
import { toApprovalRequest } from "./list-approvals.ts";
import { personName, requireOrderAccess } from "./order-scope.ts";
import { approvalRequests } from "./schema.ts";

/**
 * #32.2 `POST order-service/approvals/{id}/withdraw`: the member who asked takes the request back
 * while it is pending; the cart comes back to the account to be changed. Someone else's request is
 * 404, a decided one 409.
 */
export async function withdrawRequest(
  deps: OrdersDeps,
  caller: SessionUser,
  id: string,
): Promise<ApprovalRequest> {
  requireOrderAccess(caller);
  const [request] = await deps.db
    .select()
    .from(approvalRequests)
    .where(and(ownApproval(deps, caller, id), eq(approvalRequests.requestedBy, caller.userId)));
  if (!request) throw approvalNotFound();
  if (request.status !== "pending") throw new AppError("CONFLICT", approvalRefusals.decided);
  const row = await inTransaction(deps.db, async (tx) => {
    const decided = await decide(tx, id, {
      status: "withdrawn",
      decidedBy: caller.userId,
      decidedByName: personName(caller),
    });
    await deps.cart.returnSubmittedCart(tx, request.accountId, request.cartId);
    return decided;
  });
  return toApprovalRequest(caller, row, null, approvalShippingOf(deps, row, null));
}
