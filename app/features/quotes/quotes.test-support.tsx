import { act, screen, waitFor } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import { expect } from "vitest";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { origin } from "../../../server/testing/app-harness.ts";
import type { PageHarness } from "../accounts/auth.test-support.tsx";

/** One request the page's browser code sent, as the server received it. */
export type SentRequest = { method: string; path: string; headers: Headers; body: unknown };

/**
 * The browser's `fetch` for component tests of the quotes UI: same-origin requests of the page go to
 * the app in-process (server/app.ts on the test's database) with the signed-in person's cookie and the
 * site's Origin, as a browser sends them; every request is recorded. `intercept` may answer a request
 * instead (a failure), or let it through and then lose the answer (`lose`: the network dropped it).
 */
export function browserFetch(
  h: Pick<PageHarness, "app">,
  cookie: string,
  intercept?: (request: SentRequest) => Response | "lose" | "throw" | undefined,
) {
  const sent: SentRequest[] = [];
  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), origin);
    const headers = new Headers(init.headers);
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method: init.method ?? "GET", path: `${url.pathname}${url.search}`, headers, body };
    sent.push(request);
    const instead = intercept?.(request);
    if (instead === "throw") throw new TypeError("Failed to fetch");
    if (instead instanceof Response) return instead;
    headers.set("cookie", cookie);
    headers.set("origin", origin);
    const answer = await h.app.request(url.toString(), { method: request.method, headers, body: init.body });
    if (instead === "lose") throw new TypeError("Failed to fetch");
    return answer;
  }
  return { fetch, sent };
}

/** The toasts of the page (sonner's Toaster, as root.tsx renders it). */
export function Toasts() {
  return <Toaster />;
}

/** A toast with this text appears. */
export async function expectToast(text: string) {
  expect((await screen.findAllByText(text, {}, { timeout: 5_000 })).length).toBeGreaterThan(0);
}

/** Sonner keeps toasts between renders (a new Toaster shows the active ones): each test starts without. */
export function clearToasts() {
  toast.dismiss();
}

/**
 * Dismisses the toasts and waits until the toaster has removed every one of them, then a little
 * longer: sonner removes a dismissed toast with a 200 ms timer that is not cleared on unmount, and a
 * toast can be removed twice (auto-close and dismiss race), each with its own timer. Run before
 * `cleanup()` at the end of a test, or such a timer can fire after the test environment is gone
 * ("window is not defined"). A fixed wait was not enough on a loaded machine, so this waits for the
 * toasts to leave the page.
 */
export async function dismissToasts() {
  toast.dismiss();
  await waitFor(() => expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0), {
    timeout: 10_000,
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
  });
}

/** Lets pending answers and renders settle. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * The cart of `cookie`'s working account with lines, through the cart's API (API-19): Brightline's
 * buyer gets EDL-4SMD-11-30K × 5 at 51.92 (12 % off 59.00) and DLX-8-20-50K × 3 in black at 58.50 + 12.00.
 */
export async function fillCart(h: Pick<PageHarness, "postJson">, cookie: string): Promise<Cart> {
  await h.postJson("/api/cart-service/cart/add", { sku: "EDL-4SMD-11-30K", quantity: 5 }, { cookie });
  const answer = await h.postJson<Cart>(
    "/api/cart-service/cart/add",
    { sku: "DLX-8-20-50K", quantity: 3, options: ["FIN-BK"] },
    { cookie },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A quote saved through API-29. */
export async function saveQuote(
  h: Pick<PageHarness, "postJson">,
  cookie: string,
  PurchaseOrder: string,
  notes?: string,
): Promise<Quote> {
  const answer = await h.postJson<Quote>(
    "/api/cart-service/quotes",
    { PurchaseOrder, ...(notes ? { notes } : {}) },
    { cookie },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const DAY_MS = 86_400_000;

/** A quote's dates moved back so that it expired yesterday (its 30 days are over). */
export function expiredDates() {
  const now = Date.now();
  return {
    createdAt: new Date(now - 31 * DAY_MS),
    updatedAt: new Date(now - 31 * DAY_MS),
    expiresAt: new Date(now - DAY_MS),
  };
}
