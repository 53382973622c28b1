import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ProjectSaved, ProjectToCart } from "../../../lib/projects/contract.ts";
import type { DraftBomLine } from "../../../lib/projects/draft-bom.ts";
import type { CreateQuoteBody, Quote } from "../../../lib/quotes/contract.ts";
import type { IdempotentResult } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { bareCartState, noOverride, priceLineRows, resolveLines } from "../cart/index.ts";
import { createProject } from "./create-project.ts";
import type { ProjectsDeps } from "./deps.ts";
import { workingAccount } from "./project-scope.ts";

/** The lines checked against the catalogue; any refused line refuses the whole send (nothing written). */
async function resolvedOrRefused(deps: ProjectsDeps, lines: readonly DraftBomLine[]) {
  if (lines.length === 0) throw new AppError("VALIDATION", "The bill of materials has no products");
  const { resolved, refused } = await resolveLines(deps.db, lines);
  const refusal = refused[0];
  if (refusal)
    throw new AppError("VALIDATION", `${lines[refusal.index]?.sku ?? "A line"}: ${refusal.reason}`);
  return resolved;
}

/**
 * Help me buy's draft bill of materials saved as a new project of the caller in the working account
 * (the projects module's own create, with every line), so it can be kept, edited and exported later.
 */
export async function draftBomToProject(
  deps: ProjectsDeps,
  caller: SessionUser,
  lines: readonly DraftBomLine[],
  name: string,
  idempotencyKey?: string,
): Promise<IdempotentResult<ProjectSaved>> {
  const resolved = await resolvedOrRefused(deps, lines);
  return createProject(
    deps,
    caller,
    {
      name,
      note: "",
      products: resolved.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        options: line.snapshot.options.map((option) => option.code),
      })),
    },
    idempotencyKey,
  );
}

/**
 * The draft bill of materials priced at the caller's prices and frozen as a quote by the quotes module
 * (its rules: cart access, a purchase order, one quote per `Idempotency-Key`). The cart is not used.
 */
export async function draftBomToQuote(
  deps: ProjectsDeps,
  caller: SessionUser,
  lines: readonly DraftBomLine[],
  body: CreateQuoteBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Quote>> {
  const resolved = await resolvedOrRefused(deps, lines);
  const now = new Date();
  const priced = await priceLineRows(
    deps.db,
    caller,
    bareCartState(workingAccount(deps, caller)),
    resolved.map((line) => ({
      id: crypto.randomUUID(),
      productId: line.productId,
      quantity: line.quantity,
      ...line.snapshot,
      ...noOverride,
      addedAt: now,
    })),
    deps.designatedSkus,
  );
  return deps.quotes.createFromLines(caller, body, priced, { source: "help-me-buy" }, idempotencyKey);
}

/** The draft bill of materials added to the caller's cart by the cart module, keeping what it holds. */
export async function draftBomToCart(
  deps: ProjectsDeps,
  caller: SessionUser,
  lines: readonly DraftBomLine[],
  idempotencyKey?: string,
): Promise<ProjectToCart & { replayed: boolean }> {
  if (lines.length === 0) throw new AppError("VALIDATION", "The bill of materials has no products");
  const result = await deps.cart.addLines(caller, lines, { key: idempotencyKey, source: "help-me-buy" });
  return {
    replayed: result.replayed,
    added: result.added.length,
    refused: result.refused.map((r) => ({ sku: lines[r.index]?.sku ?? "", reason: r.reason })),
    lineCount: result.cart.items.length,
  };
}
