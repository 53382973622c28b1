import { type Context, Hono } from "hono";
import { declineApprovalBody, submitApprovalBody } from "../../../lib/orders/approval-contract.ts";
import {
  checkoutPreviewQuery,
  completeOrderBody,
  listOrdersQuery,
  placeOrderBody,
  setOrderStatusBody,
} from "../../../lib/orders/contract.ts";
import { previouslyPurchasedQuery } from "../../../lib/orders/previously-purchased.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import {
  type CallerEnv,
  idempotentAnswer,
  integrationKeyCheck,
  parseBuyingBody,
  parseJson,
  parseQuery,
  requireCaller,
} from "../../http.ts";
import type { OrdersModule } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An order id from the path: one that cannot exist is the same answer as another account's (404). */
function orderId(c: Context): string {
  const value = c.req.param("id") ?? "";
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", "Order not found");
  return value.toLowerCase();
}

/** An approval request's id from the path: one that cannot exist answers as another account's (404). */
function approvalId(c: Context): string {
  const value = c.req.param("id") ?? "";
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", "Approval request not found");
  return value.toLowerCase();
}

function orderNumberParam(c: Context): string {
  const value = c.req.param("number") ?? "";
  if (!ORDER_NUMBER.test(value)) throw new AppError("NOT_FOUND", "Order not found");
  return value.toUpperCase();
}

/**
 * `/api/order-service…` for buyers (spec §7 "Orders": API-47 … API-49, checkout, the order page, its
 * PDF and reorder). Thin: the caller (401 for a guest), the input parsed by the shared contract
 * (lib/orders/contract.ts), one call of the orders module, the answer.
 */
export function orderRoutes(orders: OrdersModule, config: PublicConfig) {
  const router = new Hono<CallerEnv>();

  router.use(async (c, next) => {
    await next();
    // An order is the account's business: never stored by a shared cache.
    c.header("Cache-Control", "private, no-store");
  });

  // Issue 32 item 6: the quick order's "Previously purchased", a page at a time.
  router.get("/previously-purchased", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.previouslyPurchased(caller, parseQuery(c, previouslyPurchasedQuery)));
  });

  // API-47 (ORDER-04): `:id` is the caller's own user id, or `me`.
  router.get("/user/:id", async (c) => {
    const caller = await requireCaller(c);
    const id = c.req.param("id");
    if (!USER_ID.test(id)) throw new AppError("NOT_FOUND", "User not found");
    return c.json(await orders.list(caller, id, parseQuery(c, listOrdersQuery)));
  });

  // Checkout's preview: totals by payment type (AMB-11), ship-to addresses and contacts (API-62).
  router.get("/checkout", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.checkout(caller, parseQuery(c, checkoutPreviewQuery)));
  });

  // API-48 (ORDER-02): 201, or the replay of an earlier Idempotency-Key.
  router.post("/orders", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    const result = await orders.place(caller, await parseBuyingBody(c, placeOrderBody), key);
    return idempotentAnswer(c, result);
  });

  // #32.2: approvals. Submit the cart for approval, list the requests, approve, decline, withdraw.
  router.post("/approvals", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.submitApproval(caller, await parseBuyingBody(c, submitApprovalBody)), 201);
  });

  router.get("/approvals", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.listApprovals(caller));
  });

  router.post("/approvals/:id/approve", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.approve(caller, approvalId(c)), 201);
  });

  router.post("/approvals/:id/decline", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.decline(caller, approvalId(c), await parseJson(c, declineApprovalBody)));
  });

  router.post("/approvals/:id/withdraw", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.withdraw(caller, approvalId(c)));
  });

  // API-49 (PAY-08): completed only from the payments module's record of the approved attempt.
  router.put("/orders/complete", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.complete(caller, await parseJson(c, completeOrderBody)));
  });

  // ORDER-05: the order page.
  router.get("/orders/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.get(caller, orderId(c)));
  });

  router.get("/orders/:id/pdf", async (c) => {
    const caller = await requireCaller(c);
    const { fileName, bytes } = await orders.pdf(caller, orderId(c), config);
    return c.body(bytes, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  // Issue 30: the buyer cancels an order still awaiting its payment.
  router.post("/orders/:id/cancel", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.cancel(caller, orderId(c)));
  });

  router.post("/orders/:id/reorder", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await orders.reorder(caller, orderId(c)));
  });

  return router;
}

/**
 * `/api/order-service/integration…`: the manufacturer's ERP moves orders on (issue 13 item 5).
 * Authenticated ONLY by `X-Api-Key` against INTEGRATION_API_KEY: a user's session or bearer token
 * never counts (401 without the key); unconfigured, every call answers 503.
 */
export function integrationRoutes(orders: OrdersModule) {
  const router = new Hono<CallerEnv>();

  router.use(integrationKeyCheck(orders.integrationApiKey));

  router.get("/orders/:number", async (c) => c.json(await orders.integrationOrder(orderNumberParam(c))));

  router.put("/orders/:number/status", async (c) => {
    const number = orderNumberParam(c);
    const body = await parseJson(c, setOrderStatusBody);
    return c.json(await orders.setStatus(number, body, { kind: "integration", name: "ERP integration" }));
  });

  return router;
}
