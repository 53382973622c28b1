import { asc } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { Project } from "../../../lib/projects/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { bareCartState, noOverride, priceLineRows } from "../cart/index.ts";
import { type ProjectsDeps, projectNotFound } from "./deps.ts";
import { ownProject, ownProjectLines } from "./project-scope.ts";
import { projectLines, projects } from "./schema.ts";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectLineRow = typeof projectLines.$inferSelect;

/** The project (scoped: another user's or account's is not found) and its lines in order. Two statements. */
export async function readProject(
  db: DbOrTx,
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
): Promise<{ row: ProjectRow; lines: ProjectLineRow[] }> {
  const [row] = await db
    .select()
    .from(projects)
    .where(ownProject(deps, caller, projectId));
  if (!row) throw projectNotFound();
  const lines = await db
    .select()
    .from(projectLines)
    .where(ownProjectLines(db, deps, caller, projectId))
    .orderBy(asc(projectLines.seq));
  return { row, lines };
}

/**
 * The project's lines priced now, as the cart would price them for the caller: the catalogue's list
 * and option prices, the account's price list, the one pricing rule (lib/cart/pricing.ts, through the
 * cart's buildCart), without a coupon, shipping or surcharge (a project has none). Two statements
 * whatever the number of lines. A line whose product or option left the catalogue is marked
 * unavailable and counts for nothing, as in the cart.
 */
export async function priceLines(
  db: DbOrTx,
  deps: ProjectsDeps,
  caller: SessionUser,
  accountId: string,
  lines: readonly ProjectLineRow[],
): Promise<Cart> {
  return priceLineRows(
    db,
    caller,
    bareCartState(accountId),
    lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      sku: line.sku,
      productCode: line.productCode,
      name: line.name,
      imageUrl: line.imageUrl,
      imageAlt: line.imageAlt,
      catalogNumber: line.catalogNumber,
      options: line.options,
      ...noOverride,
      addedAt: line.addedAt,
    })),
    deps.designatedSkus,
  );
}

/** The project as answered: its lines priced now with their notes, and the totals. */
export function toProject(row: ProjectRow, lines: readonly ProjectLineRow[], priced: Cart): Project {
  const notes = new Map(lines.map((line) => [line.id, line.note]));
  const { cartId: _none, items, unitCount, accountId, ...totals } = priced;
  return {
    projectID: row.id,
    name: row.name,
    note: row.note,
    lineCount: lines.length,
    unitCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    accountId,
    items: items.map((item) => ({ ...item, note: notes.get(item.id) ?? "" })),
    ...totals,
  };
}

/** One project of the caller, priced now. Four statements whatever the number of lines. */
export async function loadProject(
  db: DbOrTx,
  deps: ProjectsDeps,
  caller: SessionUser,
  projectId: string,
): Promise<Project> {
  const { row, lines } = await readProject(db, deps, caller, projectId);
  return toProject(row, lines, await priceLines(db, deps, caller, row.accountId, lines));
}
