// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { Toaster, toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Invoice, InvoicesAnswer } from "../../../lib/invoices/contract.ts";
import type { PaymentHistoryEntry } from "../../../lib/invoices/statement.ts";
import type { CheckoutPreview, OrderSummary, PricedTotals } from "../../../lib/orders/contract.ts";
import type { InitiatePaymentAnswer } from "../../../lib/payments/contract.ts";
import { InvoicesTab } from "../invoices/InvoicesTab.tsx";
import { CheckoutView } from "../orders/CheckoutView.tsx";
import { OrdersTab } from "../orders/OrdersTab.tsx";

/**
 * The pages of issue 13 in a browser DOM, against the order, payment and portal services' contracts:
 * the services answer from a table of routes here (they are built on other branches; the e2e specs
 * run the real ones), and every request the page sends is recorded.
 */
type Sent = { method: string; path: string; headers: Headers; body: unknown };
type Route = (
  request: Sent,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }> | undefined;

function stubServices(route: Route) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost:3000");
    const request = {
      method: init.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answer = (await route(request)) ?? { status: 404, body: { error: "Not found", code: "NOT_FOUND" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

const viewer = {
  userId: "u-1",
  email: "ben.buyer@brightline.example",
  fname: "Ben",
  lname: "Buyer",
  cartAccess: true,
  workingAccountId: "A-10001",
} as SessionUser;

function show(element: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => ({ viewer }),
      Component: () => (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      children: [{ path: "*", Component: () => element }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const orderSummary = (n: number, fields: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  number: `SO-2026-${String(n).padStart(6, "0")}`,
  PurchaseOrder: `PO-${n}`,
  Price: { OrderTotal: 52_736 },
  PaymentType: "CARD",
  OrderStatus: "PENDING",
  PaymentID: `P-${n}`,
  PaymentStatus: "AUTHORIZED",
  PaymentAmount: 52_736,
  lineCount: 2,
  placedByName: "Ben Buyer",
  createdAt: "2026-03-01T10:00:00.000Z",
  trackingNumber: null,
  carrier: null,
  ...fields,
});

describe("the orders tab", () => {
  it("ORDER-01 ORDER-04 AMB-24 lists 5 orders with the spec's fields; Load More shows the next page after 300 ms", async () => {
    const sent = stubServices((request) => {
      if (!request.path.startsWith("/api/order-service/user/me")) return undefined;
      return request.path.includes("cursor=")
        ? { body: { orders: [orderSummary(6, { OrderStatus: "SHIPPED" })], nextCursor: null } }
        : { body: { orders: [1, 2, 3, 4, 5].map((n) => orderSummary(n)), nextCursor: "c-5" } };
    });
    show(<OrdersTab accountId="A-10001" />);
    const rows = await screen.findAllByTestId("order-row");
    expect(rows).toHaveLength(5);
    expect(sent[0]?.path).toBe("/api/order-service/user/me?limit=5");
    const first = rows[0] as HTMLElement;
    expect(within(first).getByTestId("order-number").textContent).toBe("Order SO-2026-000001");
    expect(within(first).getByTestId("order-po").textContent).toBe("PO-1");
    expect(within(first).getByTestId("order-total").textContent).toBe("$527.36");
    expect(within(first).getByTestId("order-payment-type").textContent).toBe("Credit card");
    expect(within(first).getByTestId("order-status").textContent).toBe("Pending");
    expect(within(first).getByTestId("order-payment-id").textContent).toBe("P-1");
    expect(within(first).getByTestId("order-payment-status").textContent).toBe("Authorized");
    expect(within(first).getByTestId("order-payment-amount").textContent).toBe("$527.36");

    const started = Date.now();
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(6));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(sent[1]?.path).toBe("/api/order-service/user/me?cursor=c-5&limit=5");
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("ORDER-01 ERR-03 a failure shows 'Could not load orders'", async () => {
    stubServices(() => ({ status: 500, body: { error: "boom", code: "INTERNAL" } }));
    show(<OrdersTab accountId="A-10001" />);
    const alert = await screen.findByTestId("orders-error");
    expect(alert.textContent).toContain("Could not load orders");
  });
});

const totals = (fields: Partial<PricedTotals> = {}): PricedTotals => ({
  itemTotalCents: 51_200,
  optionTotalCents: 0,
  subTotalCents: 51_200,
  shippingCents: null,
  bankSurchargeCents: 0,
  surchargeMethod: null,
  discountCents: 0,
  totalCents: 51_200,
  appliedCoupon: null,
  currency: "USD",
  ...fields,
});

const preview: CheckoutPreview = {
  accountId: "A-10001",
  accountName: "Brightline",
  source: { kind: "cart" },
  items: [
    {
      id: "10000000-0000-4000-8000-000000000001",
      position: 1,
      productId: "20000000-0000-4000-8000-000000000001",
      productCode: "P1",
      productDetails: { sku: "DLX-8-20-50K", name: "Downlight", image: null },
      catalogNumber: "DLX-8-20-50K",
      options: [],
      quantity: 4,
      listPriceCents: 12_800,
      accountPriceCents: null,
      priceOverride: null,
      unitPriceCents: 12_800,
      optionsPerUnitCents: 0,
      lineItemCents: 51_200,
      lineOptionCents: 0,
      lineTotalCents: 51_200,
      discountCents: 0,
    },
  ],
  purchaseOrder: null,
  onAccountAllowed: true,
  creditTermsDays: 30,
  approval: null,
  totals: {
    ON_ACCOUNT: totals(),
    CARD: totals({ bankSurchargeCents: 1_536, surchargeMethod: "card", totalCents: 52_736 }),
    ACH: totals({ surchargeMethod: "ach" }),
  },
  billTo: null,
  freight: {
    selected: null,
    representativeCents: null,
    options: [],
    carriers: ["UPS"],
    willCall: { location: "Will call dock", hours: "Mon-Fri" },
  },
  shipDates: { earliest: "2026-12-09", leadTimeDays: 3 },
  shipToOptions: [
    {
      name: "Brightline Dock",
      attention: null,
      address1: "1 Main St",
      address2: null,
      city: "Columbus",
      state: "OH",
      zip: "43215",
      country: "US",
      phone: null,
    },
  ],
  payer: {
    firstName: "Ben",
    lastName: "Buyer",
    email: "ben.buyer@brightline.example",
    address1: "1 Main St",
    city: "Columbus",
    state: "OH",
    zip: "43215",
  },
};

describe("checkout", () => {
  it("AMB-11 the summary switches with the method: card shows 'Bank surcharge (3%)', ACH none", async () => {
    stubServices(() => undefined);
    show(<CheckoutView loaded={{ ok: true, value: preview }} />);
    const summary = await screen.findByTestId("checkout-summary");
    expect(screen.getByLabelText("On account (Net 30)", { exact: false })).toBeTruthy();
    expect(within(summary).queryByTestId("totals-surcharge")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /Credit card/ }));
    expect(within(summary).getByTestId("totals-surcharge").textContent).toBe("Bank surcharge (3%)$15.36");
    expect(within(summary).getByTestId("totals-total").textContent).toBe("Total$527.36");
    fireEvent.click(screen.getByRole("radio", { name: /ACH bank transfer/ }));
    expect(within(summary).queryByTestId("totals-surcharge")).toBeNull();
    expect(within(summary).getByTestId("totals-total").textContent).toBe("Total$512.00");
  });

  it("ORDER-02 a double click on 'Place order' sends one API-48 with an Idempotency-Key; on account shows 'Order placed successfully!'", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const sent = stubServices((request) => {
      if (request.path === "/api/order-service/orders") return new Promise((resolve) => (answer = resolve));
      return undefined;
    });
    show(<CheckoutView loaded={{ ok: true, value: preview }} />);
    await screen.findByTestId("checkout-summary");
    fireEvent.change(screen.getByLabelText("Purchase order (PO)"), { target: { value: "PO-9" } });
    const button = screen.getByRole("button", { name: "Place order" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent.filter((r) => r.path === "/api/order-service/orders")).toHaveLength(1));
    const post = sent.find((r) => r.path === "/api/order-service/orders");
    expect(post?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(post?.body).toMatchObject({
      PaymentType: "ON_ACCOUNT",
      PurchaseOrder: "PO-9",
      expectedTotalCents: 51_200,
    });
    expect((screen.getByRole("button", { name: "Placing order…" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ status: 400, body: { error: "", code: "VALIDATION" } }));
    // ORDER-03 ERR-02: no server text, the fixed string.
    expect(await screen.findByText("Submitting order failed")).toBeTruthy();
  });

  it("ORDER-03 a refused order shows the server's text", async () => {
    stubServices((request) => {
      if (request.path === "/api/order-service/orders")
        return { status: 409, body: { error: "The cart's total has changed", code: "CONFLICT" } };
      return undefined;
    });
    show(<CheckoutView loaded={{ ok: true, value: preview }} />);
    await screen.findByTestId("checkout-summary");
    fireEvent.change(screen.getByLabelText("Purchase order (PO)"), { target: { value: "PO-9" } });
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("The cart's total has changed")).toBeTruthy();
  });

  it("QUOTE-04 without a PO nothing is sent and the field says why", async () => {
    const sent = stubServices(() => undefined);
    show(<CheckoutView loaded={{ ok: true, value: preview }} />);
    await screen.findByTestId("checkout-summary");
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Purchase order is required")).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("PAY-14 a blocked new tab places nothing and shows the pop-up notice", async () => {
    const sent = stubServices(() => undefined);
    vi.spyOn(window, "open").mockReturnValue(null);
    show(<CheckoutView loaded={{ ok: true, value: preview }} />);
    await screen.findByTestId("checkout-summary");
    fireEvent.change(screen.getByLabelText("Purchase order (PO)"), { target: { value: "PO-9" } });
    fireEvent.click(screen.getByRole("radio", { name: /Credit card/ }));
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    const notice = await screen.findByTestId("popup-notice");
    expect(notice.getAttribute("role")).toBe("alert");
    expect(notice.textContent).toContain(
      "Firefox might be blocking pop-up windows: Please make sure they are enabled in order to complete the payment process",
    );
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
  });
});

const invoice = (n: number, fields: Partial<Invoice> = {}): Invoice => ({
  id: `30000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  Invoice: `INV-${1000 + n}`,
  orderId: null,
  orderNumber: null,
  PurchaseOrder: `PO-${n}`,
  invoiceDate: "2026-01-05",
  dueDate: "2026-02-04",
  amountCents: 10_000 * n,
  InvoiceBalance: 10_000 * n,
  status: "Open",
  overdue: false,
  paidAt: null,
  ...fields,
});

const invoices: InvoicesAnswer = {
  accountId: "A-10001",
  invoices: [invoice(1, { overdue: true }), invoice(2), invoice(3, { status: "Paid", InvoiceBalance: 0 })],
  creditMemos: [
    {
      id: "40000000-0000-4000-8000-000000000001",
      number: "CM-1",
      date: "2026-01-10",
      amountCents: 2_500,
      balanceCents: 2_500,
      status: "Open",
      reason: "Damaged",
      invoiceNumber: "INV-1001",
    },
  ],
  openRmas: [
    {
      id: "50000000-0000-4000-8000-000000000001",
      number: "RMA-1",
      date: "2026-01-12",
      orderNumber: null,
      amountCents: 9_900,
      status: "Open",
      reason: "Wrong CCT",
    },
  ],
  openBalanceCents: 30_000,
  overdueBalanceCents: 10_000,
  nextCursor: null,
};

describe("the invoices tab", () => {
  /** The table's rows (the cards show the same invoices to phones). */
  const tableRows = () => within(screen.getByTestId("invoice-table")).getAllByTestId("invoice-row");

  it("INV-01 INV-02 INV-03 INV-04 each invoice's number, balance and status, overdue in words; credit memos and RMAs with PDFs", async () => {
    const sent = stubServices((request) => {
      if (request.path === "/api/portal-service/invoices/A-10001") return { body: invoices };
      if (request.path === "/api/portal-service/payments") return { body: [] };
      return undefined;
    });
    show(<InvoicesTab accountId="A-10001" />);
    await screen.findByTestId("invoice-table");
    expect(sent.map((r) => r.path)).toContain("/api/portal-service/invoices/A-10001");
    const rows = tableRows();
    expect(rows.map((row) => within(row).getByTestId("invoice-number").textContent)).toEqual([
      "INV-1001",
      "INV-1002",
      "INV-1003",
    ]);
    expect(rows.map((row) => within(row).getByTestId("invoice-balance").textContent)).toEqual([
      "$100.00",
      "$200.00",
      "$0.00",
    ]);
    expect(rows.map((row) => within(row).getByTestId("invoice-status").textContent)).toEqual([
      "OpenOverdue",
      "Open",
      "Paid",
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "PDF of invoice INV-1001" })
        .getAttribute("href"),
    ).toBe(`/api/portal-service/invoices/A-10001/invoice/${invoice(1).id}/pdf`);
    expect(screen.getByTestId("open-balance").textContent).toBe("$300.00");
    expect(screen.getByTestId("overdue-balance").textContent).toBe("$100.00");
    expect(within(screen.getByTestId("credit-memos")).getByText("CM-1")).toBeTruthy();
    expect(within(screen.getByTestId("open-rmas")).getByText("RMA-1")).toBeTruthy();
    // A paid invoice cannot be selected.
    expect(within(rows[2] as HTMLElement).queryByRole("checkbox")).toBeNull();
  });

  it("#32.4 the payment history: invoice payments with each invoice and its part, payments on account, credit applications; Show more reads the next page", async () => {
    const entry = (n: number, fields: Partial<PaymentHistoryEntry>): PaymentHistoryEntry => ({
      key: `i:P-${n}`,
      kind: "invoice-payment",
      at: "2026-11-19T15:00:00.000Z",
      reference: `P-${n}`,
      method: "ach",
      amountCents: 50_000,
      feeCents: 0,
      note: "",
      invoices: [{ invoiceId: invoice(n).id, number: `INV-${1000 + n}`, amountCents: 50_000 }],
      ...fields,
    });
    const sent = stubServices((request) => {
      if (request.path === "/api/portal-service/invoices/A-10001") return { body: invoices };
      if (request.path === "/api/portal-service/invoices/A-10001/payment-history")
        return {
          body: {
            accountId: "A-10001",
            entries: [
              entry(1, { method: "card", feeCents: 1_500, amountCents: 50_000 }),
              entry(2, {
                key: "p:P-2",
                kind: "payment-on-account",
                invoices: [],
                amountCents: 100_000,
                note: "Deposit for the school project",
              }),
            ],
            nextCursor: "next",
          },
        };
      if (request.path === "/api/portal-service/invoices/A-10001/payment-history?cursor=next")
        return {
          body: {
            accountId: "A-10001",
            entries: [
              entry(3, {
                key: "c:M-1",
                kind: "credit-applied",
                reference: "CM-2026-000148",
                method: null,
                amountCents: 21_475,
                note: "Price correction",
                invoices: [
                  { invoiceId: invoice(1).id, number: "INV-1001", amountCents: 10_000 },
                  { invoiceId: invoice(2).id, number: "INV-1002", amountCents: 11_475 },
                ],
              }),
            ],
            nextCursor: null,
          },
        };
      return undefined;
    });
    show(<InvoicesTab accountId="A-10001" />);
    const history = await screen.findByTestId("payment-history");
    await waitFor(() => expect(within(history).getAllByTestId("payment-history-row")).toHaveLength(2));
    const [card, onAccount] = within(history).getAllByTestId("payment-history-row");
    expect(card?.textContent).toContain("Invoice paymentP-1$500.00");
    expect(card?.textContent).toContain("Card · $15.00 surcharge, $515.00 charged");
    expect(within(card as HTMLElement).getByRole("list", { name: "Invoices paid" }).textContent).toBe(
      "Paid invoice INV-1001$500.00",
    );
    expect(onAccount?.textContent).toContain(
      "On account, not applied to an invoice: Deposit for the school project",
    );
    fireEvent.click(within(history).getByRole("button", { name: "Show more payments" }));
    await waitFor(() => expect(within(history).getAllByTestId("payment-history-row")).toHaveLength(3));
    const credit = within(history).getAllByTestId("payment-history-row")[2] as HTMLElement;
    expect(credit.getAttribute("data-kind")).toBe("credit-applied");
    expect(within(credit).getByRole("list", { name: "Invoices credited" }).textContent).toBe(
      "Credited to invoice INV-1001$100.00Credited to invoice INV-1002$114.75",
    );
    expect(within(history).queryByRole("button", { name: "Show more payments" })).toBeNull();
    expect(sent.filter((r) => r.path.includes("payment-history"))).toHaveLength(2);
  });

  it("INV-03 a failure shows 'Failed to load credit memos' (and 'Failed to load invoices')", async () => {
    stubServices((request) =>
      request.path.startsWith("/api/portal-service/invoices/")
        ? { status: 500, body: { error: "x" } }
        : { body: [] },
    );
    show(<InvoicesTab accountId="A-10001" />);
    const alert = await screen.findByTestId("invoices-error");
    expect(alert.textContent).toContain("Failed to load credit memos");
    expect(alert.textContent).toContain("Failed to load invoices");
  });

  it("PAY-11 INV-05 INV-06 two invoices paid by ACH: the pay panel shows $0.00 surcharge, API-43 after approval, each shows 'Paid' and 'Invoices paid successfully!'", async () => {
    const payment: InitiatePaymentAnswer = {
      actionUrl: "/sandbox-pay/checkout",
      actionMethod: "POST",
      tokenizedRequest: "signed",
      transactionID: "T-7",
      amountCents: 30_000,
      baseCents: 30_000,
      surchargeCents: 0,
      method: "ach",
      statusUrl: "/api/portal-service/invoices/payment/T-7",
    };
    const sent = stubServices((request) => {
      if (request.path === "/api/portal-service/invoices/A-10001") return { body: invoices };
      if (request.path === "/api/portal-service/payments") return { body: [] };
      if (request.path.startsWith("/api/user-service/")) return { status: 404, body: { error: "x" } };
      if (request.path === "/api/order-service/paya/initiate-payment") return { body: payment };
      if (request.path === payment.statusUrl)
        return {
          body: {
            transactionID: "T-7",
            status: "approved",
            id: "P-7",
            response_indicator: "A",
            status_description: "Approved",
            transaction_id: "SBX-7",
            amount: "300.00",
          },
        };
      if (request.path === "/api/portal-service/invoices/payment")
        return {
          body: {
            paymentId: "T-7",
            invoices: [
              invoice(1, { status: "Paid", InvoiceBalance: 0 }),
              invoice(2, { status: "Paid", InvoiceBalance: 0 }),
            ],
            amountCents: 30_000,
            bankSurchargeCents: 0,
          },
        };
      return undefined;
    });
    const tab = { close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(tab);
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    show(<InvoicesTab accountId="A-10001" />);
    await screen.findByTestId("invoice-table");
    const table = screen.getByTestId("invoice-table");
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select invoice INV-1001" }));
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select invoice INV-1002" }));
    const panel = screen.getByTestId("pay-invoices");
    expect(within(panel).getByTestId("totals-surcharge").textContent).toBe("Bank surcharge (3%)$9.00");
    fireEvent.click(within(panel).getByRole("radio", { name: "ACH bank transfer" }));
    expect(within(panel).getByTestId("totals-surcharge").textContent).toBe("Bank surcharge$0.00");
    expect(within(panel).getByTestId("totals-total").textContent).toBe("Total$300.00");
    // The payer's address (API-62 failed here) is typed by the person.
    fireEvent.change(within(panel).getByLabelText("Billing address"), { target: { value: "1 Main St" } });
    fireEvent.change(within(panel).getByLabelText("City"), { target: { value: "Columbus" } });
    fireEvent.change(within(panel).getByLabelText("State"), { target: { value: "OH" } });
    fireEvent.change(within(panel).getByLabelText("ZIP code"), { target: { value: "43215" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Pay selected invoices" }));
    expect(open).toHaveBeenCalledExactlyOnceWith("", expect.stringMatching(/^payment-/));
    // PAY-03: the modal while the payment is awaited.
    expect(await screen.findByText("Please complete your pending payment...")).toBeTruthy();
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const initiate = sent.find((r) => r.path === "/api/order-service/paya/initiate-payment");
    expect(initiate?.body).toMatchObject({
      purpose: { kind: "invoices", invoiceIds: [invoice(1).id, invoice(2).id] },
      achPayment: true,
      creditCardPayment: false,
      firstName: "Ben",
      email: "ben.buyer@brightline.example",
    });
    // PAY-04: the first status call 5 s later, then API-43.
    await waitFor(() => expect(screen.getByText("Invoices paid successfully!")).toBeTruthy(), {
      timeout: 8_000,
    });
    const record = sent.find((r) => r.path === "/api/portal-service/invoices/payment");
    expect(record?.body).toEqual({
      invoices: [invoice(1).id, invoice(2).id],
      // The attempt's reference (transactionID), not the provider's transaction id.
      paymentId: "T-7",
      paymentAmount: "300.00",
      email: "ben.buyer@brightline.example",
      bankSurcharge: "0.00",
    });
    expect(tableRows().map((row) => within(row).getByTestId("invoice-status").textContent)).toEqual([
      "Paid",
      "Paid",
      "Paid",
    ]);
    // #32.4 the open and overdue balances move with the payment, without reading the list again.
    expect(screen.getByTestId("open-balance").textContent).toBe("$0.00");
    expect(screen.getByTestId("overdue-balance").textContent).toBe("$0.00");
  }, 20_000);
});
