import { inArray } from "drizzle-orm";
import type { LayoutsDeps } from "./deps.ts";
import { layoutRequestFiles } from "./schema.ts";

/**
 * Which of `keys` a request's file row (a plan or a returned layout) refers to: the sweep of stored
 * files asks before it removes a file nobody references (server/storage-sweep.ts).
 */
export async function referencedLayoutFileKeys(
  deps: Pick<LayoutsDeps, "db">,
  keys: readonly string[],
): Promise<ReadonlySet<string>> {
  if (keys.length === 0) return new Set();
  const rows = await deps.db
    .select({ key: layoutRequestFiles.storageKey })
    .from(layoutRequestFiles)
    .where(inArray(layoutRequestFiles.storageKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
