import { sql } from "drizzle-orm";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../../../lib/cart/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { ResolvedLine } from "./resolve-lines.ts";
import { cartItems } from "./schema.ts";

/**
 * Adds resolved lines to a cart (whose id came from the scoped `ensureCart`) in one statement: a
 * configuration already in the cart gets the quantity added (the unique key makes parallel adds of
 * the same configuration end as one line) and its snapshot refreshed. A sum beyond the largest
 * quantity is refused (VALIDATION; the caller's transaction rolls back). Answers the line ids by
 * request index.
 */
export type LineOverride = {
  priceCents: number;
  originalPriceCents: number;
  byUserId: string;
  byName: string;
  at: Date;
};

export async function upsertLines(
  tx: DbOrTx,
  cartId: string,
  lines: readonly ResolvedLine[],
  /** Overrides recorded elsewhere (a quote's), by request index; written with new lines only. */
  overrides: ReadonlyMap<number, LineOverride> = new Map(),
): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  if (lines.length === 0) return ids;
  const written = await tx
    .insert(cartItems)
    .values(
      lines.map((line) => ({
        cartId,
        productId: line.productId,
        optionsKey: line.optionsKey,
        quantity: line.quantity,
        ...line.snapshot,
        ...overrideColumns(overrides.get(line.index)),
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.optionsKey],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        sku: sql`excluded.sku`,
        productCode: sql`excluded.product_code`,
        name: sql`excluded.name`,
        imageUrl: sql`excluded.image_url`,
        imageAlt: sql`excluded.image_alt`,
        catalogNumber: sql`excluded.catalog_number`,
        options: sql`excluded.options`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
    })
    .returning({ id: cartItems.id, productId: cartItems.productId, optionsKey: cartItems.optionsKey });
  if (written.length < lines.length) {
    throw new AppError(
      "VALIDATION",
      `quantity: with what is already in the cart a line would exceed ${MAX_LINE_QUANTITY.toLocaleString("en-US")}`,
    );
  }
  const idOf = new Map(written.map((w) => [`${w.productId}\u0000${w.optionsKey}`, w.id]));
  for (const line of lines) {
    const id = idOf.get(`${line.productId}\u0000${line.optionsKey}`);
    if (id) ids.set(line.index, id);
  }
  return ids;
}

/** Refuses (and so rolls back) a write that left the cart with more lines than a cart may hold. */
export function checkCartSize(lineCount: number): void {
  if (lineCount > MAX_CART_LINES) {
    throw new AppError(
      "VALIDATION",
      `A cart holds at most ${MAX_CART_LINES.toLocaleString("en-US")} lines; save this one as a quote or remove lines first`,
    );
  }
}

function overrideColumns(override: LineOverride | undefined) {
  if (!override) return {};
  return {
    overridePriceCents: override.priceCents,
    overrideOriginalCents: override.originalPriceCents,
    overrideBy: override.byUserId,
    overrideByName: override.byName,
    overrideAt: override.at,
  };
}
