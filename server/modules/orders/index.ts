import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { DeclineApprovalBody, SubmitApprovalBody } from "../../../lib/orders/approval-contract.ts";
import type {
  CheckoutPreviewQuery,
  CompleteOrderBody,
  ListOrdersQuery,
  PlaceOrderBody,
  SetOrderStatusBody,
} from "../../../lib/orders/contract.ts";
import type { PreviouslyPurchasedQuery } from "../../../lib/orders/previously-purchased.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type {
  StaffCancelOrderBody,
  StaffOrdersQuery,
  StaffShipOrderBody,
} from "../../../lib/staff/orders-contract.ts";
import { approveRequest } from "./approve-request.ts";
import { cancelOrder } from "./cancel-order.ts";
import { checkoutPreview } from "./checkout-preview.ts";
import { claimableOrders } from "./claimable-orders.ts";
import { completeOrder } from "./complete-order.ts";
import { declineRequest } from "./decline-request.ts";
import type { OrdersDeps } from "./deps.ts";
import { findOrderByNumber } from "./find-order-by-number.ts";
import { getOrder, getOrders } from "./get-order.ts";
import { listApprovals } from "./list-approvals.ts";
import { listOrders } from "./list-orders.ts";
import { ordersPerDay, todayOrders } from "./order-counts.ts";
import { orderPdf } from "./order-pdf.ts";
import { orderPaymentSubject } from "./payment-subject.ts";
import { placeOrder } from "./place-order.ts";
import { previouslyPurchased } from "./previously-purchased.ts";
import { reorder } from "./reorder.ts";
import { freightRulesView, saveFreightRules } from "./save-freight-rules.ts";
import { type FulfilmentActor, integrationOrder, setOrderStatus } from "./set-order-status.ts";
import { ordersOfAccountForStaff } from "./staff-account-orders.ts";
import { staffCancelOrder } from "./staff-cancel-order.ts";
import { staffExportOrders, staffListOrders } from "./staff-list-orders.ts";
import { staffOrder } from "./staff-order.ts";
import { staffShipOrder } from "./staff-ship-order.ts";
import { submitApproval } from "./submit-approval.ts";
import { withdrawRequest } from "./withdraw-request.ts";

export { demoApproval, seedDemoApprovals } from "./demo/approvals.ts";
export { type DemoOrderBilling, demoOrderBilling, demoOrders, seedDemoOrders } from "./demo/orders.ts";
export type { ApprovedAttempt, OrdersDeps, ShippedOrderInvoice, ShippedOrderInvoiceInput } from "./deps.ts";
export { DEFAULT_FREIGHT_RULES_FILE, loadFreightRules } from "./freight-rules.ts";
export { FreightRulesInvalidError } from "./save-freight-rules.ts";
export type { FulfilmentActor } from "./set-order-status.ts";
export { freightStaffRoutes, staffOrderRoutes } from "./staff-routes.ts";

/**
 * The orders module (issue 13, ORDER-01 … ORDER-06, API-47 … API-49, PAY-08): a cart or a quote of
 * the working account placed as an order (on account, or awaiting its card or ACH payment), listed,
 * opened, reordered and printed; completed by its approved payment exactly once; moved on by the
 * manufacturer's fulfilment (integration API, CLI). One use case per file; this binds them to the
 * module's dependencies. Buyer calls take the caller (from the session) and reach only the orders of
 * the caller's working account (another account's is 404; no cart access is 403).
 */
