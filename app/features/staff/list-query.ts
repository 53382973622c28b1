import type { z } from "zod";

/**
 * A console list page's query from its address, parsed by the staff API's schema: a value the
 * schema refuses (a hand-edited address) is dropped rather than failing the page, so the list shows
 * with its defaults.
 */
export function listQueryOf<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const values: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const kept = { ...values };
  for (const issue of parsed.error.issues) delete kept[String(issue.path[0])];
  return schema.parse(kept);
}
