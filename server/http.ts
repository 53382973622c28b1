import type { Context } from "hono";
import type { z } from "zod";
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
  return schema.parse(body);
}
