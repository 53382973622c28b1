import type { Context } from "hono";
import type { z } from "zod";
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
