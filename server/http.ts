import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError, type z } from "zod";
import type { SessionUser } from "../lib/accounts/users.ts";
import { sentenceFields } from "../lib/quotes/contract.ts";
import { findControlCharacters } from "../lib/shared/safe-text.ts";
import { AppError } from "./errors.ts";

/**
 * The query string as one object for a zod schema. A repeated key (`cct=3000&cct=4000`, what an HTML
 * form sends) becomes the comma-separated list the schemas also accept (`cct=3000,4000`).
 */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const values = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, all]) => [key, all.join(",")]),
  );
  // A ZodError becomes 400 { error, code: "VALIDATION" } in the app's error handler.
  return schema.parse(values);
}

/** The JSON body parsed by a zod schema; a body that is not JSON is a 400 like any bad input. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError("VALIDATION", "The request body must be JSON");
  }
  return schema.parse(refuseControlCharacters(body));
}

/**
 * A buying body (a quote, an order, a project's or a design's quote) parsed by its contract. The
 * purchase order's and the notes' messages are whole sentences ("Purchase order is required"),
 * answered as they are; other refusals name their field first.
 */
export async function parseBuyingBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  try {
    return await parseJson(c, schema);
  } catch (error) {
    const first = error instanceof ZodError ? error.issues[0] : undefined;
    if (first && sentenceFields.includes(String(first.path[0]))) {
      throw new AppError("VALIDATION", first.message);
    }
    throw error;
  }
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A body sent as JSON or as an HTML form (the newsletter form posts either), parsed by a zod schema.
 * Every failure to parse, an unknown content type included, is a 400 (#10.3).
 */
export async function parseJsonOrForm<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json") return parseJson(c, schema);
  if (!FORM_TYPES.includes(type)) {
    throw new AppError(
      "VALIDATION",
      "The request body must be JSON or a form (application/x-www-form-urlencoded)",
    );
  }
  let body: unknown;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError("VALIDATION", "The request body is not a readable form");
  }
  return schema.parse(refuseControlCharacters(body));
}

/** `body` itself, or a 400 when any of its texts holds NUL or another control character (#10.3). */
export function refuseControlCharacters<T>(body: T): T {
  if (findControlCharacters(body) !== null) {
    throw new AppError("VALIDATION", "Text must not contain control characters");
  }
  return body;
}

/**
 * Who is calling, looked up once per request and only when a route asks (a catalogue call from a
 * guest costs no session lookup). The app sets it for every request (server/app.ts); each module
 * router states its own requirement with `callerOf` or `requireCaller`, so no path can be forgotten.
 */
export type CallerLookup = () => Promise<SessionUser | null>;

export type CallerEnv = { Variables: { clientIp: string; caller: CallerLookup } };

/** The signed-in caller of the request (session cookie or `Authorization: Bearer`), or null. */
export function callerOf<E extends CallerEnv>(c: Context<E>): Promise<SessionUser | null> {
  const lookup: CallerLookup = c.get("caller");
  return lookup();
}

/** The signed-in caller, else 401 UNAUTHENTICATED. */
export async function requireCaller<E extends CallerEnv>(c: Context<E>): Promise<SessionUser> {
  const caller = await callerOf(c);
  if (!caller) throw new AppError("UNAUTHENTICATED", "Please sign in to continue");
  return caller;
}

/** A lookup that runs `find` at most once, on first use. */
export function lookupOnce(find: () => Promise<SessionUser | null>): CallerLookup {
  let found: Promise<SessionUser | null> | undefined;
  return () => {
    found ??= find();
    return found;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the path: one that cannot exist is the same answer as another user's (404). */
export function uuidParam(c: Context, name: string, notFound: () => Error): string {
  const value = c.req.param(name) ?? "";
  if (!UUID.test(value)) throw notFound();
  return value.toLowerCase();
}

/** The header the ERP sends its key in. */
export const INTEGRATION_KEY_HEADER = "X-Api-Key";

/** Compared in constant time (on digests, so the lengths match and the key's length does not leak). */
function sameKey(given: string, configured: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(configured));
}

/**
 * The integration API's one check (issue 13 item 5), for every router under
 * `/api/order-service/integration…` (orders, layouts, warranty): the `X-Api-Key` header against
 * INTEGRATION_API_KEY; a session never counts (401 without the key); unconfigured, 503.
 */
export function integrationKeyCheck(configured: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!configured) throw new AppError("UNAVAILABLE", "The integration API is not configured");
    const given = c.req.header(INTEGRATION_KEY_HEADER);
    if (!given || !sameKey(given, configured)) {
      throw new AppError("UNAUTHENTICATED", `A valid ${INTEGRATION_KEY_HEADER} header is required`);
    }
    await next();
    c.header("Cache-Control", "no-store");
  };
}

/**
 * The answer of an idempotent use case: its status and body, marked `Idempotent-Replayed` when it is
 * the stored answer of an earlier request with the same `Idempotency-Key`.
 */
export function idempotentAnswer(c: Context, result: { status: number; body: unknown; replayed?: boolean }) {
  if (result.replayed) c.header("Idempotent-Replayed", "true");
  return c.json(result.body as object, result.status as ContentfulStatusCode);
}
