import "../../page-test-dom.ts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Order, orderMessages } from "../../../lib/orders/contract.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  Landed,
  openPageHarness,
  type PageHarness,
  pageRoute,
  type SignedInPerson,
  signInPeople,
} from "../../features/accounts/auth.test-support.tsx";
import { browserFetch, fillCart, saveQuote, Toasts } from "../../features/quotes/quotes.test-support.tsx";
import * as checkoutRoute from "./checkout.tsx";
import * as orderRoute from "./order.tsx";

/**
 * `/checkout` and `/user/orders/:orderId` with their real loaders (issue 13): the preview and the
 * order are read on the server through the orders module, so the first view is in the loader's data
 * (no browser call is needed to show it). The guest, no-access and 404 answers as on the quote page.
 */
describe.each(testDatabaseKinds())("the order pages on %s", (kind) => {
  let h: PageHarness;
  let people: Record<string, SignedInPerson> = {};
  let order: Order;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    people = await signInPeople(h);
    const ben = people.ben as SignedInPerson;
    await fillCart(h, ben.cookie);
    const preview = await h.services.orders.checkout(ben.viewer, {});
    const placed = await h.services.orders.place(ben.viewer, {
      source: { kind: "cart" },
      shipTo: preview.shipToOptions[0] ?? {
        name: "Brightline",
        attention: null,
        address1: "1 Main St",
        address2: null,
        city: "Columbus",
        state: "OH",
        zip: "43215",
        country: "US",
        phone: null,
      },
      PurchaseOrder: "PO-SSR-1",
      PaymentType: "ON_ACCOUNT",
    });
    order = placed.body;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(carts);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** A page as `who`'s browser shows it (`who` null: a guest); the browser's calls are recorded. */
  function open(who: string | null, url: string) {
    const person = who ? people[who] : null;
    const browser = browserFetch(h, person?.cookie ?? "");
    vi.stubGlobal("fetch", browser.fetch);
    const { context } = h.pageRequest(person?.viewer ?? null);
    const Stub = createRoutesStub(
      [
        {
          Component: () => (
            <>
              <Outlet />
              <Toasts />
            </>
          ),
          children: [
            { ...pageRoute("/checkout", checkoutRoute), ErrorBoundary: checkoutRoute.ErrorBoundary },
            { ...pageRoute("/user/orders/:orderId", orderRoute), ErrorBoundary: orderRoute.ErrorBoundary },
            { path: "*", Component: Landed },
          ],
        },
      ],
      context,
    );
    render(<Stub initialEntries={[url]} />);
    return browser.sent;
  }

  it("ORDER-04 the order is read by the loader: number, PO, lines and totals with no browser call", async () => {
    const sent = open("ben", `/user/orders/${order.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeTruthy();
    expect(screen.getByTestId("order-po").textContent).toContain("PO-SSR-1");
    expect(screen.getAllByTestId("order-line").length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it("SEC-10 another account's order, an unknown one and a malformed id are the 404 page", async () => {
    for (const [who, url] of [
      ["olivia", `/user/orders/${order.id}`],
      ["ben", "/user/orders/00000000-0000-4000-8000-000000000000"],
      ["ben", "/user/orders/not-an-order"],
    ] as const) {
      open(who, url);
      expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
      expect(screen.queryByText("PO-SSR-1")).toBeNull();
      cleanup();
    }
  });

  it("ERR-03 an order that cannot be loaded says 'Could not load orders' without the internals", async () => {
    vi.spyOn(h.services.orders, "get").mockRejectedValueOnce(
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
    );
    open("ben", `/user/orders/${order.id}`);
    const alert = await screen.findByTestId("order-load-error");
    expect(within(alert).getByRole("heading", { level: 1, name: orderMessages.loadError })).toBeTruthy();
    expect(alert.textContent).not.toContain("ECONNREFUSED");
  });

  it("a guest signs in and comes back to the order and to checkout; someone without cart access is told why", async () => {
    for (const url of [`/user/orders/${order.id}`, "/checkout"]) {
      open(null, url);
      expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
        `Landed on /login?redirectTo=${encodeURIComponent(url)}`,
      );
      cleanup();
      open("nora", url);
      const notice = await screen.findByTestId("cart-access-notice");
      expect(notice.textContent).toContain("Your account admin has not given you ordering rights");
      cleanup();
    }
  });

  it("ORDER-02 AMB-11 checkout is read by the loader: lines and on-account totals with no browser call", async () => {
    const ben = people.ben as { cookie: string };
    await fillCart(h, ben.cookie);
    const sent = open("ben", "/checkout");
    const summary = await screen.findByTestId("checkout-summary");
    expect(within(summary).getAllByTestId("order-line").length).toBe(2);
    expect(within(summary).getByTestId("totals-total").textContent).toMatch(/^Total\$/);
    expect(sent).toEqual([]);
  });

  it("ORDER-02 an empty cart says why on the checkout page, with a way back to the cart", async () => {
    open("ben", "/checkout");
    const alert = await screen.findByTestId("checkout-error");
    expect(within(alert).getByRole("link", { name: "Back to the cart" }).getAttribute("href")).toBe("/cart");
    expect(within(alert).getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/");
    // Reloading does not fill a cart: no "Try again" for a refusal of what the cart holds.
    expect(within(alert).queryByRole("link", { name: "Try again" })).toBeNull();
  });

  it("issue 30 QUOTE-04 checkout of a quote starts with the quote's purchase order: placed without a word about it; the cart's starts empty", async () => {
    const ben = people.ben as SignedInPerson;
    await fillCart(h, ben.cookie);
    const quote = await saveQuote(h, ben.cookie, "PO-QUOTED-77");
    const sent = open("ben", `/checkout?quote=${quote.id}`);
    await screen.findByTestId("checkout-summary");
    expect(screen.getByTestId("checkout-source").textContent).toContain(quote.number);
    expect(screen.getByLabelText<HTMLInputElement>("Purchase order (PO)").value).toBe("PO-QUOTED-77");
    fireEvent.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(sent.filter((r) => r.path === "/api/order-service/orders")).toHaveLength(1));
    expect(screen.queryByText("Purchase order is required")).toBeNull();
    expect(sent.find((r) => r.path === "/api/order-service/orders")?.body).toMatchObject({
      source: { kind: "quote", quoteId: quote.id },
      PurchaseOrder: "PO-QUOTED-77",
    });
    cleanup();

    await fillCart(h, ben.cookie);
    open("ben", "/checkout");
    await screen.findByTestId("checkout-summary");
    expect(screen.getByLabelText<HTMLInputElement>("Purchase order (PO)").value).toBe("");
  });

  it("another account's quote at checkout is the 404 page", async () => {
    open("olivia", "/checkout?quote=00000000-0000-4000-8000-000000000000");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });

  it("ORDER-06 the order pages are never stored (private, no-store): after the reset nothing of an order comes back from the browser", () => {
    expect(orderRoute.headers()).toEqual({ "Cache-Control": "private, no-store" });
    expect(checkoutRoute.headers()).toEqual({ "Cache-Control": "private, no-store" });
  });
});
