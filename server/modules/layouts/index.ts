import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { SetLayoutStatusBody } from "../../../lib/layouts/contract.ts";
import type { StaffLayoutListQuery } from "../../../lib/layouts/staff-contract.ts";
import { returnedLayoutLimits } from "../../../lib/shared/uploads.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { readUpload, type Upload, type UploadedFile } from "../../uploads.ts";
import { assignLayoutRequest } from "./assign-layout-request.ts";
import { LAYOUT_FILES_PREFIX, type LayoutsDeps } from "./deps.ts";
import { integrationLayoutRequest, layoutConsolePath } from "./integration-layout-request.ts";
import { integrationLayoutFile, layoutFile } from "./layout-file.ts";
import { listLayoutRequests } from "./list-layout-requests.ts";
import { listStaffLayoutRequests } from "./list-staff-layout-requests.ts";
import { openLayoutAges } from "./open-layout-ages.ts";
import { referencedLayoutFileKeys } from "./referenced-file-keys.ts";
import { sendLayoutNote } from "./send-layout-note.ts";
import { LAYOUT_AUDIT_TYPE, type LayoutActor, setLayoutStatus } from "./set-layout-status.ts";
import { type Requester, submitLayoutRequest } from "./submit-layout-request.ts";

/** The demo buyer's lighting layout requests, seeded into an empty database (README, "Demo accounts"). */
export { demoLayouts, seedDemoLayoutRequests } from "./demo/layouts.ts";
export type { LayoutsDeps } from "./deps.ts";
export type { LayoutActor, SetLayoutStatusAnswer } from "./set-layout-status.ts";

/**
 * The lighting layout requests (issue 14 item 3: LAYOUT-01 … LAYOUT-04, API-33 … API-35): sent from
 * the form with floor plans by a signed-in user or a guest, listed in the portal's tab with their
 * status, moved on by the design team (integration API, CLI) with the returned layouts.
 */
export function createLayoutsModule(deps: LayoutsDeps) {
  return {
    /** Issue 33, the staff dashboard: the requests not yet completed, by age. */
    openAges: () => openLayoutAges(deps),
    /** API-34, API-35. */
    submit: (requester: Requester, upload: Upload) => submitLayoutRequest(deps, requester, upload),
    /** API-33. */
    list: (caller: SessionUser) => listLayoutRequests(deps, caller),
    file: (caller: SessionUser, rid: string, fileId: string) => layoutFile(deps, caller, rid, fileId),
    /** The design team's side (integration API, CLI, staff console): any request, by number. */
    setStatus: (number: string, body: SetLayoutStatusBody, files: UploadedFile[], actor: LayoutActor) =>
      setLayoutStatus(deps, number, body, files, actor),
    /** The whole request with its files' download URLs (issue 14 item 6). */
    integrationRequest: (number: string) => integrationLayoutRequest(deps, number),
    integrationFile: (number: string, fileId: string) => integrationLayoutFile(deps, number, fileId),
    /** Issue 33 item 3, the staff console: the queue, one request (files through the staff API). */
    staffList: (query: StaffLayoutListQuery, csvLimit?: number) =>
      listStaffLayoutRequests(deps, query, csvLimit),
    staffRequest: (number: string) => integrationLayoutRequest(deps, number, layoutConsolePath),
    /** The designers a request can be given to. */
    designers: () => deps.designers(),
    assign: (number: string, designerId: string, actor: StaffActor) =>
      assignLayoutRequest(deps, number, designerId, actor),
    sendNote: (number: string, note: string, actor: StaffActor) => sendLayoutNote(deps, number, note, actor),
    /** The returned layouts' form (status, note, files), read within the integration API's limits. */
    readReturnedLayouts: (request: Request): Promise<Upload> => readUpload(request, returnedLayoutLimits),
    /** The audit log's object type of a request (its page shows the trail). */
    auditType: LAYOUT_AUDIT_TYPE,
    /** Where the files are, for the routes' downloads. */
    storage: deps.storage,
    /** The module's stored files, for the sweep of files no row refers to (server/storage-sweep.ts). */
    fileOwner: {
      prefix: LAYOUT_FILES_PREFIX,
      referencedKeys: (keys: readonly string[]) => referencedLayoutFileKeys(deps, keys),
    },
  };
}

export type LayoutsModule = ReturnType<typeof createLayoutsModule>;

// The routers the server mounts: thin, one call of this module a route.
export { layoutIntegrationRoutes, layoutRoutes } from "./routes.ts";
export { staffLayoutRoutes } from "./staff-routes.ts";
