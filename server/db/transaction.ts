import type { Db } from "./client.ts";

/** A transaction Drizzle hands to `db.transaction(…)`'s callback, on either driver. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What a use case's helpers take when they may run inside or outside a transaction: the database, or
 * the transaction of the use case that calls them (architecture rule 8).
 */
export type DbOrTx = Db | Tx;

/**
 * Runs `work` in one transaction: every write in it lands, or none does (a thrown error rolls back).
 * Given a transaction already, `work` joins it as a savepoint, so helpers can call helpers.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
