import { and, desc, eq, or, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ApprovalList, ApprovalRequest } from "../../../lib/orders/approval-contract.ts";
import { mayDecide, ownApprovals } from "./approval-scope.ts";
import { approvalShippingOf } from "./approval-shipping.ts";
import type { OrdersDeps } from "./deps.ts";
import { priceFor, readDraft } from "./order-draft.ts";
import { draftShipment } from "./order-freight.ts";
import { requireOrderAccess, workingAccount } from "./order-scope.ts";
import { approvalRequests } from "./schema.ts";

type RequestRow = typeof approvalRequests.$inferSelect;

/** How many decided requests the list shows after the pending ones. */
const DECIDED_SHOWN = 20;

export function toApprovalRequest(
  caller: SessionUser,
  row: RequestRow,
  cart: ApprovalRequest["cart"],
  shipping: ApprovalRequest["shipping"],
): ApprovalRequest {
  return {
    id: row.id,
    accountId: row.accountId,
    status: row.status,
    requestedByName: row.requestedByName,
    requestedByEmail: row.requestedByEmail,
    mine: row.requestedBy === caller.userId,
    totalCents: row.totalCents,
    purchaseOrder: row.purchaseOrder,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    shipping,
    cart,
  };
}

/**
 * #32.2 `GET order-service/approvals`: the approval requests of the working account the caller
 * sees: all of them for its admin or a rep working for it, else the caller's own; pending ones first
 * (with their cart's lines and totals, priced now on account, and the shipping chosen with its freight
 * priced now), then the latest decided (with the shipping chosen); and who
 * decides them, by name.
 */
export async function listApprovals(deps: OrdersDeps, caller: SessionUser): Promise<ApprovalList> {
  requireOrderAccess(caller);
  const accountId = workingAccount(deps, caller);
  const canDecide = mayDecide(caller, accountId);
  const rows = await deps.db
    .select()
    .from(approvalRequests)
    .where(
      and(
        ownApprovals(deps, caller),
        canDecide ? undefined : eq(approvalRequests.requestedBy, caller.userId),
        or(
          eq(approvalRequests.status, "pending"),
          sql`${approvalRequests.id} in (select id from ${approvalRequests} d
            where d.account_id = ${accountId} and d.status <> 'pending'
            order by d.decided_at desc nulls last limit ${DECIDED_SHOWN})`,
        ),
      ),
    )
    .orderBy(sql`${approvalRequests.status} = 'pending' desc`, desc(approvalRequests.createdAt));
  const requests: ApprovalRequest[] = [];
  for (const row of rows) {
    if (row.status !== "pending") {
      requests.push(toApprovalRequest(caller, row, null, approvalShippingOf(deps, row, null)));
      continue;
    }
    const { cart, priced } = await cartOf(deps, caller, row);
    requests.push(toApprovalRequest(caller, row, cart, approvalShippingOf(deps, row, priced)));
  }
  const approverNames = (await deps.accounts.approversOf(caller, accountId)).map((approver) => approver.name);
  return { canDecide, approverNames, requests };
}

/** A pending request's cart, priced now as placing it on account would; its draft and shipment for the freight. */
async function cartOf(deps: OrdersDeps, caller: SessionUser, row: RequestRow) {
  const { draft } = await readDraft(deps, caller, row.accountId, { kind: "submitted", cartId: row.cartId });
  const cart = await deps.cart.submittedCart(caller, row.cartId);
  const shown: ApprovalRequest["cart"] = {
    items: cart.items,
    subTotalCents: draft.subTotalCents,
    discountCents: draft.discountCents,
    shippingCents: draft.shippingCents,
    totalCents: priceFor(draft, "ON_ACCOUNT").totalCents,
  };
  return { cart: shown, priced: row.shipping ? { draft, shipment: await draftShipment(deps, draft) } : null };
}
