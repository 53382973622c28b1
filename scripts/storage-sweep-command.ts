import { parseArgs } from "node:util";
import type { SweepResult } from "../server/storage-sweep.ts";
import { UsageError } from "./cli.ts";

export const storageSweepUsage = `Usage:
  npm run storage:sweep -- [--grace-minutes 60]

Removes the uploaded files (layout plans and returned layouts, warranty photos) that no request or
claim refers to and that are older than the grace period (STORAGE_SWEEP_GRACE_MINUTES, 60 by
default; at least 5): what an upload interrupted between storing its files and saving its row left
behind. The server runs the same sweep at start and every STORAGE_SWEEP_INTERVAL_MINUTES.

The storage is the server's (STORAGE_DRIVER: DATA_DIR/uploads or the S3 bucket) and so is the
database: PostgreSQL at DATABASE_URL, otherwise the embedded database in DATA_DIR (default ./data).
Stop the server first when it uses the embedded database.`;

/** `--grace-minutes N` in milliseconds, or undefined for the configured grace period. */
export function parseStorageSweepCommand(argv: readonly string[]): { graceMs: number | undefined } {
  let values: { "grace-minutes"?: string | undefined };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { "grace-minutes": { type: "string" } } }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const text = values["grace-minutes"];
  if (text === undefined) return { graceMs: undefined };
  const minutes = Number(text);
  // Less than five minutes could remove the files of a submission still under way.
  if (!Number.isInteger(minutes) || minutes < 5)
    throw new UsageError("--grace-minutes must be a whole number, 5 or more");
  return { graceMs: minutes * 60_000 };
}

/** Runs one sweep; answers the line to print. */
export async function runStorageSweepCommand(
  sweep: { run(graceMs?: number): Promise<SweepResult> },
  argv: readonly string[],
): Promise<string> {
  const { graceMs } = parseStorageSweepCommand(argv);
  const result = await sweep.run(graceMs);
  return `Removed ${result.removed} unreferenced file(s); kept ${result.referenced} referenced, ${result.fresh} recent, ${result.unowned} of no module (${result.scanned} scanned).`;
}
