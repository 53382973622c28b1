import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { CreateQuoteBody, Quote } from "../../../lib/quotes/contract.ts";
import type { IdempotentResult } from "../../db/idempotency.ts";
import type { ProjectsDeps } from "./deps.ts";
import { priceLines, readProject } from "./load-project.ts";

/**
 * `POST user-service/projects/{projectID}/quote` ("save as quote"): the project's lines, priced now at
 * the caller's prices, frozen as a quote by the quotes module under the purchase order. The cart is
 * not used: putting the lines into it would overwrite what the buyer is assembling there. The quotes
 * module keeps its rules (cart access, a purchase order, every line priceable, one quote per
 * `Idempotency-Key`); the project stays as it is.
 */
export async function projectToQuote(
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
  body: CreateQuoteBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Quote>> {
  const { row, lines } = await readProject(deps.db, deps, caller, projectId);
  const priced = await priceLines(deps.db, deps, caller, row.accountId, lines);
  return deps.quotes.createFromLines(caller, body, priced, { source: `project:${row.id}` }, idempotencyKey);
}
