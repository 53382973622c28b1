import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { acceptsGzip, DEFLATE_LEVEL } from "./compression.ts";
import { createNonce, type InlineScripts, scriptHash } from "./csp.ts";

/**
 * The pages every guest sees alike (issue 17): the home page, the catalogue's category, sub-category,
 * product and search pages, and the site's content pages, with the `.data` requests React Router
 * makes for them on a client-side navigation. Their only inputs are the address and the catalogue
 * (content files change only with a deployment), so a guest's copy can serve the next guest.
 * Portal, cart, checkout, forms and sign-in pages are rendered for every request.
 */
const GUEST_PAGES: readonly RegExp[] = [
  /^\/(_root\.data)?$/,
  /^\/category\/[^/]+$/,
  /^\/p\/[^/]+\/[^/]+$/,
  /^\/product\/[^/]+$/,
  /^\/catalogsearch\/[^/]+$/,
  /^\/(blog|case-study|videos|careers)(\/[^/]+)?$/,
  /^\/(our-history|warranty|terms-and-conditions|privacy-policy|catalogs|literature|download-forms)$/,
  /^\/innovations\/TOL-SERIES$/,
];

/** What a guest's browser is told of a cached page: keep it, but ask again each time (a 304 if unchanged). */
export const GUEST_PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** What every answer for a signed-in caller says: this browser's only, asked again each time. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** The same address answers a guest and a signed-in caller differently. */
export const VARY_BY_CALLER = "Cookie, Authorization";

/** How long a stored page is answered, by default, before it is rendered again whatever the revision. */
export const PAGE_MAX_AGE_MS = 5 * 60_000;

