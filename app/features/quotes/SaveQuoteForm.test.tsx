import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type QuoteList, quoteMessages } from "../../../lib/quotes/contract.ts";
import { cartItems, carts } from "../../../server/modules/cart/schema.ts";
import { quotes } from "../../../server/modules/quotes/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as cartRoute from "../../routes/portal/cart.tsx";
import { openPageHarness, type PageHarness, pageRoute } from "../accounts/auth.test-support.tsx";
import {
  browserFetch,
  clearToasts,
  expectToast,
  fillCart,
  type SentRequest,
  settle,
  Toasts,
} from "./quotes.test-support.tsx";

/**
 * "Save as quote" on the real /cart page (its loader against the demo accounts and catalogue), the
 * browser's calls going to the app in-process: QUOTE-04 … QUOTE-06, API-29 and the idempotency key.
 */
describe.each(testDatabaseKinds())("Save as quote on the cart page on %s", (kind) => {
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

  /** The /cart page as Ben's browser shows it, its calls sent (and recorded) through `intercept`. */
  async function openCart(intercept?: Parameters<typeof browserFetch>[2]) {
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
    const form = await screen.findByRole("form", { name: "Save as quote" });
    return { form, sent: browser.sent };
  }

  const quotePosts = (sent: SentRequest[]) =>
    sent.filter((request) => request.method === "POST" && request.path === "/api/cart-service/quotes");

  async function quoteList(): Promise<QuoteList> {
    const answer = await h.getJson<QuoteList>("/api/cart-service/quotes/account/A-10001", { cookie });
    return answer.body;
  }

  async function submit(form: HTMLElement) {
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save as quote" }));
    });
  }

  it("QUOTE-04 AMB-28 without a purchase order nothing is sent, and the field says 'Purchase order is required'", async () => {
    const { form, sent } = await openCart();
    const po = within(form).getByLabelText("Purchase order (PO)");
    expect(po.getAttribute("aria-required")).toBe("true");
    await submit(form);
    expect(po.getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText(quoteMessages.purchaseOrderRequired).id).toBe(
      po.getAttribute("aria-describedby"),
    );
    expect(document.activeElement).toBe(po);
    // Blanks are no purchase order either.
    fireEvent.change(po, { target: { value: "   " } });
    await submit(form);
    expect(within(form).getByText(quoteMessages.purchaseOrderRequired)).toBeTruthy();
    await settle();
    expect(quotePosts(sent)).toEqual([]);
    expect((await quoteList()).total).toBe(0);
  });

  it("QUOTE-05 API-29 saves the cart under its PO with the notes and an Idempotency-Key, says 'Saved as a draft/quote.' and links to the new quote", async () => {
    const { form, sent } = await openCart();
    fireEvent.change(within(form).getByLabelText("Purchase order (PO)"), { target: { value: " PO-4471 " } });
    fireEvent.change(within(form).getByLabelText("Notes (optional)"), { target: { value: "Phase 1" } });
    await submit(form);
    await expectToast(quoteMessages.saved);

    const [post, ...more] = quotePosts(sent);
    expect(more).toEqual([]);
    expect(post?.body).toEqual({ PurchaseOrder: "PO-4471", notes: "Phase 1", accountId: "A-10001" });
    expect(post?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{32,36}$/);

    const list = await quoteList();
    expect(list.total).toBe(1);
    const saved = list.quotes[0];
    expect(saved).toMatchObject({
      PurchaseOrder: "PO-4471",
      status: "draft",
      lineCount: 2,
      totalCents: 47_110,
    });
    const result = await screen.findByTestId("save-quote-result");
    expect(result.textContent).toContain(`${quoteMessages.saved} ${saved?.number} (PO PO-4471).`);
    for (const link of screen.getAllByRole("link", { name: /View quote/ })) {
      expect(link.getAttribute("href")).toBe(`/user/quotes/${saved?.id}`);
    }
    // Ready for the next quote: the fields are cleared, and the cart is kept.
    expect(within(form).getByLabelText<HTMLInputElement>("Purchase order (PO)").value).toBe("");
    expect(screen.getAllByTestId("cart-line")).toHaveLength(2);
  });

  it("QUOTE-06 a refusal shows the server's text: the cart was emptied elsewhere", async () => {
    const { form } = await openCart();
    // Another tab empties the cart after this page was loaded.
    await h.db.delete(cartItems);
    fireEvent.change(within(form).getByLabelText("Purchase order (PO)"), { target: { value: "PO-1" } });
    await submit(form);
    await expectToast("Your cart is empty: add products before saving a quote");
    expect(screen.queryByText(quoteMessages.saveError)).toBeNull();
    expect((await quoteList()).total).toBe(0);
  });

  it("QUOTE-06 a failure without the server's words shows 'Failed to save quote'", async () => {
    const { form } = await openCart((request) => (request.path.endsWith("/quotes") ? "throw" : undefined));
    fireEvent.change(within(form).getByLabelText("Purchase order (PO)"), { target: { value: "PO-2" } });
    await submit(form);
    await expectToast(quoteMessages.saveError);
    expect(within(form).getByRole("button", { name: "Save as quote" })).toHaveProperty("disabled", false);
  });

  it("#12 a double-clicked 'Save as quote' sends one request, shows 'Saving…' meanwhile, and creates one quote", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { form, sent } = await openCart();
    // The answer is held back until the test has clicked twice.
    const { fetch } = { fetch: globalThis.fetch };
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await fetch(input, init);
      await held;
      return answer;
    });
    fireEvent.change(within(form).getByLabelText("Purchase order (PO)"), { target: { value: "PO-DOUBLE" } });
    const button = within(form).getByRole("button", { name: "Save as quote" });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(within(form).getByRole("button", { name: "Saving…" })).toHaveProperty("disabled", true);
    await act(async () => {
      fireEvent.submit(form);
    });
    await act(async () => release());
    await expectToast(quoteMessages.saved);
    expect(quotePosts(sent)).toHaveLength(1);
    expect((await quoteList()).total).toBe(1);
  });

  it("#12 a save retried after its answer was lost goes with the same Idempotency-Key: one quote; the next save is a new key", async () => {
    let lost = 0;
    const { form, sent } = await openCart((request) =>
      request.path.endsWith("/quotes") && lost++ === 0 ? "lose" : undefined,
    );
    const po = within(form).getByLabelText("Purchase order (PO)");
    fireEvent.change(po, { target: { value: "PO-RETRY" } });
    await submit(form);
    // The server saved it, but the browser never heard: it says so and keeps the form.
    await expectToast(quoteMessages.saveError);
    expect((await quoteList()).total).toBe(1);
    await submit(form);
    await expectToast(quoteMessages.saved);
    const [first, retry] = quotePosts(sent);
    expect(retry?.headers.get("idempotency-key")).toBe(first?.headers.get("idempotency-key"));
    expect((await quoteList()).total).toBe(1);

    // Asking to save again is a new request: a new key, a second quote.
    fireEvent.change(po, { target: { value: "PO-RETRY" } });
    await submit(form);
    await settle();
    await vi.waitFor(async () => expect((await quoteList()).total).toBe(2));
    const third = quotePosts(sent)[2];
    expect(third?.headers.get("idempotency-key")).not.toBe(first?.headers.get("idempotency-key"));
  });
});
