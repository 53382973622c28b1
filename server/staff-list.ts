import { type AnyColumn, asc, desc, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { StaffListQuery } from "../lib/staff/contract.ts";
import { AppError } from "./errors.ts";

/**
 * The pieces every console list's query shares (issue 33 item 7), so each module's list is its
 * filters and columns only: a free-text pattern, the order by a known column, the page's window.
 */

/** `q` as an ILIKE pattern matching anywhere, its wildcards escaped; undefined without a `q`. */
export function likePattern(q: string | undefined): string | undefined {
  return q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/**
 * The ORDER BY of a list: the column the query names when it is one of `columns`, else the fallback,
 * then `tieBreak` so that pages never overlap.
 */
export function orderOf(
  query: Pick<StaffListQuery, "sort" | "dir">,
  columns: Record<string, AnyColumn | SQL>,
  fallback: { sort: string; dir: "asc" | "desc" },
  tieBreak: AnyColumn,
): { sort: string; dir: "asc" | "desc"; orderBy: SQL[] } {
  const sort = query.sort && query.sort in columns ? query.sort : fallback.sort;
  const dir = query.sort && query.sort in columns ? (query.dir ?? "asc") : fallback.dir;
  const column = columns[sort] as AnyColumn | SQL;
  const by = dir === "desc" ? desc : asc;
  return { sort, dir, orderBy: [by(column), by(tieBreak)] };
}

/** The LIMIT and OFFSET of the query's page; a CSV export takes every row up to `csvLimit`. */
export function windowOf(query: Pick<StaffListQuery, "page" | "pageSize">, csvLimit?: number) {
  if (csvLimit) return { limit: csvLimit, offset: 0 };
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/**
 * A console list's query string parsed by its schema, and whether the CSV export is asked for
 * (`format=csv`, which DataTable's "Export CSV" adds to the page's filters).
 */
export function staffListParams<T extends z.ZodType>(
  c: Context,
  schema: T,
): { query: z.infer<T>; csv: boolean } {
  const { format, ...rest } = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, all]) => [key, all.join(",")]),
  );
  if (format !== undefined && format !== "csv") throw new AppError("VALIDATION", "format must be csv");
  return { query: schema.parse(rest), csv: format === "csv" };
}
