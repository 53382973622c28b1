import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryPath, subCategoryPath } from "../lib/catalog/catalog.ts";
import { createApp } from "./app.ts";
import { DEFLATE_LEVEL } from "./compression.ts";
import { toPublicConfig } from "./config.ts";
import { scriptHash } from "./csp.ts";
import { guestPages } from "./db/guest-pages-schema.ts";
import { loadEnv } from "./env.ts";
import { createGuestPages } from "./guest-pages.ts";
import { createLogger } from "./logger.ts";
import { goodCsv } from "./modules/catalog/import-fixtures.test-support.ts";
import { importCatalog } from "./modules/catalog/index.ts";
import { createPageCache, ownBytes, withoutNonce } from "./page-cache.ts";
import { createServices } from "./services.ts";
import { type AppHarness, openAppHarness, origin } from "./testing/app-harness.ts";
import { testDatabaseKinds } from "./testing/databases.ts";
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

/** The sources of the `script-src` of the answer's Content-Security-Policy. */
function scriptSources(headers: Headers): string[] {
  const policy = headers.get("content-security-policy") ?? "";
  return /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
}

/**
 * The page's inline scripts (not JSON-LD, which a browser does not run): each one's start tag, text,
 * and the hash a browser computes of it (CSP 3 §8.4), worked out here apart from the server's code.
 */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/ld\+json"/.test(attributes ?? ""))
    .map(([, attributes = "", text = ""]) => ({ attributes, text, hash: sha256Source(text) }));
}

function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * A stored page's answer (#10.4, #17.3): no nonce in its body or policy, no 'unsafe-inline', and a
 * policy whose inline sources are exactly the hashes of the page's inline scripts.
 */
function expectAllowedByHashes(answer: { headers: Headers; text: string }) {
  const sources = scriptSources(answer.headers);
  const scripts = inlineScripts(answer.text);
  // React Router's context, route modules and data, and the scroll restoration, at least.
  expect(scripts.length).toBeGreaterThanOrEqual(4);
  expect(answer.text).not.toContain("nonce=");
  expect(sources[0]).toBe("'self'");
  expect(sources.some((source) => /nonce|unsafe/.test(source))).toBe(false);
  expect(new Set(sources.slice(1))).toEqual(new Set(scripts.map((script) => script.hash)));
}

