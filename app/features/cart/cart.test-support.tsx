import { vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { origin } from "../../../server/modules/accounts/harness.test-support.ts";
import type { TestDatabaseKind } from "../../../server/testing/databases.ts";
import { openPageHarness } from "../accounts/auth.test-support.tsx";

/** A request the test answers instead of the server (a refusal, a held answer); undefined: the server. */
export type Intercept = (
  path: string,
  init: RequestInit,
) => Response | undefined | Promise<Response | undefined>;

/**
 * The page harness (demo accounts, a 60-product demo catalogue, the demo price lists and coupons on
 * a fresh database) for the cart's page tests, with the browser's calls to /api/cart-service served
 * by the real app in-process as the signed-in person: what a page shows is what the server answered.
 */
export async function openCartPageHarness(kind: TestDatabaseKind) {
  const h = await openPageHarness(kind, { catalog: true });

  /** A demo user's session: the cookie a browser sends and the user the server computes from it. */
  async function session(email: string): Promise<{ cookie: string; viewer: SessionUser }> {
    const { cookie } = await h.signIn(email);
    const viewer = await h.services.accounts.callerOf(new Headers({ cookie }));
    if (!viewer) throw new Error(`no session for ${email}`);
    return { cookie, viewer };
  }

  /**
   * Stands in for the browser's fetch: each call goes to the app with the person's cookie and the
   * site's Origin, unless `intercept` answers it. Answers the calls made, as the server saw them.
   */
  function serveBrowserCalls(cookie: string, intercept?: Intercept) {
    const calls: { method: string; path: string; headers: Headers; body: unknown }[] = [];
    const fetchSpy = vi.fn(async (input: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        method: init.method ?? "GET",
        path: input,
        headers,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const answer = await intercept?.(input, init);
      if (answer) return answer;
      headers.set("cookie", cookie);
      headers.set("origin", origin);
      return h.app.request(new URL(input, origin).toString(), { ...init, headers });
    });
    vi.stubGlobal("fetch", fetchSpy);
    return calls;
  }

  return { ...h, session, serveBrowserCalls };
}

export type CartPageHarness = Awaited<ReturnType<typeof openCartPageHarness>>;

/** A JSON answer, as the server writes one. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** An answer held back until the test releases it (to look at the page while a call is on the way). */
export function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}
