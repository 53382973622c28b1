import { z } from "zod";
import { text } from "../shared/safe-text.ts";

/**
 * The contract of the warranty claims (WARR-01 … WARR-03, API-36, API-37): the claim form's fields
 * (WARR OPEN default: order or invoice number, product SKU, quantity, failure description, photos;
 * all but photos required; and the install date), the list's answer and the integration API's status
 * change. Shared by the server and the pages.
 */

/** §8 ("Could not load warranty claims") and the WARR OPEN defaults for sending, verbatim. */
export const warrantyMessages = {
  sent: "Warranty claim was sent!",
  sendFailed: "Could not send warranty claim",
  loadFailed: "Could not load warranty claims",
} as const;

export const warrantyStatuses = ["SUBMITTED", "UNDER_REVIEW", "APPROVED", "DENIED"] as const;
export type WarrantyStatus = (typeof warrantyStatuses)[number];
export const warrantyStatusLabels: Record<WarrantyStatus, string> = {
  SUBMITTED: "Submitted",
  UNDER_REVIEW: "Under review",
  APPROVED: "Approved",
  DENIED: "Denied",
};

/** An order (SO-2026-000042) or invoice (INV-2026-000042) number, as the portal shows them. */
export const ORDER_OR_INVOICE_NUMBER = /^(SO|INV)-\d{4}-\d{6}$/;
/** Claim numbers: `WC-<year>-<6 digits>`. */
export const WARRANTY_NUMBER = /^WC-\d{4}-\d{6}$/;
export const MAX_CLAIM_QUANTITY = 99_999;

/** Today as `yyyy-mm-dd` (UTC): an install date may not be after it. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** API-37: the text fields of the multipart form (the photos come beside them as `photos`). */
export const warrantyClaimBody = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_OR_INVOICE_NUMBER, "Enter an order number (SO-…) or an invoice number (INV-…)"),
  sku: text().trim().min(1, "Enter the product SKU").max(80, "The SKU is at most 80 characters"),
  quantity: z.coerce
    .number("Enter the quantity")
    .int("Enter a whole number")
    .min(1, "Enter a quantity of at least 1")
    .max(MAX_CLAIM_QUANTITY, `The quantity is at most ${MAX_CLAIM_QUANTITY.toLocaleString("en-US")}`),
  installDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the install date")
    .refine((value) => !Number.isNaN(Date.parse(value)), "Enter a real date")
    // A day ahead of UTC's today: east of Greenwich "today" is already tomorrow in UTC terms.
    .refine(
      (value) => value <= todayIso(new Date(Date.now() + 86_400_000)),
      "The install date cannot be in the future",
    ),
  failureDescription: text()
    .trim()
    .min(1, "Describe the failure")
    .max(4000, "The description is at most 4000 characters"),
});
export type WarrantyClaimBody = z.infer<typeof warrantyClaimBody>;
export type WarrantyClaimField = keyof WarrantyClaimBody;

/** A photo of a claim as listed: its download link works for the claimant's account only. */
const warrantyPhoto = z.object({ id: z.string(), name: z.string(), sizeBytes: z.number(), url: z.string() });
export type WarrantyPhoto = z.infer<typeof warrantyPhoto>;

/** API-36 (WARR-03): each claim is identified by its `rid`. */
const warrantyClaimSummary = z.object({
  rid: z.string(),
  number: z.string(),
  status: z.enum(warrantyStatuses),
  reference: z.string(),
  referenceKind: z.enum(["ORDER", "INVOICE"]),
  sku: z.string(),
  productName: z.string(),
  quantity: z.number(),
  installDate: z.string(),
  failureDescription: z.string(),
  /** Set once approved: the RMA to send the goods back under. */
  rmaNumber: z.string().nullable(),
  /** Set once denied: why. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(warrantyPhoto),
});
export type WarrantyClaimSummary = z.infer<typeof warrantyClaimSummary>;
/** API-36's answer, as the portal's tab reads it (the browser parses it, never casts it). */
export const warrantyClaimList = z.object({ claims: z.array(warrantyClaimSummary) });
export type WarrantyClaimList = z.infer<typeof warrantyClaimList>;
export type WarrantyClaimSent = { rid: string; number: string; status: WarrantyStatus; message: string };

/** A photo of a claim as the warranty team gets it through the integration API (its key downloads it). */
export type StaffWarrantyPhoto = {
  id: string;
  name: string;
  sizeBytes: number;
  contentType: string;
  url: string;
};

/**
 * `GET /api/order-service/integration/warranty-claims/{number}`: the whole claim for the warranty team
 * (any account's), with who filed it and its photos.
 */
export type StaffWarrantyClaim = Omit<WarrantyClaimSummary, "photos"> & {
  accountId: string;
  claimantName: string;
  claimantEmail: string;
  photos: StaffWarrantyPhoto[];
};

/** The integration API's and the CLI's change of status: approved needs an RMA, denied a reason. */
export const setWarrantyStatusBody = z
  .object({
    status: z.enum(
      ["UNDER_REVIEW", "APPROVED", "DENIED"],
      "The status must be UNDER_REVIEW, APPROVED or DENIED",
    ),
    rmaNumber: text().trim().max(40, "The RMA number is at most 40 characters").optional(),
    reason: text().trim().max(1000, "The reason is at most 1000 characters").optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "APPROVED" && !body.rmaNumber)
      ctx.addIssue({ code: "custom", path: ["rmaNumber"], message: "An approved claim needs an RMA number" });
    if (body.status === "DENIED" && !body.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "A denied claim needs a reason" });
  });
export type SetWarrantyStatusBody = z.infer<typeof setWarrantyStatusBody>;
