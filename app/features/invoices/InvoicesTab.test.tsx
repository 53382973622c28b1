import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { InitiatePaymentAnswer } from "../../../lib/payments/contract.ts";
import { creditMemos, invoices } from "../../../server/modules/invoices/schema.ts";
import { byAch, startTestPayment } from "../../../server/modules/payments/payer.test-support.ts";
import { paymentAttempts } from "../../../server/modules/payments/schema.ts";
import { origin } from "../../../server/testing/app-harness.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  openPageHarness,
  type PageHarness,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import {
  browserFetch,
  clearToasts,
  dismissToasts,
  expectToast,
  type SentRequest,
  Toasts,
} from "../quotes/quotes.test-support.tsx";
import { InvoicesTab } from "./InvoicesTab.tsx";

/**
 * The invoices tab's payment against the real services in-process (PAY-01, INV-05): API-51 carries the
 * total the buyer was shown, so a balance changed on the server since the tab loaded is refused (409)
 * and the buyer reads the server's words, with nothing started.
 */
describe.each(testDatabaseKinds())("paying invoices from the tab on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;

  beforeAll(async () => {
    h = await openPageHarness(kind);
    const people = await signInPeople(h, ["ben.buyer@brightline.example"]);
    ben = people.ben as SignedInPerson;
  });
  afterAll(async () => h?.dispose());
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("PAY-01 INV-05 API-51 carries the shown total as `amount`; a balance changed since the tab loaded is refused with the server's text and nothing is paid", async () => {
    const [invoice] = await h.db
      .insert(invoices)
      .values({
        number: "INV-T-0001",
        accountId: "A-10001",
        purchaseOrder: "PO-T1",
        invoiceDate: "2026-01-05",
        dueDate: "2026-02-04",
        amountCents: 48_000,
        balanceCents: 48_000,
        status: "Open",
      })
      .returning();
    const browser = browserFetch(h, ben.cookie);
    vi.stubGlobal("fetch", browser.fetch);
    const tab = { close: vi.fn() } as unknown as Window;
    vi.spyOn(window, "open").mockReturnValue(tab);
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => ({ viewer: ben.viewer }),
        Component: () => (
          <>
            <Outlet />
            <Toasts />
          </>
        ),
        children: [{ path: "*", Component: () => <InvoicesTab accountId="A-10001" /> }],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const table = await screen.findByTestId("invoice-table");
    fireEvent.click(within(table).getByRole("checkbox", { name: "Select invoice INV-T-0001" }));
    const panel = screen.getByTestId("pay-invoices");
    fireEvent.click(within(panel).getByRole("radio", { name: "ACH bank transfer" }));
    expect(within(panel).getByTestId("totals-total").textContent).toBe("Total$480.00");
    for (const [label, value] of [
      ["Billing address", "1 Main St"],
      ["City", "Columbus"],
      ["State", "OH"],
      ["ZIP code", "43215"],
    ] as const) {
      fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
    }

    // Meanwhile the ERP applied a partial payment: the balance the buyer sees is no longer the server's.
    await h.db
      .update(invoices)
      .set({ balanceCents: 30_000, status: "Partly paid" })
      .where(eq(invoices.id, invoice?.id ?? ""));
    fireEvent.click(within(panel).getByRole("button", { name: "Pay selected invoices" }));
    expect(
      await screen.findAllByText(
        "The amount changed: the amount to pay is now $300.00. Please review it and pay again.",
      ),
    ).not.toHaveLength(0);
    const initiate = browser.sent.find(
      (r) => r.path === "/api/order-service/paya/initiate-payment",
    ) as SentRequest;
    expect(initiate.body).toMatchObject({
      purpose: { kind: "invoices", invoiceIds: [invoice?.id] },
      achPayment: true,
      amount: "480.00",
    });
    // Nothing was started: the tab is closed again, no form went to it, no attempt was written.
    expect(tab.close).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByText("Initiating payment failed")).toBeNull();
    expect(await h.db.select().from(paymentAttempts)).toEqual([]);
  });
});

/**
 * Issue 30 in the invoices tab, against the real services with the sandbox provider: an open invoice
 * whose payment is in progress says so in its row, cannot be selected, and offers Resume (the hosted
 * page again in a new tab, polled, then API-43) and Abandon (then the list is read again and the
 * invoice can be paid anew); a start refused because a payment is in progress shows the server's
 * words and the row then offers both.
 */
