import type { SessionUser } from "../../../lib/accounts/users.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { AppError } from "../../errors.ts";
import { formatLongDate } from "../media/index.ts";
import type { InvoicesDeps } from "./deps.ts";
import { documentPdf, type PdfFile } from "./document-pdf.ts";
import { rmas } from "./schema.ts";

const statusText = {
  Open: "Open: awaiting the return",
  Received: "Received: being inspected",
  Closed: "Closed",
} as const;

/**
 * `GET portal-service/invoices/{accountId}/rma/{id}/pdf`: a return authorisation of the caller's
 * working account (another account's is 404) as a PDF, to pack with the returned goods: number, date,
 * order, status, reason and the credit value.
 */
export function rmaPdf(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  rmaId: string,
  config: PublicConfig,
): Promise<PdfFile> {
  const notFound = () => new AppError("NOT_FOUND", "RMA not found");
  return documentPdf(deps, caller, accountId, { table: rmas, id: rmaId, notFound }, config, (row) => ({
    meta: {
      title: `RMA ${row.number}`,
      subject: `Return authorisation ${row.number} for account ${row.accountId}`,
      kind: "Return authorisation",
      date: new Date(`${row.rmaDate}T00:00:00Z`),
      footnote: `RMA ${row.number}. Write the RMA number on every carton returned; all amounts in US dollars.`,
    },
    heading: { title: `RMA ${row.number}`, subtitle: `Account ${row.accountId}  ·  ${row.reason}` },
    facts: [
      ["RMA number", row.number],
      ["Status", statusText[row.status]],
      ["Account", row.accountId],
      ["Date", formatLongDate(row.rmaDate)],
      ["Order", row.orderNumber ?? "-"],
      ["Reason", row.reason],
    ],
    summary: [{ label: "Credit value", value: formatCents(row.amountCents), bold: true }],
  }));
}
