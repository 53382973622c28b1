import { z } from "zod";
import { hasControlCharacters, text } from "../shared/safe-text.ts";
import { brandStoreItems } from "./brand-store.ts";

/**
 * The forms of the marketing site (issue 15 item 8): contact us (ROUTE-28), support request
 * (ROUTE-29), credit application (ROUTE-27), brand store request (ROUTE-19) and job application with
 * its résumé (ROUTE-24). Each is a flat set of
 * text fields, as an HTML form sends them, validated here for the server and the pages alike.
 */

export const formKinds = ["contact", "support", "credit-application", "brand-store", "careers"] as const;
export type FormKind = (typeof formKinds)[number];
/** The forms of text fields alone; a job application (`careers`) carries a résumé and is multipart. */
export type TextFormKind = Exclude<FormKind, "careers">;

/** The spam trap: a field people never see (hidden from sight and from assistive technology). */
export const HONEYPOT_FIELD = "website";

/** What each form is called, where it lives, and the prefix of its reference numbers. */
export const formInfo: Record<FormKind, { title: string; path: string; prefix: string; thing: string }> = {
  contact: { title: "Contact us", path: "/contact-us", prefix: "CU", thing: "message" },
  support: { title: "Support request", path: "/support", prefix: "SR", thing: "support request" },
  "credit-application": {
    title: "Credit application",
    path: "/credit-application",
    prefix: "CA",
    thing: "credit application",
  },
  "brand-store": { title: "Brand store request", path: "/brand-store", prefix: "BS", thing: "request" },
  careers: { title: "Job application", path: "/careers", prefix: "JA", thing: "application" },
};

export const formMessages: Record<FormKind, { sent: string; sendFailed: string }> = {
  contact: {
    sent: "Thank you: your message was sent.",
    sendFailed: "Could not send your message. Please check the form and try again.",
  },
  support: {
    sent: "Thank you: your support request was sent.",
    sendFailed: "Could not send your support request. Please check the form and try again.",
  },
  "credit-application": {
    sent: "Thank you: your credit application was sent.",
    sendFailed: "Could not send your credit application. Please check the form and try again.",
  },
  "brand-store": {
    sent: "Thank you: your brand store request was sent.",
    sendFailed: "Could not send your brand store request. Please check the form and try again.",
  },
  careers: {
    sent: "Thank you: your application was sent.",
    sendFailed: "Could not send your application. Please check the form and try again.",
  },
};

/** Form numbers: the form's prefix and eight characters without look-alikes (CU-7K2M9QXA). */
export const FORM_NUMBER = /^(CU|SR|CA|BS|JA)-[0-9A-HJ-NP-Z]{8}$/;

/** A text a person must fill in: absent, blank or too long, its message names the field. */
const required = (label: string, max: number) =>
  z
    .string(`Enter the ${label}`)
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} is at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), "must not contain control characters");
const optional = (label: string, max: number) =>
  text().trim().max(max, `The ${label} is at most ${max} characters`).default("");
const email = z.email("Enter a valid email address").max(254);
const phone = (label = "phone number") =>
  z
    .string(`Enter the ${label}`)
    .trim()
    .regex(/^[+()\d\s.-]{7,25}$/, `Enter the ${label} with digits (e.g. 614-555-0142)`);
const optionalPhone = text()
  .trim()
  .regex(/^([+()\d\s.-]{7,25})?$/, "Enter the phone number with digits (e.g. 614-555-0142)")
  .default("");
const honeypot = { [HONEYPOT_FIELD]: text().max(500).default("") };

export const contactTopics = [
  "Product information",
  "Pricing and quotes",
  "Find a distributor",
  "Lighting design",
  "Become a distributor",
  "Other",
] as const;

export const supportTopics = [
  "Product support",
  "Warranty",
  "Orders and shipping",
  "Documents and spec sheets",
] as const;

export const businessTypes = [
  "Electrical contractor",
  "Electrical distributor",
  "Facility owner / end user",
  "Lighting agency",
  "Energy services company (ESCO)",
  "General contractor",
  "Other",
] as const;

export const entityTypes = ["Corporation", "LLC", "Partnership", "Sole proprietorship", "Other"] as const;

/** ROUTE-28: topic, name, company, email, phone and the message. */
export const contactBody = z.object({
  topic: z.enum(contactTopics, "Choose a topic"),
  name: required("name", 120),
  company: optional("company", 160),
  email,
  phone: optionalPhone,
  message: required("message", 4000),
  ...honeypot,
});

/** ROUTE-29: a support request; the order number and the SKU help us find it and are optional. */
export const supportBody = z.object({
  topic: z.enum(supportTopics, "Choose what you need help with"),
  name: required("name", 120),
  company: optional("company", 160),
  email,
  phone: optionalPhone,
  orderNumber: text()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9-]{4,40})?$/, "Enter the order number as it is printed (e.g. SO-2026-000123)")
    .default(""),
  sku: text()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9][A-Z0-9./-]{1,59})?$/, "Enter the SKU as it is printed on the label")
    .default(""),
  issue: required("description of the issue", 4000),
  ...honeypot,
});

