import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { TRADE_REFERENCES } from "../../../lib/forms/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { documentFileName, formatLongDate, PdfSheet } from "../media/index.ts";
import { applicationNotFound, type FormsDeps } from "./deps.ts";
import { formSubmissions } from "./schema.ts";
import { pdfTokenHash } from "./submit-form.ts";

export type PdfFile = { fileName: string; bytes: Uint8Array<ArrayBuffer> };

/**
 * The credit application (ROUTE-27) as a PDF: the company, the three trade references, the bank
 * reference, the credit asked for and the signature. Reached with the secret of the link the applicant
 * got on sending (and the team by mail); a wrong number or secret is 404 alike.
 */
export async function creditApplicationPdf(
  deps: FormsDeps,
  number: string,
  token: string,
  config: PublicConfig,
): Promise<PdfFile> {
  const [row] = await deps.db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.number, number), eq(formSubmissions.kind, "credit-application")));
  const expected = Buffer.from(row?.pdfTokenHash ?? "", "hex");
  const given = Buffer.from(pdfTokenHash(token), "hex");
  if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw applicationNotFound();
  }
  const f = row.fields;
  const s = (name: string) => String(f[name] ?? "");
  const sheet = await PdfSheet.create(config, {
    title: `Credit application ${row.number}`,
    subject: `Credit application of ${s("legalName")}`,
    kind: "Credit application",
    date: row.createdAt,
    footnote: `Credit application ${row.number}, received ${formatLongDate(row.createdAt)}. Confidential.`,
  });
  sheet.title(
    `Credit application ${row.number}`,
    `${s("legalName")}  ·  received ${formatLongDate(row.createdAt)}`,
  );
  sheet.heading("Company");
  sheet.table([
    ["Legal name", s("legalName")],
    ["Trade name (DBA)", s("dba") || "-"],
    ["Address", `${s("street")}, ${s("city")}, ${s("state")} ${s("zip")}`],
    ["Phone", s("companyPhone")],
    ["Federal tax ID (EIN)", s("federalTaxId")],
    ["Years in business", s("yearsInBusiness")],
    ["Type of business", s("businessType")],
    ["Form of company", s("entityType")],
    ["Accounts payable", `${s("apName")} <${s("email")}>`],
  ]);
  sheet.heading("Trade references");
  sheet.grid(
    [
      { header: "Company", width: 0.32 },
      { header: "Contact", width: 0.22 },
      { header: "Phone", width: 0.18 },
      { header: "Email", width: 0.28 },
    ],
    TRADE_REFERENCES.map((n) => [
      s(`trade${n}Name`),
      s(`trade${n}Contact`),
      s(`trade${n}Phone`),
      s(`trade${n}Email`) || "-",
    ]),
  );
  sheet.heading("Bank reference");
  sheet.table([
    ["Bank", s("bankName")],
    ["Account officer", s("bankOfficer")],
    ["Phone", s("bankPhone")],
    ["Account type", s("bankAccountType")],
  ]);
  sheet.heading("Credit requested");
  sheet.summary([{ label: "Credit limit", value: formatCents(Number(f.requestedLimit) * 100), bold: true }]);
  sheet.heading("Signature");
  sheet.text(
    "The signer certified that the information in this application is true and complete, and authorised us to contact the references above.",
  );
  sheet.table([
    ["Signed (typed)", s("signatureName")],
    ["Title", s("signatureTitle")],
    ["Date", formatLongDate(s("signatureDate"))],
  ]);
  return { fileName: documentFileName(row.number), bytes: await sheet.save() };
}
