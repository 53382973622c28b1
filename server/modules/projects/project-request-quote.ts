import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import type { RequestQuoteBody } from "../../../lib/quotes/negotiation-contract.ts";
import type { IdempotentResult } from "../../db/idempotency.ts";
import type { ProjectsDeps } from "./deps.ts";
import { priceLines, readProject } from "./load-project.ts";

/**
 * Issue 32 item 3 `POST user-service/projects/{projectID}/quote-request` ("Request a quote" from a
 * project): the project's lines, priced now at the caller's prices, sent to the account's rep as a
 * quote request with the buyer's message and needed-by date, by the quotes module (its rules: cart
 * access, a date not past, one request per `Idempotency-Key`, the reps mailed). The cart is not used
 * and the project stays as it is. Another account's project is 404.
 */
export async function projectRequestQuote(
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
  body: RequestQuoteBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Quote>> {
  const { row, lines } = await readProject(deps.db, deps, caller, projectId);
  const priced = await priceLines(deps.db, deps, caller, row.accountId, lines);
  return deps.quotes.requestFromLines(
    caller,
    { ...body, accountId: row.accountId },
    priced,
    { source: `project-request:${row.id}` },
    idempotencyKey,
  );
}
