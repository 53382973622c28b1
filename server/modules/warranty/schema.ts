import { sql } from "drizzle-orm";
import { check, date, index, integer, pgSequence, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { warrantyStatuses } from "../../../lib/warranty/contract.ts";
import { createdUpdatedColumns, storedFileColumns, storedFileValues } from "../../db/columns.ts";

/** Claim numbers: `WC-<year>-<sequence>` (WC-2026-000042); a rolled-back submission leaves a gap. */
export const warrantyClaimNumbers = pgSequence("warranty_claim_number_seq", { startWith: 1, minValue: 1 });

/**
 * A warranty claim (WARR-01 … WARR-03): the claimant's, within the account whose order or invoice it
 * names (the account they worked for when filing). The product is the catalogue's SKU and name as
 * they were then.
 */
export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    userId: text("user_id").notNull(),
    accountId: text("account_id").notNull(),
    status: text("status", { enum: warrantyStatuses }).notNull().default("SUBMITTED"),
    referenceKind: text("reference_kind", { enum: ["ORDER", "INVOICE"] }).notNull(),
    reference: text("reference").notNull(),
    sku: text("sku").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    installDate: date("install_date", { mode: "string" }).notNull(),
    failureDescription: text("failure_description").notNull(),
    /** The claimant's name and address when filing: where the status mails go. */
    claimantName: text("claimant_name").notNull(),
    claimantEmail: text("claimant_email").notNull(),
    rmaNumber: text("rma_number"),
    reason: text("reason"),
    ...createdUpdatedColumns(),
  },
  (t) => [
    index("warranty_claims_user_idx").on(t.userId, t.accountId, t.createdAt),
    // Issue 33: the staff dashboard's open claims by age.
    index("warranty_claims_status_created_idx").on(t.status, t.createdAt),
    check("warranty_claims_status_ck", sql`${t.status} in ('SUBMITTED','UNDER_REVIEW','APPROVED','DENIED')`),
    check("warranty_claims_reference_kind_ck", sql`${t.referenceKind} in ('ORDER','INVOICE')`),
    check("warranty_claims_quantity_ck", sql`${t.quantity} between 1 and 99999`),
    // Approved carries its RMA, denied its reason: the integration API cannot leave either out.
    check("warranty_claims_rma_ck", sql`${t.status} <> 'APPROVED' or ${t.rmaNumber} is not null`),
    check("warranty_claims_reason_ck", sql`${t.status} <> 'DENIED' or ${t.reason} is not null`),
  ],
);

/** The photos of a claim (images only, checked by content when uploaded). */
export const warrantyClaimPhotos = pgTable(
  "warranty_claim_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    ...storedFileColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("warranty_claim_photos_claim_idx").on(t.claimId)],
);

/** The rows of a claim's stored photos. */
export function warrantyPhotoRows(
  claimId: string,
  stored: { storageKey: string; name: string; contentType: string; sizeBytes: number }[],
) {
  return stored.map((file) => ({ claimId, ...storedFileValues(file) }));
}
