import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const gzipped = promisify(gzip);

/**
 * The compression level of every page and JSON answer (issue 17): zlib's fast strategy. An 89 KB
 * product page compresses to 16.7 KB in 0.25 ms at level 3, against 14.8 KB in 0.85 ms at the default
 * level 6. Most product pages are rendered for few answers, so the 0.6 ms would be paid again and
 * again (about a tenth of the page's CPU), while the 1.9 KB more is nothing on any network a buyer uses.
 */
export const DEFLATE_LEVEL = 3;

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;
/**
 * Bodies up to this size are compressed on the request's thread: a 3 KB typeahead answer takes 0.035
 * ms, less than the hand-over to the thread pool and back, which added about 1 ms to its latency; an
 * 89 KB page takes 0.25 ms of CPU at DEFLATE_LEVEL, where the thread pool's compression cost 1.65 to
 * 1.97 ms in all at level 6.
 * Only larger bodies go to the pool, so that none holds the request's thread long.
 */
const INLINE_BYTES = 256 * 1024;
/** The answers compressed here: pages and JSON, whose bodies are complete when the handler returns. */
const WHOLE_BODY_TYPES = /^(text\/html|application\/json|text\/x-script)/;

/** Whether the client takes gzip: named (or `*`) in Accept-Encoding without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((entry) => {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (name !== "gzip" && name !== "*") return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Compresses pages and JSON whole (issue 17), the large ones on libuv's thread pool (INLINE_BYTES),
 * and the answer goes out as one write with its length. Streamed answers (the chat's events, files)
 * are left to Hono's `compress()`, which runs outside this middleware and skips what is already
 * encoded.
 */
export function compressWholeBodies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      response.status === 204 ||
      response.headers.has("content-encoding") ||
      !WHOLE_BODY_TYPES.test(type) ||
      /no-transform/.test(response.headers.get("cache-control") ?? "") ||
      !acceptsGzip(c.req.header("accept-encoding"))
    ) {
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const vary = headers.get("vary");
    if (!/accept-encoding/i.test(vary ?? ""))
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (body.length < THRESHOLD_BYTES) {
      headers.set("Content-Length", String(body.length));
      replaceResponse(c, new Response(body, { status: response.status, headers }));
      return;
    }
    const compressed =
      body.length <= INLINE_BYTES
        ? gzipSync(body, { level: DEFLATE_LEVEL })
        : await gzipped(body, { level: DEFLATE_LEVEL });
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(compressed.length));
    // A strong validator names these bytes; compressed they are other bytes (RFC 9110 §8.8.3).
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceResponse(c, new Response(compressed, { status: response.status, headers }));
  };
}

/**
 * Puts `response` in place of the context's. Assigning `c.res` over a response copies the old one's
 * headers onto the new (Hono's setter), which would bring back the uncompressed Content-Length and the
 * Vary without Accept-Encoding: the old one is let go first.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined as unknown as Response;
  c.res = response;
}
