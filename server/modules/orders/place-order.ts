import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { approvalRefusals } from "../../../lib/orders/approval-contract.ts";
import {
  type BillTo,
  type Order,
  orderRefusals,
  type PlaceOrderBody,
  priceChangedMessage,
  type ShippingChoice,
} from "../../../lib/orders/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { pricedLineValues } from "../../db/columns.ts";
import { sqlState } from "../../db/errors.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import { selectRows } from "../../db/rows.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { creditTermsOf, orderLimitOf, reachedAccount } from "../accounts/index.ts";
import { accountNameOf } from "../quotes/index.ts";
import { approvalNeedOf } from "./approval-scope.ts";
import { accountNotFound, type OrdersDeps } from "./deps.ts";
import { toOrder } from "./load-order.ts";
import { type OrderDraft, priceFor, readDraft, refuseOrderedQuote } from "./order-draft.ts";
import {
  billToOf,
  type DraftShipment,
  draftFreight,
  draftShipment,
  requestedShipDate,
  withFreight,
} from "./order-freight.ts";
import { confirmationMail } from "./order-mail.ts";
import { personName, requireOrderAccess, workingAccount } from "./order-scope.ts";
import { orderEvents, orderLines, orders } from "./schema.ts";
import { cancelUnpaidOrder, lockUnpaidCartOrder, refusePaymentInFlight } from "./unpaid-order.ts";

/** `SO-2026-000042`: the year of placing and the sequence, six digits at least. */
export function orderNumber(year: number, sequence: number): string {
  return `SO-${year}-${String(sequence).padStart(6, "0")}`;
}

