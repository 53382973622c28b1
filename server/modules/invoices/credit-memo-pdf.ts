import type { SessionUser } from "../../../lib/accounts/users.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { AppError } from "../../errors.ts";
import { formatLongDate } from "../media/index.ts";
import type { InvoicesDeps } from "./deps.ts";
import { documentPdf, type PdfFile } from "./document-pdf.ts";
import { creditMemos } from "./schema.ts";

/**
 * `GET portal-service/invoices/{accountId}/credit-memo/{id}/pdf`: a credit memo of the caller's
 * working account (another account's is 404) as a PDF: number, date, status, reason, the invoice it
 * credits and its amount.
 */
export function creditMemoPdf(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  memoId: string,
  config: PublicConfig,
): Promise<PdfFile> {
  const notFound = () => new AppError("NOT_FOUND", "Credit memo not found");
  return documentPdf(
    deps,
    caller,
    accountId,
    { table: creditMemos, id: memoId, notFound },
    config,
    (row) => ({
      meta: {
        title: `Credit memo ${row.number}`,
        subject: `Credit memo ${row.number} for account ${row.accountId}`,
        kind: "Credit memo",
        date: new Date(`${row.memoDate}T00:00:00Z`),
        footnote: `Credit memo ${row.number}. All amounts in US dollars.`,
      },
      heading: { title: `Credit memo ${row.number}`, subtitle: `Account ${row.accountId}  ·  ${row.reason}` },
      facts: [
        ["Credit memo number", row.number],
        ["Status", row.status === "Applied" ? "Applied to the account" : "Open: available to apply"],
        ["Account", row.accountId],
        ["Date", formatLongDate(row.memoDate)],
        ["Reason", row.reason],
        ["Invoice", row.invoiceNumber ?? "-"],
      ],
      summary: [{ label: "Credit amount", value: formatCents(row.amountCents), bold: true }],
    }),
  );
}
