import { DOWNLOAD_FORMS, type DownloadFormSlug } from "../../../lib/literature/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { PdfSheet } from "../media/index.ts";

/**
 * The downloadable forms (ROUTE-22): credit application, sales tax exemption certificate and return
 * authorization request, as fillable PDFs (AcroForm text fields and check boxes) that also print well
 * blank. Their content depends on the configuration only.
 */

/** A fixed date: the forms' revision, so the same configuration gives the same bytes. */
const FORMS_REVISION = new Date("2026-01-05T00:00:00Z");
const REVISION_NOTE = "Form revision January 2026.";

function signature(sheet: PdfSheet, prefix: string) {
  sheet.fields([
    { label: "Authorized signature", name: `${prefix}.signature`, width: 2 },
    { label: "Printed name", name: `${prefix}.printedName`, width: 1.5 },
  ]);
  sheet.fields([
    { label: "Title", name: `${prefix}.title`, width: 1.5 },
    { label: "Date (MM/DD/YYYY)", name: `${prefix}.date`, width: 1 },
  ]);
}

async function creditApplication(config: PublicConfig, title: string): Promise<PdfSheet> {
  const brand = config.brand.name;
  const sheet = await PdfSheet.create(config, {
    title: `${brand} ${title}`,
    subject: "Application for a trade credit account",
    kind: "Credit application",
    date: FORMS_REVISION,
    footnote: `${REVISION_NOTE} Return the completed form to ${config.contact.email || brand}.`,
  });
  sheet.title(title, `Apply for net-30 terms on orders of ${brand} fixtures, controls and accessories.`);
  sheet.heading("1. Company");
  sheet.fields([
    { label: "Legal company name", name: "company.legalName", width: 2 },
    { label: "Doing business as (DBA)", name: "company.dba", width: 1.4 },
  ]);
  sheet.fields([{ label: "Street address", name: "company.street" }]);
  sheet.fields([
    { label: "City", name: "company.city", width: 1.6 },
    { label: "State", name: "company.state", width: 0.6 },
    { label: "ZIP code", name: "company.zip", width: 0.8 },
  ]);
  sheet.fields([
    { label: "Phone", name: "company.phone" },
    { label: "Federal tax ID (EIN)", name: "company.ein" },
    { label: "Years in business", name: "company.years", width: 0.7 },
  ]);
  sheet.text("Type of business", { size: 9, bold: true, gapAfter: 4 });
  sheet.checkboxes([
    { name: "company.type.contractor", label: "Electrical contractor" },
    { name: "company.type.distributor", label: "Distributor" },
    { name: "company.type.esco", label: "Energy services (ESCO)" },
    { name: "company.type.facility", label: "Facility owner" },
    { name: "company.type.other", label: "Other" },
  ]);
  sheet.checkboxes([
    { name: "company.form.corporation", label: "Corporation" },
    { name: "company.form.llc", label: "LLC" },
    { name: "company.form.partnership", label: "Partnership" },
    { name: "company.form.sole", label: "Sole proprietor" },
  ]);
  sheet.heading("2. Accounts payable contact");
  sheet.fields([
    { label: "Name", name: "ap.name" },
    { label: "Email for invoices", name: "ap.email", width: 1.4 },
    { label: "Phone", name: "ap.phone" },
  ]);
  sheet.fields([
    { label: "Credit line requested ($)", name: "credit.amount" },
    { label: "Expected monthly purchases ($)", name: "credit.monthly" },
    { label: "PO required on invoices?", name: "credit.poRequired" },
  ]);
  sheet.heading("3. Trade references");
  sheet.text("Three suppliers who extend you credit now, preferably electrical or lighting suppliers.", {
    size: 9,
  });
  for (const n of [1, 2, 3]) {
    sheet.fields([
      { label: `Reference ${n}: company`, name: `trade${n}.company`, width: 1.6 },
      { label: "Contact", name: `trade${n}.contact` },
      { label: "Phone", name: `trade${n}.phone` },
      { label: "Email", name: `trade${n}.email`, width: 1.3 },
    ]);
  }
  sheet.heading("4. Bank reference");
  sheet.fields([
    { label: "Bank", name: "bank.name", width: 1.5 },
    { label: "Account officer", name: "bank.officer" },
    { label: "Phone", name: "bank.phone" },
  ]);
  sheet.fields([
    { label: "Checking account number (last 4 digits)", name: "bank.account" },
    { label: "Bank address", name: "bank.address", width: 2 },
  ]);
  sheet.heading("5. Terms and signature");
  sheet.list([
    `Invoices are due 30 days from the invoice date. Past-due balances carry a finance charge of 1.5% per month (18% a year) or the highest rate the law allows, if lower.`,
    `${brand} may obtain credit reports and contact the references above to decide on this application and to review the account later.`,
    "The buyer pays reasonable costs of collecting a past-due balance, including attorney's fees.",
    "Prices, freight and returns follow the terms and conditions of sale in force when an order is placed.",
  ]);
  signature(sheet, "applicant");
  sheet.heading("6. Personal guarantee (sole proprietors and companies under two years old)");
  sheet.text(
    `In consideration of credit extended by ${brand}, the undersigned personally guarantees payment of all amounts the company above owes.`,
    { size: 9.5 },
  );
  sheet.fields([
    { label: "Guarantor signature", name: "guarantor.signature", width: 2 },
    { label: "Printed name", name: "guarantor.printedName", width: 1.5 },
    { label: "Date", name: "guarantor.date", width: 0.8 },
  ]);
  return sheet;
}