/** A page rendered for this request (#10.4): a fresh nonce in its policy, carried by every inline script. */
function expectAllowedByNonce(answer: { headers: Headers; text: string }): string {
  const sources = scriptSources(answer.headers);
  const nonce = /^'nonce-([^']+)'$/.exec(sources[1] ?? "")?.[1] ?? "";
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  expect(sources).toEqual(["'self'", `'nonce-${nonce}'`]);
  const scripts = inlineScripts(answer.text);
  expect(scripts.length).toBeGreaterThanOrEqual(4);
  for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  return nonce;
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

  it("#17.3 #10.4 a guest's page is rendered once, then served as the same bytes each time, its inline scripts allowed by their hashes, with an ETag; If-None-Match answers 304", async () => {
    const target = categoryPath(firstCategory().name);
    const first = await page(h.app, target);
    const second = await page(h.app, target);
    expect(first.status).toBe(200);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("vary")).toContain("Cookie");
    // No nonce: the policy lists the hash of each inline script, and the answers are alike.
    expectAllowedByHashes(first);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    // A script changed by one character would not match its hash: the browser would not run it.
    const sources = scriptSources(first.headers);
    for (const { text } of inlineScripts(first.text)) expect(sources).not.toContain(sha256Source(`${text};`));

    // A browser's requests: the stored compressed bytes, the same bytes each time.
    const zipped = async () => {
      const answer = await h.app.request(new URL(target, origin).toString(), {
        headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
      });
      expect(answer.headers.get("content-encoding")).toBe("gzip");
      expect(answer.headers.get("vary")).toContain("Accept-Encoding");
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get("content-length")).toBe(String(bytes.length));
      return { headers: answer.headers, bytes };
    };
    const [once, twice] = [await zipped(), await zipped()];
    expect(twice.bytes.equals(once.bytes)).toBe(true);
    expect(twice.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const unzipped = gunzipSync(once.bytes).toString("utf8");
    expect(unzipped).toBe(first.text);
    expectAllowedByHashes({ headers: once.headers, text: unzipped });

    const etag = second.headers.get("etag") as string;
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    const revalidated = await page(h.app, target, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    // No new policy on a 304: the browser keeps the stored page's, whose hashes are its scripts'.
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
      expectAllowedByHashes({ headers: answer.headers, text: gunzipSync(bytes).toString("utf8") });
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
    const policies: (string | null)[] = [];
    for (const app of [h.app, other]) {
      await page(app, trackHead);
      const cached = await page(app, trackHead);
      expect(cached.headers.get("x-page-cache")).toBe("hit");
      expect(cached.text).toContain("$89.15");
      tags.push(cached.headers.get("etag"));
      policies.push(cached.headers.get("content-security-policy"));
    }
    // Each process rendered the page with its own nonce; the tag and the hashes are the page's, the
    // same in both.
    expect(tags[0]).toBeTruthy();
    expect(tags[1]).toBe(tags[0]);
    expect(policies[1]).toBe(policies[0]);
    await importCatalog(h.db, goodCsv.replace(",89.15,", ",93.40,"), { format: "csv" });
    for (const app of [h.app, other]) {
      const after = await page(app, trackHead);
      expect(after.headers.get("x-page-cache")).toBe("miss");
      expect(after.text).toContain("$93.40");
      expect(after.text).not.toContain("$89.15");
    }
  });

  it("#17.3 a page one process rendered is answered by the others from the shared store, the same bytes and hashes, and never after an import", async () => {
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
    expect(fromStore.text).toBe(rendered.text);
    expect(fromStore.headers.get("content-security-policy")).toBe(
      rendered.headers.get("content-security-policy"),
    );
    expectAllowedByHashes(fromStore);
    // Compressed, the bytes the store gave back.
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
          // Rendered for this caller: its scripts run by this answer's nonce.
          expectAllowedByNonce(answer);
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

  it("#10.4 a guest's page that is not stored is answered with a fresh nonce its scripts carry, never hashes", async () => {
    // Rendered for the cache but not stored (a 404), and never meant for it (the sign-in page).
    for (const target of ["/product/no-such-product", "/login"]) {
      const [one, two] = [await page(h.app, target), await page(h.app, target)];
      expect(one.headers.get("x-page-cache"), target).toBeNull();
      expect(expectAllowedByNonce(one)).not.toBe(expectAllowedByNonce(two));
    }
  });
});

