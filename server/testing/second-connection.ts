import { type Database, openDatabase } from "../db/client.ts";

/**
 * What a second server process on `database`'s database would hold: a pool of its own on
 * PostgreSQL; on PGlite, which one process has by design, the same connection. `close()` closes only
 * what this opened.
 */
export async function secondConnection(
  database: Database,
): Promise<{ database: Database; close(): Promise<void> }> {
  const { native } = database;
  if (native.kind === "pglite") return { database, close: async () => {} };
  const other = await openDatabase({
    kind: "postgres",
    url: String(native.pool.options.connectionString),
    maxConnections: 4,
  });
  return { database: other, close: () => other.close() };
}
