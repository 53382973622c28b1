import { eq } from "drizzle-orm";
import type { StaffWarrantyClaim } from "../../../lib/warranty/contract.ts";
import { claimNotFound, type WarrantyDeps } from "./deps.ts";
import { claimFields } from "./list-warranty-claims.ts";
import { warrantyClaimPhotos, warrantyClaims } from "./schema.ts";

/** Where the warranty team reads a claim through the integration API (with its X-Api-Key). */
export const warrantyStaffPath = (number: string) =>
  `/api/order-service/integration/warranty-claims/${number}`;

/** Where the staff console reads it (a staff session with `warranty.work`). */
export const warrantyConsolePath = (number: string) => `/api/staff/warranty-claims/${number}`;

/**
 * `GET …/integration/warranty-claims/{number}` (issue 14 item 6): the warranty team reads any
 * account's claim by its number, with who filed it, everything they typed, the decision so far and
 * the photos, each with its download URL through the same API (`path`: the staff console's API for
 * the console). An unknown number is a 404.
 */
export async function integrationWarrantyClaim(
  deps: WarrantyDeps,
  number: string,
  path: (number: string) => string = warrantyStaffPath,
): Promise<StaffWarrantyClaim> {
  const [row] = await deps.db.select().from(warrantyClaims).where(eq(warrantyClaims.number, number));
  if (!row) throw claimNotFound();
  const photos = await deps.db
    .select()
    .from(warrantyClaimPhotos)
    .where(eq(warrantyClaimPhotos.claimId, row.id))
    .orderBy(warrantyClaimPhotos.createdAt, warrantyClaimPhotos.fileName);
  return {
    ...claimFields(row),
    accountId: row.accountId,
    claimantName: row.claimantName,
    claimantEmail: row.claimantEmail,
    photos: photos.map((photo) => ({
      id: photo.id,
      name: photo.fileName,
      sizeBytes: photo.sizeBytes,
      contentType: photo.contentType,
      url: `${path(row.number)}/photos/${photo.id}`,
    })),
  };
}
