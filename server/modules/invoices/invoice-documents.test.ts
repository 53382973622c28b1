import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { orderLines, orders } from "../orders/schema.ts";
import { creditMemos, invoices } from "./schema.ts";

const API = "/api/portal-service/invoices";

/**
 * Issue 32 #4: the demo invoices bill the demo orders they name, and the invoice's PDF is one an
 * accounts-payable desk can file: lines, bill-to, ship-to, terms, due date, paid, credited, balance
 * and how to pay; the order's PDF says its statuses in words.
 */
describe.each(testDatabaseKinds())("invoice documents on %s", (kind) => {
  let h: AppHarness;
  let ben: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
  });
  afterAll(async () => h?.dispose());

  const named = ["SO-2026-900102", "SO-2026-900105", "SO-2026-900106", "SO-2026-900108"];

  it("#32.4 each demo invoice that names an order bills that order: its total, its purchase order, its id", async () => {
    const billed = await h.db.select().from(invoices).where(inArray(invoices.orderNumber, named));
    const placed = await h.db.select().from(orders).where(inArray(orders.number, named));
    expect(billed.map((i) => i.orderNumber).sort()).toEqual(named);
    for (const invoice of billed) {
      const order = placed.find((o) => o.number === invoice.orderNumber);
      expect(order?.paymentType, invoice.number).toBe("ON_ACCOUNT");
      expect(["SHIPPED", "DELIVERED"]).toContain(order?.orderStatus);
      expect(invoice.amountCents, invoice.number).toBe(order?.totalCents);
      expect(invoice.purchaseOrder).toBe(order?.purchaseOrder);
      expect(invoice.orderId).toBe(order?.id);
    }
  });

  it("#32.4 the invoice's PDF: lines with part number, description, qty, unit price and extended; bill-to, ship-to, terms, due date, paid, credited, balance and remit-to", async () => {
    const [invoice] = await h.db.select().from(invoices).where(eq(invoices.orderNumber, "SO-2026-900108"));
    const [order] = await h.db.select().from(orders).where(eq(orders.number, "SO-2026-900108"));
    if (!invoice || !order) throw new Error("the demo invoice is missing");
    const lines = await h.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const response = await h.call(`${API}/A-10001/invoice/${invoice.id}/pdf`, { cookie: ben });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (process.env.INVOICE_PDF_OUT)
      (await import("node:fs")).writeFileSync(process.env.INVOICE_PDF_OUT, bytes);
    // Words a line wraps are still next to each other.
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    for (const words of [
      invoice.number,
      "Part number",
      "Description",
      "Qty",
      "Unit price",
      "Extended",
      ...lines.map((line) => line.sku),
      "Bill to",
      "Ship to",
      order.shipTo.address1,
      "Terms",
      "Net 30",
      "Due date",
      "Invoice amount",
      "Paid",
      "Credited",
      "Balance due",
      "How to pay",
      "Lumenor Lighting, Inc.",
      "Lockbox 771420",
      "routing 110000000",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(
      `$${(invoice.amountCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
  });

  it("#32.4 a credited invoice's PDF shows what the memo took off apart from what was paid", async () => {
    const [memo] = await h.db.select().from(creditMemos).where(eq(creditMemos.amountCents, 48_600));
    const [invoice] = await h.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, memo?.invoiceNumber ?? ""));
    if (!invoice) throw new Error("the credited demo invoice is missing");
    const response = await h.call(`${API}/A-10001/invoice/${invoice.id}/pdf`, { cookie: ben });
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).split("\n");
    const next = (label: string) => text[text.indexOf(label) + 1];
    expect(next("Credited")).toBe("-$486.00");
    expect(next("Paid")).toBe(
      `-$${((invoice.amountCents - 48_600) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    expect(next("Balance due")).toBe("$0.00");
  });

  it("#32.4 the order's PDF says its statuses in words, not codes", async () => {
    const [order] = await h.db.select().from(orders).where(eq(orders.number, "SO-2026-900106"));
    const response = await h.call(`/api/order-service/orders/${order?.id}/pdf`, { cookie: ben });
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Shipped · Payment: on account");
    expect(text).not.toMatch(/SHIPPED|ON_ACCOUNT/);
  });
});
