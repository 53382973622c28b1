import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { crc32, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryPath, subCategoryPath } from "../lib/catalog/catalog.ts";
import { createApp } from "./app.ts";
import { toPublicConfig } from "./config.ts";
import { guestPages } from "./db/guest-pages-schema.ts";
import { testDatabaseKinds } from "./testing/databases.ts";
import { loadEnv } from "./env.ts";
import { createGuestPages } from "./guest-pages.ts";
import { compressPieces, crc32Combine, gzipWithNonces, plainWithNonces } from "./gzip-body.ts";
import { createLogger } from "./logger.ts";
import { goodCsv } from "./modules/catalog/import-fixtures.test-support.ts";
import { importCatalog } from "./modules/catalog/index.ts";
import { createPageCache, cutAtNonces } from "./page-cache.ts";
import { createServices } from "./services.ts";
import { type AppHarness, openAppHarness, origin } from "./testing/app-harness.ts";
import { testServiceSettings } from "./testing/service-settings.ts";

/** The production build of the pages (`npm test` builds it before Vitest runs). */
async function serverBuild(): Promise<ServerBuild> {
  const file = path.resolve("build/server/index.js");
  if (!existsSync(file)) throw new Error("build/server/index.js is missing: run `npm run build` first");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

type App = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/** GET `path` of `app` as a browser would, with a cookie or a bearer token; the answer's text read. */
async function page(app: App, target: string, headers: Record<string, string> = {}) {
  const response = await app.request(new URL(target, origin).toString(), {
    headers: { accept: "text/html", ...headers },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The nonce of the page's inline scripts, and the one its Content-Security-Policy allows. */
function nonces(answer: { headers: Headers; text: string }) {
  return {
    inBody: /<script nonce="([^"]+)"/.exec(answer.text)?.[1],
    inPolicy: /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1],
  };
}

const trackHead = "/product/trk-h1-12-30k";

describe.each(testDatabaseKinds())("the guest page cache on %s", (kind) => {
  let h: AppHarness;
  let build: ServerBuild;
  let people: Record<"ben" | "olivia", { cookie: string; token: string }>;

  beforeAll(async () => {
    build = await serverBuild();
    h = await openAppHarness(kind, { accounts: true, catalog: { products: 60 }, build });
    await importCatalog(h.db, goodCsv, { format: "csv" });
    people = {
      ben: await h.signIn("ben.buyer@brightline.example"),
      olivia: await h.signIn("olivia.owner@northgate.example"),
    };
  });
  afterAll(async () => h?.dispose());

  const firstCategory = () => h.catalog?.categories[0] as { name: string; subCategories: { name: string }[] };

  it("#17.3 a guest's page is rendered once, then served with a fresh nonce each time and an ETag; If-None-Match answers 304", async () => {
    const target = categoryPath(firstCategory().name);
    const first = await page(h.app, target);
    const second = await page(h.app, target);
    expect(first.status).toBe(200);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("vary")).toContain("Cookie");
    // Each answer's inline scripts carry its own nonce, the one its policy allows.
    const [a, b] = [nonces(first), nonces(second)];
    expect(a.inBody).toBeTruthy();
    expect(a.inBody).toBe(a.inPolicy);
    expect(b.inBody).toBe(b.inPolicy);
    expect(b.inBody).not.toBe(a.inBody);
    expect(second.text.replaceAll(b.inBody as string, "N")).toBe(
      first.text.replaceAll(a.inBody as string, "N"),
    );

    // A browser's request: the stored page compressed, with this answer's nonce in it.
    const zipped = await h.app.request(new URL(target, origin).toString(), {
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get("content-length")).toBe(String(zippedBytes.length));
    const unzipped = gunzipSync(zippedBytes).toString("utf8");
    const z = nonces({ headers: zipped.headers, text: unzipped });
    expect(z.inBody).toBe(z.inPolicy);
    expect(unzipped.replaceAll(z.inBody as string, "N")).toBe(first.text.replaceAll(a.inBody as string, "N"));

    const etag = second.headers.get("etag") as string;
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    const revalidated = await page(h.app, target, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    // No new policy on a 304: the browser keeps the stored page's, whose nonce its stored body carries.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect((await page(h.app, target, { "if-none-match": 'W/"0-other"' })).status).toBe(200);
  });

  it("#17.3 a browser's first and later requests for a page get it compressed, each with the length of what is sent", async () => {
    const category = firstCategory();
    const target = subCategoryPath(category.name, category.subCategories[1]?.name ?? "");
    for (const outcome of ["miss", "hit", "hit"]) {
      const answer = await h.app.request(new URL(target, origin).toString(), {
        headers: { accept: "text/html", "accept-encoding": "gzip" },
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get("x-page-cache")).toBe(outcome);
      expect(answer.headers.get("content-encoding")).toBe("gzip");
      expect(answer.headers.get("content-length")).toBe(String(bytes.length));
      expect(answer.headers.get("vary")).toBe("Cookie, Authorization, Accept-Encoding");
      const page = gunzipSync(bytes).toString("utf8");
      const { inBody, inPolicy } = nonces({ headers: answer.headers, text: page });
      expect(inBody).toBe(inPolicy);
      // The stored page's pieces are compressed once it is asked for again, after that answer has gone.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("#17.3 a catalogue import changes the guest's page at once, in every process on the database: never a stale price", async () => {
    // A second server process on the same database: its own services, app and page cache.
    const services = await createServices(h.database, testServiceSettings());
    const other = createApp({
      services,
      config: toPublicConfig(loadEnv({})),
      logger: createLogger("silent"),
      mode: "production",
      build,
    });
    const tags: (string | null)[] = [];
    for (const app of [h.app, other]) {
      await page(app, trackHead);
      const cached = await page(app, trackHead);
      expect(cached.headers.get("x-page-cache")).toBe("hit");
      expect(cached.text).toContain("$89.15");
      tags.push(cached.headers.get("etag"));
    }
    // Each process rendered the page with its own nonce; the tag is the page's, the same in both.
    expect(tags[0]).toBeTruthy();
    expect(tags[1]).toBe(tags[0]);
    await importCatalog(h.db, goodCsv.replace(",89.15,", ",93.40,"), { format: "csv" });
    for (const app of [h.app, other]) {
      const after = await page(app, trackHead);
      expect(after.headers.get("x-page-cache")).toBe("miss");
      expect(after.text).toContain("$93.40");
      expect(after.text).not.toContain("$89.15");
    }
  });

  it("#17.3 a page one process rendered is answered by the others from the shared store, with their own nonce, and never after an import", async () => {
    const apps = [1, 2].map(async () =>
      createApp({
        services: await createServices(h.database, testServiceSettings()),
        config: toPublicConfig(loadEnv({})),
        logger: createLogger("silent"),
        mode: "production",
        build,
        // What every process on a PostgreSQL server has; here on both databases.
        pageCache: { shared: createGuestPages(h.db, createLogger("silent"), { maxAgeMs: 60_000 }) },
      }),
    );
    const [first, second] = await Promise.all(apps);
    if (!first || !second) throw new Error("two apps");
    const target = trackHead;
    // A revision of the catalogue no process has rendered a page of yet.
    await importCatalog(h.db, goodCsv.replace(",89.15,", ",90.05,"), { format: "csv" });
    const storedFor = async (price: string) => {
      // The store's write is not awaited by the answer: wait for it.
      for (let i = 0; i < 200; i++) {
        const rows = await h.db.select({ key: guestPages.key }).from(guestPages);
        const revision = await h.services.catalog.revision();
        if (rows.some((row) => row.key.startsWith(`${revision} `) && row.key.endsWith(target))) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`the page with ${price} was not stored`);
    };

    const rendered = await page(first, target);
    expect(rendered.headers.get("x-page-cache")).toBe("miss");
    await storedFor("$90.05");
    const fromStore = await page(second, target);
    expect(fromStore.status).toBe(200);
    expect(fromStore.headers.get("x-page-cache")).toBe("shared");
    expect(fromStore.headers.get("etag")).toBe(rendered.headers.get("etag"));
    expect(fromStore.text).toContain("$90.05");
    const { inBody, inPolicy } = nonces(fromStore);
    expect(inBody).toBeTruthy();
    expect(inBody).toBe(inPolicy);
    expect(inBody).not.toBe(nonces(rendered).inBody);
    expect(fromStore.text.replaceAll(inBody as string, "")).toBe(
      rendered.text.replaceAll(nonces(rendered).inBody as string, ""),
    );
    // Compressed, from the blocks and checksums the store gave back.
    const gzipped = await second.request(new URL(target, origin).toString(), {
      headers: { accept: "text/html", "accept-encoding": "gzip" },
    });
    expect(gzipped.headers.get("x-page-cache")).toBe("hit");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const unzipped = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString("utf8");
    expect(unzipped).toContain("$90.05");

    await importCatalog(h.db, goodCsv.replace(",89.15,", ",91.20,"), { format: "csv" });
    const again = await page(second, target);
    expect(again.headers.get("x-page-cache")).toBe("miss");
    expect(again.text).toContain("$91.20");
    await storedFor("$91.20");
    const other = await page(first, target);
    expect(other.headers.get("x-page-cache")).toBe("shared");
    expect(other.text).toContain("$91.20");
    expect(other.text).not.toContain("$90.05");
  });

  it("#17.4 two signed-in users of different accounts: every page and API answer is theirs, marked private, never the guests' copy", async () => {
    const category = firstCategory();
    const pages = [
      "/",
      categoryPath(category.name),
      subCategoryPath(category.name, category.subCategories[0]?.name ?? ""),
      trackHead,
      "/catalogsearch/track",
      "/user",
      "/cart",
      "/quick-order",
    ];
    const whose = {
      ben: { name: "Ben", account: "Brightline Electrical Supply", other: "Olivia" },
      olivia: { name: "Olivia", account: "Northgate Lighting Distributors", other: "Ben" },
    } as const;
    for (const target of pages) {
      // A guest first, so a stored guest copy exists to be (wrongly) served.
      await page(h.app, target);
      for (const who of ["ben", "olivia"] as const) {
        for (const credential of [
          { cookie: people[who].cookie } as Record<string, string>,
          { authorization: `Bearer ${people[who].token}` },
        ]) {
          const answer = await page(h.app, target, credential);
          expect(answer.status, `${who} ${target}`).toBe(200);
          expect(answer.headers.get("x-page-cache"), `${who} ${target}`).toBeNull();
          expect(answer.headers.get("cache-control"), `${who} ${target}`).toMatch(/private|no-store/);
          expect(answer.headers.get("vary"), `${who} ${target}`).toContain("Cookie");
          expect(answer.text, `${who} ${target}`).toContain(whose[who].name);
          expect(answer.text, `${who} ${target}`).not.toContain(`>${whose[who].other}<`);
        }
      }
      const guest = await page(h.app, target);
      expect(guest.text).not.toContain("Ben Buyer");
      expect(guest.text).not.toContain("Olivia Owner");
    }

    for (const who of ["ben", "olivia"] as const) {
      const session = await h.getJson<{ user: { workingAccountId: string; userId: string } }>(
        "/api/user-service/session",
        { cookie: people[who].cookie },
      );
      const { workingAccountId: account, userId } = session.body.user;
      const apis = [
        "/api/user-service/session",
        "/api/cart-service/cart",
        `/api/cart-service/quotes/account/${account}`,
        `/api/order-service/user/${userId}`,
        `/api/portal-service/invoices/${account}`,
        "/api/user-service/favorites",
        "/api/user-service/projects",
        "/api/user-service/lighting-layouts",
        "/api/user-service/warranty-claims",
        "/api/cart-service/custom-design",
        "/api/mcp/conversations",
      ];
      const otherAccount = who === "ben" ? "Northgate" : "Brightline";
      for (const api of apis) {
        const answer = await h.call(api, {
          cookie: people[who].cookie,
          headers: { accept: "application/json" },
        });
        const text = await answer.text();
        expect(answer.status, `${who} ${api}: ${text.slice(0, 200)}`).toBe(200);
        expect(answer.headers.get("cache-control"), `${who} ${api}`).toMatch(/private|no-store/);
        expect(text, `${who} ${api}`).not.toContain(otherAccount);
      }
      expect(
        JSON.stringify((await h.getJson("/api/user-service/session", { cookie: people[who].cookie })).body),
      ).toContain(whose[who].account);
    }
  });

  it("#17.3 the catalogue's public API and a guest's uncached page are not marked private", async () => {
    const api = await h.call("/api/product-service/categories/sidebar");
    expect(api.headers.get("cache-control") ?? "").not.toContain("private");
    const login = await page(h.app, "/login");
    expect(login.headers.get("x-page-cache")).toBeNull();
    expect(login.headers.get("cache-control") ?? "").not.toContain("private");
  });
});

describe("a stored page compressed once, answered with each nonce", () => {
  it("#17.3 the pieces with a new nonce between them are one gzip member that decodes to the page, checksum and length included", async () => {
    const nonce = "q7Z1xW0Ab3cD4eF5gH6iJw==";
    const pages = [
      `<html><script nonce="N">a</script>${"Ünïcode ✓ ".repeat(9000)}<script nonce="N">b</script></html>`,
      "N at the start and the end N",
      "NN adjacent",
      "no nonce at all",
      "",
      "x".repeat(200_000),
      // Pieces that repeat what came before them, across nonces and past the 32 KB window.
      Array.from(
        { length: 300 },
        (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i % 40}.js" nonce="N"/>`,
      ).join(""),
    ];
    for (const page of pages) {
      const pieces = compressPieces(page.split("N").map((part) => Buffer.from(part, "utf8")));
      const expected = page.replaceAll("N", nonce);
      expect(gunzipSync(gzipWithNonces(pieces, nonce)).toString("utf8")).toBe(expected);
      expect(plainWithNonces(pieces, nonce).toString("utf8")).toBe(expected);
    }
  });

  it("#17.3 a stored page's memory is its compressed bytes, not zlib's output chunks", () => {
    // Six pieces, five of them short: zlib answers each with a view of a 64 KB chunk.
    const text = randomBytes(15_000).toString("base64");
    const segments = [0, 10, 20, 30, 40, 50].map((at, i) =>
      Buffer.from(text.slice(at, i === 5 ? undefined : at + 10)),
    );
    const { blocks } = compressPieces(segments);
    const stored = blocks.reduce((sum, block) => sum + block.length, 0);
    expect(new Set(blocks.map((block) => block.buffer)).size).toBe(1);
    expect(blocks[0]?.buffer.byteLength).toBe(stored);
  });

  it("#17.3 the checksum of two byte strings joined comes from theirs and the second's length", () => {
    // Lengths that set every low bit and a few high ones, and the empty string on either side.
    for (const [a, b] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [17, 255],
      [300, 65_536],
      [5, 200_003],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
  });
});

describe("a rendered page cut at its nonces", () => {
  it("#17.3 inline scripts' nonces are the cuts, link tags lose theirs, and nothing else changes", () => {
    const nonce = "q7Z1xW0Ab3cD4eF5gH6iJw==";
    const page = [
      `<head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
      `<link rel="stylesheet" nonce="${nonce}" href="/assets/b.css"/>`,
      `<script nonce="${nonce}">window.x = "Ünïcode ✓"</script></head>`,
      `<body><p>nonce="${nonce}" as text is kept whole, but cut</p>`,
      `<script nonce="${nonce}" type="module"></script></body>`,
    ].join("");
    const segments = cutAtNonces(Buffer.from(page, "utf8"), nonce);
    expect(segments.map((segment) => segment.toString("utf8"))).toEqual([
      `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/b.css"/><script nonce="`,
      `">window.x = "Ünïcode ✓"</script></head><body><p>nonce="`,
      `" as text is kept whole, but cut</p><script nonce="`,
      `" type="module"></script></body>`,
    ]);
    expect(cutAtNonces(Buffer.from("no nonce"), nonce).map(String)).toEqual(["no nonce"]);
  });
});

describe("the page cache's store", () => {
  const html = (text: string) =>
    new Response(text, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
  const request = (target: string) => new Request(new URL(target, origin));

  it("#17.3 guests asking for one page at the same moment wait for one rendering", async () => {
    const cache = createPageCache({ revision: async () => 1 });
    let renders = 0;
    const render = async (nonce: string) => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html(`<script nonce="${nonce}"></script>page`);
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.serve(request("/category/Downlights"), render)),
    );
    expect(renders).toBe(1);
    for (const { response, nonce } of answers)
      expect(await response.text()).toBe(`<script nonce="${nonce}"></script>page`);
  });

  it("#17.3 pages with cookies, errors or a private answer are not stored; the oldest go first past the size limit; an old page is rendered again", async () => {
    let clock = 0;
    // Pages of 2,400 random characters; the cache counts what they compress to: four fit, five do not.
    const text = randomBytes(1800).toString("base64");
    const pageBytes = compressPieces([Buffer.from(text)]).blocks[0]?.length ?? 0;
    const cache = createPageCache({
      revision: async () => 1,
      maxBytes: Math.floor(pageBytes * 4.5),
      maxAgeMs: 1000,
      now: () => clock,
    });
    const once = async (target: string, response: () => Response) => {
      let rendered = false;
      await cache.serve(request(target), async () => {
        rendered = true;
        return response();
      });
      return rendered;
    };
    const withCookie = () => {
      const r = html("x");
      r.headers.set("set-cookie", "a=b");
      return r;
    };
    const privately = () => {
      const r = html("x");
      r.headers.set("cache-control", "private");
      return r;
    };
    const missing = () => new Response("no", { status: 404, headers: { "content-type": "text/html" } });
    for (const make of [withCookie, privately, missing]) {
      await once("/p/a/b", make);
      expect(await once("/p/a/b", make)).toBe(true);
    }
    const big = () => html(text);
    for (const name of ["one", "two", "three", "four"]) await once(`/product/${name}`, big);
    expect(await once("/product/one", big)).toBe(false);
    await once("/product/five", big);
    // Five are over the limit: the least recently used (two) went.
    expect(cache.stats().pages).toBe(4);
    expect(await once("/product/two", big)).toBe(true);
    clock += 1001;
    expect(await once("/product/one", big)).toBe(true);
  });

  it("#17.3 only the pages every guest sees alike are accepted, by GET or HEAD", () => {
    const cache = createPageCache({ revision: async () => 1 });
    const accepted = [
      "/",
      "/_root.data",
      "/category/Downlights",
      "/category/Downlights.data",
      "/p/a/b",
      "/product/x",
      "/blog/y",
      "/catalogsearch/led",
    ];
    const refused = [
      "/user",
      "/cart",
      "/checkout",
      "/login",
      "/user/orders/1",
      "/contact-us",
      "/api/x",
      "/quick-order",
    ];
    for (const target of accepted) expect(cache.accepts(request(target)), target).toBe(true);
    for (const target of refused) expect(cache.accepts(request(target)), target).toBe(false);
    expect(cache.accepts(new Request(new URL("/", origin), { method: "POST" }))).toBe(false);
  });
});
