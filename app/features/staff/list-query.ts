import { data } from "react-router";
import type { z } from "zod";

/**
 * A console list page's query from its address, parsed by the list's schema (the same one its
 * `/api/staff` call takes). The filter form's empty fields are left out (an empty date is no date);
 * an address that does not parse is a 400, as the API answers it.
 */
export function listQueryOf<T>(request: Request, schema: z.ZodType<T>): T {
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries([...params].filter(([key, value]) => value !== "" && key !== "index"));
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw data("This list's filters are not valid.", { status: 400 });
  return parsed.data;
}
