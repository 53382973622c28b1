import { describe, expect, it } from "vitest";
import type { Invoice } from "../../../lib/invoices/contract.ts";
import {
  type CheckoutPreview,
  orderMessages,
  type PricedTotals,
  submitOrderErrorText,
} from "../../../lib/orders/contract.ts";
import { bankSurchargeCents, initiatePaymentBody } from "../../../lib/payments/contract.ts";
import { invoicePaymentFigures, invoiceStatusText, withPaid } from "../invoices/invoice-pay.ts";
import { portalPaymentFigures } from "../invoices/PortalPaymentForm.tsx";
import { initiateBody } from "../payments/payer.ts";
import {
  freightQueryOf,
  initialShipping,
  parseShipping,
  parseShipTo,
  paymentOptions,
  placeOrderBodyOf,
  shipToDraftOf,
} from "./checkout-form.ts";
import { totalsRows } from "./order-format.ts";
import { ordersQuery } from "./orders-api.ts";
import { filtersFromSearch, searchWithFilters } from "./use-orders-list.ts";

const base: PricedTotals = {
  itemTotalCents: 50_000,
  optionTotalCents: 1_200,
  subTotalCents: 51_200,
  shippingCents: null,
  bankSurchargeCents: 0,
  surchargeMethod: null,
  discountCents: 0,
  totalCents: 51_200,
  appliedCoupon: null,
  currency: "USD",
};

describe("checkout totals", () => {
  it("AMB-11 card shows 'Bank surcharge (3%)' before committing; ACH and on account show none", () => {
    const card = totalsRows({
      ...base,
      bankSurchargeCents: 1_536,
      surchargeMethod: "card",
      totalCents: 52_736,
    });
    expect(card.map((row) => [row.label, row.amount])).toEqual([
      ["Item total", "$500.00"],
      ["Option total", "$12.00"],
      ["Subtotal", "$512.00"],
      ["Shipping", "TBD"],
      ["Bank surcharge (3%)", "$15.36"],
      ["Total", "$527.36"],
    ]);
    const ach = totalsRows({ ...base, surchargeMethod: "ach" });
    expect(ach.map((row) => row.key)).not.toContain("surcharge");
    expect(ach.at(-1)?.amount).toBe("$512.00");
  });

  it("ORDER-03 ERR-02 a failed placement shows the server's text, else 'Submitting order failed'", () => {
    expect(submitOrderErrorText("Purchase order is required")).toBe("Purchase order is required");
    expect(submitOrderErrorText("  ")).toBe(orderMessages.submitError);
    expect(submitOrderErrorText(null)).toBe("Submitting order failed");
  });
});

