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