export function createOrdersModule(deps: OrdersDeps) {
  return {
    /** Issue 33, the staff dashboard: today's orders of every account, and orders per day of the last `days`. */
    todayOrders: () => todayOrders(deps),
    ordersPerDay: (days = 30) => ordersPerDay(deps, days),
    /** Issue 33 item 2: an account's latest orders and their count, for the staff console. */
    ordersOfAccountForStaff: (accountId: string, limit: number) =>
      ordersOfAccountForStaff(deps.db, accountId, limit),
    /** API-48. */
    place: (caller: SessionUser, body: PlaceOrderBody, idempotencyKey?: string) =>
      placeOrder(deps, caller, body, idempotencyKey),
    /** What checkout shows before placing: totals by payment type, addresses and contacts. */
    checkout: (caller: SessionUser, query: CheckoutPreviewQuery) => checkoutPreview(deps, caller, query),
    /** API-47. */
    list: (caller: SessionUser, userId: string, query: ListOrdersQuery = {}) =>
      listOrders(deps, caller, userId, query),
    get: (caller: SessionUser, orderId: string) => getOrder(deps, caller, orderId),
    /** Several orders whole, in three statements (the assistant's order cards). */
    getMany: (caller: SessionUser, orderIds: readonly string[]) => getOrders(deps, caller, orderIds),
    /** An order of the working account by number, for another module (warranty claims); null if none. */
    findByNumber: (caller: SessionUser, number: string) => findOrderByNumber(deps, caller, number),
    /** The warranty claim form's order and line pickers (issue 32 item 6). */
    claimableOrders: (caller: SessionUser) => claimableOrders(deps, caller),
    /** The quick order's "Previously purchased" (issue 32 item 6): distinct SKUs, last ordered first. */
    previouslyPurchased: (caller: SessionUser, query: PreviouslyPurchasedQuery) =>
      previouslyPurchased(deps, caller, query),
    /** API-49 (PAY-08). */
    complete: (caller: SessionUser, body: CompleteOrderBody) => completeOrder(deps, caller, body),
    reorder: (caller: SessionUser, orderId: string) => reorder(deps, caller, orderId),
    /** An unpaid order cancelled by its buyer (issue 30). */
    cancel: (caller: SessionUser, orderId: string) => cancelOrder(deps, caller, orderId),
    pdf: (caller: SessionUser, orderId: string, config: PublicConfig) =>
      orderPdf(deps, caller, orderId, config),
    /** Fulfilment (integration API, CLI): any account's order, by number. */
    setStatus: (number: string, body: SetOrderStatusBody, actor: FulfilmentActor) =>
      setOrderStatus(deps, number, body, actor),
    integrationOrder: (number: string) => integrationOrder(deps, number),
    /** #33.5: the freight rules in force (the console's newest version, else the file). */
    freightRules: () => freightRulesView(deps),
    /** #33.5: a new version of the freight rules from the console, checked, with its audit entry. */
    saveFreightRules: (actor: StaffActor, rules: unknown) => saveFreightRules(deps, actor, rules),
    /** INTEGRATION_API_KEY, for the integration router's check (undefined: that API answers 503). */
    integrationApiKey: deps.integrationApiKey,
    /** The payments module's subject of the "order" flow. */
    paymentSubject: orderPaymentSubject(deps),
    /** #32.2: a member's cart submitted for approval, the list, and its decision. */
    submitApproval: (caller: SessionUser, body: SubmitApprovalBody) => submitApproval(deps, caller, body),
    listApprovals: (caller: SessionUser) => listApprovals(deps, caller),
    approve: (caller: SessionUser, id: string) => approveRequest(deps, caller, id),
    decline: (caller: SessionUser, id: string, body: DeclineApprovalBody) =>
      declineRequest(deps, caller, id, body),
    withdraw: (caller: SessionUser, id: string) => withdrawRequest(deps, caller, id),
    /** Issue 33 item 4: the staff console's orders of every account (the staff door checks the role). */
    staff: {
      list: (query: StaffOrdersQuery) => staffListOrders(deps, query),
      export: (query: StaffOrdersQuery, limit: number) => staffExportOrders(deps, query, limit),
      get: (key: string) => staffOrder(deps, key),
      cancel: (actor: StaffActor, key: string, body: StaffCancelOrderBody) =>
        staffCancelOrder(deps, actor, key, body),
      ship: (actor: StaffActor, key: string, body: StaffShipOrderBody) =>
        staffShipOrder(deps, actor, key, body),
    },
  };
}

export type OrdersModule = ReturnType<typeof createOrdersModule>;

// The routers the server mounts: thin, one call of this module a route.
export { integrationRoutes, orderRoutes } from "./routes.ts";
