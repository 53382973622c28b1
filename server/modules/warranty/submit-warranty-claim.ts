import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type WarrantyClaimSent,
  warrantyClaimBody,
  warrantyMessages,
} from "../../../lib/warranty/contract.ts";
import { selectRows } from "../../db/rows.ts";
import { AppError } from "../../errors.ts";
import { submitUploadOnce } from "../../upload-submission.ts";
import { parseFields, type Upload } from "../../uploads.ts";
import { workingAccountOf } from "../accounts/index.ts";
import { WARRANTY_FILES_PREFIX, type WarrantyDeps } from "./deps.ts";
import { warrantyClaimPhotos, warrantyClaims, warrantyPhotoRows } from "./schema.ts";
import { claimantMail, warrantyTeamMail } from "./warranty-mail.ts";

export const claimNumber = (year: number, sequence: number) =>
  `WC-${year}-${String(sequence).padStart(6, "0")}`;

/** The order or invoice the claim names, and the product, checked before anything is stored. */
async function checkReferences(deps: WarrantyDeps, caller: SessionUser, reference: string, sku: string) {
  const isOrder = reference.startsWith("SO-");
  const [found, product] = await Promise.all([
    isOrder ? deps.findOrder(caller, reference) : deps.findInvoice(caller, reference),
    deps.findProduct(sku),
  ]);
  const fields: Record<string, string> = {};
  if (!found) {
    fields.reference = `${isOrder ? "Order" : "Invoice"} ${reference} is not one of your account's`;
  }
  if (!product) fields.sku = `No product with SKU ${sku} is in our catalogue`;
  if (!found || !product) {
    throw new AppError("VALIDATION", Object.values(fields)[0] ?? "Check the form", { fields });
  }
  const referenceKind: "ORDER" | "INVOICE" = isOrder ? "ORDER" : "INVOICE";
  return { referenceKind, accountId: found.accountId, product };
}

/**
 * API-37 (WARR-02): a claim with its photos by a signed-in user of a working account. The order or
 * invoice must be one of that account's (the orders' and invoices' modules say so) and the SKU the
 * catalogue's; then the photos are stored and the claim written once for its Idempotency-Key (a double
 * submit answers the first claim). The claimant and the warranty team are mailed after the commit.
 */
export async function submitWarrantyClaim(
  deps: WarrantyDeps,
  caller: SessionUser,
  upload: Upload,
  idempotencyKey?: string,
) {
  const body = parseFields(warrantyClaimBody, upload.fields);
  workingAccountOf(caller, deps.fallbackAccountId);
  const checked = await checkReferences(deps, caller, body.reference, body.sku);
  const idempotency = { key: idempotencyKey, callerId: caller.userId, operation: "warranty-claim" };
  return submitUploadOnce<WarrantyClaimSent>(
    deps,
    { prefix: WARRANTY_FILES_PREFIX, upload, idempotency },
    async (tx, stored) => {
      const [taken] = await selectRows(
        tx,
        sql`select nextval('warranty_claim_number_seq') as sequence, now() as at`,
        z.object({ sequence: z.coerce.number().int(), at: z.coerce.date() }),
      );
      if (!taken) throw new Error("no claim number was taken");
      const [row] = await tx
        .insert(warrantyClaims)
        .values({
          number: claimNumber(taken.at.getUTCFullYear(), taken.sequence),
          userId: caller.userId,
          accountId: checked.accountId,
          referenceKind: checked.referenceKind,
          reference: body.reference,
          sku: checked.product.sku,
          productName: checked.product.name,
          quantity: body.quantity,
          installDate: body.installDate,
          failureDescription: body.failureDescription,
          claimantName: `${caller.fname} ${caller.lname}`.trim() || caller.email,
          claimantEmail: caller.email,
        })
        .returning();
      if (!row) throw new Error("the warranty claim insert returned no row");
      if (stored.length) await tx.insert(warrantyClaimPhotos).values(warrantyPhotoRows(row.id, stored));
      await deps.mailer.send(warrantyTeamMail(deps, row, stored.length));
      await deps.mailer.send(claimantMail(deps, row));
      return {
        status: 201,
        body: { rid: row.id, number: row.number, status: row.status, message: warrantyMessages.sent },
      };
    },
  );
}
