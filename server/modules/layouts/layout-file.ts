import { and, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { fileNotFound, type LayoutsDeps } from "./deps.ts";
import { layoutScope } from "./layout-scope.ts";
import { layoutRequestFiles, layoutRequests } from "./schema.ts";

async function findFile(deps: LayoutsDeps, request: SQL, fileId: string) {
  const [file] = await deps.db
    .select({
      storageKey: layoutRequestFiles.storageKey,
      fileName: layoutRequestFiles.fileName,
      contentType: layoutRequestFiles.contentType,
      sizeBytes: layoutRequestFiles.sizeBytes,
    })
    .from(layoutRequestFiles)
    .innerJoin(layoutRequests, eq(layoutRequests.id, layoutRequestFiles.requestId))
    .where(and(request, eq(layoutRequestFiles.id, fileId)));
  if (!file) throw fileNotFound();
  return file;
}

/** A file of one of the caller's requests (the scope is in the query: anyone else's is a 404). */
export function layoutFile(deps: LayoutsDeps, caller: SessionUser, rid: string, fileId: string) {
  return findFile(deps, and(layoutScope(caller), eq(layoutRequests.id, rid)) as SQL, fileId);
}

/** The design team's download through the integration API: any request's file, by request number. */
export function integrationLayoutFile(deps: LayoutsDeps, number: string, fileId: string) {
  return findFile(deps, eq(layoutRequests.number, number), fileId);
}
