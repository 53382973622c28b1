import { type AnyColumn, gte, lt, type SQL, sql } from "drizzle-orm";

const DAY_MS = 86_400_000;

/**
 * ORDER BY a column as drizzle-kit builds its indexes (`desc nulls last`), either way: plain DESC
 * means NULLS FIRST, which the planner cannot read from such an index, so it would sort the whole
 * table; ascending is the same index read backwards (`asc nulls first`).
 */
export function indexedOrder(column: AnyColumn, dir: "asc" | "desc"): SQL {
  return dir === "desc" ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
}

/** A search text as a case-insensitive LIKE prefix, its wildcards matched literally. */
export function likePrefix(q: string): string {
  return `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A timestamp column within UTC days `from` … `to`, both inclusive (either may be absent). */
export function withinDays(column: AnyColumn, from?: string, to?: string): SQL[] {
  return [
    ...(from ? [gte(column, new Date(`${from}T00:00:00Z`))] : []),
    ...(to ? [lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS))] : []),
  ];
}
