import { inArray } from "drizzle-orm";
import type { FormsDeps } from "./deps.ts";
import { formSubmissionFiles } from "./schema.ts";

/**
 * Which of `keys` a form's file row (a job application's résumé) refers to: the sweep of stored files
 * asks before it removes a file nobody references (server/storage-sweep.ts).
 */
export async function referencedFormFileKeys(
  deps: Pick<FormsDeps, "db">,
  keys: readonly string[],
): Promise<ReadonlySet<string>> {
  if (keys.length === 0) return new Set();
  const rows = await deps.db
    .select({ key: formSubmissionFiles.storageKey })
    .from(formSubmissionFiles)
    .where(inArray(formSubmissionFiles.storageKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
