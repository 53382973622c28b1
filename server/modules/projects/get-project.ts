import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Project } from "../../../lib/projects/contract.ts";
import type { ProjectsDeps } from "./deps.ts";
import { loadProject } from "./load-project.ts";

/**
 * `GET user-service/projects/{projectID}`: one of the caller's projects with its lines (options,
 * quantities, notes) priced now at the caller's prices, and the totals. Another user's or account's
 * project, or one that does not exist, is not found (404).
 */
export function getProject(deps: ProjectsDeps, caller: SessionUser, projectId: string): Promise<Project> {
  return loadProject(deps.db, deps, caller, projectId);
}