/** Each trade reference has the same four fields, numbered 1 to 3. */
export const TRADE_REFERENCES = [1, 2, 3] as const;
const tradeReference = (n: number) => ({
  [`trade${n}Name`]: required(`name of trade reference ${n}`, 160),
  [`trade${n}Contact`]: required(`contact of trade reference ${n}`, 120),
  [`trade${n}Phone`]: phone(`phone number of trade reference ${n}`),
  [`trade${n}Email`]: z.union([z.literal(""), email]).default(""),
});

const isoDate = text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as yyyy-mm-dd")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Enter a real date");

/**
 * ROUTE-27: the company, three trade references, the bank reference, the credit limit asked for, and
 * the signature (typed name, title, date and the certification).
 */
export const creditApplicationBody = z.object({
  legalName: required("company's legal name", 160),
  dba: optional("trade name (DBA)", 160),
  street: required("street address", 200),
  city: required("city", 80),
  state: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Enter the state as two letters (e.g. OH)"),
  zip: text()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code"),
  companyPhone: phone("company's phone number"),
  federalTaxId: text()
    .trim()
    .regex(/^\d{2}-?\d{7}$/, "Enter the federal tax ID (EIN) as 12-3456789"),
  // A blank field is not 0 years (Number("") is 0): it is a field left empty.
  yearsInBusiness: z
    .union([z.number(), z.string().trim().min(1, "Enter the years in business")])
    .pipe(
      z.coerce
        .number<string | number>("Enter the years in business as a number")
        .int("Enter whole years")
        .min(0, "Enter the years in business")
        .max(300, "Enter the years in business"),
    ),
  businessType: z.enum(businessTypes, "Choose the type of business"),
  entityType: z.enum(entityTypes, "Choose the form of the company"),
  apName: required("accounts payable contact", 120),
  email,
  ...Object.assign({}, ...TRADE_REFERENCES.map(tradeReference)),
  bankName: required("bank's name", 160),
  bankOfficer: required("bank's account officer", 120),
  bankPhone: phone("bank's phone number"),
  bankAccountType: z.enum(["Checking", "Savings", "Line of credit"], "Choose the type of account"),
  requestedLimit: z.coerce
    .number("Enter the credit limit in whole dollars")
    .int("Enter the credit limit in whole dollars")
    .min(1000, "The smallest credit line is $1,000")
    .max(1_000_000, "For more than $1,000,000, call our credit department"),
  signatureName: required("signer's name", 120),
  signatureTitle: required("signer's title", 120),
  signatureDate: isoDate,
  certify: z.literal("on", "Tick the box to certify the information"),
  ...honeypot,
}) as z.ZodObject<Record<string, z.ZodType>>;

/** The fields of the brand store form that carry a quantity: `qty-<item code>`. */
export const quantityField = (code: string) => `qty-${code}`;
export const MAX_ITEM_QUANTITY = 500;

/** ROUTE-19: the items with their quantities, who asks and where the goods go; no payment. */
export const brandStoreBody = z
  .object({
    name: required("name", 120),
    company: optional("company", 160),
    email,
    phone: optionalPhone,
    shipTo: required("shipping address", 400),
    notes: optional("sizes, colours and notes", 2000),
    ...Object.fromEntries(
      brandStoreItems.map((item) => [
        quantityField(item.code),
        z.coerce
          .number("Enter a quantity")
          .int("Enter a whole quantity")
          .min(0, "Enter a quantity of 0 or more")
          .max(MAX_ITEM_QUANTITY, `At most ${MAX_ITEM_QUANTITY} of one item`)
          .default(0),
      ]),
    ),
    ...honeypot,
  })
  .refine(
    (body) =>
      brandStoreItems.some((item) => Number((body as Record<string, unknown>)[quantityField(item.code)]) > 0),
    { message: "Choose at least one item with a quantity", path: ["items"] },
  );

/** The opening a job application is for when it is for none in particular. */
export const GENERAL_APPLICATION = "general";
/** The form field of the résumé file. */
export const RESUME_FIELD = "resume";

/**
 * ROUTE-24: a job application: who applies, a LinkedIn or portfolio link (optional), the opening (an
 * open opening's slug, or "general") and a cover note; the résumé comes as the file of the same form.
 */
export const careersBody = z.object({
  opening: z
    .string("Choose the job you apply for")
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose the job you apply for")
    .max(120, "Choose the job you apply for"),
  name: required("name", 120),
  email,
  phone: phone(),
  profileUrl: text()
    .trim()
    .max(500, "The link is at most 500 characters")
    .refine(
      (value) => value === "" || (/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value) && URL.canParse(value)),
      "Enter the full link, starting with https://",
    )
    .default(""),
  coverNote: optional("cover note", 4000),
  ...honeypot,
});

export const formBodies = {
  contact: contactBody,
  support: supportBody,
  "credit-application": creditApplicationBody,
  "brand-store": brandStoreBody,
  careers: careersBody,
} as const;

/** What the server answers a form sent (201): its number, and for a credit application its PDF. */
export type FormSent = {
  number: string;
  message: string;
  /** The credit application as a PDF, for the applicant to download right after sending. */
  pdfUrl?: string;
  /** A job application: the opening's title (or "General application"). */
  opening?: string;
};
