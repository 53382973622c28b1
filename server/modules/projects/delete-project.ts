import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type ProjectsDeps, projectNotFound } from "./deps.ts";
import { ownProject } from "./project-scope.ts";
import { projects } from "./schema.ts";

/**
 * `DELETE user-service/projects/{projectID}`: one scoped statement deleting the project and (by the
 * foreign key's cascade) its lines. Another's project, or one already deleted, is 404.
 */
export async function deleteProject(
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
): Promise<{ projectID: string; deleted: true }> {
  const [deleted] = await deps.db
    .delete(projects)
    .where(ownProject(deps, caller, projectId))
    .returning({ id: projects.id });
  if (!deleted) throw projectNotFound();
  return { projectID: deleted.id, deleted: true };
}
