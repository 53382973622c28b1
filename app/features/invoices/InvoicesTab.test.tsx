import "../../page-test-dom.ts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../../server/db/test-databases.ts";
import { invoices } from "../../../server/modules/invoices/schema.ts";
import { paymentAttempts } from "../../../server/modules/payments/schema.ts";
import {
  openPageHarness,
  type PageHarness,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth-test-support.tsx";
import { browserFetch, clearToasts, type SentRequest, Toasts } from "../quotes/quotes-test-support.tsx";
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
      .set({ balanceCents: 30_000 })
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
