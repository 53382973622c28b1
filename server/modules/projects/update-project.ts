import { and, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Project, UpdateProjectBody } from "../../../lib/projects/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { type ProjectsDeps, projectNotFound } from "./deps.ts";
import { loadProject } from "./load-project.ts";
import { ownProject, ownProjectLines } from "./project-scope.ts";
import { projectLines, projects } from "./schema.ts";

/**
 * `PATCH user-service/projects/{projectID}`: rename, change the note, change lines' quantities and
 * notes, remove lines. All in one transaction or nothing: a line the project does not have (or a
 * line named twice) is refused and nothing is written. Answers the project priced now.
 */
export async function updateProject(
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
  body: UpdateProjectBody,
): Promise<Project> {
  const items = body.items ?? [];
  const removed = body.removeItemIds ?? [];
  const named = [...items.map((item) => item.id), ...removed];
  if (new Set(named).size !== named.length) throw new AppError("VALIDATION", "A line is named twice");
  await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
        updatedAt: sql`now()`,
      })
      .where(ownProject(deps, caller, projectId))
      .returning({ id: projects.id });
    if (!row) throw projectNotFound();
    if (named.length === 0) return;
    const held = await tx
      .select({ id: projectLines.id })
      .from(projectLines)
      .where(and(ownProjectLines(tx, deps, caller, projectId), inArray(projectLines.id, named)));
    if (held.length !== named.length) throw new AppError("NOT_FOUND", "Project line not found");
    for (const item of items) {
      if (item.quantity === undefined && item.note === undefined) continue;
      await tx
        .update(projectLines)
        .set({
          ...(item.quantity !== undefined ? { quantity: item.quantity } : {}),
          ...(item.note !== undefined ? { note: item.note } : {}),
        })
        .where(and(eq(projectLines.projectId, projectId), eq(projectLines.id, item.id)));
    }
    if (removed.length > 0)
      await tx
        .delete(projectLines)
        .where(and(eq(projectLines.projectId, projectId), inArray(projectLines.id, removed)));
  });
  return loadProject(deps.db, deps, caller, projectId);
}
