import { eq, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "../../../lib/cart/contract.ts";
import { MAX_PROJECT_LINES, type ProjectProduct } from "../../../lib/projects/contract.ts";
import type { DbOrTx, Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { type ResolvedLine, resolveLines } from "../cart/index.ts";
import { projectLines, projects } from "./schema.ts";

/**
 * Products checked against the catalogue in one statement, as the cart checks them (the product
 * exists, every option code is one of its options, a group not named gets its default). Any refusal
 * refuses the whole request: the dialog adds one product, and a half-added list would surprise.
 */
export async function resolveProducts(
  db: DbOrTx,
  products: readonly ProjectProduct[],
): Promise<ResolvedLine[]> {
  const { resolved, refused } = await resolveLines(
    db,
    products.map((p) => ({ productId: p.productId, quantity: p.quantity, options: p.options })),
  );
  const refusal = refused[0];
  if (refusal)
    throw new AppError(
      "VALIDATION",
      refusal.reason.replace(/^./, (c) => c.toUpperCase()),
    );
  return resolved;
}

/**
 * Resolved products written into a project (already reached through the scope) in one statement: a
 * configuration the project holds gets the quantity added (OPEN default: adding it again raises its
 * quantity), capped at the largest quantity, and its snapshot refreshed; the unique key makes
 * parallel adds end as one line. The project's `updated_at` moves; more lines than a project may hold
 * are refused (the transaction rolls back).
 */
export async function upsertProducts(
  tx: Tx,
  projectId: string,
  lines: readonly ResolvedLine[],
): Promise<number> {
  await tx
    .insert(projectLines)
    .values(
      lines.map((line) => ({
        projectId,
        productId: line.productId,
        optionsKey: line.optionsKey,
        quantity: line.quantity,
        ...line.snapshot,
      })),
    )
    .onConflictDoUpdate({
      target: [projectLines.projectId, projectLines.productId, projectLines.optionsKey],
      set: {
        quantity: sql`least(${projectLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
        sku: sql`excluded.sku`,
        productCode: sql`excluded.product_code`,
        name: sql`excluded.name`,
        imageUrl: sql`excluded.image_url`,
        imageAlt: sql`excluded.image_alt`,
        catalogNumber: sql`excluded.catalog_number`,
        options: sql`excluded.options`,
      },
    });
  const [counted] = await tx
    .select({ lines: sql<number>`count(*)::int` })
    .from(projectLines)
    .where(eq(projectLines.projectId, projectId));
  const lineCount = Number(counted?.lines ?? 0);
  if (lineCount > MAX_PROJECT_LINES)
    throw new AppError("VALIDATION", `A project holds at most ${MAX_PROJECT_LINES} lines`);
  await tx.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
  return lineCount;
}
