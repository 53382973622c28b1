import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { asc } from "drizzle-orm";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { favoriteMessages } from "../../../lib/favorites/contract.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { products } from "../../../server/modules/catalog/schema.ts";
import { favorites } from "../../../server/modules/favorites/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as userRoute from "../../routes/portal/user.tsx";
import {
  openPageHarness,
  type PageHarness,
  pageRoute,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { CartBadgeProvider } from "../cart/cart-badge.tsx";
import {
  browserFetch,
  clearToasts,
  expectToast,
  type SentRequest,
  Toasts,
} from "../quotes/quotes.test-support.tsx";
import { FavoriteButton } from "./FavoriteButton.tsx";
import { FavoritesProvider } from "./favorites-context.tsx";

/**
 * The `my-favorite-items` tab of the real /user page and the favorite toggle (FAV-01 … FAV-03): the
 * loader against the demo accounts, the browser's calls answered by the app in-process; failures are
 * answers the test puts in the network's place.
 */
describe.each(testDatabaseKinds())("the favorites tab on %s", (kind) => {
  let h: PageHarness;
  let people: Record<string, SignedInPerson> = {};
  let catalogue: { id: string; sku: string; name: string }[] = [];

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    people = await signInPeople(h, ["ben.buyer@brightline.example", "nora.viewer@brightline.example"]);
    catalogue = await h.db
      .select({ id: products.id, sku: products.sku, name: products.name })
      .from(products)
      .orderBy(asc(products.sku));
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(favorites);
    await h.db.delete(carts);
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  function person(who: string) {
    const found = people[who];
    if (!found) throw new Error(who);
    return found;
  }

  /** `who`'s favorites, added in this order (the last is the newest). */
  async function favor(who: string, count: number) {
    for (const product of catalogue.slice(0, count))
      await h.services.favorites.add(person(who).viewer, product.id);
  }

  /** `who`'s browser on `url`, a page of the site (the portal, or a product's toggle at /p). */
  function open(who: string | null, url: string, intercept?: Parameters<typeof browserFetch>[2]) {
    const signedIn = who ? person(who) : null;
    const browser = browserFetch(h, signedIn?.cookie ?? "", intercept);
    vi.stubGlobal("fetch", browser.fetch);
    const { context } = h.pageRequest(signedIn?.viewer ?? null);
    const product = catalogue[0] as { id: string };
    const Stub = createRoutesStub(
      [
        {
          id: "root",
          loader: () => ({ viewer: signedIn?.viewer ?? null }),
          // The site's chrome as SiteChrome gives it: the cart badge for who may order.
          Component: () => (
            <CartBadgeProvider
              loaded={
                signedIn?.viewer.cartAccess && signedIn.viewer.workingAccountId
                  ? { accountId: signedIn.viewer.workingAccountId, lines: 0 }
                  : null
              }
            >
              <Outlet />
              <Toasts />
            </CartBadgeProvider>
          ),
          children: [
            pageRoute("/user", userRoute),
            {
              path: "/p",
              Component: () => (
                // The site's chrome provides the viewer's favorites; none saved yet.
                <FavoritesProvider loaded={signedIn ? [] : null}>
                  <FavoriteButton productId={product.id} />
                </FavoritesProvider>
              ),
            },
            { path: "/login", Component: SignInStub },
          ],
        },
      ],
      context,
    );
    render(<Stub initialEntries={[url]} />);
    return browser.sent;
  }

  const listCalls = (sent: SentRequest[]) =>
    sent.filter((r) => r.method === "GET" && r.path.startsWith("/api/user-service/favorites?"));

  it("FAV-01 FAV-04 API-30 the default tab lists the favorites newest first: picture, name and link, SKU, price; Load More goes on", async () => {
    await favor("ben", 13);
    const sent = open("ben", "/user");
    expect(await screen.findByRole("heading", { level: 2, name: "My Favorite Items" })).toBeTruthy();
    const list = await screen.findByTestId("favorite-list");
    const rows = within(list).getAllByTestId("favorite-row");
    expect(rows).toHaveLength(12);
    const newest = catalogue[12] as { sku: string; name: string };
    const first = rows[0] as HTMLElement;
    expect(within(first).getByTestId("favorite-sku").textContent).toBe(newest.sku);
    expect(within(first).getByRole("link", { name: newest.name }).getAttribute("href")).toBe(
      `/product/${newest.sku.toLowerCase()}`,
    );
    expect(within(first).getByTestId("favorite-price").textContent).toMatch(/\$\d/);
    expect(first.querySelector("img")?.getAttribute("src")).toBeTruthy();
    expect(within(first).getByRole("button", { name: `Remove ${newest.name} from favorites` })).toBeTruthy();
    expect(listCalls(sent).map((r) => r.path)).toEqual(["/api/user-service/favorites?limit=12"]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    });
    await vi.waitFor(() => expect(screen.getAllByTestId("favorite-row")).toHaveLength(13));
    const lastShown = rows[11]?.getAttribute("data-rid");
    expect(listCalls(sent).at(-1)?.path).toBe(`/api/user-service/favorites?limit=12&cursor=${lastShown}`);
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("FAV-01 a failure to load shows 'Could not load favorites', and Try again loads them", async () => {
    await favor("ben", 1);
    let fail = true;
    open("ben", "/user?tab=my-favorite-items", (request) =>
      fail && request.path.startsWith("/api/user-service/favorites?")
        ? Response.json({ error: "down", code: "UNAVAILABLE" }, { status: 503 })
        : undefined,
    );
    await expectToast(favoriteMessages.loadError);
    expect((await screen.findByRole("alert")).textContent).toContain(favoriteMessages.loadError);
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    });
    expect(await screen.findAllByTestId("favorite-row")).toHaveLength(1);
  });

  it("FAV-03 API-32 Remove takes the favorite out by its rid; a failure shows 'Could not remove from favorites' and keeps it", async () => {
    await favor("ben", 2);
    let fail = true;
    const sent = open("ben", "/user", (request) =>
      fail && request.method === "DELETE"
        ? Response.json({ error: "x", code: "UNAVAILABLE" }, { status: 503 })
        : undefined,
    );
    const rows = await screen.findAllByTestId("favorite-row");
    const target = rows[0] as HTMLElement;
    const rid = target.getAttribute("data-rid");
    const button = within(target).getByRole("button", { name: /^Remove .* from favorites$/ });
    await act(async () => {
      fireEvent.click(button);
    });
    await expectToast(favoriteMessages.removeError);
    expect(screen.getAllByTestId("favorite-row")).toHaveLength(2);
    fail = false;
    await act(async () => {
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(screen.getAllByTestId("favorite-row")).toHaveLength(1));
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `/api/user-service/favorites/remove/${rid}`,
      `/api/user-service/favorites/remove/${rid}`,
    ]);
    expect(await h.db.select().from(favorites)).toHaveLength(1);
  });

  it("FAV-01 who may order adds a favorite to the cart through the cart's add; who may not sees no such button", async () => {
    await favor("ben", 1);
    await favor("nora", 1);
    const product = catalogue[0] as { sku: string; name: string };
    const sent = open("ben", "/user");
    const row = (await screen.findAllByTestId("favorite-row"))[0] as HTMLElement;
    await act(async () => {
      fireEvent.click(within(row).getByRole("button", { name: `Add ${product.name} to the cart` }));
    });
    // The card's button says the line was added once the cart answered.
    await expectToast(`Added ${product.name} to the cart`);
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      "/api/cart-service/cart/add",
    ]);
    const cart = await h.services.cart.getCart(person("ben").viewer);
    expect(cart.items.map((item) => [item.productDetails.sku, item.quantity])).toEqual([[product.sku, 1]]);
    cleanup();
    open("nora", "/user");
    const noras = (await screen.findAllByTestId("favorite-row"))[0] as HTMLElement;
    expect(within(noras).queryByRole("button", { name: /to the cart$/ })).toBeNull();
  });

  it("FAV-01 someone without favorites sees the empty state with a way to the catalogue", async () => {
    await favor("ben", 1);
    open("nora", "/user");
    const empty = await screen.findByTestId("favorites-empty");
    expect(empty.textContent).toContain("No favorite items yet.");
    expect(within(empty).getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/");
  });

  it("FAV-02 API-31 the toggle adds with aria-pressed; a failure shows 'Could not add to favorites' and the heart goes back", async () => {
    let fail = true;
    const sent = open("ben", "/p", (request) =>
      fail && request.method === "POST"
        ? Response.json({ error: "x", code: "UNAVAILABLE" }, { status: 503 })
        : undefined,
    );
    const toggle = await screen.findByRole("button", { name: "Add to favorites" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await act(async () => {
      fireEvent.click(toggle);
    });
    await expectToast(favoriteMessages.addError);
    expect(screen.getByRole("button", { name: "Add to favorites" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add to favorites" }));
    });
    // Each click is a round trip through the app to the database: on a loaded machine more than
    // findBy's default second.
    const pressed = await screen.findByRole("button", { name: "Remove from favorites" }, { timeout: 10_000 });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    expect(sent.filter((r) => r.method === "POST").at(-1)?.path).toBe(
      `/api/user-service/favorites/add/${catalogue[0]?.id}`,
    );
    await vi.waitFor(async () => expect(await h.db.select().from(favorites)).toHaveLength(1));
    // The heart turns at once but takes no second click until the add has been answered (aria-busy):
    // on a loaded machine the answer can come after the row is in the database.
    await vi.waitFor(
      () =>
        expect(
          screen.getByRole("button", { name: "Remove from favorites" }).getAttribute("aria-busy"),
        ).toBeNull(),
      { timeout: 10_000 },
    );
    // And off again: removed by the product's id.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Remove from favorites" }));
    });
    await screen.findByRole("button", { name: "Add to favorites" }, { timeout: 10_000 });
    await vi.waitFor(async () => expect(await h.db.select().from(favorites)).toHaveLength(0));
  });

  it("FAV-02 a guest's heart goes to sign in, coming back to the page", async () => {
    const sent = open(null, "/p");
    const heart = await screen.findByRole("button", { name: "Add to favorites" });
    await act(async () => {
      fireEvent.click(heart);
    });
    expect((await screen.findByTestId("sign-in-stub")).textContent).toBe("/login?redirectTo=%2Fp");
    expect(sent).toEqual([]);
  });
});

function SignInStub() {
  const location = useLocation();
  return <p data-testid="sign-in-stub">{`${location.pathname}${location.search}`}</p>;
}
