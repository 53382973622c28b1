import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { SetWarrantyStatusBody } from "../../../lib/warranty/contract.ts";
import type { StaffWarrantyListQuery } from "../../../lib/warranty/staff-contract.ts";
import type { Upload } from "../../uploads.ts";
import { WARRANTY_FILES_PREFIX, type WarrantyDeps } from "./deps.ts";
import { integrationWarrantyClaim, warrantyConsolePath } from "./integration-warranty-claim.ts";
import { listStaffWarrantyClaims } from "./list-staff-warranty-claims.ts";
import { listWarrantyClaims } from "./list-warranty-claims.ts";
import { openClaimAges } from "./open-claim-ages.ts";
import { referencedWarrantyPhotoKeys } from "./referenced-file-keys.ts";
import { setWarrantyStatus, WARRANTY_AUDIT_TYPE, type WarrantyActor } from "./set-warranty-status.ts";
import { submitWarrantyClaim } from "./submit-warranty-claim.ts";
import { integrationWarrantyPhoto, warrantyPhoto } from "./warranty-photo.ts";

/** The demo buyer's warranty claims, seeded into an empty database (README, "Demo accounts"). */
export { demoClaims, seedDemoWarrantyClaims } from "./demo/warranty.ts";
export type { WarrantyDeps } from "./deps.ts";
export type { SetWarrantyStatusAnswer, WarrantyActor } from "./set-warranty-status.ts";

/**
 * The warranty claims (issue 14 item 4: WARR-01 … WARR-03, API-36, API-37): filed from the form with
 * photos by a signed-in user for an order or invoice of their working account, listed in the portal's
 * tab with their status, decided by the warranty team (integration API, CLI) with an RMA or a reason.
 */
export function createWarrantyModule(deps: WarrantyDeps) {
  return {
    /** Issue 33, the staff dashboard: the claims still to decide, by age. */
    openAges: () => openClaimAges(deps),
    /** API-37. */
    submit: (caller: SessionUser, upload: Upload, idempotencyKey?: string) =>
      submitWarrantyClaim(deps, caller, upload, idempotencyKey),
    /** API-36. */
    list: (caller: SessionUser) => listWarrantyClaims(deps, caller),
    photo: (caller: SessionUser, rid: string, photoId: string) => warrantyPhoto(deps, caller, rid, photoId),
    /** The warranty team's side (integration API, CLI, staff console): any claim, by number. */
    setStatus: (number: string, body: SetWarrantyStatusBody, actor: WarrantyActor) =>
      setWarrantyStatus(deps, number, body, actor),
    /** The whole claim with its photos' download URLs (issue 14 item 6). */
    integrationClaim: (number: string) => integrationWarrantyClaim(deps, number),
    integrationPhoto: (number: string, photoId: string) => integrationWarrantyPhoto(deps, number, photoId),
    /** Issue 33 item 3, the staff console: the queue, one claim (photos through the staff API). */
    staffList: (query: StaffWarrantyListQuery, csvLimit?: number) =>
      listStaffWarrantyClaims(deps, query, csvLimit),
    staffClaim: (number: string) => integrationWarrantyClaim(deps, number, warrantyConsolePath),
    /** The audit log's object type of a claim (its page shows the trail). */
    auditType: WARRANTY_AUDIT_TYPE,
    /** Where the photos are, for the routes' downloads. */
    storage: deps.storage,
    /** The module's stored files, for the sweep of files no row refers to (server/storage-sweep.ts). */
    fileOwner: {
      prefix: WARRANTY_FILES_PREFIX,
      referencedKeys: (keys: readonly string[]) => referencedWarrantyPhotoKeys(deps, keys),
    },
  };
}

export type WarrantyModule = ReturnType<typeof createWarrantyModule>;

// The routers the server mounts: thin, one call of this module a route.
export { warrantyIntegrationRoutes, warrantyRoutes } from "./routes.ts";
export { staffWarrantyRoutes } from "./staff-routes.ts";
