import { createHash } from "node:crypto";
import {
  importRowError,
  type StaffImportBody,
  type StaffImportReport,
} from "../../../lib/staff/catalog-contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { CatalogImportError, type ImportCounts, importCatalog } from "./import-catalog.ts";
import { parseCatalogFile } from "./parse-catalog-file.ts";

export const sha256Of = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Issue 33 item 5: a catalogue file imported from the console, by the same rules as
 * `npm run catalog:import` (parseCatalogFile, then importCatalog: every bad row reported, all or
 * nothing). A dry run checks against the database and counts, writing nothing (no audit entry
 * either: nothing changed). An import must name the hash of the file its dry run checked, and writes
 * the products and the audit entry, with the counts as "after", in one transaction.
 */
export async function staffImportCatalog(
  db: Db,
  actor: StaffActor,
  body: StaffImportBody,
): Promise<StaffImportReport<Omit<ImportCounts, "dryRun">>> {
  const sha256 = sha256Of(body.text);
  if (!body.dryRun && body.checked !== sha256) {
    throw new AppError("VALIDATION", "Run the dry run of this very file before importing it");
  }
  const base = { dryRun: body.dryRun, fileName: body.fileName, sha256 };
  const parsed = parseCatalogFile(body.text, body.format);
  if (parsed.errors.length > 0) return { ...base, ok: false, errors: parsed.errors.map(importRowError) };
  if (parsed.rows.length === 0) throw new AppError("VALIDATION", "The file has no products");
  try {
    if (body.dryRun) {
      const { dryRun: _, ...counts } = await importCatalog(db, parsed.rows, { dryRun: true });
      return { ...base, ok: true, counts };
    }
    const counts = await inTransaction(db, async (tx) => {
      const { dryRun: _, ...counts } = await importCatalog(tx, parsed.rows);
      await recordStaffAction(tx, actor, {
        action: "catalog.import",
        objectType: "catalog",
        objectId: "catalog",
        summary: `Imported ${body.fileName}: ${counts.created} new and ${counts.updated} updated products`,
        after: { fileName: body.fileName, sha256, rows: parsed.rows.length, ...counts },
      });
      return counts;
    });
    return { ...base, ok: true, counts };
  } catch (error) {
    if (error instanceof CatalogImportError) {
      return { ...base, ok: false, errors: error.errors.map(importRowError) };
    }
    throw error;
  }
}
