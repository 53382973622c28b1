import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { ApprovalList, ApprovalRequest } from "../../../lib/orders/approval-contract.ts";
import { approvalRequestSchema } from "../../../lib/orders/approval-contract.ts";
import { type CheckoutPreview, type Order, orderSchema } from "../../../lib/orders/contract.ts";
import { earliestShipDate } from "../../../lib/orders/ship-dates.ts";
import { mailOutbox } from "../../adapters/mail/schema.ts";
import { type AppHarness, type JsonResponse, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers, memberships } from "../accounts/schema.ts";
import { cartItems, carts, coupons } from "../cart/schema.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { approvalRequests, orders } from "./schema.ts";

const API = "/api/order-service";
type ErrorBody = { error: string; code: string };
const shipTo = {
  name: "Brightline Electrical Supply",
  attention: "Receiving",
  address1: "1200 Dublin Rd",
  city: "Columbus",
  state: "OH",
  zip: "43215",
};

/**
 * #32.2 approvals and spending limits over HTTP, on the demo accounts and catalogue: Ben (A-10001)
 * with an order limit, Dana its admin, Olivia the admin of another account. Ben's cart of 471.10 (see
 * orders.test.ts) is over a $100 limit.
 */
describe.each(testDatabaseKinds())("approvals on %s", (kind) => {
  let h: AppHarness;
  const cookies: Record<string, string> = {};
  const emails = {
    ben: "ben.buyer@brightline.example",
    dana: "dana.admin@brightline.example",
    olivia: "olivia.owner@northgate.example",
  } as const;
  type Who = keyof typeof emails;
  let benId = "";

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const [who, email] of Object.entries(emails)) cookies[who] = (await h.signIn(email)).cookie;
    const [ben] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben));
    benId = ben?.id ?? "";
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(approvalRequests);
    await h.db.delete(orders).where(sql`${orders.number} not like 'SO-2026-9%'`);
    await h.db.delete(carts);
    await h.db.delete(mailOutbox);
    await h.db.update(coupons).set({ redemptions: 0 });
    await setBensLimit({ kind: "amount", cents: 10_000 });
  });

  async function setBensLimit(limit: { kind: "amount"; cents: number } | { kind: "always" | "none" }) {
    await h.db
      .update(memberships)
      .set({ orderLimitKind: limit.kind, orderLimitCents: limit.kind === "amount" ? limit.cents : null })
      .where(and(eq(memberships.userId, benId), eq(memberships.accountId, "A-10001")));
  }
  const send = <T>(who: Who, method: string, path: string, body?: unknown) =>
    body === undefined
      ? h.getJson<T & ErrorBody>(path, { cookie: cookies[who], method } as never)
      : h.postJson<T & ErrorBody>(path, body, { cookie: cookies[who], method } as never);
  const ok = <T>(response: JsonResponse<T>, status = 200): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };
  const refused = (response: JsonResponse<ErrorBody>, status: number, code: string) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body.code).toBe(code);
    return response.body;
  };
  const add = (who: Who, body: Record<string, unknown>) =>
    send<Cart>(who, "POST", "/api/cart-service/cart/add", body);
  const cartOf = async (who: Who) => ok(await send<Cart>(who, "GET", "/api/cart-service/cart"));
  const submit = (who: Who = "ben", more: Record<string, unknown> = {}) =>
    send<ApprovalRequest>(who, "POST", `${API}/approvals`, {
      shipTo,
      PurchaseOrder: "PO-7001",
      notes: "Dock 2",
      ...more,
    });
  /** Ben's checkout priced by `method` to the test's ship-to (Columbus, OH). */
  const previewBy = async (method: string) =>
    ok(
      await send<CheckoutPreview>(
        "ben",
        "GET",
        `${API}/checkout?shippingMethod=${method}&shipToState=OH&shipToZip=43215`,
      ),
    );
  const listOf = async (who: Who) => ok(await send<ApprovalList>(who, "GET", `${API}/approvals`));
  const mails = (purpose: string) => h.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, purpose));

  async function fillBensCart(): Promise<Cart> {
    ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 5 }));
    return ok(await add("ben", { sku: "DLX-8-20-50K", quantity: 3, options: ["FIN-BK"] }));
  }

  it("#32.2 an over-limit member sees Submit for approval, cannot place, and submitting freezes the cart (409) while the account buys on in a new one", async () => {
    const cart = await fillBensCart();
    const preview = ok(await send<CheckoutPreview>("ben", "GET", `${API}/checkout`));
    expect(preview.approval).toEqual({
      reason: "limit",
      limitCents: 10_000,
      totalCents: 47_110,
      approverNames: expect.arrayContaining(["Dana Admin"]),
    });
    expect(preview.approval?.approverNames).not.toContain("Ben Buyer");
    // The limit is on the goods: the preview priced with freight judges as submitting does.
    const withFreight = ok(
      await send<CheckoutPreview>(
        "ben",
        "GET",
        `${API}/checkout?shippingMethod=GROUND&shipToState=OH&shipToZip=43215`,
      ),
    );
    expect(withFreight.approval?.totalCents).toBe(47_110);
    expect(ok(await send<CheckoutPreview>("dana", "GET", `${API}/checkout`)).approval).toBeNull();
    refused(
      await send("ben", "POST", `${API}/orders`, {
        source: { kind: "cart" },
        shipTo,
        PurchaseOrder: "PO-7001",
        PaymentType: "ON_ACCOUNT",
      }),
      409,
      "CONFLICT",
    );
    const request = ok(await submit(), 201);
    expect(request).toMatchObject({
      status: "pending",
      totalCents: 47_110,
      requestedByName: "Ben Buyer",
      mine: true,
    });
    const line = cart.items[0]?.id as string;
    const frozen = refused(
      await send("ben", "PUT", `/api/cart-service/cart/update/${line}`, { quantity: 9 }),
      409,
      "CONFLICT",
    );
    expect(frozen.error).toMatch(/waiting for approval/);
    refused(await send("ben", "DELETE", `/api/cart-service/cart/remove/${line}`), 409, "CONFLICT");
    expect((await cartOf("ben")).items).toEqual([]);
    ok(await add("dana", { sku: "EDL-4SMD-11-30K", quantity: 1 }));
    expect((await cartOf("ben")).items).toHaveLength(1);
    const asked = await mails("approval-request");
    expect(asked.map((mail) => mail.to)).toContain(emails.dana);
    expect(asked.map((mail) => mail.to)).not.toContain(emails.ben);
    const list = await listOf("dana");
    expect(list.canDecide).toBe(true);
    expect(list.approverNames).toContain("Dana Admin");
    expect(list.requests[0]).toMatchObject({ id: request.id, mine: false, cart: { totalCents: 47_110 } });
    expect(list.requests[0]?.cart?.items).toHaveLength(2);
    refused(await submit(), 409, "CONFLICT");
    await setBensLimit({ kind: "none" });
    expect(ok(await send<CheckoutPreview>("ben", "GET", `${API}/checkout`)).approval).toBeNull();
  });

  it("#32.2 the limit is on the goods: a cart exactly at the limit is placed with checkout's freight on top, one cent over goes for approval", async () => {
    await fillBensCart();
    await setBensLimit({ kind: "amount", cents: 47_110 });
    const query = `${API}/checkout?shippingMethod=GROUND&shipToState=OH&shipToZip=43215`;
    const preview = ok(await send<CheckoutPreview>("ben", "GET", query));
    expect(preview.approval).toBeNull();
    expect(preview.totals.ON_ACCOUNT.totalCents).toBeGreaterThan(47_110);
    const placed = ok(
      await send<Order>("ben", "POST", `${API}/orders`, {
        source: { kind: "cart" },
        shipTo,
        PurchaseOrder: "PO-7100",
        PaymentType: "ON_ACCOUNT",
        shipping: { method: "GROUND" },
      }),
      201,
    );
    expect(placed.totalCents).toBe(preview.totals.ON_ACCOUNT.totalCents);
    expect(placed.approvedByName).toBeNull();
    await fillBensCart();
    await setBensLimit({ kind: "amount", cents: 47_109 });
    expect(ok(await send<CheckoutPreview>("ben", "GET", query)).approval).toMatchObject({
      reason: "limit",
      limitCents: 47_109,
      totalCents: 47_110,
    });
  });

  it("#32.2 approving places the order on account for the requester with the approver recorded, exactly once: 20 parallel approves give one order, the others 409", async () => {
    await fillBensCart();
    ok(await send<Cart>("ben", "POST", "/api/cart-service/cart/coupon", { code: "launch25" }));
    const request = ok(await submit(), 201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send<Order>("dana", "POST", `${API}/approvals/${request.id}/approve`)),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const order = placed[0]?.body as Order;
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      OrderStatus: "PENDING",
      PaymentType: "ON_ACCOUNT",
      PurchaseOrder: "PO-7001",
      notes: "Dock 2",
      placedByName: "Ben Buyer",
      approvedByName: "Dana Admin",
      totalCents: 47_110 - 11_776,
    });
    expect(await h.db.select().from(orders).where(eq(orders.purchaseOrder, "PO-7001"))).toHaveLength(1);
    // The order's PDF names the approver beside who placed it.
    const pdf = await h.call(`${API}/orders/${order.id}/pdf`, { cookie: cookies.ben });
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("Approved by");
    expect(text).toContain("Dana Admin");
    expect(await h.db.select().from(cartItems)).toEqual([]);
    const [spent] = await h.db.select().from(coupons).where(eq(coupons.code, "launch25"));
    expect(spent?.redemptions).toBe(1);
    const told = await mails("approval-decision");
    expect(told).toMatchObject([{ to: emails.ben }]);
    expect(told[0]?.text).toContain(order.number);
    expect((await listOf("ben")).requests[0]).toMatchObject({
      status: "approved",
      orderNumber: order.number,
    });
    refused(
      await send("dana", "POST", `${API}/approvals/${request.id}/decline`, { reason: "Late" }),
      409,
      "CONFLICT",
    );
  });

  it("#32.2 declining needs a reason, gives the cart back to change and tells the requester; approving after it is 409", async () => {
    await fillBensCart();
    const request = ok(await submit(), 201);
    refused(
      await send("dana", "POST", `${API}/approvals/${request.id}/decline`, { reason: " " }),
      400,
      "VALIDATION",
    );
    const declined = ok(
      await send<ApprovalRequest>("dana", "POST", `${API}/approvals/${request.id}/decline`, {
        reason: "Over this month's budget",
      }),
    );
    expect(declined).toMatchObject({ status: "declined", declineReason: "Over this month's budget" });
    refused(await send("dana", "POST", `${API}/approvals/${request.id}/approve`), 409, "CONFLICT");
    expect((await cartOf("ben")).items).toHaveLength(2);
    const [told] = await mails("approval-decision");
    expect(told).toMatchObject({ to: emails.ben });
    expect(told?.text).toContain("Over this month's budget");
    expect(await h.db.select().from(orders).where(eq(orders.purchaseOrder, "PO-7001"))).toEqual([]);
  });

  it("#32.2 the requester withdraws a pending request: its lines join the cart started meanwhile", async () => {
    await fillBensCart();
    const request = ok(await submit(), 201);
    ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 2 }));
    refused(await send("dana", "POST", `${API}/approvals/${request.id}/withdraw`), 404, "NOT_FOUND");
    expect(
      ok(await send<ApprovalRequest>("ben", "POST", `${API}/approvals/${request.id}/withdraw`)).status,
    ).toBe("withdrawn");
    const cart = await cartOf("ben");
    expect(cart.items.map((item) => item.quantity).sort()).toEqual([3, 7]);
    refused(await send("ben", "POST", `${API}/approvals/${request.id}/withdraw`), 409, "CONFLICT");
  });

  it("#32.2 the rules are on the server: the requester cannot approve, another account's admin gets 404, an always-approval member submits any order", async () => {
    await setBensLimit({ kind: "always" });
    ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 1 }));
    const request = ok(await submit(), 201);
    refused(await send("ben", "POST", `${API}/approvals/${request.id}/approve`), 404, "NOT_FOUND");
    for (const action of ["approve", "withdraw"]) {
      refused(await send("olivia", "POST", `${API}/approvals/${request.id}/${action}`), 404, "NOT_FOUND");
    }
    refused(
      await send("olivia", "POST", `${API}/approvals/${request.id}/decline`, { reason: "No" }),
      404,
      "NOT_FOUND",
    );
    expect((await listOf("olivia")).requests).toEqual([]);
    ok(await add("dana", { sku: "EDL-4SMD-11-30K", quantity: 1 }));
    refused(await submit("dana"), 409, "CONFLICT");
    const [row] = await h.db.select().from(approvalRequests).where(eq(approvalRequests.id, request.id));
    expect(row?.status).toBe("pending");
  });

  it("#32.2 a request carries the shipping chosen at checkout: the list shows the goods, the LTL estimate and the total; approving places it with that method, freight, ship date and bill-to", async () => {
    await fillBensCart();
    const preview = await previewBy("LTL");
    const ltl = preview.freight.options.find((option) => option.method === "LTL");
    expect(ltl).toMatchObject({ shipsAs: "LTL", estimated: true });
    const freightCents = ltl?.freightCents ?? 0;
    expect(freightCents).toBeGreaterThan(0);
    // The business day after the earliest the cart allows.
    const requestedShipDate = earliestShipDate(preview.shipDates.earliest, 1);
    const request = ok(
      await submit("ben", { shipping: { method: "LTL", requestedShipDate }, expectedTotalCents: 47_110 }),
      201,
    );
    expect(approvalRequestSchema.parse(request)).toEqual(request);
    // The limit, and the request's total, stay on the goods.
    expect(request.totalCents).toBe(47_110);
    const shipping = {
      method: "LTL",
      carrier: null,
      carrierAccountNumber: null,
      requestedShipDate,
      freight: {
        shipsAs: "LTL",
        freightCents,
        estimated: true,
        prepaid: false,
        note: expect.stringMatching(/quote to follow/),
        source: "rules",
        totalCents: 47_110 + freightCents,
      },
    };
    expect(request.shipping).toEqual(shipping);
    const [pending] = (await listOf("dana")).requests;
    expect(pending).toMatchObject({ id: request.id, totalCents: 47_110, shipping });

    const order = ok(await send<Order>("dana", "POST", `${API}/approvals/${request.id}/approve`), 201);
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({ shippingCents: freightCents, totalCents: 47_110 + freightCents });
    expect(order.shipping).toEqual({
      method: "LTL",
      carrier: null,
      carrierAccountNumber: null,
      freightCents,
      estimated: true,
      source: "rules",
      note: expect.stringMatching(/quote to follow/),
      requestedShipDate,
    });
    expect(order.billTo).toEqual(preview.billTo);
    expect(order.events[0]?.note).toBe("Approved by Dana Admin and placed on account");
    const [decided] = (await listOf("ben")).requests;
    expect(decided).toMatchObject({ status: "approved", shipping: { ...shipping, freight: null } });

    // Shipping on the buyer's own carrier account: no freight, the carrier and number kept.
    await fillBensCart();
    const own = ok(
      await submit("ben", {
        shipping: { method: "CARRIER_ACCOUNT", carrier: "UPS", carrierAccountNumber: "1Z-88W412" },
      }),
      201,
    );
    expect(own.shipping).toMatchObject({
      carrier: "UPS",
      carrierAccountNumber: "1Z-88W412",
      requestedShipDate: preview.shipDates.earliest,
      freight: { freightCents: 0, totalCents: 47_110 },
    });
    const ownOrder = ok(await send<Order>("dana", "POST", `${API}/approvals/${own.id}/approve`), 201);
    expect(ownOrder).toMatchObject({ shippingCents: 0, totalCents: 47_110 });
    expect(ownOrder.shipping).toMatchObject({ method: "CARRIER_ACCOUNT", carrierAccountNumber: "1Z-88W412" });
  });

  it("#32.2 submitting checks the shipping as placing does: a weekend, a day before the lead time or a carrier account without its number is 400 and writes nothing", async () => {
    await fillBensCart();
    const { shipDates } = await previewBy("GROUND");
    const saturday = new Date(`${shipDates.earliest}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    for (const shipping of [
      { method: "GROUND", requestedShipDate: saturday.toISOString().slice(0, 10) },
      { method: "GROUND", requestedShipDate: "2020-01-02" },
      { method: "CARRIER_ACCOUNT", carrier: "UPS" },
    ]) {
      refused(await submit("ben", { shipping }), 400, "VALIDATION");
    }
    expect(await h.db.select().from(approvalRequests)).toEqual([]);
    expect(await mails("approval-request")).toEqual([]);
    // The cart is not set aside: it is still Ben's to change.
    expect((await cartOf("ben")).items).toHaveLength(2);
  });

  it("#32.2 a requested ship date that became too early by the approval ships on the earliest allowed date, as the order's history and the decision mail say", async () => {
    await fillBensCart();
    const preview = await previewBy("GROUND");
    const ground = preview.freight.options.find((option) => option.method === "GROUND");
    const request = ok(
      await submit("ben", { shipping: { method: "GROUND", requestedShipDate: preview.shipDates.earliest } }),
      201,
    );
    // Time passes: the date asked for (a Monday) is now in the past.
    await h.db
      .update(approvalRequests)
      .set({ shipping: { method: "GROUND", requestedShipDate: "2026-01-05" } })
      .where(eq(approvalRequests.id, request.id));
    const order = ok(await send<Order>("dana", "POST", `${API}/approvals/${request.id}/approve`), 201);
    expect(order.shipping).toMatchObject({
      method: ground?.shipsAs,
      freightCents: ground?.freightCents,
      requestedShipDate: preview.shipDates.earliest,
    });
    expect(order.totalCents).toBe(47_110 + (ground?.freightCents ?? 0));
    const moved = expect.stringMatching(
      /The requested ship date Jan 5, 2026 had become too early: it ships from the earliest date, [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    expect(order.events[0]?.note).toEqual(moved);
    const [told] = await mails("approval-decision");
    expect(told?.text).toEqual(moved);
  });
});
