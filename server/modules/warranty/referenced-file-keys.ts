import { inArray } from "drizzle-orm";
import type { WarrantyDeps } from "./deps.ts";
import { warrantyClaimPhotos } from "./schema.ts";

/**
 * Which of `keys` a claim's photo row refers to: the sweep of stored files asks before it removes a
 * file nobody references (server/storage-sweep.ts).
 */
export async function referencedWarrantyPhotoKeys(
  deps: Pick<WarrantyDeps, "db">,
  keys: readonly string[],
): Promise<ReadonlySet<string>> {
  if (keys.length === 0) return new Set();
  const rows = await deps.db
    .select({ key: warrantyClaimPhotos.storageKey })
    .from(warrantyClaimPhotos)
    .where(inArray(warrantyClaimPhotos.storageKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
