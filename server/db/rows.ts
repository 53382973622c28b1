import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "./transaction.ts";

/**
 * The rows of a raw SQL statement. Both drivers answer `{ rows }` from `execute`, which Drizzle types
 * loosely; this is the one place that reads it. With a schema each row is checked (a column renamed
 * in SQL fails loudly here, not as `undefined` further on); without one the caller vouches for `T`.
 */
export async function selectRows<T>(db: DbOrTx, query: SQL, schema?: z.ZodType<T>): Promise<T[]> {
  return rowsOf(await db.execute(query), schema);
}

/** The rows of a result `execute` already answered (see selectRows). */
export function rowsOf<T>(result: unknown, schema?: z.ZodType<T>): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error("A raw statement answered no rows array");
  return schema ? rows.map((row) => schema.parse(row)) : (rows as T[]);
}
