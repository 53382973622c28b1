import { and, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { fileNotFound } from "../../uploads.ts";
import type { WarrantyDeps } from "./deps.ts";
import { warrantyClaimPhotos, warrantyClaims } from "./schema.ts";
import { claimScope } from "./warranty-scope.ts";

async function findPhoto(deps: WarrantyDeps, claim: SQL, photoId: string) {
  const [photo] = await deps.db
    .select({
      storageKey: warrantyClaimPhotos.storageKey,
      fileName: warrantyClaimPhotos.fileName,
      contentType: warrantyClaimPhotos.contentType,
      sizeBytes: warrantyClaimPhotos.sizeBytes,
    })
    .from(warrantyClaimPhotos)
    .innerJoin(warrantyClaims, eq(warrantyClaims.id, warrantyClaimPhotos.claimId))
    .where(and(claim, eq(warrantyClaimPhotos.id, photoId)));
  if (!photo) throw fileNotFound();
  return photo;
}

/** A photo of one of the caller's claims (the scope is in the query: anyone else's is a 404). */
export function warrantyPhoto(deps: WarrantyDeps, caller: SessionUser, rid: string, photoId: string) {
  return findPhoto(deps, and(claimScope(deps, caller), eq(warrantyClaims.id, rid)) as SQL, photoId);
}

/** The warranty team's download through the integration API: any claim's photo, by claim number. */
export function integrationWarrantyPhoto(deps: WarrantyDeps, number: string, photoId: string) {
  return findPhoto(deps, eq(warrantyClaims.number, number), photoId);
}
