import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cart } from "../../../lib/cart/contract.ts";
import { type Quote, quoteMessages } from "../../../lib/quotes/contract.ts";
import { cartItems, carts, coupons } from "../../../server/modules/cart/schema.ts";
import { quotes } from "../../../server/modules/quotes/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  Landed,
  openPageHarness,
  type PageHarness,
  pageRoute,
  type SignedInPerson,
  signInPeople,
} from "../../features/accounts/auth.test-support.tsx";
import { COPY_FAILED, QUOTE_UPDATED } from "../../features/quotes/QuoteView.tsx";
import {
  browserFetch,
  clearToasts,
  expectToast,
  expiredDates,
  fillCart,
  type SentRequest,
  saveQuote,
  settle,
  Toasts,
} from "../../features/quotes/quotes.test-support.tsx";
import * as quoteRoute from "./quote.tsx";

/**
 * The quote page `/user/quotes/:quoteId` with its real loader (QUOTE-02, API-26) against the demo
 * accounts and catalogue, and its changes sent by the browser's calls to the app in-process:
 * QUOTE-07 (API-27), QUOTE-08 (API-28), the copy into the cart, QUOTE-03 and the 404s.
 */
describe.each(testDatabaseKinds())("the quote page on %s", (kind) => {
  let h: PageHarness;
  let people: Record<string, SignedInPerson> = {};
  let quote: Quote;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    people = await signInPeople(h);
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(quotes);
    await h.db.delete(carts);
    await h.db.update(coupons).set({ redemptions: 0 });
    const ben = people.ben?.cookie ?? "";
    await fillCart(h, ben);
    quote = await saveQuote(h, ben, "PO-7781", "Phase 1 of the warehouse");
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The quote page as `who`'s browser shows it (`who` null: a guest). */
  function openQuote(
    who: string | null,
    url = `/user/quotes/${quote.id}`,
    intercept?: Parameters<typeof browserFetch>[2],
  ) {
    const person = who ? people[who] : null;
    const browser = browserFetch(h, person?.cookie ?? "", intercept);
    vi.stubGlobal("fetch", browser.fetch);
    const { context, requestId } = h.pageRequest(person?.viewer ?? null);
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
            { ...pageRoute("/user/quotes/:quoteId", quoteRoute), ErrorBoundary: quoteRoute.ErrorBoundary },
            { path: "*", Component: Landed },
          ],
        },
      ],
      context,
    );
    render(<Stub initialEntries={[url]} />);
    return { sent: browser.sent, requestId };
  }

  const puts = (sent: SentRequest[]) => sent.filter((r) => r.method === "PUT");
  const lineOf = (sku: string) =>
    screen.getAllByTestId("quote-line").find((line) => line.dataset.sku === sku) as HTMLElement;
  const click = async (element: HTMLElement) => {
    await act(async () => {
      fireEvent.click(element);
    });
  };
  const summary = () =>
    Object.fromEntries(
      within(screen.getByTestId("quote-summary"))
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );

  it("QUOTE-02 API-26 shows the quote as saved: header, lines with their options and frozen prices, totals in USD", async () => {
    openQuote("ben");
    expect(await screen.findByRole("heading", { level: 1, name: `Quote ${quote.number}` })).toBeTruthy();
    expect(screen.getByTestId("quote-status").textContent).toBe("Draft");
    expect(screen.getByTestId("quote-po").textContent).toContain("PO PO-7781");
    expect(screen.getByTestId("quote-po").textContent).toContain("Brightline Electrical Supply (A-10001)");
    expect(screen.getByTestId("quote-details").textContent).toContain("by Ben Buyer");
    expect(screen.getByLabelText<HTMLInputElement>("Purchase order (PO)").value).toBe("PO-7781");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Notes (optional)").value).toBe(
      "Phase 1 of the warehouse",
    );

    const dlx = lineOf("DLX-8-20-50K");
    expect(within(dlx).getByTestId("quote-line-catalog-number").textContent).toBe(
      quote.items.find((line) => line.productDetails.sku === "DLX-8-20-50K")?.catalogNumber,
    );
    expect(within(dlx).getByRole("list", { name: /^Options of/ }).textContent).toContain(
      "Finish: Black+$12.00",
    );
    expect(within(dlx).getByTestId("quote-line-price").textContent).toBe("$58.50");
    expect(within(dlx).getByTestId("quote-line-unit-price").textContent).toContain("list $69.00");
    expect(within(dlx).getByLabelText<HTMLInputElement>(/^Quantity of/).value).toBe("3");
    // 3 × (58.50 + 12.00).
    expect(within(dlx).getByTestId("quote-line-total").textContent).toBe("$211.50");
    expect(within(lineOf("EDL-4SMD-11-30K")).getByTestId("quote-line-total").textContent).toBe("$259.60");
    expect(summary()).toEqual({
      "Item total": "$435.10",
      "Option total": "$36.00",
      Subtotal: "$471.10",
      Shipping: "TBD",
      "Bank surcharge": "$0.00",
      Total: "$471.10",
    });
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      `/api/cart-service/quotes/${quote.id}/pdf`,
    );
    expect(screen.getByRole("button", { name: "Save changes" })).toHaveProperty("disabled", true);
  });

  it("QUOTE-02 CART-17 a quote saved with a coupon and the card surcharge shows the discount with its code", async () => {
    const ben = people.ben?.cookie ?? "";
    await h.postJson("/api/cart-service/cart/coupon", { code: "save10" }, { cookie: ben });
    await h.postJson("/api/cart-service/cart/surcharge", { method: "card" }, { cookie: ben, method: "PUT" });
    quote = await saveQuote(h, ben, "PO-COUPON");
    openQuote("ben");
    await screen.findByTestId("quote-summary");
    // 10 % off each unit and option, floored: 5 × 5.19 + 3 × 5.85 + 3 × 1.20 = 47.10;
    // card 3 % of (471.10 − 47.10) = 12.72; 471.10 + 12.72 − 47.10 = 436.72.
    expect(summary()).toEqual({
      "Item total": "$435.10",
      "Option total": "$36.00",
      Subtotal: "$471.10",
      Shipping: "TBD",
      "Bank surcharge (card 3%)": "$12.72",
      "Discount (save10)": "-$47.10",
      Total: "$436.72",
    });
  });

  it("QUOTE-02 the prices stay as quoted when the cart changes afterwards", async () => {
    const ben = people.ben?.cookie ?? "";
    await h.postJson("/api/cart-service/cart/coupon", { code: "save10" }, { cookie: ben });
    openQuote("ben");
    await screen.findByTestId("quote-summary");
    expect(summary().Total).toBe("$471.10");
    expect(screen.queryByText(/Discount/)).toBeNull();
  });

  it("QUOTE-02 SEC-10 another account's quote, an unknown one and a malformed id are the 404 page", async () => {
    for (const [who, url] of [
      ["olivia", `/user/quotes/${quote.id}`],
      ["ben", "/user/quotes/00000000-0000-4000-8000-000000000000"],
      ["ben", "/user/quotes/not-a-quote"],
    ] as const) {
      openQuote(who, url);
      expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
      expect(screen.queryByText("PO-7781")).toBeNull();
      cleanup();
    }
  });

  it("a guest signs in and comes back; someone without cart access is told why (403)", async () => {
    openQuote(null);
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
      `Landed on /login?redirectTo=${encodeURIComponent(`/user/quotes/${quote.id}`)}`,
    );
    cleanup();
    openQuote("nora");
    const notice = await screen.findByTestId("cart-access-notice");
    expect(notice.textContent).toContain("Your account admin has not given you ordering rights");
    expect(screen.queryByText("PO-7781")).toBeNull();
  });

  it("QUOTE-07 API-27 #32.6 the totals move as a quantity is edited; saving the PO, notes and quantity together gives the same totals", async () => {
    const { sent } = openQuote("ben");
    await screen.findByTestId("quote-summary");
    fireEvent.change(screen.getByLabelText("Purchase order (PO)"), { target: { value: " PO-7781-B " } });
    fireEvent.change(screen.getByLabelText("Notes (optional)"), { target: { value: "Phase 2" } });
    const quantity = within(lineOf("DLX-8-20-50K")).getByLabelText(/^Quantity of/);
    fireEvent.change(quantity, { target: { value: "5" } });
    fireEvent.blur(quantity);
    // #32.6 the line and the quote's totals move at once, before saving, by the server's rule.
    expect(within(lineOf("DLX-8-20-50K")).getByTestId("quote-line-total").textContent).toBe("$352.50");
    expect(within(lineOf("DLX-8-20-50K")).getByTestId("quote-line-saved-total").textContent).toBe(
      "was $211.50",
    );
    expect(summary().Total).toBe("$612.10");
    expect(puts(sent)).toEqual([]);
    await click(screen.getByRole("button", { name: "Save changes" }));
    await expectToast(QUOTE_UPDATED);

    const dlxId = quote.items.find((line) => line.productDetails.sku === "DLX-8-20-50K")?.id;
    expect(puts(sent).map((r) => [r.path, r.body])).toEqual([
      [
        `/api/cart-service/quotes/${quote.id}`,
        { PurchaseOrder: "PO-7781-B", notes: "Phase 2", items: [{ id: dlxId, quantity: 5 }] },
      ],
    ]);
    // 5 × 70.50 = 352.50; 259.60 + 352.50 = 612.10.
    expect(within(lineOf("DLX-8-20-50K")).getByTestId("quote-line-total").textContent).toBe("$352.50");
    expect(summary().Total).toBe("$612.10");
    expect(screen.getByTestId("quote-po").textContent).toContain("PO PO-7781-B");
    expect(screen.getByRole("button", { name: "Save changes" })).toHaveProperty("disabled", true);
  });

  it("QUOTE-07 removes a line with the save; the last line cannot be removed", async () => {
    const { sent } = openQuote("ben");
    await screen.findByTestId("quote-summary");
    await click(screen.getByRole("button", { name: /^Remove EDL/ }));
    expect(within(lineOf("EDL-4SMD-11-30K")).getByText("Removed when you save the changes.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Remove DLX/ })).toHaveProperty("disabled", true);
    await click(screen.getByRole("button", { name: "Save changes" }));
    await expectToast(QUOTE_UPDATED);
    expect(puts(sent)[0]?.body).toEqual({
      removeItemIds: [quote.items.find((line) => line.productDetails.sku === "EDL-4SMD-11-30K")?.id],
    });
    expect(screen.getAllByTestId("quote-line")).toHaveLength(1);
    expect(summary().Total).toBe("$211.50");
  });

  it("QUOTE-04 QUOTE-07 an emptied PO is refused at the field and nothing is sent", async () => {
    const { sent } = openQuote("ben");
    await screen.findByTestId("quote-summary");
    const po = screen.getByLabelText("Purchase order (PO)");
    fireEvent.change(po, { target: { value: "  " } });
    await click(screen.getByRole("button", { name: "Save changes" }));
    expect(po.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(quoteMessages.purchaseOrderRequired)).toBeTruthy();
    await settle();
    expect(puts(sent)).toEqual([]);
  });

  it("QUOTE-07 a failed update shows 'Update Quote Error' with the server's reason, and keeps the edits", async () => {
    openQuote("ben");
    await screen.findByTestId("quote-summary");
    // Deleted in another tab meanwhile.
    await h.db.delete(quotes);
    fireEvent.change(screen.getByLabelText("Notes (optional)"), { target: { value: "Phase 3" } });
    await click(screen.getByRole("button", { name: "Save changes" }));
    await expectToast(quoteMessages.updateError);
    await expectToast("Quote not found");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Notes (optional)").value).toBe("Phase 3");
  });

  it("QUOTE-07 an expired quote keeps its quantities and lines, says why, and still takes a new PO", async () => {
    await h.db.update(quotes).set(expiredDates()).where(eq(quotes.id, quote.id));
    const { sent } = openQuote("ben");
    const reason = await screen.findByTestId("quote-expired");
    expect(reason.textContent).toMatch(/^This quote expired on .+: its prices are no longer held/);
    expect(screen.getByTestId("quote-status").textContent).toBe("Expired");
    expect(screen.queryAllByRole("textbox", { name: /^Quantity of/ })).toEqual([]);
    expect(screen.queryAllByRole("button", { name: /^Remove / })).toEqual([]);
    const quantity = within(lineOf("DLX-8-20-50K")).getByTestId("quote-line-quantity");
    expect(quantity.textContent).toContain("3");
    expect(quantity.getAttribute("aria-describedby")).toBe(reason.id);
    fireEvent.change(screen.getByLabelText("Purchase order (PO)"), { target: { value: "PO-OLD" } });
    await click(screen.getByRole("button", { name: "Save changes" }));
    await expectToast(QUOTE_UPDATED);
    expect(puts(sent)[0]?.body).toEqual({ PurchaseOrder: "PO-OLD" });
  });

  it("issue 30 an ordered quote reads 'Ordered' with a link 'Order SO-…' to its order, offers no Place order, keeps its lines, and still copies to the cart", async () => {
    const ben = people.ben as SignedInPerson;
    const preview = await h.services.orders.checkout(ben.viewer, { quoteId: quote.id });
    expect(preview.purchaseOrder).toBe("PO-7781");
    const shipTo = preview.shipToOptions[0];
    if (!shipTo) throw new Error("no ship-to of the demo account");
    const placed = await h.services.orders.place(ben.viewer, {
      source: { kind: "quote", quoteId: quote.id },
      shipTo,
      PurchaseOrder: "PO-7781",
      PaymentType: "ON_ACCOUNT",
    });
    const order = placed.body;

    openQuote("ben");
    expect(await screen.findByRole("heading", { level: 1, name: `Quote ${quote.number}` })).toBeTruthy();
    expect(screen.getByTestId("quote-status").textContent).toBe("Ordered");
    const link = screen.getByTestId("quote-order-link");
    expect(link.textContent).toBe(`Order ${order.number}`);
    expect(link.getAttribute("href")).toBe(`/user/orders/${order.id}`);
    const note = screen.getByTestId("quote-ordered");
    expect(note.textContent).toBe(
      `This quote was ordered as ${order.number}: its quantities and lines can no longer change. Copy it to the cart to order it again.`,
    );
    expect(within(note).getByRole("link", { name: order.number }).getAttribute("href")).toBe(
      `/user/orders/${order.id}`,
    );
    const actions = screen.getByTestId("quote-actions");
    expect(within(actions).queryByRole("link", { name: "Place order" })).toBeNull();
    expect(
      screen.queryAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/checkout")),
    ).toEqual([]);
    // Its lines stay as ordered: the quantities read, with the reason.
    expect(screen.queryAllByRole("textbox", { name: /^Quantity of/ })).toEqual([]);
    expect(screen.queryAllByRole("button", { name: /^Remove / })).toEqual([]);
    expect(
      within(lineOf("DLX-8-20-50K")).getByTestId("quote-line-quantity").getAttribute("aria-describedby"),
    ).toBe(note.id);
    // Copy to cart as before.
    await click(within(actions).getByRole("button", { name: "Copy to cart" }));
    await click(screen.getByRole("button", { name: "Replace cart lines" }));
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe("Landed on /cart");
  });

  it("issue 30 a draft quote still offers Place order, to the checkout of the quote", async () => {
    openQuote("ben");
    const place = await screen.findByRole("link", { name: "Place order" });
    expect(place.getAttribute("href")).toBe(`/checkout?quote=${quote.id}`);
    expect(screen.queryByTestId("quote-order-link")).toBeNull();
  });

  it("QUOTE-08 API-28 deletes after a confirmation: 'Quote deleted successfully', then the quotes tab", async () => {
    const { sent } = openQuote("ben");
    await screen.findByTestId("quote-summary");
    await click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: `Delete quote ${quote.number}` });
    expect(dialog.textContent).toContain("Your cart does not change.");
    // Cancelling sends nothing.
    await click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent.filter((r) => r.method === "DELETE")).toEqual([]);
    await click(screen.getByRole("button", { name: "Delete" }));
    await click(
      within(screen.getByRole("alertdialog", { name: `Delete quote ${quote.number}` })).getByRole("button", {
        name: "Delete quote",
      }),
    );
    await expectToast(quoteMessages.deleted);
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
      "Landed on /user?tab=my-quotes-/-projects",
    );
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `/api/cart-service/quotes/${quote.id}`,
    ]);
    expect(
      (await h.getJson(`/api/cart-service/quotes/${quote.id}`, { cookie: people.ben?.cookie })).status,
    ).toBe(404);
  });

  it("QUOTE-08 a failed delete shows 'Delete Quote Error' and stays on the quote", async () => {
    openQuote("ben", undefined, (request) =>
      request.method === "DELETE"
        ? Response.json({ error: "boom", code: "INTERNAL" }, { status: 500 })
        : undefined,
    );
    await screen.findByTestId("quote-summary");
    await click(screen.getByRole("button", { name: "Delete" }));
    await click(screen.getByRole("button", { name: "Delete quote" }));
    await expectToast(quoteMessages.deleteError);
    expect(screen.queryByText("boom")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: `Quote ${quote.number}` })).toBeTruthy();
  });

  it("copies the quote into the cart after confirming that it replaces the cart's lines at today's prices, then opens the cart", async () => {
    const ben = people.ben?.cookie ?? "";
    // The cart holds something else by now.
    await h.db.delete(cartItems);
    await h.postJson("/api/cart-service/cart/add", { sku: "EDL-4SMD-11-30K", quantity: 1 }, { cookie: ben });
    openQuote("ben");
    await screen.findByTestId("quote-summary");
    await click(screen.getByRole("button", { name: "Copy to cart" }));
    const dialog = screen.getByRole("alertdialog", { name: `Copy quote ${quote.number} to the cart` });
    expect(dialog.textContent).toContain("Your cart's lines are replaced by this quote's 2 lines");
    expect(dialog.textContent).toContain("priced at today's prices, not the quoted ones");
    await click(within(dialog).getByRole("button", { name: "Replace cart lines" }));
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe("Landed on /cart");
    const cart = (await h.getJson<Cart>("/api/cart-service/cart", { cookie: ben })).body;
    expect(cart.items.map((item) => [item.productDetails.sku, item.quantity]).sort()).toEqual([
      ["DLX-8-20-50K", 3],
      ["EDL-4SMD-11-30K", 5],
    ]);
  });

  it("a failed copy says so with the server's reason and leaves the cart", async () => {
    openQuote("ben", undefined, (request) =>
      request.path.endsWith("/cart") && request.method === "POST"
        ? Response.json(
            { error: "A line is no longer in the catalogue", code: "VALIDATION" },
            { status: 400 },
          )
        : undefined,
    );
    await screen.findByTestId("quote-summary");
    await click(screen.getByRole("button", { name: "Copy to cart" }));
    await click(screen.getByRole("button", { name: "Replace cart lines" }));
    await expectToast(COPY_FAILED);
    await expectToast("A line is no longer in the catalogue");
    expect(screen.getByRole("heading", { level: 1, name: `Quote ${quote.number}` })).toBeTruthy();
  });

  it("QUOTE-03 a quote that cannot be loaded shows 'Loading Quote Error' without the internals", async () => {
    vi.spyOn(h.services.quotes, "get").mockRejectedValueOnce(
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
    );
    openQuote("ben");
    const alert = await screen.findByTestId("quote-load-error");
    expect(within(alert).getByRole("heading", { level: 1, name: quoteMessages.loadError })).toBeTruthy();
    expect(alert.textContent).not.toContain("ECONNREFUSED");
    expect(within(alert).getByRole("link", { name: "My Quotes / Projects" }).getAttribute("href")).toBe(
      "/user?tab=my-quotes-/-projects",
    );
  });

  it("QUOTE-09 the quote page is never stored: private, no-store", () => {
    expect(quoteRoute.headers()).toEqual({ "Cache-Control": "private, no-store" });
  });
});
