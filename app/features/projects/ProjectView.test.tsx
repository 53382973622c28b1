import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { ProjectSaved } from "../../../lib/projects/contract.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { products } from "../../../server/modules/catalog/schema.ts";
import { projects } from "../../../server/modules/projects/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as projectRoute from "../../routes/portal/project.tsx";
import { openPageHarness, type PageHarness, pageRoute } from "../accounts/auth.test-support.tsx";
import {
  browserFetch,
  clearToasts,
  expectToast,
  type SentRequest,
  Toasts,
} from "../quotes/quotes.test-support.tsx";

/**
 * "Add all to cart" on the real project page (its loader against the demo accounts and catalogue),
 * the browser's calls going to the app in-process: one request per click with its own
 * `Idempotency-Key`, the button disabled while it is in flight, a retry after a lost answer with the
 * same key (the server answers the first attempt instead of adding again).
 */
describe.each(testDatabaseKinds())("#14.2 the project page's add all to cart on %s", (kind) => {
  let h: PageHarness;
  let cookie: string;
  let ben: SessionUser;
  let projectID: string;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    cookie = (await h.signIn("ben.buyer@brightline.example")).cookie;
    const viewer = await h.services.accounts.callerOf(new Headers({ cookie }));
    if (!viewer) throw new Error("Ben is not signed in");
    ben = viewer;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(projects);
    await h.db.delete(carts);
    const [product] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, "EDL-4SMD-11-30K"));
    const saved = await h.postJson<ProjectSaved>(
      "/api/user-service/projects/product",
      { name: "Lobby", note: "", product: { quantity: 1, productId: product?.id, options: [] } },
      { cookie },
    );
    expect(saved.status).toBe(201);
    projectID = saved.body.projectID;
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  async function openProject(intercept?: Parameters<typeof browserFetch>[2]) {
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
          children: [pageRoute("/user/projects/:projectId", projectRoute)],
        },
      ],
      context,
    );
    render(<Stub initialEntries={[`/user/projects/${projectID}`]} />);
    const button = await screen.findByRole("button", { name: "Add all to cart" });
    return { button, sent: browser.sent };
  }

  const cartPosts = (sent: SentRequest[]) =>
    sent.filter(
      (request) => request.method === "POST" && request.path.endsWith(`/projects/${projectID}/cart`),
    );
  const cartQuantity = async () => {
    const cart = await h.getJson<Cart>("/api/cart-service/cart", { cookie });
    return cart.body.items.reduce((sum, item) => sum + item.quantity, 0);
  };

  it("#14.2 a double click sends one request with an Idempotency-Key; the button is disabled meanwhile", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { button, sent } = await openProject();
    const { fetch } = { fetch: globalThis.fetch };
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await fetch(input, init);
      if (String(input).endsWith("/cart")) await held;
      return answer;
    });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(screen.getByRole("button", { name: "Adding…" })).toHaveProperty("disabled", true);
    await act(async () => release());
    await expectToast("Added 1 product to the cart");
    const posts = cartPosts(sent);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await cartQuantity()).toBe(1);
  });

  it("#14.2 a retry after a lost answer goes with the same key and adds nothing more; the next click is a new key", async () => {
    let calls = 0;
    const { button, sent } = await openProject((request) =>
      request.path.endsWith("/cart") && calls++ === 0 ? "lose" : undefined,
    );
    await act(async () => fireEvent.click(button));
    // The server added the line, but the browser never heard: it says so.
    await expectToast("Could not add the project to the cart");
    expect(await cartQuantity()).toBe(1);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add all to cart" })));
    await expectToast("Added 1 product to the cart");
    expect(await cartQuantity()).toBe(1);
    // A new click (the earlier toast may still be on screen: wait for the cart itself).
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add all to cart" })));
    await expect.poll(cartQuantity, { timeout: 5_000 }).toBe(2);
    const [first, retry, next] = cartPosts(sent).map((request) => request.headers.get("idempotency-key"));
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
