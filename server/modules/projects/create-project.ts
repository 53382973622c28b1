import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type CreateProjectBody,
  type ProjectProduct,
  type ProjectSaved,
  projectMessages,
} from "../../../lib/projects/contract.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import type { ProjectsDeps } from "./deps.ts";
import { requireReachedAccount, workingAccount } from "./project-scope.ts";
import { projects } from "./schema.ts";
import { resolveProducts, upsertProducts } from "./write-products.ts";

/**
 * API-39 `POST user-service/projects` and API-41 `POST user-service/projects/product` (PROJ-07): a new
 * project of the caller in the working account, with its first product when one is given (checked
 * against the catalogue first: a refused product writes nothing). With an `Idempotency-Key`, a
 * repeated request (a double click on Save) answers the first project and creates no second one.
 * `products` (Help me buy's bill of materials) gives it several products at once, all or none.
 */
export async function createProject(
  deps: ProjectsDeps,
  caller: SessionUser,
  body: CreateProjectBody & {
    product?: ProjectProduct | undefined;
    products?: readonly ProjectProduct[] | undefined;
  },
  idempotencyKey?: string,
): Promise<IdempotentResult<ProjectSaved>> {
  const accountId = workingAccount(deps, caller);
  // Read before the transaction: the catalogue reads on its own connection (PGlite has only one).
  const requested = body.products ?? (body.product ? [body.product] : []);
  const resolved = requested.length > 0 ? await resolveProducts(deps.db, requested) : [];
  return withIdempotencyKey(
    deps.db,
    {
      key: idempotencyKey,
      callerId: caller.userId,
      operation: body.products
        ? "project-create-with-products"
        : body.product
          ? "project-create-with-product"
          : "project-create",
      request: { accountId, ...body },
    },
    async (tx) => {
      await requireReachedAccount(tx, caller, accountId);
      const [row] = await tx
        .insert(projects)
        .values({ accountId, userId: caller.userId, name: body.name, note: body.note })
        .returning();
      if (!row) throw new Error("The project was not written");
      if (resolved.length === 0) {
        const empty: ProjectSaved = {
          projectID: row.id,
          name: row.name,
          lineCount: 0,
          message: projectMessages.created,
        };
        return { status: 201, body: empty };
      }
      const lineCount = await upsertProducts(tx, row.id, resolved);
      const saved: ProjectSaved = {
        projectID: row.id,
        name: row.name,
        lineCount,
        message: projectMessages.addedToNew,
      };
      return { status: 201, body: saved };
    },
  );
}
