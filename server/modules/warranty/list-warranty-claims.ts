import { desc, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { WarrantyClaimList, WarrantyClaimSummary } from "../../../lib/warranty/contract.ts";
import type { WarrantyDeps } from "./deps.ts";
import { warrantyClaimPhotos, warrantyClaims } from "./schema.ts";
import { claimScope } from "./warranty-scope.ts";

/** How many claims the tab lists (newest first); an account files a handful, not hundreds. */
const LIST_LIMIT = 100;

export const warrantyPhotoUrl = (rid: string, photoId: string) =>
  `/api/user-service/warranty-claims/${rid}/photos/${photoId}`;

/** What the buyer and the warranty team both see of a claim (its photos are listed apart, per audience). */
export function claimFields(row: typeof warrantyClaims.$inferSelect): Omit<WarrantyClaimSummary, "photos"> {
  return {
    rid: row.id,
    number: row.number,
    status: row.status,
    reference: row.reference,
    referenceKind: row.referenceKind,
    sku: row.sku,
    productName: row.productName,
    quantity: row.quantity,
    installDate: row.installDate,
    failureDescription: row.failureDescription,
    rmaNumber: row.rmaNumber,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** API-36 (WARR-01, WARR-03): the caller's claims in the working account, with status and photos. */
export async function listWarrantyClaims(
  deps: WarrantyDeps,
  caller: SessionUser,
): Promise<WarrantyClaimList> {
  const rows = await deps.db
    .select()
    .from(warrantyClaims)
    .where(claimScope(deps, caller))
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
    .limit(LIST_LIMIT);
  const photos = rows.length
    ? await deps.db
        .select()
        .from(warrantyClaimPhotos)
        .where(
          inArray(
            warrantyClaimPhotos.claimId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(warrantyClaimPhotos.createdAt, warrantyClaimPhotos.fileName)
    : [];
  return {
    claims: rows.map((row) => ({
      ...claimFields(row),
      photos: photos
        .filter((photo) => photo.claimId === row.id)
        .map((photo) => ({
          id: photo.id,
          name: photo.fileName,
          sizeBytes: photo.sizeBytes,
          url: warrantyPhotoUrl(row.id, photo.id),
        })),
    })),
  };
}
