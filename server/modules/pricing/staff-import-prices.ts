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
import { importPriceList, type PriceListImportCounts, PriceListImportError } from "./import-price-list.ts";
import { parsePriceListFile } from "./parse-price-list-file.ts";

/**
 * Issue 33 item 5: a price list file imported from the console by the rules of `npm run
 * prices:import` (parsePriceListFile, then importPriceList: every bad row, all or nothing). A dry run
 * writes nothing; an import names the hash of the file its dry run checked and writes the price lists
 * and the audit entry (the counts and the accounts as "after") in one transaction.
 */
export async function staffImportPrices(
  db: Db,
  actor: StaffActor,
  body: StaffImportBody,
): Promise<StaffImportReport<Omit<PriceListImportCounts, "dryRun">>> {
  if (body.format !== "csv") throw new AppError("VALIDATION", "A price list is a CSV file");
  const sha256 = createHash("sha256").update(body.text).digest("hex");
  if (!body.dryRun && body.checked !== sha256) {
    throw new AppError("VALIDATION", "Run the dry run of this very file before importing it");
  }
  const base = { dryRun: body.dryRun, fileName: body.fileName, sha256 };
  const parsed = parsePriceListFile(body.text);
  if (parsed.errors.length > 0) return { ...base, ok: false, errors: parsed.errors.map(importRowError) };
  if (parsed.rows.length === 0) throw new AppError("VALIDATION", "The file has no price list entries");
  const accounts = [...new Set(parsed.rows.map((row) => row.entry.accountId))];
  try {
    const { dryRun: _, ...counts } = await inTransaction(db, async (tx) => {
      const counts = await importPriceList(tx, parsed.rows, { dryRun: body.dryRun });
      if (!body.dryRun) {
        await recordStaffAction(tx, actor, {
          action: "prices.import",
          objectType: "price-lists",
          objectId: "price-lists",
          summary: `Imported ${body.fileName}: price lists of ${accounts.join(", ")}`,
          after: { fileName: body.fileName, sha256, ...counts, accountIds: accounts },
        });
      }
      return counts;
    });
    return { ...base, ok: true, counts };
  } catch (error) {
    if (error instanceof PriceListImportError) {
      return { ...base, ok: false, errors: error.errors.map(importRowError) };
    }
    throw error;
  }
}