/** A unique index of `orders` (a quote's one live order, a cart's one unpaid order) hit by a concurrent placement. */
function violates(error: unknown, index: string): boolean {
  if (sqlState(error) !== "23505") return false;
  let link: unknown = error;
  for (let depth = 0; link && typeof link === "object" && depth < 5; depth += 1) {
    const { constraint, message, cause } = link as {
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (constraint === index || String(message ?? "").includes(index)) return true;
    link = cause;
  }
  return false;
}

/** #32.2: an order approved from a member's request: placed for the requester, the approver recorded. */
export type ApprovedPlacement = {
  requester: { userId: string; name: string; email: string };
  approverName: string;
  /** Said in the order's first event: the requested ship date moved to the earliest allowed. */
  shipDateMoved?: string | null;
};

/**
 * The order and its lines written from a draft (one transaction, the caller's). The caller must
 * reach the account; `approved` places it for the member who asked, with the approver recorded.
 */
export async function writeOrder(
  tx: Tx,
  caller: SessionUser,
  draft: OrderDraft,
  body: Pick<PlaceOrderBody, "PaymentType" | "PurchaseOrder" | "notes" | "shipTo">,
  figures: { bankSurchargeCents: number; totalCents: number },
  replaces: string | null,
  shipping: OrderShippingValues,
  approved?: ApprovedPlacement,
) {
  const onAccount = body.PaymentType === "ON_ACCOUNT";
  // The number and the time, only for an account the caller still reaches (else 404, no number taken).
  const [taken] = await selectRows(
    tx,
    sql`select nextval('order_number_seq') as sequence, now() as at
      where ${reachedAccount(sql`${draft.accountId}::text`, caller)}`,
    z.object({ sequence: z.coerce.number().int(), at: z.coerce.date() }),
  );
  if (!taken) throw accountNotFound();
  let row: typeof orders.$inferSelect | undefined;
  try {
    [row] = await tx
      .insert(orders)
      .values({
        number: orderNumber(taken.at.getUTCFullYear(), taken.sequence),
        accountId: draft.accountId,
        accountName: accountNameOf(caller, draft.accountId),
        placedBy: approved?.requester.userId ?? caller.userId,
        placedByName: approved?.requester.name ?? personName(caller),
        placedByEmail: approved?.requester.email ?? caller.email,
        approvedBy: approved ? caller.userId : null,
        approvedByName: approved?.approverName ?? null,
        source: draft.source,
        quoteId: draft.quoteId,
        quoteNumber: draft.quoteNumber,
        purchaseOrder: body.PurchaseOrder,
        notes: body.notes ?? "",
        shipTo: body.shipTo,
        paymentType: body.PaymentType,
        orderStatus: onAccount ? "PENDING" : "AWAITING_PAYMENT",
        paymentStatus: onAccount ? "ON_ACCOUNT" : "UNPAID",
        coupon: draft.coupon,
        itemTotalCents: draft.itemTotalCents,
        optionTotalCents: draft.optionTotalCents,
        subTotalCents: draft.subTotalCents,
        shippingCents: draft.shippingCents,
        bankSurchargeCents: figures.bankSurchargeCents,
        discountCents: draft.discountCents,
        totalCents: figures.totalCents,
        ...shipping,
        createdAt: taken.at,
        updatedAt: taken.at,
      })
      .returning();
  } catch (error) {
    if (violates(error, "orders_quote_live_uq")) throw new AppError("CONFLICT", orderRefusals.quoteOrdered);
    if (violates(error, "orders_cart_awaiting_uq"))
      throw new AppError("CONFLICT", orderRefusals.cartBeingOrdered);
    throw error;
  }
  if (!row) throw new Error("The order was not written");
  const lines = await tx
    .insert(orderLines)
    .values(
      draft.lines.map((line, index) => ({
        orderId: (row as { id: string }).id,
        position: index + 1,
        cartLineId: line.cartLineId,
        ...pricedLineValues(line),
      })),
    )
    .returning();
  lines.sort((a, b) => a.position - b.position);
  const events = await tx
    .insert(orderEvents)
    .values({
      orderId: row.id,
      at: taken.at,
      orderStatus: row.orderStatus,
      paymentStatus: row.paymentStatus,
      actor: "buyer",
      actorName: row.placedByName,
      note: `${
        approved
          ? `Approved by ${approved.approverName} and placed on account${approved.shipDateMoved ? `. ${approved.shipDateMoved}` : ""}`
          : onAccount
            ? "Placed on account"
            : `Placed; awaiting the ${body.PaymentType === "CARD" ? "card" : "ACH"} payment`
      }${replaces ? ` (replaces ${replaces})` : ""}`,
    })
    .returning();
  return { row, lines, events };
}

/** The shipping columns of a new order (issue 32 item 1). */
export type OrderShippingValues = Pick<
  typeof orders.$inferInsert,
  | "shippingMethod"
  | "carrierAccountCarrier"
  | "carrierAccountNumber"
  | "freightEstimated"
  | "freightSource"
  | "freightNote"
  | "requestedShipDate"
  | "billTo"
>;

/**
 * Issue 32 item 1: the draft with its freight as shipping and the columns that record how it ships.
 * Without a shipping choice (API callers of before) the draft is kept as it is: the representative's
 * shipping, else TBD. A requested ship date that is not a business day after the lead time is 400.
 * Place order and the approval of a request (#32.2) both ship by it.
 */
export function shippedDraft(
  deps: OrdersDeps,
  draft: OrderDraft,
  body: { shipping?: ShippingChoice | undefined; shipTo: { state: string; zip: string } },
  shipment: DraftShipment | null,
  billTo: BillTo | null,
): { draft: OrderDraft; shipping: OrderShippingValues } {
  const choice = body.shipping;
  if (!choice || !shipment) return { draft, shipping: { billTo } };
  const carrierAccount = choice.method === "CARRIER_ACCOUNT";
  const freight = draftFreight(deps, draft, shipment, choice, {
    state: body.shipTo.state,
    zip: body.shipTo.zip,
  });
  return {
    draft: withFreight(draft, freight.freightCents),
    shipping: {
      shippingMethod: freight.method,
      carrierAccountCarrier: carrierAccount ? (choice.carrier ?? null) : null,
      carrierAccountNumber: carrierAccount ? (choice.carrierAccountNumber ?? null) : null,
      freightEstimated: freight.estimated,
      freightSource: freight.source,
      freightNote: freight.note,
      requestedShipDate: requestedShipDate(deps, shipment, choice),
      billTo,
    },
  };
}

/**
 * API-48 `POST order-service/orders` (ORDER-02, ORDER-03, AMB-11, AMB-12): the working account's cart
 * (priced by the cart module now) or one of its quotes (frozen prices) becomes an order, priced on
 * the server with the surcharge of the payment type (card 3 %, ACH and on account none). A total other
 * than `expectedTotalCents` is refused (409) and nothing is written.
 *
 * In ONE transaction: the number, the order, its lines and its first event; on account (only for an
 * account with credit terms) the order is PENDING / ON_ACCOUNT at once and the ordered cart lines
 * leave the cart with the coupon's use spent for good; by card or ACH it is AWAITING_PAYMENT / UNPAID
 * and the cart keeps its lines until the payment is approved (PAY-08). A failure anywhere rolls all of
 * it back: the cart stays as it was. With an `Idempotency-Key`, a double click or a retry answers the
 * first order and places no second one, also when both arrive at once. The confirmation mail of an
 * on-account order goes out after the commit.
 */
export async function placeOrder(
  deps: OrdersDeps,
  caller: SessionUser,
  body: PlaceOrderBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Order>> {
  requireOrderAccess(caller);
  const accountId = workingAccount(deps, caller, body.accountId);
  // Read before the transaction: the cart and the quote read on their own connection (PGlite has one).
  const read = await readDraft(deps, caller, accountId, body.source);
  const creditTermsDays = await creditTermsOf(deps.db, accountId);
  const limit = await orderLimitOf(deps.db, caller.userId, accountId);
  // Issue 32 item 1: the catalogue's shipping facts and the account's bill-to, read before the transaction too.
  const shipment = body.shipping && !read.refusal ? await draftShipment(deps, read.draft) : null;
  const billTo = billToOf((await deps.accounts.peopleAccounts(caller, accountId)).peopleAddresses);
  // A cart's unpaid order is replaced by this one unless it is being paid: expired payments of the
  // account are closed at the provider first, so they no longer hold it.
  if (body.source.kind === "cart") await deps.releaseExpiredPayments(accountId);
  const held = await deps.mailer.hold(() =>
    withIdempotencyKey(
      deps.db,
      {
        key: idempotencyKey,
        callerId: caller.userId,
        operation: "order-place",
        request: { accountId, ...body },
      },
      async (tx) => {
        // A replay has answered before this runs: a cart emptied by the first placement does not refuse it.
        if (read.refusal) throw read.refusal;
        const { draft, shipping } = shippedDraft(deps, read.draft, body, shipment, billTo);
        await refuseOrderedQuote(tx, draft.quoteId);
        if (body.PaymentType === "ON_ACCOUNT" && creditTermsDays === null) {
          throw new AppError("CONFLICT", orderRefusals.onAccountNotAllowed);
        }
        const figures = priceFor(draft, body.PaymentType);
        // #32.2: a member over their order limit submits the order for approval instead; the limit is
        // on the goods, before checkout's freight, as submitting judges it.
        if (approvalNeedOf(limit, read.draft)) throw new AppError("CONFLICT", approvalRefusals.needsApproval);
        if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== figures.totalCents) {
          throw new AppError("CONFLICT", priceChangedMessage(formatCents(figures.totalCents)));
        }
        // One unpaid order per cart (issue 30): placing the cart again replaces the order still awaiting
        // its payment (locked; refused while a payment of it is in progress), so the goods are never
        // in two live orders and the earlier one offers no "Pay now".
        const replaced = draft.source === "cart" ? await lockUnpaidCartOrder(tx, accountId) : null;
        if (replaced) {
          await refusePaymentInFlight(deps, tx, replaced);
          await cancelUnpaidOrder(deps, tx, replaced, {
            actor: "buyer",
            actorName: personName(caller),
            note: "Replaced by a new order of the same cart",
          });
        }
        const { row, lines, events } = await writeOrder(
          tx,
          caller,
          draft,
          body,
          figures,
          replaced?.number ?? null,
          shipping,
        );
        if (draft.quoteId) {
          // The quote reads "Ordered" with its order; its coupon counts as used once (issue 30).
          await deps.quotes.markOrdered(tx, draft.quoteId, { orderId: row.id, orderNumber: row.number });
          if (draft.coupon && !(await deps.cart.spendCoupon(tx, accountId, draft.coupon.code))) {
            throw new AppError("CONFLICT", orderRefusals.quoteCouponUsedUp(draft.coupon.code));
          }
        }
        if (body.PaymentType === "ON_ACCOUNT") {
          if (draft.source === "cart") {
            const { missing } = await deps.cart.takeOrderedLines(
              tx,
              accountId,
              lines.map((line) => ({ cartLineId: line.cartLineId as string, quantity: line.quantity })),
              draft.coupon?.code ?? null,
            );
            if (missing > 0) {
              throw new AppError(
                "CONFLICT",
                "Your cart changed while the order was being placed: please review it and place the order again",
              );
            }
          }
          await deps.mailer.send(confirmationMail(deps, row));
        }
        return { status: 201, body: toOrder(row, lines, events) };
      },
    ),
  );
  await held.release();
  return held.value;
}
