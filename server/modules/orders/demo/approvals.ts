import { eq } from "drizzle-orm";
import { submitApprovalBody } from "../../../../lib/orders/approval-contract.ts";
import type { Db } from "../../../db/client.ts";
import { demoCallers, orderLimitOf } from "../../accounts/index.ts";
import type { CartModule } from "../../cart/index.ts";
import type { OrdersModule } from "../index.ts";
import { approvalRequests } from "../schema.ts";

/**
 * #32.2 the demo's pending approval (README "Demo accounts"): Ben Buyer (A-10001, order limit
 * $2,500) sent a cart of a warehouse re-lamp for approval, over his limit, so Dana Admin opens the
 * portal's Approvals tab to a request waiting for her; Ben's cart page shows it frozen. It ships LTL
 * on pallets (24 high-bays), on the earliest ship date, so the request shows an LTL estimate.
 */
export const demoApproval = {
  email: "ben.buyer@brightline.example",
  accountId: "A-10001",
  /** Ben's order limit in the accounts demo. */
  limitCents: 250_000,
  lines: [
    { sku: "TOL-HB-150-50K", quantity: 24, options: ["CCT-40K", "MNT-PE"] },
    { sku: "WPC-S-20-40K", quantity: 12, options: ["FIN-BK"] },
    { sku: "SNS-WS-PIR-WH", quantity: 8, options: [] },
  ],
  purchaseOrder: "PO-BL-24117",
  shipping: { method: "LTL" },
  notes: "Warehouse 2 high-bay re-lamp, phase 1. Needed before the January inventory count.",
} as const;

/**
 * Seeds `demoApproval` through the use cases themselves (the lines added to Ben's cart, priced by the
 * cart's rules, then submitted as checkout would, so the total, the frozen cart and Dana's mail are
 * the real ones). Nothing when the account has an approval request already, Ben is missing, his limit
 * is no longer the demo's or his cart holds lines, or the demo catalogue lacks a product; refused (thrown) when the cart would not
 * need approval, which would make the demo say something false.
 */
export async function seedDemoApprovals(
  db: Db,
  modules: { cart: Pick<CartModule, "addLines" | "getCart">; orders: OrdersModule },
): Promise<{ approvalRequests: number }> {
  const existing = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(eq(approvalRequests.accountId, demoApproval.accountId))
    .limit(1);
  if (existing.length > 0) return { approvalRequests: 0 };
  const caller = (await demoCallers(db, [demoApproval.email])).get(demoApproval.email);
  if (caller?.workingAccountId !== demoApproval.accountId) return { approvalRequests: 0 };
  // Only with the demo's limit: an admin who changed it has moved on from the demo.
  const limit = await orderLimitOf(db, caller.userId, demoApproval.accountId);
  if (limit.kind !== "amount" || limit.cents !== demoApproval.limitCents) return { approvalRequests: 0 };
  if ((await modules.cart.getCart(caller)).items.length > 0) return { approvalRequests: 0 };
  const added = await modules.cart.addLines(
    caller,
    demoApproval.lines.map((line) => ({ ...line, options: [...line.options] })),
  );
  if (added.refused.length > 0) return { approvalRequests: 0 };
  const preview = await modules.orders.checkout(caller, {});
  const shipTo = preview.shipToOptions[0];
  if (!preview.approval || !shipTo) {
    throw new Error("The demo approval request's cart does not need approval: change its lines");
  }
  const { country: _country, ...address } = shipTo;
  const body = submitApprovalBody.parse({
    shipTo: { ...address, attention: "Receiving" },
    PurchaseOrder: demoApproval.purchaseOrder,
    shipping: demoApproval.shipping,
    notes: demoApproval.notes,
    expectedTotalCents: preview.approval.totalCents,
    accountId: demoApproval.accountId,
  });
  await modules.orders.submitApproval(caller, body);
  return { approvalRequests: 1 };
}
