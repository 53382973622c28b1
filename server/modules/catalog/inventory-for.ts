import { asc, eq } from "drizzle-orm";
import { canSeeInventory, type SessionUser } from "../../../lib/accounts/users.ts";
import { INVENTORY_TOOLTIP, type InventoryRow } from "../../../lib/catalog/product-page.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../errors.ts";
import { inventory, products, warehouses } from "./schema.ts";

/** Who asks: the signed-in user (the fields the rule reads), or null for a guest. */
export type InventoryCaller = Pick<
  SessionUser,
  "customerType" | "selectedAccountId" | "selectedAssignedAccountId"
> | null;

export type ProductInventory = { sku: string; inventory: InventoryRow[] };

/**
 * AMB-34, SEC-11: the one rule of who sees inventory by warehouse, for the API and the product page
 * alike. Verified distributors and representatives do; a guest is asked to sign in (UNAUTHENTICATED);
 * anyone else signed in (a basic customer, a person whose connection awaits approval) is refused with
 * the requirement's text (FORBIDDEN). Null when the caller may see it.
 */
export function inventoryRefusal(caller: InventoryCaller): AppError | null {
  if (!caller) return new AppError("UNAUTHENTICATED", "Please sign in to continue");
  if (!canSeeInventory(caller)) return new AppError("FORBIDDEN", INVENTORY_TOOLTIP);
  return null;
}

/**
 * `GET /api/product-service/products/inventory/{sku}`: inventory by warehouse of the product whose
 * SKU is `sku`, for a caller who may see it. Who asks is checked first, so a refused caller learns
 * nothing about which SKUs exist; an unknown SKU is NOT_FOUND.
 */
export async function inventoryFor(db: Db, caller: InventoryCaller, sku: string): Promise<ProductInventory> {
  const refusal = inventoryRefusal(caller);
  if (refusal) throw refusal;
  const [row] = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(eq(products.sku, sku));
  if (!row) throw notFound("Product");
  return { sku: row.sku, inventory: await inventoryRows(db, row.id) };
}

/**
 * The product page's stock table: the rows for a caller who may see them, null for everyone else.
 * The rows are left out on the server, not only hidden by the page (AMB-34). No statement for a caller
 * who may not see them.
 */
export async function visibleInventory(
  db: Db,
  caller: InventoryCaller,
  productId: string,
): Promise<InventoryRow[] | null> {
  return inventoryRefusal(caller) ? null : inventoryRows(db, productId);
}

async function inventoryRows(db: Db, productId: string): Promise<InventoryRow[]> {
  return db
    .select({
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      city: warehouses.city,
      state: warehouses.state,
      quantity: inventory.quantity,
    })
    .from(inventory)
    .innerJoin(warehouses, eq(warehouses.id, inventory.warehouseId))
    .where(eq(inventory.productId, productId))
    .orderBy(asc(warehouses.name));
}
