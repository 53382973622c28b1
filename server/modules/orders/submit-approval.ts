import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type ApprovalRequest,
  approvalRefusals,
  type SubmitApprovalBody,
} from "../../../lib/orders/approval-contract.ts";
import { priceChangedMessage } from "../../../lib/orders/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { creditTermsOf, orderLimitOf } from "../accounts/index.ts";
import { accountNameOf } from "../quotes/index.ts";
import { approvalRequestMail } from "./approval-mail.ts";
import { approvalNeedOf } from "./approval-scope.ts";
import { approvalShippingOf, requestShippingOf } from "./approval-shipping.ts";
import type { OrdersDeps } from "./deps.ts";
import { toApprovalRequest } from "./list-approvals.ts";
import { priceFor, readDraft } from "./order-draft.ts";
import { draftShipment } from "./order-freight.ts";
import { personName, requireOrderAccess, workingAccount } from "./order-scope.ts";
import { approvalRequests } from "./schema.ts";

/**
 * #32.2 `POST order-service/approvals`: a member whose order needs approval (over their limit, or
 * every order) submits the working account's cart instead of placing it. In one transaction the cart
 * is set aside, frozen (the cart module), and the request recorded with the total on account, the
 * requester, the time and what checkout would place (PO, ship-to, notes, and the shipping chosen, its
 * requested ship date checked as placing checks it: 400, nothing written); the account's admins and
 * reps are mailed after the commit. The total is the goods on account (the limit is on the goods). Refused: an order that needs no approval, an account without
 * credit terms (approved orders are placed on account), a total other than the one shown (409), an
 * empty cart (400).
 */
export async function submitApproval(
  deps: OrdersDeps,
  caller: SessionUser,
  body: SubmitApprovalBody,
): Promise<ApprovalRequest> {
  requireOrderAccess(caller);
  const accountId = workingAccount(deps, caller, body.accountId);
  const { draft, refusal } = await readDraft(deps, caller, accountId, { kind: "cart" });
  if (refusal) throw refusal;
  if (!approvalNeedOf(await orderLimitOf(deps.db, caller.userId, accountId), draft)) {
    throw new AppError("CONFLICT", approvalRefusals.notNeeded);
  }
  if ((await creditTermsOf(deps.db, accountId)) === null) {
    throw new AppError("CONFLICT", approvalRefusals.onAccountOnly);
  }
  const { totalCents } = priceFor(draft, "ON_ACCOUNT");
  if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== totalCents) {
    throw new AppError("CONFLICT", priceChangedMessage(formatCents(totalCents)));
  }
  const shipping = body.shipping ? await requestShippingOf(deps, draft, body.shipping) : null;
  const approvers = await deps.accounts.approversOf(caller, accountId);
  const accountName = accountNameOf(caller, accountId);
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, async (tx) => {
      const cartId = await deps.cart.setAsideCart(tx, caller);
      const [row] = await tx
        .insert(approvalRequests)
        .values({
          accountId,
          cartId,
          requestedBy: caller.userId,
          requestedByName: personName(caller),
          requestedByEmail: caller.email,
          totalCents,
          purchaseOrder: body.PurchaseOrder,
          notes: body.notes ?? "",
          shipTo: body.shipTo,
          shipping,
        })
        .returning();
      if (!row) throw new Error("The approval request was not written");
      for (const approver of approvers) {
        if (approver.userId === caller.userId) continue;
        await deps.mailer.send(approvalRequestMail(deps, approver, row, accountName));
      }
      return row;
    }),
  );
  await held.release();
  const priced = shipping ? { draft, shipment: await draftShipment(deps, draft) } : null;
  return toApprovalRequest(caller, held.value, null, approvalShippingOf(deps, held.value, priced));
}
