import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ProjectToCart } from "../../../lib/projects/contract.ts";
import { AppError } from "../../errors.ts";
import type { ProjectsDeps } from "./deps.ts";
import { readProject } from "./load-project.ts";

/**
 * `POST user-service/projects/{projectID}/cart` ("add all to cart"): every line of the project added
 * to the caller's cart by the cart module (its cart-access rule, its catalogue check, a configuration
 * the cart holds gets the quantity added). Lines whose product or option left the catalogue are
 * answered with the reason; the project is not changed. With an `Idempotency-Key` (the page sends one
 * per click), a repeated request (a double click, a retry) answers the first answer and adds nothing
 * more: the cart module keeps the key with its write, as for API-19.
 */
export async function projectToCart(
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
  idempotencyKey?: string,
): Promise<ProjectToCart & { replayed: boolean }> {
  const { lines } = await readProject(deps.db, deps, caller, projectId);
  if (lines.length === 0) throw new AppError("VALIDATION", "The project has no products to add");
  const result = await deps.cart.addLines(
    caller,
    lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      options: line.options.map((o) => o.code),
    })),
    { key: idempotencyKey, source: `project:${projectId}` },
  );
  return {
    replayed: result.replayed,
    added: result.added.length,
    refused: result.refused.map((r) => ({ sku: lines[r.index]?.sku ?? "", reason: r.reason })),
    lineCount: result.cart.items.length,
  };
}
