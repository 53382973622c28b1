import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { type DocumentMeta, documentFileName, openFactSheet, type SummaryRow } from "../media/index.ts";
import type { InvoicesDeps } from "./deps.ts";
import { ownDocument, ownRows } from "./invoice-scope.ts";
import type { creditMemos, invoices, rmas } from "./schema.ts";

export type PdfFile = { fileName: string; bytes: Uint8Array<ArrayBuffer> };

/** The account's documents that have a PDF: each has an id, a number and an account. */
type DocumentTable = typeof invoices | typeof creditMemos | typeof rmas;

/** What a document's PDF shows: its metadata, its heading, its facts and the amounts under them. */
export type DocumentSheet = {
  meta: DocumentMeta;
  heading: { title: string; subtitle: string };
  facts: readonly (readonly [label: string, value: string])[];
  summary: readonly SummaryRow[];
};

/**
 * One document (an invoice, a credit memo, an RMA) of the account named in the path as a PDF named
 * after its number: reached as `ownDocument` reaches it (403 without cart access, 404 for another
 * account's or none), then laid out as the fact sheet `sheetOf` describes.
 */
export async function documentPdf<T extends DocumentTable>(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  document: { table: T; id: string; notFound: () => Error },
  config: PublicConfig,
  sheetOf: (row: T["$inferSelect"]) => DocumentSheet,
): Promise<PdfFile> {
  // The union of the three tables is too wide for Drizzle's builder; each has `id` and `account_id`.
  const table = document.table as DocumentTable;
  const row = (await ownDocument(
    deps,
    caller,
    accountId,
    () =>
      deps.db
        .select()
        .from(table)
        .where(and(eq(table.id, document.id), ownRows(deps, caller, table.accountId))),
    document.notFound,
  )) as T["$inferSelect"];
  const content = sheetOf(row);
  const sheet = await openFactSheet(config, content.meta, content.heading, content.facts);
  sheet.summary(content.summary);
  return { fileName: documentFileName(row.number), bytes: await sheet.save() };
}
