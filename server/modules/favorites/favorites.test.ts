import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AddedFavorite,
  addedFavoriteSchema,
  type FavoriteIds,
  type FavoriteList,
  favoriteListSchema,
  MAX_FAVORITES,
  type RemovedFavorite,
} from "../../../lib/favorites/contract.ts";
import { type AppHarness, type JsonResponse, openAppHarness } from "../../testing/app-harness.ts";
import { matrixEmails } from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { authUsers } from "../accounts/schema.ts";
import { products } from "../catalog/schema.ts";
import { favorites } from "./schema.ts";

const API = "/api/user-service/favorites";
type ErrorBody = { error: string; code: string };

/**
 * Favorites over HTTP (issue 14, FAV-01 … FAV-04, API-30 … API-32) on the demo accounts, the demo
 * catalogue and the demo price lists. Prices are the catalogue's list prices and Brightline's price
 * list worked out by hand (EDL-4SMD-11-30K: list 59.00, Brightline 12 % off: 51.92).
 */
describe.each(testDatabaseKinds())("favorites on %s", (kind) => {
  let h: AppHarness;
  const cookies: Record<string, string> = {};
  const emails = {
    ben: matrixEmails.distributor,
    dana: matrixEmails.distributorAdmin,
    nora: matrixEmails.distributorNoCart,
    bob: matrixEmails.basic,
  } as const;
  type Who = keyof typeof emails;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const [who, email] of Object.entries(emails)) cookies[who] = (await h.signIn(email)).cookie;
    const rows = await h.db.select({ id: products.id, sku: products.sku }).from(products);
    for (const row of rows) ids[row.sku] = row.id;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(favorites);
  });

  const send = <T>(who: Who | null, method: string, path: string) =>
    h.getJson<T & ErrorBody>(`${API}${path}`, {
      ...(who ? { cookie: cookies[who] } : {}),
      method,
    } as never);
  const add = (who: Who | null, productId: string) => send<AddedFavorite>(who, "POST", `/add/${productId}`);
  const remove = (who: Who | null, id: string) => send<RemovedFavorite>(who, "DELETE", `/remove/${id}`);
  const list = (who: Who | null, query = "") => send<FavoriteList>(who, "GET", query);
  const ok = <T>(response: JsonResponse<T>, status = 200): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };
  const rowCount = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(favorites))[0]?.n;
  const idOf = (sku: string) => {
    const id = ids[sku];
    if (!id) throw new Error(`no product ${sku} in the demo catalogue`);
    return id;
  };

  it("FAV-02 FAV-04 API-31 adds a product to the caller's favorites with its rid; adding it again (a double click) keeps one row", async () => {
    const first = ok(await add("ben", idOf("EDL-4SMD-11-30K")), 201);
    expect(addedFavoriteSchema.parse(first)).toEqual(first);
    expect(first.added).toBe(true);
    expect(first.favorite).toMatchObject({
      productId: idOf("EDL-4SMD-11-30K"),
      sku: "EDL-4SMD-11-30K",
      link: "/product/edl-4smd-11-30k",
      listPriceCents: 5_900,
      accountPriceCents: 5_192,
      available: true,
    });
    expect(first.favorite.rid).toMatch(/^[0-9a-f-]{36}$/);
    const again = ok(await add("ben", idOf("EDL-4SMD-11-30K")), 200);
    expect(again).toEqual({ favorite: first.favorite, added: false });
    // Two clicks at once: one row, and both answers name it.
    const both = await Promise.all([add("ben", idOf("DLX-8-20-50K")), add("ben", idOf("DLX-8-20-50K"))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]?.body.favorite.rid).toBe(both[1]?.body.favorite.rid);
    expect(await rowCount()).toBe(2);
  });

  it("FAV-01 FAV-04 API-30 lists the caller's favorites newest first with rid, image, name, SKU, link and the caller's price", async () => {
    ok(await add("ben", idOf("EDL-4SMD-11-30K")), 201);
    ok(await add("ben", idOf("DLX-8-20-50K")), 201);
    const response = await list("ben");
    const body = ok(response);
    expect(favoriteListSchema.parse(body)).toEqual(body);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(body.nextCursor).toBeNull();
    expect(body.favorites.map((f) => f.sku)).toEqual(["DLX-8-20-50K", "EDL-4SMD-11-30K"]);
    const edl = body.favorites[1];
    expect(edl).toMatchObject({ name: expect.any(String), listPriceCents: 5_900, accountPriceCents: 5_192 });
    expect(edl?.image?.url).toBeTruthy();
    // A basic customer keeps favorites too, and sees the list price only.
    ok(await add("bob", idOf("EDL-4SMD-11-30K")), 201);
    const bobs = ok(await list("bob")).favorites;
    expect(bobs).toHaveLength(1);
    expect(bobs[0]).toMatchObject({ sku: "EDL-4SMD-11-30K", listPriceCents: 5_900, accountPriceCents: null });
  });

  it("FAV-01 API-30 prices a page in a fixed number of statements, whatever its length", async () => {
    const skus = Object.keys(ids).slice(0, 12);
    for (const sku of skus) ok(await add("ben", idOf(sku)), 201);
    const caller = await h.services.accounts.sessionUser(
      (await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben)))[0]?.id as string,
    );
    const counter = countQueries(h.db);
    try {
      const page = await h.services.favorites.list(caller, { limit: 12 });
      expect(page.favorites).toHaveLength(12);
      // The page, the catalogue's facts, and the viewer's prices (facts by SKU and the price list).
      expect(counter.count).toBeLessThanOrEqual(4);
    } finally {
      counter.stop();
    }
  });

  it("FAV-01 API-30 pages with Load More: the cursor is the last rid shown, and the tab may remove rows before going on", async () => {
    const skus = Object.keys(ids).slice(0, 5);
    for (const sku of skus) ok(await add("ben", idOf(sku)), 201);
    const first = ok(await list("ben", "?limit=2"));
    expect(first.favorites.map((f) => f.sku)).toEqual([skus[4], skus[3]]);
    expect(first.nextCursor).toBe(first.favorites[1]?.rid);
    const second = ok(await list("ben", `?limit=2&cursor=${first.nextCursor}`));
    expect(second.favorites.map((f) => f.sku)).toEqual([skus[2], skus[1]]);
    // The tab removes the last row it shows, then goes on from the one before it: nothing is skipped.
    ok(await remove("ben", second.favorites[1]?.rid as string));
    const third = ok(await list("ben", `?limit=2&cursor=${second.favorites[0]?.rid}`));
    expect(third.favorites.map((f) => f.sku)).toEqual([skus[0]]);
    expect(third.nextCursor).toBeNull();
    // Someone else's rid as a cursor reads nothing.
    expect(ok(await list("nora", `?cursor=${first.nextCursor}`)).favorites).toEqual([]);
    expect((await list("ben", "?limit=0")).status).toBe(400);
    expect((await list("ben", "?cursor=nope")).status).toBe(400);
    expect((await list("ben", "?other=1")).status).toBe(400);
  });

  it("FAV-03 API-32 removes a favorite by its rid or by its product id; removing it again is 404", async () => {
    const edl = ok(await add("ben", idOf("EDL-4SMD-11-30K")), 201).favorite;
    const dlx = ok(await add("ben", idOf("DLX-8-20-50K")), 201).favorite;
    expect(ok(await remove("ben", edl.rid))).toEqual({ rid: edl.rid, productId: edl.productId });
    expect(ok(await remove("ben", dlx.productId))).toEqual({ rid: dlx.rid, productId: dlx.productId });
    const gone = await remove("ben", edl.rid);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: "Favorite not found", code: "NOT_FOUND" });
    expect(await rowCount()).toBe(0);
  });

  it("FAV-01 FAV-03 favorites are the person's own: another user, even of the same account, neither sees nor removes them (404)", async () => {
    const bens = ok(await add("ben", idOf("EDL-4SMD-11-30K")), 201).favorite;
    expect(ok(await list("dana")).favorites).toEqual([]);
    expect(ok(await list("nora")).favorites).toEqual([]);
    for (const id of [bens.rid, bens.productId]) {
      const refused = await remove("nora", id);
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe("NOT_FOUND");
    }
    expect(await rowCount()).toBe(1);
    // A user id is at most a hint: another user's is 404, the caller's own is the same list.
    const [dana] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.dana));
    const [ben] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben));
    expect((await list("ben", `?userId=${dana?.id}`)).status).toBe(404);
    expect(ok(await list("ben", `?userId=${ben?.id}`)).favorites).toHaveLength(1);
    // Nora adds the same product: her own row, beside Ben's.
    ok(await add("nora", idOf("EDL-4SMD-11-30K")), 201);
    expect(await rowCount()).toBe(2);
  });

  it("API-30 API-31 API-32 a guest is asked to sign in (401) and nothing is written", async () => {
    ok(await add("ben", idOf("EDL-4SMD-11-30K")), 201);
    const [row] = await h.db.select().from(favorites);
    for (const response of [
      await list(null),
      await add(null, idOf("DLX-8-20-50K")),
      await remove(null, row?.rid as string),
      await send(null, "GET", "/ids"),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("UNAUTHENTICATED");
    }
    expect(await rowCount()).toBe(1);
  });

  it("FAV-02 API-31 an unknown or malformed product is 404 and writes nothing", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "..%2F..%2Fx"]) {
      const response = await add("ben", id);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ error: "Product not found", code: "NOT_FOUND" });
    }
    expect((await remove("ben", "not-a-uuid")).status).toBe(404);
    expect(await rowCount()).toBe(0);
  });

  it("FAV-02 API-31 past the most favorites one person keeps, adding is refused (409) and nothing is written", async () => {
    const [ben] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben));
    await h.db.insert(favorites).values(
      Array.from({ length: MAX_FAVORITES }, (_, i) => ({
        userId: ben?.id as string,
        productId: randomUUID(),
        sku: `GONE-${i}`,
        name: `Retired ${i}`,
      })),
    );
    const refused = await add("ben", idOf("EDL-4SMD-11-30K"));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CONFLICT");
    expect(await rowCount()).toBe(MAX_FAVORITES);
    // Someone else is not limited by Ben's list.
    ok(await add("bob", idOf("EDL-4SMD-11-30K")), 201);
  });

  it("FAV-01 a favorite whose product left the catalogue is listed from what was kept, unavailable, without price or link", async () => {
    const sku = Object.keys(ids).at(-1) as string;
    const kept = ok(await add("ben", idOf(sku)), 201).favorite;
    await h.db.delete(products).where(inArray(products.id, [idOf(sku)]));
    const [listed] = ok(await list("ben")).favorites;
    expect(listed).toEqual({
      ...kept,
      image: null,
      link: null,
      listPriceCents: null,
      accountPriceCents: null,
      available: false,
    });
    expect(ok(await remove("ben", kept.rid)).rid).toBe(kept.rid);
  });

  it("FAV-01 the ids of the caller's favorited products, for the hearts of every page", async () => {
    ok(await add("ben", idOf("EDL-4SMD-11-30K")), 201);
    ok(await add("nora", idOf("DLX-8-20-50K")), 201);
    const body = ok(await send<FavoriteIds>("ben", "GET", "/ids"));
    expect(body).toEqual({ productIds: [idOf("EDL-4SMD-11-30K")] });
  });
});
