import { brandStoreItems } from "../../../lib/forms/brand-store.ts";
import { type FormKind, formInfo, quantityField, TRADE_REFERENCES } from "../../../lib/forms/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { noticeMail } from "../../adapters/mail/notice-mail.ts";
import type { FormsDeps } from "./deps.ts";
import type { FormSubmissionRow } from "./schema.ts";

type Fields = Record<string, string | number>;

const contactLines = (f: Fields) => [
  `From: ${f.name} <${f.email}>${f.company ? `, ${f.company}` : ""}${f.phone ? `, ${f.phone}` : ""}`,
];

/** The brand store's items asked for, with their quantities and the total at cost. */
export function requestedItems(fields: Fields) {
  return brandStoreItems
    .map((item) => ({ item, quantity: Number(fields[quantityField(item.code)] ?? 0) }))
    .filter((line) => line.quantity > 0)
    .map(({ item, quantity }) => ({ ...item, quantity, lineCents: item.priceCents * quantity }));
}

/** What the sender typed, as lines of text, per form. */
export function submissionLines(kind: FormKind, f: Fields): string[] {
  switch (kind) {
    case "contact":
      return [`Topic: ${f.topic}`, ...contactLines(f), `Message: ${f.message}`];
    case "support":
      return [
        `Topic: ${f.topic}`,
        ...contactLines(f),
        `Order number: ${f.orderNumber || "-"}`,
        `Product SKU: ${f.sku || "-"}`,
        `Issue: ${f.issue}`,
      ];
    case "brand-store": {
      const lines = requestedItems(f);
      const total = lines.reduce((sum, line) => sum + line.lineCents, 0);
      return [
        ...contactLines(f),
        ...lines.map(
          (line) =>
            `${line.quantity} x ${line.code} ${line.name} at ${formatCents(line.priceCents)} = ${formatCents(line.lineCents)}`,
        ),
        `Total at cost: ${formatCents(total)} (invoiced, no payment taken)`,
        `Ship to: ${f.shipTo}`,
        `Sizes, colours and notes: ${f.notes || "-"}`,
      ];
    }
    case "careers":
      return [
        `Job: ${f.openingTitle}`,
        `From: ${f.name} <${f.email}>, ${f.phone}`,
        `LinkedIn or portfolio: ${f.profileUrl || "-"}`,
        `Cover note: ${f.coverNote || "-"}`,
      ];
    case "credit-application":
      return [
        `Company: ${f.legalName}${f.dba ? ` (DBA ${f.dba})` : ""}, ${f.street}, ${f.city}, ${f.state} ${f.zip}`,
        `Business: ${f.businessType}, ${f.entityType}, ${f.yearsInBusiness} years; phone ${f.companyPhone}`,
        `Accounts payable: ${f.apName} <${f.email}>`,
        ...TRADE_REFERENCES.map(
          (n) =>
            `Trade reference ${n}: ${f[`trade${n}Name`]}, ${f[`trade${n}Contact`]}, ${f[`trade${n}Phone`]}`,
        ),
        `Bank: ${f.bankName}, ${f.bankOfficer}, ${f.bankPhone} (${f.bankAccountType})`,
        `Credit limit requested: ${formatCents(Number(f.requestedLimit) * 100)}`,
        `Signed: ${f.signatureName}, ${f.signatureTitle}, ${f.signatureDate}`,
      ];
  }
}

/**
 * The team hears of every form with everything the sender typed (and the credit PDF's link); a job
 * application goes to the hiring address with the secret link to its résumé.
 */
export function teamMail(
  deps: FormsDeps,
  row: FormSubmissionRow,
  pdfUrl: string | null,
  file?: { label: string; path: string },
) {
  const { title } = formInfo[row.kind];
  const link = file
    ? { label: file.label, url: `${deps.baseURL}${file.path}` }
    : pdfUrl
      ? { label: "The application as a PDF", url: `${deps.baseURL}${pdfUrl}` }
      : undefined;
  return noticeMail({
    to: row.kind === "careers" ? deps.hiringEmail : deps.teamEmail,
    purpose: "form-submission",
    subject: `${title} ${row.number} from ${row.name}`,
    greeting: "Hello team,",
    lines: [`A ${title.toLowerCase()} came in from the website.`, ...submissionLines(row.kind, row.fields)],
    ...(link ? { link } : {}),
  });
}

/** The sender's receipt: what we received and when to expect an answer. */
export function receiptMail(deps: FormsDeps, row: FormSubmissionRow) {
  const { title, thing, path } = formInfo[row.kind];
  const next: Record<FormKind, string> = {
    contact: "We answer within one business day.",
    support: "A support engineer answers within one business day.",
    "credit-application":
      "Our credit department reviews applications within three business days and contacts your references.",
    "brand-store": "We confirm availability and the shipping date within two business days.",
    careers:
      "Our hiring team reads every application and contacts you within two weeks when your experience fits the job.",
  };
  // The receipt leaves out what must not travel by mail (the tax ID, the bank's details; the résumé's link).
  const lines =
    row.kind === "careers"
      ? [`Job: ${row.fields.openingTitle}`]
      : row.kind === "credit-application"
        ? [
            `Company: ${row.fields.legalName}`,
            `Credit limit requested: ${formatCents(Number(row.fields.requestedLimit) * 100)}`,
          ]
        : submissionLines(row.kind, row.fields);
  return noticeMail({
    to: row.email,
    purpose: "form-receipt",
    subject: `${deps.brandName}: ${title.toLowerCase()} ${row.number} received`,
    greeting: `Hello ${row.name},`,
    lines: [`Thank you: we received your ${thing} ${row.number}.`, ...lines, next[row.kind]],
    link: { label: `${deps.brandName}: ${title}`, url: `${deps.baseURL}${path}` },
  });
}
