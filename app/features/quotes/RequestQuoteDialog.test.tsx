import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { quotes } from "../../../server/modules/quotes/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as cartRoute from "../../routes/portal/cart.tsx";
import { openPageHarness, type PageHarness, pageRoute } from "../accounts/auth.test-support.tsx";
import { addBusinessDays, addDays, expiryProblem, isBusinessDay, neededByProblem } from "./business-days.ts";
import { browserFetch, clearToasts, fillCart, type SentRequest, Toasts } from "./quotes.test-support.tsx";

describe("#32.3 the calendar of a negotiated quote", () => {
  it("#32.3 a needed-by date is a business day after today; an expiry is today to a year ahead", () => {
    // Friday 2026-12-04.
    expect(addBusinessDays("2026-12-04", 1)).toBe("2026-12-07");
    expect(addBusinessDays("2026-12-04", 5)).toBe("2026-12-11");
    expect(isBusinessDay("2026-12-05")).toBe(false);
    expect(neededByProblem("", "2026-12-04")).toBe("Choose the date you need the prices by");
    expect(neededByProblem("2026-12-04", "2026-12-04")).toBe("Choose a business day after today");
    expect(neededByProblem("2026-12-06", "2026-12-04")).toBe("Choose a business day (Monday to Friday)");
    expect(neededByProblem("2026-13-01", "2026-12-04")).toBe("Give the date as YYYY-MM-DD");
    expect(neededByProblem("2026-12-07", "2026-12-04")).toBeNull();
    expect(expiryProblem("2026-12-03", "2026-12-04")).toBe("The expiry date cannot be in the past");
    expect(expiryProblem("2026-12-04", "2026-12-04")).toBeNull();
    expect(expiryProblem(addDays("2026-12-04", 366), "2026-12-04")).toBe(
      "The prices can be held for a year at most",
    );
  });
});

/**
 * "Request a quote" on the real /cart page (issue 32 item 3), its loader against the demo accounts,
 * the browser's calls going to the app in-process: the message and date checked before sending, one
 * request per idempotency key, and the confirmation that links the new quote.
 */
describe.each(testDatabaseKinds())("Request a quote on the cart page on %s", (kind) => {
  let h: PageHarness;
  let cookie: string;
  let ben: SessionUser;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    cookie = (await h.signIn("ben.buyer@brightline.example")).cookie;
    const viewer = await h.services.accounts.callerOf(new Headers({ cookie }));
    if (!viewer) throw new Error("Ben is not signed in");
    ben = viewer;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(quotes);
    await h.db.delete(carts);
    await fillCart(h, cookie);
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  async function openDialog(intercept?: Parameters<typeof browserFetch>[2]) {
    const browser = browserFetch(h, cookie, intercept);
    vi.stubGlobal("fetch", browser.fetch);
    const { context } = h.pageRequest(ben);
    const Stub = createRoutesStub(
      [
        {
          Component: () => (
            <>
              <Outlet />
              <Toasts />
            </>
          ),
          children: [pageRoute("/cart", cartRoute)],
        },
      ],
      context,
    );
    render(<Stub initialEntries={["/cart"]} />);
    await click(await screen.findByRole("button", { name: "Request a quote" }));
    return { dialog: screen.getByRole("dialog", { name: "Request a quote" }), sent: browser.sent };
  }
  const click = async (element: HTMLElement) => {
    await act(async () => {
      fireEvent.click(element);
    });
  };
  const requests = (sent: SentRequest[]) =>
    sent.filter((r) => r.method === "POST" && r.path === "/api/cart-service/quote-requests");
  const today = new Date().toISOString().slice(0, 10);

  it("#32.3 without a message, or with a weekend or past date, nothing is sent and the field says why", async () => {
    const { dialog, sent } = await openDialog();
    expect((within(dialog).getByLabelText("Prices needed by") as HTMLInputElement).value).toBe(
      addBusinessDays(today, 5),
    );
    await click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Tell your rep what you need")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Message to your rep"), { target: { value: "Bid" } });
    let saturday = addDays(today, 1);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    fireEvent.change(within(dialog).getByLabelText("Prices needed by"), { target: { value: saturday } });
    await click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Choose a business day (Monday to Friday)")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Prices needed by"), { target: { value: today } });
    await click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Choose a business day after today")).toBeTruthy();
    expect(requests(sent)).toEqual([]);
  });

  it("#32.3 sends the cart as a request with one idempotency key (the same again after a lost answer), confirms and links the new quote", async () => {
    let lose = true;
    const { dialog, sent } = await openDialog((request) => {
      if (request.path === "/api/cart-service/quote-requests" && lose) {
        lose = false;
        return "lose";
      }
      return undefined;
    });
    fireEvent.change(within(dialog).getByLabelText("Message to your rep"), {
      target: { value: "  Polaris bid, 5 downlights  " },
    });
    const neededBy = addBusinessDays(today, 3);
    fireEvent.change(within(dialog).getByLabelText("Prices needed by"), { target: { value: neededBy } });
    await click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    await click(within(dialog).getByRole("button", { name: "Send request" }));
    const confirmed = await within(dialog).findByTestId("quote-requested");
    const posted = requests(sent);
    expect(posted).toHaveLength(2);
    expect(posted[0]?.headers.get("idempotency-key")).toBeTruthy();
    expect(posted[1]?.headers.get("idempotency-key")).toBe(posted[0]?.headers.get("idempotency-key"));
    expect(posted[1]?.body).toEqual({ message: "Polaris bid, 5 downlights", neededBy, accountId: "A-10001" });
    const saved = await h.db.select().from(quotes);
    expect(saved).toHaveLength(1);
    expect(confirmed.textContent).toContain(`Quote ${saved[0]?.number} is requested`);
    expect(
      within(confirmed)
        .getByRole("link", { name: `Open quote ${saved[0]?.number}` })
        .getAttribute("href"),
    ).toBe(`/user/quotes/${saved[0]?.id}`);
  });
});
