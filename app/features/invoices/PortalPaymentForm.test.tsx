import "../../page-test-dom.ts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PortalPayment } from "../../../lib/invoices/contract.ts";
import type { InitiatePaymentAnswer } from "../../../lib/payments/contract.ts";
import { origin } from "../../../server/testing/app-harness.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  openPageHarness,
  type PageHarness,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { browserFetch, clearToasts, type SentRequest, Toasts } from "../quotes/quotes.test-support.tsx";
import { PortalPaymentForm } from "./PortalPaymentForm.tsx";

/**
 * "Make a payment" (PAY-10, PAY-21, API-45, API-46) in a browser DOM against the real services
 * in-process: API-51 starts a sandbox attempt on the test's database, the hosted page is answered as
 * the buyer's tab would post it, and the page polls API-46 and records the payment with API-45.
 */
describe.each(testDatabaseKinds())("the portal payment form on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;

  beforeAll(async () => {
    h = await openPageHarness(kind, {
      // The sandbox's signed callback reaches the app in-process (nothing listens on a port here).
      payments: { provider: "sandbox", fetch: async (url, init) => h.app.request(String(url), init) },
    });
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

  /** The form as Ben's browser shows it, its calls served by the app; the tab and the hidden form recorded. */
  function openForm() {
    const browser = browserFetch(h, ben.cookie);
    /** API-51's answers, as the page received them. */
    const started: InitiatePaymentAnswer[] = [];
    /** API-46's answers (the attempt's status), in the order the page received them. */
    const statuses: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await browser.fetch(input, init);
      if (String(input).endsWith("/paya/initiate-payment") && answer.ok)
        started.push(await answer.clone().json());
      if (String(input).startsWith("/api/portal-service/payments/")) {
        statuses.push(((await answer.clone().json()) as { status: string }).status);
      }
      return answer;
    });
    const tab = { close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(tab);
    const posted: { action: string; target: string; tokenizedRequest: string }[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const field = this.querySelector<HTMLInputElement>('input[name="tokenizedRequest"]');
      posted.push({ action: this.action, target: this.target, tokenizedRequest: field?.value ?? "" });
    });
    const onSubmitted = vi.fn();
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
        children: [
          {
            path: "*",
            Component: () => <PortalPaymentForm accountId="A-10001" onSubmitted={onSubmitted} />,
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    return { sent: browser.sent, started, statuses, open, posted, onSubmitted };
  }

  /** The buyer's tab: the sandbox's hosted page submitted with a card that approves. */
  async function approveInSandbox(tokenizedRequest: string) {
    const response = await h.app.request(`${origin}/sandbox-pay/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({
        tokenizedRequest,
        action: "pay",
        cardName: "Ben Buyer",
        cardNumber: "4111 1111 1111 1111",
        expiry: "12/39",
        cvc: "123",
      }).toString(),
    });
    expect(await response.text()).toContain("Payment approved.");
  }

  const rowText = (form: HTMLElement, key: string) => within(form).getByTestId(`totals-${key}`).textContent;

  it("PAY-10 PAY-21 PAY-12 API-45 API-46 an amount on account by card: the fee rows, API-51 for a portal purpose, API-46 polled until approved, API-45 with the payment id, 'Payment submitted successfully!'", async () => {
    const { sent, started, statuses, open, posted, onSubmitted } = openForm();
    const form = await screen.findByTestId("portal-payment-form");
    fireEvent.change(within(form).getByLabelText("Amount (USD)"), { target: { value: "1,234.50" } });
    // ACH first (the default): no fee.
    expect(rowText(form, "amount")).toBe("Payment$1,234.50");
    expect(rowText(form, "fee")).toBe("Fee$0.00");
    expect(rowText(form, "total")).toBe("Total$1,234.50");
    // Card: 3 % of $1,234.50 is $37.035, rounded half up to $37.04.
    fireEvent.click(within(form).getByRole("radio", { name: /Credit card/ }));
    expect(rowText(form, "fee")).toBe("Fee (3%)$37.04");
    expect(rowText(form, "total")).toBe("Total$1,271.54");
    fireEvent.change(within(form).getByLabelText("Memo", { exact: false }), {
      target: { value: "March statement" },
    });
    for (const [label, value] of [
      ["Billing address", "1 Main St"],
      ["City", "Columbus"],
      ["State", "OH"],
      ["ZIP code", "43215"],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    }

    fireEvent.click(within(form).getByRole("button", { name: "Submit payment" }));
    expect(open).toHaveBeenCalledExactlyOnceWith("", expect.stringMatching(/^payment-/));
    expect(await screen.findByText("Please complete your pending payment...")).toBeTruthy();
    await waitFor(() => expect(posted).toHaveLength(1));

    const initiate = sent.find((r) => r.path === "/api/order-service/paya/initiate-payment") as SentRequest;
    expect(initiate.body).toMatchObject({
      purpose: { kind: "portal", paymentAmount: "1234.50", memo: "March statement" },
      // PAY-01: the total the buyer was shown, for the server to check against its own.
      amount: "1271.54",
      creditCardPayment: true,
      achPayment: false,
      firstName: "Ben",
      lastName: "Buyer",
      email: "ben.buyer@brightline.example",
      address1: "1 Main St",
      zip: "43215",
    });
    // PAY-02: the signed request of that attempt went to the hosted page, in the tab opened by the click.
    expect(started).toHaveLength(1);
    const attempt = started[0] as InitiatePaymentAnswer;
    expect(attempt).toMatchObject({ baseCents: 123_450, surchargeCents: 3_704, amountCents: 127_154 });
    expect(posted).toEqual([
      {
        action: attempt.actionUrl,
        target: open.mock.calls[0]?.[1],
        tokenizedRequest: attempt.tokenizedRequest,
      },
    ]);
    const reference = attempt.transactionID;
    const statusPath = `/api/portal-service/payments/${reference}`;
    expect(attempt.statusUrl).toBe(statusPath);

    // API-46 is asked (5 s after the start) and answered before the buyer has paid: pending, the modal stays.
    await waitFor(() => expect(statuses).toEqual(["pending"]), { timeout: 7_000 });
    expect(sent.some((r) => r.path === "/api/portal-service/payments" && r.method === "POST")).toBe(false);
    expect(screen.getByText("Please complete your pending payment...")).toBeTruthy();

    await approveInSandbox(attempt.tokenizedRequest);
    expect(
      await screen.findAllByText("Payment submitted successfully!", {}, { timeout: 7_000 }),
    ).not.toHaveLength(0);
    // Asked again 5 s later: the polling went on until an answer carried the result.
    expect(statuses).toEqual(["pending", "approved"]);
    expect(sent.filter((r) => r.path === statusPath)).toHaveLength(2);
    const record = sent.find((r) => r.path === "/api/portal-service/payments" && r.method === "POST");
    expect(record?.body).toEqual({
      // The attempt's reference, as API-46 answered it.
      paymentId: reference,
      paymentAmount: "1234.50",
      fee: "37.04",
      firstName: "Ben",
      lastName: "Buyer",
      email: "ben.buyer@brightline.example",
      paymentType: "card",
    });
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect((within(form).getByLabelText("Amount (USD)") as HTMLInputElement).value).toBe("");

    // Recorded on the server once, under that reference, with the fee.
    const listed = await h.getJson<PortalPayment[] | { payments: PortalPayment[] }>(
      "/api/portal-service/payments",
      { cookie: ben.cookie },
    );
    const payments = Array.isArray(listed.body) ? listed.body : listed.body.payments;
    expect(payments.filter((p) => JSON.stringify(p).includes(reference))).toHaveLength(1);
  }, 30_000);

  it("PAY-10 an amount that is not money is named at the field and nothing is sent", async () => {
    const { sent, open } = openForm();
    const form = await screen.findByTestId("portal-payment-form");
    fireEvent.change(within(form).getByLabelText("Amount (USD)"), { target: { value: "12.345" } });
    fireEvent.click(within(form).getByRole("button", { name: "Submit payment" }));
    expect(await within(form).findByText("Enter an amount in dollars, like 250.00")).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
  });
});
