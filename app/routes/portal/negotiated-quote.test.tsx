import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { quotes } from "../../../server/modules/quotes/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  demoPeople,
  Landed,
  openPageHarness,
  type PageHarness,
  pageRoute,
  type SignedInPerson,
  signInPeople,
} from "../../features/accounts/auth.test-support.tsx";
import { openPortalTab } from "../../features/accounts/portal-tab.test-support.tsx";
import {
  browserFetch,
  clearToasts,
  expectToast,
  fillCart,
  type SentRequest,
  settle,
  Toasts,
} from "../../features/quotes/quotes.test-support.tsx";
import * as quoteRoute from "./quote.tsx";

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A negotiated quote's page (issue 32 item 3) with its real loader against the demo accounts, and
 * its steps sent by the browser's calls to the app in-process: the buyer's view (state, thread,
 * Accept / Ask again / Decline, no Edit or Delete, Place order only once accepted) and the rep's
 * (the answer form, its money inputs checked), and the rep's Quote requests list.
 */
describe.each(testDatabaseKinds())("the negotiated quote page on %s", (kind) => {
  let h: PageHarness;
  let people: Record<string, SignedInPerson> = {};
  let requested: Quote;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    people = await signInPeople(h, [...demoPeople, "rita.rep@greatlakes-agency.example"]);
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(quotes);
    await h.db.delete(carts);
    const ben = people.ben?.cookie ?? "";
    await fillCart(h, ben);
    const answer = await h.postJson<Quote>(
      "/api/cart-service/quote-requests",
      { message: "Bid for the Polaris job", neededBy: dayFromNow(7), PurchaseOrder: "PO-RFQ" },
      { cookie: ben },
    );
    expect(answer.status).toBe(201);
    requested = answer.body;
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  function openQuote(who: string, id = requested.id) {
    const person = people[who];
    if (!person) throw new Error(who);
    const browser = browserFetch(h, person.cookie);
    vi.stubGlobal("fetch", browser.fetch);
    const { context } = h.pageRequest(person.viewer);
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
    render(<Stub initialEntries={[`/user/quotes/${id}`]} />);
    return browser.sent;
  }
  const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === "POST");
  const click = async (element: HTMLElement) => {
    await act(async () => {
      fireEvent.click(element);
    });
  };
  const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
  const status = () => screen.getByTestId("quote-status").textContent;
  const steps = () => screen.getAllByTestId("quote-thread-step").map((step) => step.dataset.action);
  async function answerAs(prices: Record<string, number>) {
    const rita = people.rita?.cookie ?? "";
    const answer = await h.postJson<Quote>(
      `/api/cart-service/quote-requests/${requested.id}/answer`,
      {
        lines: requested.items.map((i) => ({ id: i.id, unitPriceCents: prices[i.productDetails.sku] })),
        expiresOn: dayFromNow(20),
        note: "Project pricing",
      },
      { cookie: rita },
    );
    expect(answer.status).toBe(200);
  }

  it("#32.3 the buyer's requested quote: Requested, the thread, no Place order, Edit or Delete; Decline asks first", async () => {
    const sent = openQuote("ben");
    expect(await screen.findByRole("heading", { level: 1, name: `Quote ${requested.number}` })).toBeTruthy();
    expect(status()).toBe("Requested");
    expect(screen.getByTestId("quote-state").textContent).toContain("Your rep is pricing this request");
    expect(steps()).toEqual(["requested"]);
    expect(within(screen.getByTestId("quote-thread")).getByText("Bid for the Polaris job")).toBeTruthy();
    const actions = screen.getByTestId("quote-actions");
    expect(within(actions).queryByRole("link", { name: /Place order/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Save changes/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept prices" })).toBeNull();
    expect(screen.queryByTestId("rep-answer")).toBeNull();
    // Decline asks first; cancelling sends nothing.
    await click(screen.getByRole("button", { name: "Decline" }));
    const ask = await screen.findByRole("alertdialog", { name: "Decline this quote?" });
    await click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(posts(sent)).toEqual([]);
    await click(screen.getByRole("button", { name: "Decline" }));
    await click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Decline quote" }));
    await expectToast("Quote declined. Your rep has been told.");
    expect(status()).toBe("Declined");
    expect(steps()).toEqual(["requested", "declined"]);
  });

  it("#32.3 the rep answers with a price per line (exact cents, checked), an expiry and a note; the thread says who", async () => {
    const sent = openQuote("rita");
    const form = await screen.findByTestId("rep-answer");
    expect(screen.queryByRole("button", { name: "Accept prices" })).toBeNull();
    const edl = within(form).getByLabelText("Unit price for EDL-4SMD-11-30K");
    const dlx = within(form).getByLabelText("Unit price for DLX-8-20-50K");
    expect((edl as HTMLInputElement).value).toBe("51.92");
    type(edl, "45.5.0");
    type(within(form).getByLabelText("Prices hold until"), dayFromNow(-1));
    await click(within(form).getByRole("button", { name: "Send prices to the buyer" }));
    expect(within(form).getByText("Enter a unit price in dollars and cents, e.g. 45.50")).toBeTruthy();
    expect(within(form).getByText("The expiry date cannot be in the past")).toBeTruthy();
    expect(posts(sent)).toEqual([]);
    type(edl, "45.07");
    type(dlx, "$1,000");
    type(within(form).getByLabelText("Prices hold until"), dayFromNow(14));
    type(within(form).getByLabelText("Note to the buyer (optional)"), "Held two weeks");
    await click(within(form).getByRole("button", { name: "Send prices to the buyer" }));
    await expectToast("Prices sent to Ben Buyer.");
    const body = posts(sent)[0]?.body as { lines: { id: string; unitPriceCents: number }[] };
    expect(posts(sent)[0]?.path).toBe(`/api/cart-service/quote-requests/${requested.id}/answer`);
    expect(body).toEqual({
      lines: requested.items.map((i) => ({
        id: i.id,
        unitPriceCents: i.productDetails.sku === "EDL-4SMD-11-30K" ? 4507 : 100_000,
      })),
      expiresOn: dayFromNow(14),
      note: "Held two weeks",
    });
    expect(status()).toBe("Answered");
    expect(steps()).toEqual(["requested", "answered"]);
    expect(screen.getByTestId("quote-thread").textContent).toContain(
      "Rita Rep (Sales rep) answered with prices",
    );
  });

  it("#32.3 the buyer sees the rep's prices (list struck through), asks again with a message, then accepts: Place order appears", async () => {
    await answerAs({ "EDL-4SMD-11-30K": 4500, "DLX-8-20-50K": 5000 });
    const sent = openQuote("ben");
    expect(await screen.findByText("Prices per line")).toBeTruthy();
    expect(status()).toBe("Answered");
    const edl = screen.getAllByTestId("quote-line").find((l) => l.dataset.sku === "EDL-4SMD-11-30K");
    expect(within(edl as HTMLElement).getByTestId("quote-line-price").textContent).toBe("$45.00");
    expect(within(edl as HTMLElement).getByTestId("quote-line-list-price").textContent).toBe("list $59.00");
    expect(within(edl as HTMLElement).getByTestId("quote-line-original-price").textContent).toBe(
      "your price $51.92",
    );
    // Ask again needs a message.
    await click(screen.getByRole("button", { name: "Ask again" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask your rep again" });
    await click(within(dialog).getByRole("button", { name: "Send to your rep" }));
    expect(within(dialog).getByText("Write what your rep should change")).toBeTruthy();
    expect(posts(sent)).toEqual([]);
    type(within(dialog).getByLabelText("Message to your rep"), "Can you do 42.00 on the EDL?");
    await click(within(dialog).getByRole("button", { name: "Send to your rep" }));
    await expectToast("Sent to your rep. You will get an email when they answer.");
    expect(status()).toBe("Requested");
    expect(posts(sent)[0]?.body).toEqual({ action: "ask-again", message: "Can you do 42.00 on the EDL?" });
    cleanup();

    await answerAs({ "EDL-4SMD-11-30K": 4200, "DLX-8-20-50K": 5000 });
    openQuote("ben");
    await click(await screen.findByRole("button", { name: "Accept prices" }));
    await expectToast("Prices accepted. You can place the order now.");
    expect(status()).toBe("Accepted");
    const place = within(screen.getByTestId("quote-actions")).getByRole("link", { name: /Place order/ });
    expect(place.getAttribute("href")).toBe(`/checkout?quote=${requested.id}`);
    expect(steps()).toEqual(["requested", "answered", "asked-again", "answered", "accepted"]);
    expect(screen.queryByRole("button", { name: "Accept prices" })).toBeNull();
  });

  it("#32.3 expired prices read Expired: no Accept, no Place order; the buyer may ask again, and a refused step keeps the message with the server's reason", async () => {
    await answerAs({ "EDL-4SMD-11-30K": 4500, "DLX-8-20-50K": 5000 });
    await h.db
      .update(quotes)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(quotes.id, requested.id));
    openQuote("ben");
    expect(await screen.findByText("Prices per line")).toBeTruthy();
    expect(status()).toBe("Expired");
    expect(screen.getByTestId("quote-state").textContent).toContain("Ask your rep again for new ones");
    expect(screen.queryByRole("button", { name: "Accept prices" })).toBeNull();
    expect(
      within(screen.getByTestId("quote-actions")).queryByRole("link", { name: /Place order/ }),
    ).toBeNull();
    // Meanwhile the quote was declined elsewhere: the server refuses, the dialog keeps the words.
    await h.postJson(
      `/api/cart-service/quote-requests/${requested.id}/respond`,
      { action: "decline" },
      { cookie: people.ben?.cookie ?? "" },
    );
    await click(screen.getByRole("button", { name: "Ask again" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask your rep again" });
    type(within(dialog).getByLabelText("Message to your rep"), "New prices, please");
    await click(within(dialog).getByRole("button", { name: "Send to your rep" }));
    await expectToast("Your answer could not be sent");
    expect(screen.getByText("This quote is declined: it cannot be asked about again now")).toBeTruthy();
    expect((within(dialog).getByLabelText("Message to your rep") as HTMLTextAreaElement).value).toBe(
      "New prices, please",
    );
  });

  it("#32.3 the rep's Quote requests list: open requests of the assigned accounts with their status, each opening its quote; the buyer's quotes list says Declined", async () => {
    const rita = people.rita;
    if (!rita) throw new Error("rita");
    openPortalTab(h, rita, "/user?tab=my-quotes-/-projects");
    const list = await screen.findByTestId("quote-requests");
    await waitFor(() => expect(within(list).getAllByTestId("quote-request-row")).toHaveLength(1));
    const row = within(list).getByTestId("quote-request-row");
    expect(row.textContent).toContain("Requested");
    expect(row.textContent).toContain("Brightline");
    expect(
      within(row)
        .getByRole("link", { name: `Quote ${requested.number}` })
        .getAttribute("href"),
    ).toBe(`/user/quotes/${requested.id}`);
    expect(within(list).getByTestId("quote-requests-summary").textContent).toBe(
      "1 request is waiting for your prices.",
    );
    cleanup();
    // A declined request leaves the open list; "Show closed requests too" brings it back.
    await h.postJson(
      `/api/cart-service/quote-requests/${requested.id}/respond`,
      { action: "decline" },
      { cookie: people.ben?.cookie ?? "" },
    );
    openPortalTab(h, rita, "/user?tab=my-quotes-/-projects");
    const closed = await screen.findByTestId("quote-requests");
    expect(
      await within(closed).findByText("No open requests. Show the closed ones to see them all."),
    ).toBeTruthy();
    fireEvent.click(within(closed).getByLabelText("Show closed requests too"));
    expect(within(closed).getByTestId("quote-request-row").dataset.status).toBe("declined");
    cleanup();
    const ben = people.ben;
    if (!ben) throw new Error("ben");
    openPortalTab(h, ben, "/user?tab=my-quotes-/-projects");
    const table = await screen.findByTestId("quote-table");
    expect(within(table).getByTestId("quote-row").textContent).toContain("DeclinedNegotiated");
    expect(screen.queryByTestId("quote-requests")).toBeNull();
    await settle();
  });
});
