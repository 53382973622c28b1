import type { FileStorage, StoredObject } from "./adapters/storage/storage.ts";

/**
 * The sweep of stored files no row refers to (issue 14 item 6: "an interrupted upload leaves no
 * orphan"). A submission stores its files before the transaction that writes their rows and removes
 * them when that transaction fails (withStoredFiles in uploads.ts); what a crash, a kill or an
 * unreachable storage between the two leaves behind is found here: every stored file older than the
 * grace period whose owning module does not reference it is deleted. The grace period covers the
 * submissions still under way (a file is stored a moment before its row commits).
 *
 * The modules own their tables, so each owner of a key prefix is asked through its index.ts which of
 * a batch of keys it references; a prefix nobody owns is left alone (not ours to judge).
 */

export type FileOwner = {
  /** The prefix of the keys it stores (`layouts`, `warranty`): the first segment of each key. */
  prefix: string;
  /** Which of `keys` (all of this prefix) a row of the module still refers to. */
  referencedKeys(keys: readonly string[]): Promise<ReadonlySet<string>>;
};

export type SweepResult = {
  /** Stored files looked at. */
  scanned: number;
  /** Files younger than the grace period: perhaps a submission still under way. */
  fresh: number;
  /** Files a row refers to. */
  referenced: number;
  /** Files removed: old, and referenced by no row. */
  removed: number;
  /** Files under a prefix no module owns: left alone. */
  unowned: number;
};

export const DEFAULT_SWEEP_GRACE_MS = 60 * 60 * 1000;
/** How many keys one owner is asked about at once. */
const BATCH = 500;

export async function sweepUnreferencedFiles(
  storage: FileStorage,
  owners: readonly FileOwner[],
  options: { graceMs?: number; now?: Date } = {},
): Promise<SweepResult> {
  const olderThan = (options.now ?? new Date()).getTime() - (options.graceMs ?? DEFAULT_SWEEP_GRACE_MS);
  const ownerOf = new Map(owners.map((owner) => [owner.prefix, owner]));
  const result: SweepResult = { scanned: 0, fresh: 0, referenced: 0, removed: 0, unowned: 0 };
  const batches = new Map<string, string[]>();

  const settle = async (owner: FileOwner, keys: string[]) => {
    const referenced = await owner.referencedKeys(keys);
    for (const key of keys) {
      if (referenced.has(key)) {
        result.referenced += 1;
        continue;
      }
      await storage.delete(key);
      result.removed += 1;
    }
  };

  const consider = async ({ key, lastModified }: StoredObject) => {
    result.scanned += 1;
    if (lastModified.getTime() > olderThan) {
      result.fresh += 1;
      return;
    }
    const prefix = key.split("/", 1)[0] ?? "";
    const owner = ownerOf.get(prefix);
    if (!owner) {
      result.unowned += 1;
      return;
    }
    const batch = batches.get(prefix) ?? [];
    batch.push(key);
    batches.set(prefix, batch);
    if (batch.length >= BATCH) {
      batches.set(prefix, []);
      await settle(owner, batch);
    }
  };

  for await (const object of storage.list()) await consider(object);
  for (const [prefix, keys] of batches) {
    const owner = ownerOf.get(prefix);
    if (owner && keys.length > 0) await settle(owner, keys);
  }
  return result;
}
