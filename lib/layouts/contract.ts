import { z } from "zod";
import { text } from "../shared/safe-text.ts";

/**
 * The contract of the lighting layout requests (LAYOUT-01 … LAYOUT-04, API-33 … API-35): the form's
 * fields (LAYOUT OPEN default: contact details, project, site, fixture preferences, files), the list's
 * answer and the integration API's status change. Shared by the server and the pages.
 */

/** The spec's strings, verbatim (§8, typo included). */
export const layoutMessages = {
  sent: "Light design layout was sent!",
  sendFailed: "Could not sent layout design request",
  loadFailed: "Could not load lighting layouts",
} as const;

export const layoutStatuses = ["RECEIVED", "IN_DESIGN", "COMPLETED"] as const;
export type LayoutStatus = (typeof layoutStatuses)[number];
export const layoutStatusLabels: Record<LayoutStatus, string> = {
  RECEIVED: "Received",
  IN_DESIGN: "In design",
  COMPLETED: "Completed",
};

export const spaceTypes = [
  "Office",
  "Retail",
  "Warehouse",
  "Industrial / manufacturing",
  "Education",
  "Healthcare",
  "Hospitality",
  "Parking / outdoor",
  "Sports",
  "Other",
] as const;

const required = (label: string, max: number) =>
  text().trim().min(1, `Enter the ${label}`).max(max, `The ${label} is at most ${max} characters`);
const optional = (label: string, max: number) =>
  text().trim().max(max, `The ${label} is at most ${max} characters`).default("");

/** A date field of the form: `yyyy-mm-dd`, or empty. */
const optionalDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Enter a date as yyyy-mm-dd")
  .refine((value) => value === "" || !Number.isNaN(Date.parse(value)), "Enter a real date")
  .default("");

/** API-34 / API-35: the text fields of the multipart form (the files come beside them as `files`). */
export const layoutRequestBody = z.object({
  name: required("name", 120),
  email: z.email("Enter a valid email address").max(254),
  phone: optional("phone number", 40),
  company: optional("company", 160),
  projectName: required("project name", 160),
  siteAddress: required("project address", 300),
  spaceType: z.enum(spaceTypes, "Choose the type of space"),
  dimensions: required("dimensions", 120),
  ceilingHeight: required("ceiling height", 40),
  targetLightLevels: optional("target light levels", 200),
  fixturePreferences: optional("fixture preferences", 2000),
  dueDate: optionalDate,
});
export type LayoutRequestBody = z.infer<typeof layoutRequestBody>;
export type LayoutRequestField = keyof LayoutRequestBody;

/** A file of a request as listed: its download link works for the requester's account only. */
const layoutFile = z.object({ id: z.string(), name: z.string(), sizeBytes: z.number(), url: z.string() });
export type LayoutFile = z.infer<typeof layoutFile>;

/** API-33 (LAYOUT-04): each request is identified by its `rid`. */
const layoutRequestSummary = z.object({
  rid: z.string(),
  number: z.string(),
  status: z.enum(layoutStatuses),
  projectName: z.string(),
  siteAddress: z.string(),
  spaceType: z.string(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  plans: z.array(layoutFile),
  /** The layouts the design team returned; listed once the request is completed. */
  layouts: z.array(layoutFile),
});
export type LayoutRequestSummary = z.infer<typeof layoutRequestSummary>;
/** API-33's answer, as the portal's tab reads it (the browser parses it, never casts it). */
export const layoutRequestList = z.object({ layouts: z.array(layoutRequestSummary) });
export type LayoutRequestList = z.infer<typeof layoutRequestList>;
export type LayoutRequestSent = { rid: string; number: string; status: LayoutStatus; message: string };

/** A file of a request as the design team gets it through the integration API (its key downloads it). */
export type StaffLayoutFile = {
  id: string;
  name: string;
  sizeBytes: number;
  contentType: string;
  url: string;
};

/**
 * `GET /api/order-service/integration/layout-requests/{number}`: the whole request for the design
 * team (any requester's, a guest's too), with the requester's plans and the layouts returned so far.
 */
export type StaffLayoutRequest = {
  rid: string;
  number: string;
  status: LayoutStatus;
  /** The account the requester worked for; null for a guest or a basic customer. */
  accountId: string | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  projectName: string;
  siteAddress: string;
  spaceType: string;
  dimensions: string;
  ceilingHeight: string;
  targetLightLevels: string;
  fixturePreferences: string;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  plans: StaffLayoutFile[];
  layouts: StaffLayoutFile[];
};

/** The integration API's and the CLI's change of status. */
export const setLayoutStatusBody = z.object({
  status: z.enum(["IN_DESIGN", "COMPLETED"], "The status must be IN_DESIGN or COMPLETED"),
  note: optional("note", 1000),
});
export type SetLayoutStatusBody = z.infer<typeof setLayoutStatusBody>;

/** Request numbers: LR- and eight characters without look-alikes. */
export const LAYOUT_NUMBER = /^LR-[0-9A-HJ-NP-Z]{8}$/;
