import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "../../../lib/orders/contract.ts";
import type { InitiatePaymentAnswer } from "../../../lib/payments/contract.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { orders } from "../../../server/modules/orders/schema.ts";
import { byCard, startTestPayment } from "../../../server/modules/payments/payer.test-support.ts";
import { paymentAttempts } from "../../../server/modules/payments/schema.ts";
import { origin } from "../../../server/testing/app-harness.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as orderRoute from "../../routes/portal/order.tsx";
import {
  openPageHarness,
  type PageHarness,
  pageRoute,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { formatQuoteDate } from "../quotes/quote-format.ts";
import {
  browserFetch,
  clearToasts,
  dismissToasts,
  expectToast,
  fillCart,
  type SentRequest,
  Toasts,
} from "../quotes/quotes.test-support.tsx";
import { OrdersTab } from "./OrdersTab.tsx";

/**
 * Issue 30 on the order page (`/user/orders/:orderId`, its real loader) and in the orders tab, against
 * the services in-process with the sandbox provider: an order awaiting its card payment is paid or
 * cancelled ("Cancel order SO-…?", POST orders/{id}/cancel); one whose payment is in progress says so
 * and offers Resume (the hosted page again, in a new tab, polled) and Abandon; closing the payment
 * modal asks "Abandon this payment?".
 */
describe.each(testDatabaseKinds())("unpaid orders (issue 30) on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;
  let order: Order;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    ben = (await signInPeople(h, ["ben.buyer@brightline.example"])).ben as SignedInPerson;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    // An earlier test's payment still in progress would hold its order (and so the cart's next one).
    await h.db
      .update(paymentAttempts)
      .set({ status: "abandoned" })
      .where(eq(paymentAttempts.status, "pending"));
    await h.db.delete(carts);
    await fillCart(h, ben.cookie);
    order = await placeByCard();
  });
  afterEach(async () => {
    await dismissToasts();
    cleanup();
    clearToasts();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The cart placed by card: an order awaiting its payment. */
  async function placeByCard(): Promise<Order> {
    const preview = await h.services.orders.checkout(ben.viewer, {});
    const shipTo = preview.shipToOptions[0];
    if (!shipTo) throw new Error("no ship-to of the demo account");
    const placed = await h.services.orders.place(ben.viewer, {
      source: { kind: "cart" },
      shipTo,
      PurchaseOrder: "PO-UNPAID-1",
      PaymentType: "CARD",
    });
    expect(placed.body.OrderStatus).toBe("AWAITING_PAYMENT");
    return placed.body;
  }

  /** A payment of the order started (API-51) in another tab, and not finished. */
  async function startPayment(orderId = order.id): Promise<InitiatePaymentAnswer> {
    return startTestPayment(h, ben.cookie, { kind: "order", orderId }, byCard);
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

  async function attemptStatus(reference: string) {
    const [row] = await h.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
    return row?.status;
  }

  async function orderStatus(orderId = order.id) {
    const [row] = await h.db.select().from(orders).where(eq(orders.id, orderId));
    return row?.orderStatus;
  }

  /** The new tab and the hidden form, recorded in the order they happen with the browser's calls. */
  function browserWithTab() {
    const events: string[] = [];
    const browser = browserFetch(h, ben.cookie, (request) => {
      events.push(`${request.method} ${request.path}`);
      return undefined;
    });
    vi.stubGlobal("fetch", browser.fetch);
    const tab = { close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, "open").mockImplementation((_url, name) => {
      events.push(`open ${String(name)}`);
      return tab;
    });
    const posted: { action: string; target: string; tokenizedRequest: string }[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const field = this.querySelector<HTMLInputElement>('input[name="tokenizedRequest"]');
      events.push("submit");
      posted.push({ action: this.action, target: this.target, tokenizedRequest: field?.value ?? "" });
    });
    return { sent: browser.sent, events, open, posted, tab };
  }

  function openOrderPage() {
    const browser = browserWithTab();
    const { context } = h.pageRequest(ben.viewer);
    const Stub = createRoutesStub(
      [
        {
          id: "root",
          loader: () => ({ viewer: ben.viewer }),
          Component: () => (
            <>
              <Outlet />
              <Toasts />
            </>
          ),
          children: [pageRoute("/user/orders/:orderId", orderRoute)],
        },
      ],
      context,
    );
    render(<Stub initialEntries={[`/user/orders/${order.id}`]} />);
    return browser;
  }

  const click = async (element: HTMLElement) => {
    await act(async () => {
      fireEvent.click(element);
    });
  };
  const posts = (sent: SentRequest[], path: string) =>
    sent.filter((r) => r.method === "POST" && r.path === path);
  const awaitingSection = () => screen.getByTestId("order-awaiting-payment");
  const modal = () => screen.getByTestId("payment-modal") as HTMLDialogElement;

  it("issue 30 an order awaiting payment offers Pay now and Cancel order; 'Cancel order SO-…?' confirmed posts cancel and the page reads the order again: Cancelled, no Pay now", async () => {
    const { sent } = openOrderPage();
    await screen.findByTestId("order-awaiting-payment");
    const section = awaitingSection();
    expect(within(section).getByRole("button", { name: "Pay now" })).toBeTruthy();
    expect(within(section).queryByTestId("payment-in-progress")).toBeNull();

    // "Keep order" closes the question and sends nothing.
    await click(within(section).getByRole("button", { name: "Cancel order" }));
    let dialog = screen.getByTestId("cancel-order-dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("role")).toBe("alertdialog");
    expect(within(dialog).getByRole("heading", { name: `Cancel order ${order.number}?` })).toBeTruthy();
    expect(dialog.textContent).toContain("Nothing has been charged for this order.");
    await click(within(dialog).getByRole("button", { name: "Keep order" }));
    expect(dialog.open).toBe(false);
    expect(posts(sent, `/api/order-service/orders/${order.id}/cancel`)).toEqual([]);

    await click(within(awaitingSection()).getByRole("button", { name: "Cancel order" }));
    dialog = screen.getByTestId("cancel-order-dialog") as HTMLDialogElement;
    await click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await expectToast(`Order ${order.number} cancelled`);
    expect(posts(sent, `/api/order-service/orders/${order.id}/cancel`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getAllByTestId("order-status")[0]?.getAttribute("data-status")).toBe("CANCELLED"),
    );
    expect(screen.queryByTestId("order-awaiting-payment")).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(await orderStatus()).toBe("CANCELLED");

    // Read afresh, a cancelled order has no Pay now either.
    cleanup();
    openOrderPage();
    await screen.findByRole("heading", { level: 1, name: `Order ${order.number}` });
    expect(screen.getAllByTestId("order-status")[0]?.textContent).toBe("Cancelled");
    expect(screen.queryByTestId("order-awaiting-payment")).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
  });

  it("issue 30 a payment in progress shows 'Payment in progress' with its expiry, Resume and Abandon instead of Pay now and Cancel order; Abandon posts abandon and Pay now is back", async () => {
    const started = await startPayment();
    const { sent } = openOrderPage();
    const notice = await screen.findByTestId("payment-in-progress");
    const [attempt] = await h.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, started.transactionID));
    expect(notice.textContent).toContain("Payment in progress");
    expect(within(notice).getByTestId("payment-in-progress-detail").textContent).toBe(
      `By card, $${(started.amountCents / 100).toFixed(2)} · expires ${formatQuoteDate(
        attempt?.expiresAt.toISOString() ?? "",
        true,
        true,
      )}`,
    );
    const section = awaitingSection();
    expect(within(section).queryByRole("button", { name: "Pay now" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(
      within(section).getByRole("button", { name: `Resume payment of order ${order.number}` }),
    ).toBeTruthy();

    await click(within(section).getByRole("button", { name: `Abandon payment of order ${order.number}` }));
    await waitFor(() => expect(screen.queryByTestId("payment-in-progress")).toBeNull());
    expect(posts(sent, `/api/payments/${started.transactionID}/abandon`)).toHaveLength(1);
    expect(await attemptStatus(started.transactionID)).toBe("abandoned");
    expect(within(awaitingSection()).getByRole("button", { name: "Pay now" })).toBeTruthy();
    expect(within(awaitingSection()).getByRole("button", { name: "Cancel order" })).toBeTruthy();
    await expectToast("Payment abandoned: you can pay again.");
    // The order can be paid again: a new payment starts.
    await startPayment();
  });

  it("issue 30 AMB-04 Resume opens the tab first, posts resume, submits the hosted page into that tab and polls it; paid there, the order is placed", async () => {
    const started = await startPayment();
    const { sent, events, posted } = openOrderPage();
    const resume = await screen.findByRole("button", { name: `Resume payment of order ${order.number}` });
    await click(resume);
    const resumePath = `/api/payments/${started.transactionID}/resume`;
    await waitFor(() => expect(posted).toHaveLength(1));
    const tabName = events[0]?.replace(/^open /, "") ?? "";
    expect(tabName).toMatch(/^payment-/);
    expect(events.slice(0, 3)).toEqual([`open ${tabName}`, `POST ${resumePath}`, "submit"]);
    expect(posts(sent, "/api/order-service/paya/initiate-payment")).toEqual([]);
    expect(posted[0]).toEqual({
      action: started.actionUrl,
      target: tabName,
      tokenizedRequest: started.tokenizedRequest,
    });
    expect(modal().open).toBe(true);
    expect(within(modal()).getByText("Please complete your pending payment...")).toBeTruthy();

    await approveInSandbox(started.tokenizedRequest);
    // PAY-04: the first status call 5 s after the resume finds it approved; API-49 places the order.
    await waitFor(() => expect(screen.queryByTestId("order-awaiting-payment")).toBeNull(), {
      timeout: 10_000,
    });
    await expectToast("Order placed successfully!");
    expect(sent.some((r) => r.method === "GET" && r.path === started.statusUrl)).toBe(true);
    expect(await orderStatus()).toBe("PENDING");
  }, 20_000);

  it("issue 30 a resume refused (the payment was abandoned meanwhile) shows the server's words, closes the tab and reads the order again", async () => {
    const started = await startPayment();
    const { tab } = openOrderPage();
    const resume = await screen.findByRole("button", { name: `Resume payment of order ${order.number}` });
    const abandoned = await h.postJson(
      `/api/payments/${started.transactionID}/abandon`,
      {},
      { cookie: ben.cookie },
    );
    expect(abandoned.status).toBe(200);
    await click(resume);
    await expectToast("This payment is no longer in progress");
    expect(tab.close).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(awaitingSection()).getByRole("button", { name: "Pay now" })).toBeTruthy(),
    );
  });

  it("issue 30 closing the payment modal after Pay now asks 'Abandon this payment?'; 'Abandon payment' abandons it on the server and Pay now starts a new one", async () => {
    const { sent } = openOrderPage();
    await screen.findByTestId("order-awaiting-payment");
    await click(within(awaitingSection()).getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(within(modal()).getByText(/Finish paying in the tab/)).toBeTruthy());
    const first = posts(sent, "/api/order-service/paya/initiate-payment");
    expect(first).toHaveLength(1);
    await click(within(modal()).getByRole("button", { name: "Close Checking Payment Status!" }));
    const question = within(modal()).getByTestId("abandon-question");
    expect(modal().open).toBe(true);
    await click(within(question).getByRole("button", { name: "Abandon payment" }));
    await waitFor(() => expect(modal().open).toBe(false));
    const abandonCall = sent.find((r) => r.method === "POST" && r.path.endsWith("/abandon"));
    const reference = abandonCall?.path.split("/")[3] ?? "";
    expect(await attemptStatus(reference)).toBe("abandoned");

    await click(within(awaitingSection()).getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(posts(sent, "/api/order-service/paya/initiate-payment")).toHaveLength(2));
    await waitFor(() => expect(within(modal()).getByText(/Finish paying in the tab/)).toBeTruthy());
  });

  it("issue 30 Pay now on a page read before another tab started paying: refused in the server's words, and the page then offers Resume and Abandon", async () => {
    const { tab } = openOrderPage();
    await screen.findByTestId("order-awaiting-payment");
    const started = await startPayment();
    await click(within(awaitingSection()).getByRole("button", { name: "Pay now" }));
    await expectToast("This order already has a payment in progress: resume or abandon it first");
    expect(tab.close).toHaveBeenCalledOnce();
    const notice = await screen.findByTestId("payment-in-progress");
    expect(notice.dataset.reference).toBe(started.transactionID);
    expect(within(awaitingSection()).queryByRole("button", { name: "Pay now" })).toBeNull();
  });

  describe("the orders tab", () => {
    function openTab() {
      const browser = browserFetch(h, ben.cookie);
      vi.stubGlobal("fetch", browser.fetch);
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
          children: [{ path: "*", Component: () => <OrdersTab accountId="A-10001" /> }],
        },
      ]);
      render(<Stub initialEntries={["/"]} />);
      return browser;
    }
    const rowOf = (id: string) =>
      screen.getAllByTestId("order-row").find((row) => row.dataset.orderId === id) as HTMLElement;

    it("issue 30 an order awaiting payment has 'Cancel' in its row, named by its number; confirmed, it is cancelled and the row says so", async () => {
      const { sent } = openTab();
      await screen.findAllByTestId("order-row");
      const row = rowOf(order.id);
      const cancel = within(row).getByRole("button", { name: `Cancel order ${order.number}` });
      expect(cancel.textContent).toBe("Cancel");
      // Orders that no longer await payment have none.
      for (const other of screen.getAllByTestId("order-row")) {
        if (other === row) continue;
        expect(within(other).queryByRole("button", { name: /^Cancel order/ })).toBeNull();
      }
      await click(cancel);
      const dialog = screen.getByTestId("cancel-order-dialog");
      expect(within(dialog).getByRole("heading", { name: `Cancel order ${order.number}?` })).toBeTruthy();
      await click(within(dialog).getByRole("button", { name: "Cancel order" }));
      await waitFor(() =>
        expect(within(rowOf(order.id)).getByTestId("order-status").textContent).toBe("Cancelled"),
      );
      expect(posts(sent, `/api/order-service/orders/${order.id}/cancel`)).toHaveLength(1);
      expect(within(rowOf(order.id)).queryByRole("button", { name: /^Cancel order/ })).toBeNull();
      expect(await orderStatus()).toBe("CANCELLED");
    });

    it("issue 30 cancelling an order whose payment is in progress is refused in the server's words, and nothing is cancelled", async () => {
      await startPayment();
      openTab();
      await screen.findAllByTestId("order-row");
      await click(within(rowOf(order.id)).getByRole("button", { name: `Cancel order ${order.number}` }));
      await click(
        within(screen.getByTestId("cancel-order-dialog")).getByRole("button", { name: "Cancel order" }),
      );
      await expectToast(
        `Order ${order.number} is being paid right now: finish that payment, or abandon it on the order's page, first`,
      );
      expect(await orderStatus()).toBe("AWAITING_PAYMENT");
      await waitFor(() =>
        expect(within(rowOf(order.id)).getByTestId("order-status").textContent).toBe("Awaiting payment"),
      );
    });
  });
});
