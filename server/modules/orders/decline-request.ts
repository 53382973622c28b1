import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ApprovalRequest, DeclineApprovalBody } from "../../../lib/orders/approval-contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { approvalDecisionMail } from "./approval-mail.ts";
import { approvalShippingOf } from "./approval-shipping.ts";
import { decide, pendingRequestToDecide } from "./approve-request.ts";
import type { OrdersDeps } from "./deps.ts";
import { toApprovalRequest } from "./list-approvals.ts";
import { personName } from "./order-scope.ts";

/**
 * #32.2 `POST order-service/approvals/{id}/decline`: the admin (or the account's rep) declines with a
 * reason; the cart comes back to the account to be changed (the cart module), the member is mailed.
 * Exactly once, as approving is: a decided request is 409.
 */
export async function declineRequest(
  deps: OrdersDeps,
  caller: SessionUser,
  id: string,
  body: DeclineApprovalBody,
): Promise<ApprovalRequest> {
  const request = await pendingRequestToDecide(deps, caller, id);
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, async (tx) => {
      const row = await decide(tx, id, {
        status: "declined",
        decidedBy: caller.userId,
        decidedByName: personName(caller),
        declineReason: body.reason,
      });
      await deps.cart.returnSubmittedCart(tx, request.accountId, request.cartId);
      await deps.mailer.send(approvalDecisionMail(deps, row));
      return row;
    }),
  );
  await held.release();
  return toApprovalRequest(caller, held.value, null, approvalShippingOf(deps, held.value, null));
}
