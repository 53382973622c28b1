import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  ageingBucketKeys,
  ageingBucketLabels,
  type Statement,
  type StatementLineKind,
  type StatementQuery,
  statementFileName,
} from "../../../lib/invoices/statement.ts";
import { formatShortDate } from "../../../lib/shared/format.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { formatLongDate, PdfSheet } from "../media/index.ts";
import { accountStatement } from "./account-statement.ts";
import type { InvoicesDeps } from "./deps.ts";
import type { RemitTo } from "./remit-to.ts";
import type { StatementFile } from "./statement-csv.ts";

const kindWords: Record<StatementLineKind, string> = {
  invoice: "Invoice",
  payment: "Payment",
  credit: "Credit memo",
};

/** The name of the account the statement is for, as the caller's menus name it. */
function accountNameOf(caller: SessionUser, accountId: string): string {
  const account = [...caller.accounts, ...caller.assignedAccounts].find((a) => a.id === accountId);
  return account ? `${account.name} (${accountId})` : `Account ${accountId}`;
}

/**
 * The statement laid out as the other documents are: the account and range, the opening balance, the
 * lines with charges, credits and the running balance, the closing balance, the ageing of the open
 * invoices at the end date, and how to pay. Its date is the range's end, so the same data gives the
 * same bytes.
 */
export async function renderStatementPdf(
  statement: Statement,
  accountName: string,
  remitTo: RemitTo,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const range = `${formatLongDate(statement.from)} to ${formatLongDate(statement.to)}`;
  const sheet = await PdfSheet.create(config, {
    title: `Statement for ${accountName}`,
    subject: `Account statement, ${range}`,
    kind: "Account statement",
    date: new Date(`${statement.to}T00:00:00Z`),
    footnote: `Statement of account ${statement.accountId}, ${range}. All amounts in US dollars.`,
  });
  sheet.title("Account statement", `${accountName}  ·  ${range}`);
  sheet.summary([
    {
      label: `Opening balance on ${formatLongDate(statement.from)}`,
      value: formatCents(statement.openingBalanceCents),
    },
  ]);
  sheet.heading("Activity");
  if (statement.lines.length === 0) sheet.text("No invoices, payments or credits in this period.");
  else
    sheet.grid(
      [
        { header: "Date", width: 13 },
        { header: "Type", width: 10 },
        { header: "Reference", width: 26 },
        { header: "Description", width: 25 },
        { header: "Charges", width: 12, align: "right" },
        { header: "Credits", width: 11, align: "right" },
        { header: "Balance", width: 13, align: "right" },
      ],
      statement.lines.map((line) => [
        formatShortDate(line.date),
        kindWords[line.kind],
        line.reference,
        line.description,
        line.kind === "invoice" ? formatCents(line.amountCents) : "",
        line.kind === "invoice" ? "" : formatCents(line.amountCents),
        formatCents(line.balanceCents),
      ]),
    );
  sheet.summary([
    { label: "Invoices", value: formatCents(statement.invoicedCents) },
    { label: "Payments", value: formatCents(-statement.paidCents) },
    { label: "Credits", value: formatCents(-statement.creditedCents) },
    {
      label: `Closing balance on ${formatLongDate(statement.to)}`,
      value: formatCents(statement.closingBalanceCents),
      bold: true,
    },
  ]);
  sheet.heading(`Ageing of the open invoices on ${formatLongDate(statement.to)}`);
  sheet.grid(
    [
      ...ageingBucketKeys.map((key) => ({
        header: ageingBucketLabels[key],
        width: 1,
        align: "right" as const,
      })),
      { header: "Open invoices", width: 1, align: "right" },
    ],
    [
      [
        ...ageingBucketKeys.map((key) => formatCents(statement.ageing[key])),
        formatCents(statement.openInvoicesCents),
      ],
    ],
  );
  sheet.summary([
    { label: "Open invoices", value: formatCents(statement.openInvoicesCents) },
    { label: "Payments and credits not yet applied", value: formatCents(-statement.unappliedCents) },
    { label: "Balance", value: formatCents(statement.closingBalanceCents), bold: true },
  ]);
  sheet.heading("How to pay");
  sheet.text(remitToText(remitTo));
  return sheet.save();
}

/** The remit-to block in words, for the invoice's and the statement's PDFs. */
export function remitToText(remitTo: RemitTo): string {
  return [
    `Pay online in the customer portal (Invoices), by ACH or card, or remit to ${remitTo.name}, ${remitTo.address}.`,
    `Bank transfer: ${remitTo.bank}, routing ${remitTo.routing}, account ${remitTo.account}.`,
    `Quote the invoice numbers with your payment. Questions: ${remitTo.email}.`,
  ].join(" ");
}

/** `GET portal-service/invoices/{accountId}/statement.pdf?from=&to=`: the statement as a PDF file. */
export async function statementPdfFile(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  range: StatementQuery,
  config: PublicConfig,
): Promise<StatementFile> {
  const statement = await accountStatement(deps, caller, accountId, range);
  return {
    fileName: statementFileName(statement.accountId, statement.from, statement.to, "pdf"),
    contentType: "application/pdf",
    bytes: await renderStatementPdf(statement, accountNameOf(caller, accountId), deps.remitTo, config),
  };
}
