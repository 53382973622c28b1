import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type AddProjectProductsBody,
  type ProjectSaved,
  projectMessages,
} from "../../../lib/projects/contract.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import { type ProjectsDeps, projectNotFound } from "./deps.ts";
import { ownProject } from "./project-scope.ts";
import { projects } from "./schema.ts";
import { resolveProducts, upsertProducts } from "./write-products.ts";

/**
 * API-40 `PUT user-service/projects/product/{projectID}` (PROJ-06, PROJ-08): products added to one of
 * the caller's projects; a configuration it holds gets the quantity added (OPEN default: +1 from the
 * dialog) instead of a second line. Another user's or account's project is not found (404), as is a
 * body's `projectID` that is not the path's. The project is locked while written, so parallel adds
 * of the same product both count. With an `Idempotency-Key`, a repeated request (a retry, a double
 * click) answers the first answer and adds nothing more; the same key with another body is a 409.
 */
export async function addProducts(
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
  body: AddProjectProductsBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<ProjectSaved>> {
  if (body.projectID !== undefined && body.projectID.toLowerCase() !== projectId) throw projectNotFound();
  // Read before the transaction: the catalogue reads on its own connection (PGlite has only one).
  const resolved = await resolveProducts(deps.db, body.products);
  return withIdempotencyKey(
    deps.db,
    {
      key: idempotencyKey,
      callerId: caller.userId,
      operation: "project-add-products",
      request: { projectId, products: body.products },
    },
    async (tx) => {
      const [row] = await tx
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(ownProject(deps, caller, projectId))
        .for("update");
      if (!row) throw projectNotFound();
      const lineCount = await upsertProducts(tx, row.id, resolved);
      const saved: ProjectSaved = {
        projectID: row.id,
        name: row.name,
        lineCount,
        message: projectMessages.addedTo(row.name),
      };
      return { status: 200, body: saved };
    },
  );
}