/** A page as stored: what every answer for it is made from. */
export type StoredPage = {
  /**
   * The page gzip-compressed, without a nonce (withoutNonce): the bytes of every answer, as they are.
   * Kept compressed only, since nearly every answer is to a browser, which takes gzip (a client that
   * does not gets them inflated): a product page takes 16.7 KB of the cache instead of 89 KB.
   */
  gzip: Buffer;
  /** The `'sha256-…'` source of each of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  status: number;
  headers: [string, string][];
  etag: string;
};

type Entry = StoredPage & { storedAt: number; bytes: number };

/** A page as stored, or a response that is not stored; and where it came from (X-Page-Cache). */
type Obtained = { found: Entry | RenderedPage; outcome: "miss" | "shared" };

/**
 * Pages stored where every server process finds them (guest-pages.ts): a process that has not got a
 * page in its memory looks there before rendering it, and stores what it renders there too.
 */
export type SharedPages = {
  /** The page stored under `key` and how long ago it was stored; null when there is none. */
  load(key: string): Promise<{ page: StoredPage; ageMs: number } | null>;
  /** Stores the page; never fails (a failure is logged). The answer that rendered it does not wait. */
  save(key: string, revision: number, page: StoredPage): Promise<void>;
};

export type PageCacheOptions = {
  /** The catalogue's revision: part of every key, so a change makes every older page unreachable. */
  revision: () => Promise<number>;
  /** The most the stored pages may hold (compressed bytes); the least recently used go first. */
  maxBytes?: number;
  /** A stored page is rendered again after this long, whatever the revision says. */
  maxAgeMs?: number;
  now?: () => number;
  /** The copy shared with the other server processes, if there are any. */
  shared?: SharedPages;
};

/** A response and what lets its inline scripts run (for its Content-Security-Policy). */
export type RenderedPage = { response: Response; scripts: InlineScripts };

/**
 * The guest page cache (issue 17): each process keeps the pages it rendered for guests (or found in
 * `shared`, the other processes' store), keyed by the catalogue's revision (read from the database for
 * each request, so every process stops serving a page the moment an import or a seed commits) and the
 * address. A page is rendered once however many guests ask for it at the same moment. A stored page
 * carries no nonce: its inline scripts run by their hashes (docs/decisions/011), so every answer is
 * the same stored bytes, with an ETag, so a browser revalidates with If-None-Match and gets a 304.
 */
export function createPageCache(options: PageCacheOptions) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxAgeMs = options.maxAgeMs ?? PAGE_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Obtained>>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    forget(key);
    if (entry.bytes > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map iterates in insertion order: the first key is the least recently used one.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };
  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.storedAt > maxAgeMs) {
      forget(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  async function renderAndStore(
    key: string,
    revision: number,
    render: (nonce: string) => Promise<Response>,
  ): Promise<Entry | RenderedPage> {
    const nonce = createNonce();
    const response = await render(nonce);
    if (!storable(response)) return { response, scripts: { nonce } };
    // Bytes throughout: decoding the page to a string and encoding it again would cost more than
    // anything else the cache does.
    const rendered = Buffer.from(await response.arrayBuffer());
    const page = withoutNonce(rendered, nonce);
    if (!page) {
      const { status, headers } = response;
      return { response: new Response(rendered, { status, headers }), scripts: { nonce } };
    }
    // The tag is the page's: the same page rendered again, or by another process, has the same tag,
    // so a browser's If-None-Match holds across renders and processes.
    const digest = createHash("sha256").update(page.body).digest("base64url").slice(0, 22);
    // Compressed now, whoever asked: nearly every answer is to a browser, which takes gzip.
    const stored: StoredPage = {
      gzip: gzipSync(page.body, { level: DEFLATE_LEVEL }),
      scriptHashes: page.scriptHashes,
      status: response.status,
      headers: [...response.headers].filter(([name]) => !UNSTORED_HEADERS.has(name)),
      etag: `W/"${revision}-${digest}"`,
    };
    void options.shared?.save(key, revision, stored);
    return keep(key, stored, 0);
  }

  /** `page` in this process's memory, stored `ageMs` ago. */
  function keep(key: string, page: StoredPage, ageMs: number): Entry {
    const gzip = ownBytes(page.gzip);
    const entry: Entry = { ...page, gzip, storedAt: now() - ageMs, bytes: gzip.length };
    store(key, entry);
    return entry;
  }

  /** The page from the other processes' store, or else rendered here, and which of the two it was. */
  async function obtain(
    key: string,
    revision: number,
    render: (nonce: string) => Promise<Response>,
  ): Promise<Obtained> {
    const shared = await options.shared?.load(key);
    if (shared) return { found: keep(key, shared.page, shared.ageMs), outcome: "shared" };
    return { found: await renderAndStore(key, revision, render), outcome: "miss" };
  }

  return {
    /** Whether `request` asks for a page every guest sees alike (the caller must be a guest too). */
    accepts(request: Request): boolean {
      if (request.method !== "GET" && request.method !== "HEAD") return false;
      const { pathname } = new URL(request.url);
      const page =
        pathname.endsWith(".data") && pathname !== "/_root.data" ? pathname.slice(0, -5) : pathname;
      return GUEST_PAGES.some((pattern) => pattern.test(page));
    },

    /**
     * A guest's answer for `request`: the stored page, or `render`'s (stored when it is a complete
     * 200 page without cookies). The caller adds the Content-Security-Policy for the answer's scripts.
     */
    async serve(request: Request, render: (nonce: string) => Promise<Response>): Promise<RenderedPage> {
      const revision = await options.revision();
      const url = new URL(request.url);
      const key = `${revision} ${url.origin}${url.pathname}${url.search}`;
      const stored = fresh(key);
      if (stored) return answer(request, stored, "hit");
      const pending = rendering.get(key);
      let obtained: Obtained;
      if (pending) {
        // Another guest's request is fetching or rendering this page: its stored copy answers this one too.
        const other = await pending;
        obtained = "etag" in other.found ? other : await obtain(key, revision, render);
      } else {
        const started = obtain(key, revision, render).finally(() => rendering.delete(key));
        rendering.set(key, started);
        obtained = await started;
      }
      const { found, outcome } = obtained;
      return "etag" in found ? answer(request, found, outcome) : found;
    },

    /** Stored pages and their size, for tests and the benchmark. */
    stats: () => ({ pages: entries.size, bytes }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Headers of a rendered page that are not kept: each answer has its own. */
const UNSTORED_HEADERS = new Set(["content-length", "date", "etag", "cache-control", "vary"]);

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

/**
 * The page as it is stored: the render's nonce taken out of every tag that carries it (the `<link>`
 * tags' too: they preload this site's own modules, which the policy's 'self' allows), and the hash of
 * each inline script that carried it. Those are the page's own scripts: React Router writes them with
 * this render's nonce, which nothing in the page's data can know, so a script that came into the page
 * any other way gets no hash and does not run, as it would not have run without the nonce.
 *
 * React escapes `<` and `>` in attribute values, so the last `<` before a nonce opens its tag and the
 * first `>` after it closes it. Null when the page is not one this reading can vouch for: the nonce
 * anywhere but in a tag, or a script holding `<!--`, after which a browser may end the script
 * elsewhere (HTML §13.2.5.4): such a page is answered with its nonce and not stored.
 */
export function withoutNonce(body: Buffer, nonce: string): { body: Buffer; scriptHashes: string[] } | null {
  const attribute = Buffer.from(` nonce="${nonce}"`, "utf8");
  const parts: Buffer[] = [];
  const hashes = new Set<string>();
  let from = 0;
  for (let at = body.indexOf(attribute); at !== -1; at = body.indexOf(attribute, from)) {
    const tag = body.lastIndexOf(LESS_THAN, at);
    if (tag === -1 || tag < from) return null;
    parts.push(body.subarray(from, at));
    from = at + attribute.length;
    if (body.toString("latin1", tag, tag + 8).toLowerCase() !== "<script ") continue;
    const text = scriptText(body, from);
    if (!text || text.includes("<!--")) return null;
    hashes.add(scriptHash(text));
  }
  parts.push(body.subarray(from));
  const page = Buffer.concat(parts);
  if (page.includes(nonce)) return null;
  return { body: page, scriptHashes: [...hashes] };
}

/** The text of the script whose start tag is open at `from`: up to the first `</script`, any case. */
function scriptText(body: Buffer, from: number): Buffer | null {
  const start = body.indexOf(GREATER_THAN, from) + 1;
  if (start === 0) return null;
  for (let end = body.indexOf("</", start); end !== -1; end = body.indexOf("</", end + 2))
    if (body.toString("latin1", end + 2, end + 8).toLowerCase() === "script")
      return body.subarray(start, end);
  return null;
}

/**
 * `bytes` in memory of their own: zlib and the database drivers answer with views of larger buffers
 * (zlib's output chunk, a result message), which a stored page would keep alive.
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/no-store|private/.test(cacheControl)) return false;
  const type = response.headers.get("content-type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}

function answer(request: Request, entry: Entry, outcome: "hit" | Obtained["outcome"]): RenderedPage {
  const headers = new Headers(entry.headers);
  headers.set("ETag", entry.etag);
  headers.set("Cache-Control", GUEST_PAGE_CACHE_CONTROL);
  headers.set("Vary", VARY_BY_CALLER);
  headers.set("X-Page-Cache", outcome);
  const scripts = { hashes: entry.scriptHashes };
  if (etagMatches(request.headers.get("if-none-match"), entry.etag)) {
    // No Content-Security-Policy on a 304 (the caller adds none without a body): the browser keeps the
    // stored page's, whose hashes are those of the scripts of the page the tag names.
    headers.delete("content-type");
    return { response: new Response(null, { status: 304, headers }), scripts };
  }
  if (request.method === "HEAD")
    return { response: new Response(null, { status: entry.status, headers }), scripts };
  // The stored bytes as they are; inflated for the rare client that does not take gzip.
  const gzip = acceptsGzip(request.headers.get("accept-encoding") ?? undefined);
  const body = gzip ? entry.gzip : gunzipSync(entry.gzip);
  if (gzip) {
    headers.set("Content-Encoding", "gzip");
    headers.set("Vary", `${VARY_BY_CALLER}, Accept-Encoding`);
  }
  headers.set("Content-Length", String(body.length));
  return {
    // Buffers over an ArrayBuffer (not a shared one), as a body needs.
    response: new Response(body as Uint8Array<ArrayBuffer>, { status: entry.status, headers }),
    scripts,
  };
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `*` or any listed tag, W/ or not. */
function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}
