import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  ageingBucketKeys,
  ageingBucketLabels,
  type Statement,
  type StatementLineKind,
  type StatementQuery,
  statementFileName,
} from "../../../lib/invoices/statement.ts";
import { centsToAmount } from "../../../lib/payments/contract.ts";
import { accountStatement } from "./account-statement.ts";
import type { InvoicesDeps } from "./deps.ts";

export type StatementFile = { fileName: string; contentType: string; bytes: Uint8Array<ArrayBuffer> };

export const STATEMENT_CSV_HEADER = [
  "Date",
  "Type",
  "Reference",
  "Description",
  "Charges",
  "Credits",
  "Balance",
] as const;

const kindWords: Record<StatementLineKind, string> = {
  invoice: "Invoice",
  payment: "Payment",
  credit: "Credit memo",
};

import { csvText } from "../../../lib/shared/csv-text.ts";

export { csvText };

/** The statement as CSV rows under STATEMENT_CSV_HEADER: dollars with two decimals, no currency sign. */
export function statementCsv(statement: Statement): string {
  const amount = (cents: number) => centsToAmount(cents);
  const row = (cells: { text: readonly string[]; charges?: string; credits?: string; balance?: string }) =>
    [...cells.text.map(csvText), cells.charges ?? "", cells.credits ?? "", cells.balance ?? ""].join(",");
  const rows = [
    STATEMENT_CSV_HEADER.join(","),
    row({
      text: [statement.from, "Opening balance", "", `Balance before ${statement.from}`],
      balance: amount(statement.openingBalanceCents),
    }),
    ...statement.lines.map((line) =>
      row({
        text: [line.date, kindWords[line.kind], line.reference, line.description],
        ...(line.kind === "invoice"
          ? { charges: amount(line.amountCents) }
          : { credits: amount(line.amountCents) }),
        balance: amount(line.balanceCents),
      }),
    ),
    row({
      text: [statement.to, "Closing balance", "", `Balance at the end of ${statement.to}`],
      charges: amount(statement.invoicedCents),
      credits: amount(statement.paidCents + statement.creditedCents),
      balance: amount(statement.closingBalanceCents),
    }),
    ...ageingBucketKeys.map((key) =>
      row({
        text: [statement.to, "Ageing", "", `Open invoices ${ageingBucketLabels[key]} past due`],
        balance: amount(statement.ageing[key]),
      }),
    ),
    row({
      text: [statement.to, "Ageing", "", "Open invoices in total"],
      balance: amount(statement.openInvoicesCents),
    }),
    row({
      text: [statement.to, "Unapplied", "", "Payments and credits not yet applied to an invoice"],
      balance: amount(-statement.unappliedCents),
    }),
  ];
  // A byte-order mark so Excel reads the dashes and any accented names as UTF-8.
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}

/** `GET portal-service/invoices/{accountId}/statement.csv?from=&to=`: the statement as a CSV file. */
export async function statementCsvFile(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  range: StatementQuery,
): Promise<StatementFile> {
  const statement = await accountStatement(deps, caller, accountId, range);
  return {
    fileName: statementFileName(statement.accountId, statement.from, statement.to, "csv"),
    contentType: "text/csv; charset=utf-8",
    bytes: new TextEncoder().encode(statementCsv(statement)) as Uint8Array<ArrayBuffer>,
  };
}