const preview = {
  accountId: "A-10001",
  accountName: "Brightline",
  source: { kind: "quote", quoteId: "7b0c1f5e-2f53-4f0e-9c55-3b1d2a9e8f10", quoteNumber: "Q-2026-000001" },
  items: [],
  purchaseOrder: null,
  onAccountAllowed: false,
  creditTermsDays: null,
  approval: null,
  totals: {
    ON_ACCOUNT: base,
    CARD: { ...base, bankSurchargeCents: 1_536, surchargeMethod: "card", totalCents: 52_736 },
    ACH: base,
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
  shipToOptions: [],
  payer: {
    firstName: "Ben",
    lastName: "Buyer",
    email: "ben@x.example",
    address1: "",
    city: "",
    state: "",
    zip: "",
  },
} satisfies CheckoutPreview;

describe("the checkout form", () => {
  it("ORDER-02 on account is offered only with credit terms, as 'On account (Net 30)'", () => {
    expect(paymentOptions(preview).map((o) => o.label)).toEqual(["Credit card", "ACH bank transfer"]);
    expect(paymentOptions({ onAccountAllowed: true, creditTermsDays: 30 }).map((o) => o.label)).toEqual([
      "On account (Net 30)",
      "Credit card",
      "ACH bank transfer",
    ]);
  });

  it("ORDER-02 API-48's body: the quote as source, the PO trimmed, the total the buyer saw for the method", () => {
    const result = placeOrderBodyOf(preview, {
      shipTo: shipToDraftOf({
        name: "Dock 4",
        address1: "1 Main St",
        city: "Columbus",
        state: "oh",
        zip: "43215",
      }),
      purchaseOrder: "  PO-7 ",
      notes: "",
      paymentType: "CARD",
      shipping: initialShipping(preview),
    });
    expect(result).toEqual({
      ok: true,
      body: {
        source: { kind: "quote", quoteId: preview.source.quoteId },
        shipTo: {
          name: "Dock 4",
          attention: null,
          address1: "1 Main St",
          address2: null,
          city: "Columbus",
          state: "OH",
          zip: "43215",
          country: "US",
          phone: null,
        },
        PurchaseOrder: "PO-7",
        PaymentType: "CARD",
        shipping: { method: "GROUND", requestedShipDate: "2026-12-09" },
        expectedTotalCents: 52_736,
        accountId: "A-10001",
      },
    });
  });

  it("#32.3 the carrier account needs its number; the ship date a business day from the earliest; the freight query follows the form", () => {
    const draft = {
      shipTo: shipToDraftOf({
        name: "Dock 4",
        address1: "1 Main St",
        city: "Columbus",
        state: "oh",
        zip: "43215",
      }),
      purchaseOrder: "PO-7",
      notes: "",
      paymentType: "CARD" as const,
      shipping: {
        ...initialShipping(preview),
        method: "CARRIER_ACCOUNT" as const,
        requestedShipDate: "2026-12-12",
      },
    };
    const refused = placeOrderBodyOf(preview, draft);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.carrierAccountNumber).toBe("Enter your carrier account number");
    expect(refused.errors.requestedShipDate).toMatch(/business day/);
    expect(parseShipping(preview, { ...draft.shipping, requestedShipDate: "2026-12-08" })).toMatchObject({
      ok: false,
      errors: { requestedShipDate: "The earliest ship date for this order is Dec 9, 2026" },
    });
    const shipping = {
      ...draft.shipping,
      carrierAccountNumber: "1Z-88W412",
      requestedShipDate: "2026-12-10",
    };
    expect(parseShipping(preview, shipping)).toEqual({
      ok: true,
      shipping: {
        method: "CARRIER_ACCOUNT",
        carrier: "UPS",
        carrierAccountNumber: "1Z-88W412",
        requestedShipDate: "2026-12-10",
      },
    });
    expect(freightQueryOf(preview, { ...draft, shipping })).toBe(
      `quoteId=${preview.source.quoteId}&shippingMethod=CARRIER_ACCOUNT&carrier=UPS&shipToState=OH&shipToZip=43215`,
    );
  });

  it("QUOTE-04 a missing PO and bad ship-to fields are named inline, and nothing is built", () => {
    const result = placeOrderBodyOf(preview, {
      shipTo: shipToDraftOf({ name: "", address1: "1 Main", city: "C", state: "Ohio", zip: "4321" }),
      purchaseOrder: " ",
      notes: "",
      paymentType: "ACH",
      shipping: initialShipping(preview),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.PurchaseOrder).toBe("Purchase order is required");
    expect(result.errors.name).toMatch(/^Company or name /);
    expect(result.errors.state).toBe("State must be a two-letter state code");
    expect(result.errors.zip).toBe("ZIP must be a ZIP code like 43215");
    expect(parseShipTo(shipToDraftOf(undefined)).ok).toBe(false);
  });

  it("PAY-01 PAY-20 API-51's body carries the payer and exactly one method flag", () => {
    const payer = {
      firstName: "Ben",
      lastName: "Buyer",
      email: "ben@x.example",
      address1: "1 Main",
      city: "C",
      state: "OH",
      zip: "43215",
    };
    const card = initiateBody({ kind: "order", orderId: preview.source.quoteId }, payer, "card");
    expect([card.creditCardPayment, card.achPayment]).toEqual([true, false]);
    const ach = initiateBody({ kind: "order", orderId: preview.source.quoteId }, payer, "ach");
    expect([ach.creditCardPayment, ach.achPayment]).toEqual([false, true]);
    expect(ach).not.toHaveProperty("amount");
    // The total the buyer was shown goes as `amount`, in dollars, for the server to check.
    const shown = initiateBody({ kind: "portal", paymentAmount: "1234.50" }, payer, "card", 127_154);
    expect(shown.amount).toBe("1271.54");
    expect(initiatePaymentBody.parse(shown).amount).toBe(127_154);
  });

  it("ORDER-01 API-47's query leaves empty filters out", () => {
    expect(ordersQuery({ status: "SHIPPED", from: "", to: "2026-01-31", q: " PO-1 ", limit: 5 })).toBe(
      "status=SHIPPED&to=2026-01-31&q=PO-1&limit=5",
    );
  });
});

const invoice = (id: string, balance: number, fields: Partial<Invoice> = {}): Invoice => ({
  id,
  Invoice: `INV-${id.slice(0, 4)}`,
  orderId: null,
  orderNumber: null,
  PurchaseOrder: "PO",
  invoiceDate: "2026-01-01",
  dueDate: "2026-01-31",
  amountCents: balance,
  InvoiceBalance: balance,
  status: "Open",
  overdue: false,
  paidAt: null,
  ...fields,
});

describe("paying invoices", () => {
  const invoices = [
    invoice("11111111-1111-4111-8111-111111111111", 10_050),
    invoice("22222222-2222-4222-8222-222222222222", 20_033, { overdue: true }),
    invoice("33333333-3333-4333-8333-333333333333", 0, { status: "Paid", amountCents: 5_000 }),
  ];
  const all = new Set(invoices.map((i) => i.id));

  it("PAY-11 INV-07 CONST-35 card adds 3% of the selected balances rounded half up; ACH adds $0.00", () => {
    const card = invoicePaymentFigures(invoices, all, "card");
    // 3 % of 300.83 is 9.0249: 9.02.
    expect(card.baseCents).toBe(30_083);
    expect(card.surchargeCents).toBe(902);
    expect(card.rows.map((row) => [row.label, row.amount])).toEqual([
      ["Selected invoices (2)", "$300.83"],
      ["Bank surcharge (3%)", "$9.02"],
      ["Total", "$309.85"],
    ]);
    const ach = invoicePaymentFigures(invoices, all, "ach");
    expect(ach.rows[1]?.amount).toBe("$0.00");
    expect(ach.totalCents).toBe(30_083);
    // Half a cent rounds up: 3 % of 0.50 is 0.015.
    expect(bankSurchargeCents(50, "card")).toBe(2);
  });

  it("PAY-12 INV-05 only open invoices are paid, each in full", () => {
    const figures = invoicePaymentFigures(invoices, all, "card");
    expect(figures.invoiceIds).toEqual([invoices[0]?.id, invoices[1]?.id]);
  });

  it("INV-02 INV-06 a status reads Paid, Overdue or Open; the paid ones replace their rows", () => {
    expect(invoices.map(invoiceStatusText)).toEqual(["Open", "Overdue", "Paid"]);
    const paid = { ...invoices[0], status: "Paid", InvoiceBalance: 0 } as Invoice;
    expect(withPaid(invoices, [paid]).map((i) => i.status)).toEqual(["Paid", "Open", "Paid"]);
  });

  it("PAY-21 PAY-12 a portal payment's fee follows the surcharge rule", () => {
    expect(portalPaymentFigures("1,000.00", "card").rows.map((r) => r.amount)).toEqual([
      "$1,000.00",
      "$30.00",
      "$1,030.00",
    ]);
    expect(portalPaymentFigures("250", "ach").rows.map((r) => r.amount)).toEqual([
      "$250.00",
      "$0.00",
      "$250.00",
    ]);
    expect(portalPaymentFigures("abc", "card").cents).toBeNull();
  });
});

describe("#32.6 the order list's filters in the page address", () => {
  it("reads q, a known status and yyyy-mm-dd dates, and leaves out what is none of these", () => {
    const search = new URLSearchParams(
      "tab=my-orders&q=%20PO-25177%20&status=SHIPPED&from=2026-11-01&to=yesterday",
    );
    expect(filtersFromSearch(search)).toEqual({
      q: "PO-25177",
      status: "SHIPPED",
      from: "2026-11-01",
      to: "",
    });
    expect(filtersFromSearch(new URLSearchParams("status=LOST"))).toEqual({
      q: "",
      status: "",
      from: "",
      to: "",
    });
  });

  it("writes the applied filters beside the tab and removes the cleared ones", () => {
    const search = new URLSearchParams("tab=my-orders&to=2026-12-01");
    const written = searchWithFilters(search, {
      q: "SO-2026-900108",
      status: "",
      from: "2026-11-01",
      to: "",
    });
    expect(written.toString()).toBe("tab=my-orders&q=SO-2026-900108&from=2026-11-01");
    expect(filtersFromSearch(written)).toEqual({
      q: "SO-2026-900108",
      status: "",
      from: "2026-11-01",
      to: "",
    });
  });
});
