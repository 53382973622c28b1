import type { z } from "zod";

/**
 * A console list page's query from its address, parsed by the list's schema (the same one its
 * `/api/staff` call takes). The filter form's empty fields are left out (an empty date is no date);
 * a value the schema refuses (a hand-edited address) is dropped rather than failing the page, so the
 * list shows with its defaults.
 */
export function listQueryOf<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const values: Record<string, string> = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([key, value]) => value !== "" && key !== "index"),
  );
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const kept = { ...values };
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") for (const key of issue.keys) delete kept[key];
    else delete kept[String(issue.path[0])];
  }
  return schema.parse(kept);
}
