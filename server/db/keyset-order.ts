import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * ORDER BY a column as drizzle-kit builds its indexes (`desc nulls last`), either way: plain DESC
 * means NULLS FIRST, which the planner cannot read from such an index, so it would sort the whole
 * table; ascending is the same index read backwards (`asc nulls first`).
 */
export function indexedOrder(column: AnyColumn, dir: "asc" | "desc"): SQL {
  return dir === "desc" ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
}