describe("a rendered page as it is stored", () => {
  const nonce = "q7Z1xW0Ab3cD4eF5gH6iJw==";

  it("#17.3 #10.4 every tag loses the nonce, each inline script that carried it is allowed by its hash, and nothing else changes", () => {
    const first = 'window.x = "Ünïcode ✓"';
    const page = [
      `<head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
      `<link rel="stylesheet" nonce="${nonce}" href="/assets/b.css"/>`,
      `<script nonce="${nonce}">${first}</script></head>`,
      `<body><p>nonce="x" as text is kept</p>`,
      `<script type="application/ld+json">{"@type":"Product"}</script>`,
      // A script that did not come from the render (a catalogue text written into the page unescaped).
      `<script>window.injected = true</script>`,
      `<script nonce="${nonce}" type="module">import "/assets/c.js";</script>`,
      `<script nonce="${nonce}">${first}</script></body>`,
    ].join("");
    const stored = withoutNonce(Buffer.from(page, "utf8"), nonce);
    expect(stored?.body.toString("utf8")).toBe(page.replaceAll(` nonce="${nonce}"`, ""));
    // The page's own scripts, each once; the injected one and the JSON-LD have none.
    expect(stored?.scriptHashes).toEqual([sha256Source(first), sha256Source('import "/assets/c.js";')]);
    expect(stored?.scriptHashes).not.toContain(sha256Source("window.injected = true"));
    // What the test reads as the page's scripts, the browser's way, is what the server hashed.
    const ran = inlineScripts(stored?.body.toString("utf8") ?? "").filter(
      ({ text }) => !text.includes("injected"),
    );
    expect(new Set(ran.map((script) => script.hash))).toEqual(new Set(stored?.scriptHashes));
    expect(withoutNonce(Buffer.from("no nonce"), nonce)).toEqual({
      body: Buffer.from("no nonce"),
      scriptHashes: [],
    });
  });

  it("#10.4 a page this reading cannot vouch for is not stored: the nonce outside a tag, a script that may end elsewhere", () => {
    for (const page of [
      `<p>${nonce}</p><script nonce="${nonce}"></script>`,
      `<script nonce="${nonce}">a</script><p>the nonce ${nonce} as text</p>`,
      `<script nonce="${nonce}">"<!--<script>"</script>";</script>`,
      `<script nonce="${nonce}">never closed`,
    ])
      expect(withoutNonce(Buffer.from(page), nonce), page).toBeNull();
  });

  it("#10.4 a script's hash is of the text the browser runs: line ends as the HTML parser makes them", () => {
    expect(scriptHash(Buffer.from("a\r\nb\rc\0d"))).toBe(sha256Source("a\nb\nc\uFFFDd"));
    expect(scriptHash(Buffer.from("Ünïcode ✓"))).toBe(sha256Source("Ünïcode ✓"));
    // The empty script's hash, as browsers report it in their console.
    expect(scriptHash(Buffer.alloc(0))).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("#17.3 a stored page's memory is its compressed bytes, not the larger buffer zlib or a driver answered with", () => {
    const larger = Buffer.from(randomBytes(65_536));
    const view = larger.subarray(100, 1100);
    const own = ownBytes(view);
    expect(own.equals(view)).toBe(true);
    expect(own.buffer.byteLength).toBe(1000);
    // Already its own: kept as it is.
    expect(ownBytes(own)).toBe(own);
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
      return html(`<script nonce="${nonce}">go()</script>page`);
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.serve(request("/category/Downlights"), render)),
    );
    expect(renders).toBe(1);
    for (const { response, scripts } of answers) {
      expect(await response.text()).toBe("<script>go()</script>page");
      expect(scripts).toEqual({ hashes: [sha256Source("go()")] });
    }
  });

  it("#10.4 a page that is not stored keeps the nonce it was rendered with, and is rendered again", async () => {
    const cache = createPageCache({ revision: async () => 1 });
    const pages = {
      "/product/missing": (nonce: string) =>
        new Response(`<script nonce="${nonce}">go()</script>`, {
          status: 404,
          headers: { "content-type": "text/html" },
        }),
      "/product/odd": (nonce: string) => html(`<script nonce="${nonce}">"<!--<script>"</script>`),
    };
    for (const [target, make] of Object.entries(pages)) {
      let renders = 0;
      for (let i = 0; i < 2; i++) {
        const { response, scripts } = await cache.serve(request(target), async (nonce) => {
          renders++;
          return make(nonce);
        });
        expect("nonce" in scripts && (await response.text()).includes(`nonce="${scripts.nonce}"`)).toBe(true);
      }
      expect(renders, target).toBe(2);
    }
  });

  it("#17.3 pages with cookies, errors or a private answer are not stored; the oldest go first past the size limit; an old page is rendered again", async () => {
    let clock = 0;
    // Pages of 2,400 random characters; the cache counts what they compress to: four fit, five do not.
    const text = randomBytes(1800).toString("base64");
    const pageBytes = gzipSync(text, { level: DEFLATE_LEVEL }).length;
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
