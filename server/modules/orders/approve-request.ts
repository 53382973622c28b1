import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { approvalRefusals } from "../../../lib/orders/approval-contract.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { creditTermsOf } from "../accounts/index.ts";
import { approvalDecisionMail } from "./approval-mail.ts";
import { approvalNotFound, mayDecide, ownApproval } from "./approval-scope.ts";
import { approvedShipping } from "./approval-shipping.ts";
import type { OrdersDeps } from "./deps.ts";
import { toOrder } from "./load-order.ts";
import { priceFor, readDraft } from "./order-draft.ts";
import { billToOf, draftShipment } from "./order-freight.ts";
import { confirmationMail } from "./order-mail.ts";
import { personName, requireOrderAccess, workingAccount } from "./order-scope.ts";
import { shippedDraft, writeOrder } from "./place-order.ts";
import { approvalRequests } from "./schema.ts";

/**
 * The pending request `id` of the caller's working account that the caller decides (its admin, or a
 * rep working for it); another account's, or one the caller does not decide, is 404; a decided one 409.
 */
export async function pendingRequestToDecide(deps: OrdersDeps, caller: SessionUser, id: string) {
  requireOrderAccess(caller);
  const accountId = workingAccount(deps, caller);
  const [row] = await deps.db
    .select()
    .from(approvalRequests)
    .where(ownApproval(deps, caller, id));
  if (!row || !mayDecide(caller, accountId)) throw approvalNotFound();
  if (row.status !== "pending") throw new AppError("CONFLICT", approvalRefusals.decided);
  return row;
}

/** Moves a pending request to its decision, exactly once (the condition on 'pending'); else 409. */
export async function decide(
  tx: Parameters<Parameters<typeof inTransaction>[1]>[0],
  id: string,
  set: Partial<typeof approvalRequests.$inferInsert>,
) {
  const [row] = await tx
    .update(approvalRequests)
    .set({ ...set, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, "pending")))
    .returning();
  if (!row) throw new AppError("CONFLICT", approvalRefusals.decided);
  return row;
}

/**
 * #32.2 `POST order-service/approvals/{id}/approve`: the submitted cart becomes an order exactly as
 * Place order on account makes one (priced now, the cart module's lines taken, the coupon spent),
 * placed for the member who asked with the approver recorded on it, shipped as the request asks (the
 * method, carrier account and freight as Place order charges them, the account's bill-to; a requested
 * ship date that became too early meanwhile moves to the earliest allowed, as the order's history and
 * the decision mail say). Exactly once: the request leaves
 * 'pending' in the same transaction, so a second approval (or one after a decline) is 409 and places
 * nothing. The requester gets the order's confirmation and the decision by mail after the commit.
 */
export async function approveRequest(deps: OrdersDeps, caller: SessionUser, id: string): Promise<Order> {
  const request = await pendingRequestToDecide(deps, caller, id);
  if ((await creditTermsOf(deps.db, request.accountId)) === null) {
    throw new AppError("CONFLICT", approvalRefusals.onAccountOnly);
  }
  const read = await readDraft(deps, caller, request.accountId, {
    kind: "submitted",
    cartId: request.cartId,
  });
  if (read.refusal) throw read.refusal;
  const shipment = request.shipping ? await draftShipment(deps, read.draft) : null;
  const approved = shipment && request.shipping ? approvedShipping(deps, shipment, request.shipping) : null;
  const billTo = billToOf((await deps.accounts.peopleAccounts(caller, request.accountId)).peopleAddresses);
  const { draft, shipping } = shippedDraft(
    deps,
    read.draft,
    { shipping: approved?.choice, shipTo: request.shipTo },
    shipment,
    billTo,
  );
  const approverName = personName(caller);
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, async (tx) => {
      await decide(tx, id, { status: "approved", decidedBy: caller.userId, decidedByName: approverName });
      const { row, lines, events } = await writeOrder(
        tx,
        caller,
        draft,
        {
          PaymentType: "ON_ACCOUNT",
          PurchaseOrder: request.purchaseOrder,
          notes: request.notes,
          shipTo: { ...request.shipTo, country: "US" },
        },
        priceFor(draft, "ON_ACCOUNT"),
        null,
        shipping,
        {
          requester: {
            userId: request.requestedBy,
            name: request.requestedByName,
            email: request.requestedByEmail,
          },
          approverName,
          shipDateMoved: approved?.moved ?? null,
        },
      );
      const { missing } = await deps.cart.takeOrderedLines(
        tx,
        request.accountId,
        lines.map((line) => ({ cartLineId: line.cartLineId as string, quantity: line.quantity })),
        draft.coupon?.code ?? null,
        request.cartId,
      );
      if (missing > 0)
        throw new AppError("CONFLICT", "The submitted cart changed: it cannot be approved as it is");
      const [decided] = await tx
        .update(approvalRequests)
        .set({ orderId: row.id, orderNumber: row.number })
        .where(eq(approvalRequests.id, id))
        .returning();
      await deps.mailer.send(confirmationMail(deps, row));
      if (decided) await deps.mailer.send(approvalDecisionMail(deps, decided, approved?.moved));
      return toOrder(row, lines, events);
    }),
  );
  await held.release();
  return held.value;
}