describe.each(testDatabaseKinds())("invoices with a payment in progress (issue 30) on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;
  let number = 3000;

  beforeAll(async () => {
    h = await openPageHarness(kind);
    ben = (await signInPeople(h, ["ben.buyer@brightline.example"])).ben as SignedInPerson;
  });
  afterAll(async () => h?.dispose());
  afterEach(async () => {
    await dismissToasts();
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A new open invoice of Brightline, due in the future so it lists first among the demo ones. */
  async function openInvoice(balanceCents = 25_000) {
    number += 1;
    const [invoice] = await h.db
      .insert(invoices)
      .values({
        number: `INV-P-${number}`,
        accountId: "A-10001",
        purchaseOrder: `PO-P-${number}`,
        invoiceDate: "2026-01-05",
        dueDate: "2026-02-04",
        amountCents: balanceCents,
        balanceCents,
        status: "Open",
      })
      .returning();
    if (!invoice) throw new Error("no invoice inserted");
    return invoice;
  }

  /** A payment of the invoices started (API-51) in another tab, and not finished. */
  async function startPayment(invoiceIds: string[]): Promise<InitiatePaymentAnswer> {
    return startTestPayment(h, ben.cookie, { kind: "invoices", invoiceIds }, byAch);
  }

  function openTab() {
    const events: string[] = [];
    const browser = browserFetch(h, ben.cookie, (request) => {
      events.push(`${request.method} ${request.path}`);
      return undefined;
    });
    vi.stubGlobal("fetch", browser.fetch);
    const tab = { close: vi.fn() } as unknown as Window;
    vi.spyOn(window, "open").mockImplementation((_url, name) => {
      events.push(`open ${String(name)}`);
      return tab;
    });
    const posted: { action: string; target: string; tokenizedRequest: string }[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const field = this.querySelector<HTMLInputElement>('input[name="tokenizedRequest"]');
      events.push("submit");
      posted.push({ action: this.action, target: this.target, tokenizedRequest: field?.value ?? "" });
    });
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => ({ viewer: ben.viewer }),
        Component: () => (
          <>
            <Outlet />
            <Toasts />
          </>
        ),
        children: [{ path: "*", Component: () => <InvoicesTab accountId="A-10001" /> }],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    return { sent: browser.sent, events, posted, tab };
  }

  const click = async (element: HTMLElement) => {
    await act(async () => {
      fireEvent.click(element);
    });
  };
  /** The invoice's row in the table (the cards show the same to phones). */
  const rowOf = (invoiceNumber: string) =>
    within(screen.getByTestId("invoice-table"))
      .getAllByTestId("invoice-row")
      .find((row) => within(row).getByTestId("invoice-number").textContent === invoiceNumber) as HTMLElement;
  const checkbox = (invoiceNumber: string) =>
    within(rowOf(invoiceNumber)).getByRole<HTMLInputElement>("checkbox", {
      name: `Select invoice ${invoiceNumber}`,
    });
  const listReads = (sent: SentRequest[]) =>
    sent.filter((r) => r.method === "GET" && r.path === "/api/portal-service/invoices/A-10001").length;
  async function fillPayer() {
    const panel = screen.getByTestId("pay-invoices");
    for (const [label, value] of [
      ["Billing address", "1 Main St"],
      ["City", "Columbus"],
      ["State", "OH"],
      ["ZIP code", "43215"],
    ] as const) {
      fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
    }
    return panel;
  }

  it("#32.4 the buyer pays part of an invoice: the amount starts at the balance, more than it or nothing is said next to the field and the button waits; API-51 carries the amount entered and the page charges exactly it", async () => {
    const invoice = await openInvoice(90_000);
    const { sent, posted } = openTab();
    await screen.findByTestId("invoice-table");
    fireEvent.click(checkbox(invoice.number));
    const panel = await fillPayer();
    fireEvent.click(within(panel).getByRole("radio", { name: "ACH bank transfer" }));
    const amount = within(panel).getByLabelText<HTMLInputElement>(`Amount to pay for ${invoice.number}`);
    expect(amount.value).toBe("900.00");
    const pay = within(panel).getByRole<HTMLButtonElement>("button", { name: "Pay selected invoices" });
    fireEvent.change(amount, { target: { value: "900.01" } });
    expect(within(panel).getByText("That is more than the balance of $900.00")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(pay.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: "0" } });
    expect(within(panel).getByText("Enter an amount of more than $0.00")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "250.50" } });
    expect(within(panel).getByTestId("totals-total").textContent).toBe("Total$250.50");
    await click(pay);
    await waitFor(() => expect(posted).toHaveLength(1));
    const initiate = sent.find((r) => r.path === "/api/order-service/paya/initiate-payment") as SentRequest;
    expect(initiate.body).toMatchObject({
      purpose: { kind: "invoices", invoiceIds: [invoice.id], amounts: { [invoice.id]: "250.50" } },
      amount: "250.50",
    });
    const [attempt] = await h.db.select().from(paymentAttempts).where(eq(paymentAttempts.status, "pending"));
    expect([attempt?.amountCents, attempt?.allocations]).toEqual([
      25_050,
      [{ invoiceId: invoice.id, amountCents: 25_050 }],
    ]);
  });

  it("#32.4 an open credit memo is applied to an invoice from its row: the amount starts at what is left (up to the balance), too much is said, Apply credits it and the list is read again", async () => {
    const invoice = await openInvoice(30_000);
    const [memo] = await h.db
      .insert(creditMemos)
      .values({
        number: "CM-T-0001",
        accountId: "A-10001",
        memoDate: "2026-01-06",
        amountCents: 12_000,
        status: "Open",
        reason: "Price correction",
      })
      .returning();
    const { sent } = openTab();
    await screen.findByTestId("invoice-table");
    await click(screen.getByRole("button", { name: "Apply to invoices (CM-T-0001)" }));
    const form = screen.getByTestId("apply-credit");
    await click(within(form).getByRole("checkbox", { name: new RegExp(`^${invoice.number} `) }));
    const amount = within(form).getByLabelText<HTMLInputElement>(`Credit to apply to ${invoice.number}`);
    expect(amount.value).toBe("120.00");
    fireEvent.change(amount, { target: { value: "120.01" } });
    expect(
      within(form).getByText("Together that is more than the $120.00 left on this credit memo."),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: "80.00" } });
    const reads = listReads(sent);
    await click(within(form).getByRole("button", { name: "Apply $80.00" }));
    await expectToast("Credit memo CM-T-0001: $80.00 applied");
    await waitFor(() => expect(listReads(sent)).toBe(reads + 1));
    const [after] = await h.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect([after?.status, after?.balanceCents]).toEqual(["Partly paid", 22_000]);
    const [memoAfter] = await h.db
      .select()
      .from(creditMemos)
      .where(eq(creditMemos.id, memo?.id ?? ""));
    expect([memoAfter?.status, memoAfter?.appliedCents]).toEqual(["Open", 8_000]);
  });

  it("issue 30 an open invoice whose payment is in progress says so in its row with Resume and Abandon, and cannot be selected; Abandon posts abandon, the list is read again and the invoice is paid anew", async () => {
    const invoice = await openInvoice();
    const started = await startPayment([invoice.id]);
    const { sent } = openTab();
    await screen.findByTestId("invoice-table");
    const row = rowOf(invoice.number);
    const notice = within(row).getByTestId("payment-in-progress");
    expect(notice.textContent).toContain("Payment in progress");
    expect(within(notice).getByTestId("payment-in-progress-detail").textContent).toMatch(
      /^By ACH, \$250\.00 · expires /,
    );
    expect(checkbox(invoice.number).disabled).toBe(true);
    expect(checkbox(invoice.number).getAttribute("aria-describedby")).toBe(`progress-table-${invoice.id}`);
    // The phones' card says the same.
    const card = within(screen.getByTestId("invoice-cards"))
      .getAllByTestId("invoice-row")
      .find((li) => li.dataset.invoiceId === invoice.id) as HTMLElement;
    expect(within(card).getByTestId("payment-in-progress")).toBeTruthy();
    expect(within(card).getByRole<HTMLInputElement>("checkbox").disabled).toBe(true);
    expect(
      within(row).getByRole("button", { name: `Resume payment of invoice ${invoice.number}` }),
    ).toBeTruthy();

    const reads = listReads(sent);
    await click(within(row).getByRole("button", { name: `Abandon payment of invoice ${invoice.number}` }));
    await waitFor(() =>
      expect(within(rowOf(invoice.number)).queryByTestId("payment-in-progress")).toBeNull(),
    );
    expect(
      sent.filter((r) => r.method === "POST" && r.path === `/api/payments/${started.transactionID}/abandon`),
    ).toHaveLength(1);
    expect(listReads(sent)).toBe(reads + 1);
    const [attempt] = await h.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, started.transactionID));
    expect(attempt?.status).toBe("abandoned");

    // Free again: selected and paid, a new payment starts (no 409).
    expect(checkbox(invoice.number).disabled).toBe(false);
    fireEvent.click(checkbox(invoice.number));
    const panel = await fillPayer();
    fireEvent.click(within(panel).getByRole("radio", { name: "ACH bank transfer" }));
    await click(within(panel).getByRole("button", { name: "Pay selected invoices" }));
    expect(await screen.findByText("Please complete your pending payment...")).toBeTruthy();
    // Started (the modal awaits it): closing it while it is still opening asks nothing.
    await screen.findByText("Finish paying in the tab that opened. This window updates by itself.");
    const initiates = sent.filter((r) => r.path === "/api/order-service/paya/initiate-payment");
    expect(initiates).toHaveLength(1);
    expect(initiates[0]?.body).toMatchObject({ purpose: { kind: "invoices", invoiceIds: [invoice.id] } });
    // Leave nothing in progress for the next test (the tab has two payment modals: this panel's is open).
    const open = () =>
      screen.getAllByTestId("payment-modal").find((dialog) => (dialog as HTMLDialogElement).open) ?? null;
    await click(within(open() as HTMLElement).getByRole("button", { name: /^Close / }));
    await click(
      within(screen.getByTestId("abandon-question")).getByRole("button", { name: "Abandon payment" }),
    );
    await waitFor(() => expect(open()).toBeNull());
  });

  it("issue 30 AMB-04 Resume opens the tab first, posts resume, submits the hosted page into it and polls; paid there, API-43 records the invoices and each shows 'Paid'", async () => {
    const first = await openInvoice(10_000);
    const second = await openInvoice(20_000);
    const started = await startPayment([first.id, second.id]);
    const { sent, events, posted } = openTab();
    await screen.findByTestId("invoice-table");
    await click(
      within(rowOf(second.number)).getByRole("button", {
        name: `Resume payment of invoice ${second.number}`,
      }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    const tabName = events.find((event) => event.startsWith("open "))?.replace(/^open /, "") ?? "";
    const opened = events.indexOf(`open ${tabName}`);
    expect(events.slice(opened, opened + 3)).toEqual([
      `open ${tabName}`,
      `POST /api/payments/${started.transactionID}/resume`,
      "submit",
    ]);
    expect(posted[0]).toEqual({
      action: started.actionUrl,
      target: tabName,
      tokenizedRequest: started.tokenizedRequest,
    });

    const response = await h.app.request(`${origin}/sandbox-pay/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({
        tokenizedRequest: started.tokenizedRequest,
        action: "pay",
        accountHolder: "Ben Buyer",
        routingNumber: "021000021",
        accountNumber: "000123456789",
        accountType: "checking",
      }).toString(),
    });
    expect(await response.text()).toContain("Payment approved.");
    await waitFor(
      () => expect(screen.queryAllByText("Invoices paid successfully!").length).toBeGreaterThan(0),
      {
        timeout: 10_000,
      },
    );
    const record = sent.find((r) => r.path === "/api/portal-service/invoices/payment");
    expect(record?.body).toMatchObject({
      invoices: expect.arrayContaining([first.id, second.id]),
      paymentId: started.transactionID,
      paymentAmount: "300.00",
      bankSurcharge: "0.00",
      email: "ben.buyer@brightline.example",
    });
    for (const invoice of [first, second]) {
      expect(within(rowOf(invoice.number)).getByTestId("invoice-status").textContent).toBe("Paid");
    }
  }, 20_000);

  it("issue 30 a start refused because a payment of the invoice is in progress shows the server's words; the list is read again and the row offers Resume and Abandon", async () => {
    const invoice = await openInvoice();
    const { sent, tab } = openTab();
    await screen.findByTestId("invoice-table");
    // Another tab starts paying it meanwhile.
    const started = await startPayment([invoice.id]);
    fireEvent.click(checkbox(invoice.number));
    const panel = await fillPayer();
    fireEvent.click(within(panel).getByRole("radio", { name: "ACH bank transfer" }));
    const reads = listReads(sent);
    await click(within(panel).getByRole("button", { name: "Pay selected invoices" }));
    await expectToast(
      `Invoice ${invoice.number} already has a payment in progress: resume or abandon it first`,
    );
    expect(tab.close).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(rowOf(invoice.number)).getByTestId("payment-in-progress")).toBeTruthy(),
    );
    expect(listReads(sent)).toBe(reads + 1);
    expect(within(rowOf(invoice.number)).getByTestId("payment-in-progress").dataset.reference).toBe(
      started.transactionID,
    );
    expect(checkbox(invoice.number).disabled).toBe(true);
    // Nothing selected is paid meanwhile: the pay panel counts it no more.
    expect(within(panel).getByTestId("totals-total").textContent).toBe("Total$0.00");
  });
});
