import { desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { MAX_PROJECTS, type ProjectList } from "../../../lib/projects/contract.ts";
import type { ProjectsDeps } from "./deps.ts";
import { ownProjects, workingAccount } from "./project-scope.ts";
import { projectLines, projects } from "./schema.ts";

/**
 * API-38 `GET user-service/projects` (PROJ-03): the caller's projects within the working account, the
 * last changed first, each with `projectID`, `name`, `note` and its line and unit counts. One statement.
 */
export async function listProjects(deps: ProjectsDeps, caller: SessionUser): Promise<ProjectList> {
  workingAccount(deps, caller);
  const rows = await deps.db
    .select({
      id: projects.id,
      name: projects.name,
      note: projects.note,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      lineCount: sql<number>`count(${projectLines.id})::int`,
      unitCount: sql<number>`coalesce(sum(${projectLines.quantity}), 0)::int`,
    })
    .from(projects)
    .leftJoin(projectLines, eq(projectLines.projectId, projects.id))
    .where(ownProjects(deps, caller))
    .groupBy(projects.id)
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(MAX_PROJECTS);
  return {
    projects: rows.map((row) => ({
      projectID: row.id,
      name: row.name,
      note: row.note,
      lineCount: Number(row.lineCount),
      unitCount: Number(row.unitCount),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
