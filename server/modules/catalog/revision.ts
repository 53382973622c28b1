import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { catalogRevision } from "./schema.ts";

/**
 * Raises the catalogue's revision: call it inside the transaction that changes the catalogue, so the
 * new revision becomes visible exactly when the new data does (a reader that sees the new revision
 * reads the new data after it).
 */
export async function raiseCatalogRevision(tx: Db): Promise<void> {
  await tx
    .insert(catalogRevision)
    .values({ id: 1, revision: 1 })
    .onConflictDoUpdate({
      target: catalogRevision.id,
      set: { revision: sql`${catalogRevision.revision} + 1`, changedAt: sql`now()` },
    });
}

/** The catalogue's current revision (0 before anything was written): one primary-key read. */
export async function currentCatalogRevision(db: Db): Promise<number> {
  const [row] = await db
    .select({ revision: catalogRevision.revision })
    .from(catalogRevision)
    .where(eq(catalogRevision.id, 1));
  return row?.revision ?? 0;
}

/**
 * Reads that callers at the same moment share, each still seeing what was committed before it asked
 * (issue 17: every guest page, cached or not, reads the revision, and under load most of those reads
 * were the same primary-key lookup, each paying a round trip, its parsing and a socket write). A call
 * while no read runs starts one; a call while one runs waits for the next read, which starts when the
 * running one ends, and shares it with every call that came in the meantime. So the read a caller
 * gets began after the call: a change committed before the call is always in it.
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const started: Promise<T> = read().finally(() => {
      if (running === started) running = null;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
