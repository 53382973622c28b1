import { desc, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { LayoutFile, LayoutRequestList } from "../../../lib/layouts/contract.ts";
import type { LayoutsDeps } from "./deps.ts";
import { layoutScope } from "./layout-scope.ts";
import { layoutRequestFiles, layoutRequests } from "./schema.ts";

/** How many requests the tab lists (newest first); a person sends a handful, not hundreds. */
const LIST_LIMIT = 100;

export const layoutFileUrl = (rid: string, fileId: string) =>
  `/api/user-service/lighting-layouts/${rid}/files/${fileId}`;

/** API-33 (LAYOUT-01, LAYOUT-04): the caller's requests with their plans and, once completed, the layouts. */
export async function listLayoutRequests(deps: LayoutsDeps, caller: SessionUser): Promise<LayoutRequestList> {
  const rows = await deps.db
    .select()
    .from(layoutRequests)
    .where(layoutScope(caller))
    .orderBy(desc(layoutRequests.createdAt), desc(layoutRequests.id))
    .limit(LIST_LIMIT);
  const files = rows.length
    ? await deps.db
        .select()
        .from(layoutRequestFiles)
        .where(
          inArray(
            layoutRequestFiles.requestId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(layoutRequestFiles.createdAt, layoutRequestFiles.fileName)
    : [];
  const filesOf = (rid: string, role: "PLAN" | "LAYOUT"): LayoutFile[] =>
    files
      .filter((file) => file.requestId === rid && file.role === role)
      .map((file) => ({
        id: file.id,
        name: file.fileName,
        sizeBytes: file.sizeBytes,
        url: layoutFileUrl(rid, file.id),
      }));
  return {
    layouts: rows.map((row) => ({
      rid: row.id,
      number: row.number,
      status: row.status,
      projectName: row.projectName,
      siteAddress: row.siteAddress,
      spaceType: row.spaceType,
      dueDate: row.dueDate,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      plans: filesOf(row.id, "PLAN"),
      layouts: row.status === "COMPLETED" ? filesOf(row.id, "LAYOUT") : [],
    })),
  };
}