async function taxExemption(config: PublicConfig, title: string): Promise<PdfSheet> {
  const brand = config.brand.name;
  const sheet = await PdfSheet.create(config, {
    title: `${brand} ${title}`,
    subject: "Certificate of exemption from sales and use tax",
    kind: "Tax exemption",
    date: FORMS_REVISION,
    footnote: `${REVISION_NOTE} Attach a copy of your state resale or exemption permit.`,
  });
  sheet.title(
    title,
    `Give this certificate to ${brand} to buy without sales tax. Keep a copy for your records.`,
  );
  sheet.heading("Seller");
  sheet.table([
    ["Seller", brand],
    ["Address", config.contact.address || "As shown on your invoice"],
  ]);
  sheet.heading("Purchaser");
  sheet.fields([
    { label: "Purchaser's legal name", name: "purchaser.name", width: 2 },
    { label: "Customer account number", name: "purchaser.account" },
  ]);
  sheet.fields([{ label: "Business address", name: "purchaser.address" }]);
  sheet.fields([
    { label: "City", name: "purchaser.city", width: 1.6 },
    { label: "State", name: "purchaser.state", width: 0.6 },
    { label: "ZIP code", name: "purchaser.zip", width: 0.8 },
  ]);
  sheet.heading("Exemption claimed");
  sheet.checkboxes([
    { name: "reason.resale", label: "Resale (distributor or contractor reselling)" },
    { name: "reason.government", label: "Government agency" },
  ]);
  sheet.checkboxes([
    { name: "reason.nonprofit", label: "Nonprofit: school, hospital, church" },
    { name: "reason.manufacturing", label: "Manufacturing or industrial use" },
    { name: "reason.other", label: "Other (explain below)" },
  ]);
  sheet.fields([
    { label: "State issuing the permit", name: "permit.state", width: 0.8 },
    { label: "Resale or exemption permit number", name: "permit.number", width: 1.6 },
    { label: "Expires", name: "permit.expires", width: 0.8 },
  ]);
  sheet.fields([
    {
      label: "Property purchased (e.g. LED fixtures, lamps, controls and accessories for resale)",
      name: "property.description",
      lines: 3,
    },
  ]);
  sheet.heading("Certification");
  sheet.text(
    "I certify that the property described is bought for the exempt purpose stated above. If it is used otherwise, the purchaser will pay the tax due directly to the taxing authority. This certificate covers this purchase and every later purchase until it is revoked in writing.",
    { size: 9.5 },
  );
  signature(sheet, "purchaser");
  return sheet;
}

async function returnAuthorization(config: PublicConfig, title: string): Promise<PdfSheet> {
  const brand = config.brand.name;
  const sheet = await PdfSheet.create(config, {
    title: `${brand} ${title}`,
    subject: "Request to return products for credit or replacement",
    kind: "Return authorization",
    date: FORMS_REVISION,
    footnote: `${REVISION_NOTE} Products returned without an RMA number are refused at the dock.`,
  });
  sheet.title(title, "Ask for an RMA number before you ship anything back.");
  sheet.heading("Customer");
  sheet.fields([
    { label: "Company", name: "customer.company", width: 2 },
    { label: "Account number", name: "customer.account" },
  ]);
  sheet.fields([
    { label: "Contact name", name: "customer.contact" },
    { label: "Phone", name: "customer.phone" },
    { label: "Email", name: "customer.email", width: 1.4 },
  ]);
  sheet.fields([
    { label: "Invoice number", name: "order.invoice" },
    { label: "Purchase order number", name: "order.po" },
    { label: "Date received", name: "order.received" },
  ]);
  sheet.heading("Products to return");
  for (const n of [1, 2, 3, 4, 5]) {
    sheet.fields([
      { label: `${n}. SKU / catalog number`, name: `line${n}.sku`, width: 1.6 },
      { label: "Description", name: `line${n}.description`, width: 2.2 },
      { label: "Quantity", name: `line${n}.quantity`, width: 0.6 },
      { label: "Reason code", name: `line${n}.reason`, width: 0.7 },
    ]);
  }
  sheet.table(
    [
      ["DOA", "Dead on arrival or failed at first power-up"],
      ["DMG", "Damaged in transit (note it on the delivery receipt)"],
      ["WRG", "Wrong product or quantity shipped"],
      ["ORD", "Ordered in error or no longer needed (stock products only)"],
    ],
    60,
  );
  sheet.heading("Requested resolution");
  sheet.checkboxes([
    { name: "resolution.credit", label: "Credit to account" },
    { name: "resolution.replace", label: "Replacement" },
    { name: "resolution.repair", label: "Repair and return" },
  ]);
  sheet.heading("Return conditions");
  sheet.list([
    "Stock products may be returned within 60 days of shipment, unused, in their original cartons.",
    "Returns ordered in error carry a 15% restocking fee; shipping errors and defects carry none.",
    "Custom, configured and special-order products (including SCX custom lengths) cannot be returned for credit.",
    "Failed products under warranty go through a warranty claim instead, so the cause can be recorded.",
  ]);
  signature(sheet, "customer");
  return sheet;
}

const builders: Record<DownloadFormSlug, (config: PublicConfig, title: string) => Promise<PdfSheet>> = {
  "credit-application": creditApplication,
  "tax-exemption-certificate": taxExemption,
  "return-authorization": returnAuthorization,
};

export async function renderFormPdf(
  slug: DownloadFormSlug,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const form = DOWNLOAD_FORMS.find((candidate) => candidate.slug === slug);
  if (!form) throw new Error(`unknown form ${slug}`);
  const sheet = await builders[slug](config, form.title);
  return sheet.save();
}
