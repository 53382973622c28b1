import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Quote, quoteMessages } from "../../../lib/quotes/contract.ts";
import { quotes } from "../../../server/modules/quotes/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as userRoute from "../../routes/portal/user.tsx";
import {
  openPageHarness,
  type PageHarness,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { openPortalTab } from "../accounts/portal-tab.test-support.tsx";
import { formatQuoteDate } from "./quote-format.ts";
import {
  type browserFetch,
  clearToasts,
  expectToast,
  expiredDates,
  fillCart,
  type SentRequest,
  saveQuote,
} from "./quotes.test-support.tsx";

/**
 * The `my-quotes-/-projects` tab of the real /user page (QUOTE-01, QUOTE-03, API-25): its loader
 * against the demo accounts, the list loaded by the browser's call to the app in-process.
 */
describe.each(testDatabaseKinds())("the quotes tab on %s", (kind) => {
  let h: PageHarness;
  let people: Record<string, SignedInPerson> = {};
  /** Ben's twelve quotes, oldest first. */
  const saved: Quote[] = [];

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    people = await signInPeople(h);
    const ben = people.ben?.cookie ?? "";
    await fillCart(h, ben);
    for (let n = 1; n <= 12; n++) saved.push(await saveQuote(h, ben, `PO-${n}`));
  });
  afterAll(async () => h?.dispose());
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  /** The portal's quotes tab as `who`'s browser shows it. */
  function openTab(
    who: string,
    url = "/user?tab=my-quotes-/-projects",
    intercept?: Parameters<typeof browserFetch>[2],
  ) {
    const person = people[who];
    if (!person) throw new Error(who);
    return openPortalTab(h, person, url, intercept);
  }

  const listCalls = (sent: SentRequest[]) => sent.filter((r) => r.path.includes("/quotes/account/"));

  it("QUOTE-01 API-25 lists the account's quotes newest first, ten a page: PO, number, date, lines, total, status, expiry", async () => {
    const sent = openTab("ben");
    expect(await screen.findByRole("heading", { level: 2, name: "My Quotes / Projects" })).toBeTruthy();
    const table = await screen.findByTestId("quote-table");
    expect(listCalls(sent).map((r) => r.path)).toEqual([
      "/api/cart-service/quotes/account/A-10001?page=1&pageSize=10",
    ]);
    const rows = within(table).getAllByTestId("quote-row");
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "PO-12",
      "PO-11",
      "PO-10",
      "PO-9",
      "PO-8",
      "PO-7",
      "PO-6",
      "PO-5",
      "PO-4",
      "PO-3",
    ]);
    const newest = saved[11] as Quote;
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "PO-12",
      newest.number,
      formatQuoteDate(newest.createdAt, true),
      "2",
      "$471.10",
      "Draft",
      formatQuoteDate(newest.expiresAt, true),
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "PO-12" })
        .getAttribute("href"),
    ).toBe(`/user/quotes/${newest.id}`);
    expect(screen.getByTestId("quotes-range").textContent).toBe("Quotes 1–10 of 12");
    // The phone layout lists the same quotes as cards.
    expect(within(screen.getByTestId("quote-cards")).getAllByTestId("quote-row")).toHaveLength(10);

    // The next page, by its link (the page is in the URL).
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Older" }));
    });
    await vi.waitFor(() => expect(screen.getByTestId("quotes-range").textContent).toBe("Quotes 11–12 of 12"));
    const second = within(screen.getByTestId("quote-table")).getAllByTestId("quote-row");
    expect(second.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["PO-2", "PO-1"]);
    expect(listCalls(sent).at(-1)?.path).toBe("/api/cart-service/quotes/account/A-10001?page=2&pageSize=10");
    expect(screen.getByRole("link", { name: "Newer" }).getAttribute("href")).toBe(
      "/user?tab=my-quotes-/-projects",
    );
    expect(screen.queryByRole("link", { name: "Older" })).toBeNull();
  });

  it("QUOTE-01 an expired quote carries the 'Expired' badge", async () => {
    const oldest = saved[0] as Quote;
    await h.db.update(quotes).set(expiredDates()).where(eq(quotes.id, oldest.id));
    openTab("ben", "/user?tab=my-quotes-/-projects&page=2");
    await vi.waitFor(() => expect(screen.getByTestId("quotes-range").textContent).toBe("Quotes 11–12 of 12"));
    const [po2, po1] = within(screen.getByTestId("quote-table")).getAllByTestId("quote-row");
    expect(within(po1 as HTMLElement).getByText("Expired")).toBeTruthy();
    expect(within(po2 as HTMLElement).getByText("Draft")).toBeTruthy();
  });

  it("QUOTE-01 SEC-10 another account sees none of them: the empty tab leads to the cart and the quick order", async () => {
    openTab("olivia");
    const empty = await screen.findByTestId("portal-empty");
    expect(empty.textContent).toContain("No quotes yet.");
    expect(within(empty).getByRole("link", { name: "Go to the cart" }).getAttribute("href")).toBe("/cart");
    expect(within(empty).getByRole("link", { name: "Quick order" }).getAttribute("href")).toBe(
      "/quick-order",
    );
    expect(screen.queryByText("PO-12")).toBeNull();
    // Projects are listed beside the quotes (issue 14): the tab no longer says they are not online.
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it("QUOTE-03 a failed load shows 'Loading Quote Error' and loads again on 'Try again'", async () => {
    let failures = 1;
    openTab("ben", undefined, (request) =>
      request.path.includes("/quotes/account/") && failures-- > 0 ? "throw" : undefined,
    );
    expect(await screen.findByText("Loading quotes…")).toBeTruthy();
    const alert = await screen.findByTestId("quotes-error");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(within(alert).getByText(quoteMessages.loadError)).toBeTruthy();
    await expectToast(quoteMessages.loadError);
    await act(async () => {
      fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    });
    expect(await screen.findByTestId("quote-table")).toBeTruthy();
    expect(screen.queryByTestId("quotes-error")).toBeNull();
  });

  it("QUOTE-03 an answer that is not the contract's is a failed load too", async () => {
    openTab("ben", undefined, (request) =>
      request.path.includes("/quotes/account/")
        ? Response.json({ quotes: [{ PurchaseOrder: "forged" }] }, { status: 200 })
        : undefined,
    );
    expect(await screen.findByTestId("quotes-error")).toBeTruthy();
    expect(screen.queryByText("forged")).toBeNull();
  });

  it("USER-10 a member without cart access is told why, and nothing is asked of the quotes API", async () => {
    const sent = openTab("nora");
    const notice = await screen.findByTestId("cart-access-notice");
    expect(notice.textContent).toContain("Your account admin has not given you ordering rights");
    expect(notice.textContent).toContain("Dana Admin");
    expect(listCalls(sent)).toEqual([]);
  });

  it("issue 30 an ordered quote's row reads 'Ordered' with a link 'Order SO-…' to its order; the others have none", async () => {
    const ben = people.ben as SignedInPerson;
    const quote = saved[11] as Quote;
    const preview = await h.services.orders.checkout(ben.viewer, { quoteId: quote.id });
    const shipTo = preview.shipToOptions[0];
    if (!shipTo) throw new Error("no ship-to of the demo account");
    const order = (
      await h.services.orders.place(ben.viewer, {
        source: { kind: "quote", quoteId: quote.id },
        shipTo,
        PurchaseOrder: quote.PurchaseOrder,
        PaymentType: "ON_ACCOUNT",
      })
    ).body;
    openTab("ben");
    const table = await screen.findByTestId("quote-table");
    const row = within(table)
      .getAllByTestId("quote-row")
      .find((r) => r.dataset.quoteId === quote.id) as HTMLElement;
    expect(within(row).getByText("Ordered")).toBeTruthy();
    const link = within(row).getByRole("link", { name: `Order ${order.number}` });
    expect(link.getAttribute("href")).toBe(`/user/orders/${order.id}`);
    // The phones' card links it too.
    const card = within(screen.getByTestId("quote-cards"))
      .getAllByTestId("quote-row")
      .find((r) => r.dataset.quoteId === quote.id) as HTMLElement;
    expect(
      within(card)
        .getByRole("link", { name: `Order ${order.number}` })
        .getAttribute("href"),
    ).toBe(`/user/orders/${order.id}`);
    expect(within(table).getAllByTestId("quote-order-link")).toHaveLength(1);
  });

  it("QUOTE-09 the portal is never stored: private, no-store", () => {
    expect(userRoute.headers()).toEqual({ "Cache-Control": "private, no-store" });
  });
});
