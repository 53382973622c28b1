import { eq } from "drizzle-orm";
import type { StaffLayoutFile } from "../../../lib/layouts/contract.ts";
import type { StaffLayoutDetail } from "../../../lib/layouts/staff-contract.ts";
import { type LayoutsDeps, layoutNotFound } from "./deps.ts";
import { layoutRequestFiles, layoutRequests } from "./schema.ts";

/** Where the design team reads a request through the integration API (with its X-Api-Key). */
export const layoutStaffPath = (number: string) => `/api/order-service/integration/layout-requests/${number}`;

/** Where the staff console reads it (a staff session with `layouts.work`). */
export const layoutConsolePath = (number: string) => `/api/staff/layout-requests/${number}`;

/**
 * `GET …/integration/layout-requests/{number}` (issue 14 item 6): the design team reads any request
 * (a guest's too) by its number, with every field the requester typed and its files (the plans, and
 * the layouts returned so far), each with its download URL through the same API (`path`: the staff
 * console's API for the console), and the designer it is assigned to. An unknown number is a 404.
 */
export async function integrationLayoutRequest(
  deps: LayoutsDeps,
  number: string,
  path: (number: string) => string = layoutStaffPath,
): Promise<StaffLayoutDetail> {
  const [row] = await deps.db.select().from(layoutRequests).where(eq(layoutRequests.number, number));
  if (!row) throw layoutNotFound();
  const files = await deps.db
    .select()
    .from(layoutRequestFiles)
    .where(eq(layoutRequestFiles.requestId, row.id))
    .orderBy(layoutRequestFiles.createdAt, layoutRequestFiles.fileName);
  const filesOf = (role: "PLAN" | "LAYOUT"): StaffLayoutFile[] =>
    files
      .filter((file) => file.role === role)
      .map((file) => ({
        id: file.id,
        name: file.fileName,
        sizeBytes: file.sizeBytes,
        contentType: file.contentType,
        url: `${path(row.number)}/files/${file.id}`,
      }));
  return {
    rid: row.id,
    number: row.number,
    status: row.status,
    accountId: row.accountId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    projectName: row.projectName,
    siteAddress: row.siteAddress,
    spaceType: row.spaceType,
    dimensions: row.dimensions,
    ceilingHeight: row.ceilingHeight,
    targetLightLevels: row.targetLightLevels,
    fixturePreferences: row.fixturePreferences,
    dueDate: row.dueDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assignedTo:
      row.assignedStaffUserId && row.assignedStaffName
        ? { userId: row.assignedStaffUserId, name: row.assignedStaffName }
        : null,
    plans: filesOf("PLAN"),
    layouts: filesOf("LAYOUT"),
  };
}
