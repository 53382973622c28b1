import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVENTORY_TOOLTIP } from "../../../lib/catalog/product-page.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { type DemoProduct, generateDemoCatalog } from "./demo/catalog.ts";
import { type InventoryCaller, inventoryFor, inventoryRefusal, visibleInventory } from "./inventory-for.ts";
import { products } from "./schema.ts";
import { seedCatalog } from "./seed.ts";

const caller = (fields: Partial<NonNullable<InventoryCaller>>): InventoryCaller => ({
  customerType: "distributor",
  selectedAccountId: null,
  selectedAssignedAccountId: null,
  ...fields,
});

const distributor = caller({ selectedAccountId: "A-10001" });
const representative = caller({ customerType: "representative", selectedAssignedAccountId: "A-10002" });
const refused: [string, InventoryCaller, string][] = [
  ["a guest", null, "UNAUTHENTICATED"],
  ["a basic customer", caller({ customerType: "basic" }), "FORBIDDEN"],
  // A basic customer keeps no account selection, but the rule does not lean on that.
  [
    "a basic customer with an account",
    caller({ customerType: "basic", selectedAccountId: "A-10001" }),
    "FORBIDDEN",
  ],
  ["a distributor awaiting approval (no account yet)", caller({}), "FORBIDDEN"],
  ["a representative without an assigned account", caller({ customerType: "representative" }), "FORBIDDEN"],
];

describe("inventory rule (AMB-34, SEC-11)", () => {
  it("AMB-34 SEC-11 lets verified distributors and representatives see inventory, nobody else", () => {
    expect(inventoryRefusal(distributor)).toBeNull();
    expect(inventoryRefusal(representative)).toBeNull();
    for (const [who, viewer, code] of refused) {
      const refusal = inventoryRefusal(viewer);
      expect(refusal?.code, who).toBe(code);
      expect(refusal?.message, who).toBe(
        code === "UNAUTHENTICATED" ? "Please sign in to continue" : INVENTORY_TOOLTIP,
      );
    }
  });
});

describe.each(testDatabaseKinds())("inventoryFor on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let product: DemoProduct;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    const catalog = generateDemoCatalog({ products: 12 });
    await seedCatalog(harness.database.db, catalog);
    const withStock = catalog.products.find((p) => p.inventory.length > 0);
    if (!withStock) throw new Error("the demo catalogue has no product with stock");
    product = withStock;
  });
  afterAll(async () => harness?.dispose());

  it("AMB-34 answers the rows by warehouse to those who may see them; an unknown SKU is NOT_FOUND", async () => {
    const { db } = harness.database;
    const stock = await inventoryFor(db, distributor, product.sku);
    expect(stock.sku).toBe(product.sku);
    const seeded = Object.fromEntries(product.inventory.map((row) => [row.warehouseCode, row.quantity]));
    expect(Object.fromEntries(stock.inventory.map((row) => [row.warehouseCode, row.quantity]))).toEqual(
      seeded,
    );
    expect(await inventoryFor(db, representative, product.sku)).toEqual(stock);
    await expect(inventoryFor(db, distributor, "NO-SUCH-SKU")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("AMB-34 SEC-11 refuses everyone else before looking the SKU up, and the page gets no rows for them", async () => {
    const { db } = harness.database;
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.sku, product.sku));
    if (!row) throw new Error("the product was not seeded");
    const { id } = row;
    for (const [who, viewer, code] of refused) {
      await expect(inventoryFor(db, viewer, product.sku), who).rejects.toMatchObject({ code });
      await expect(inventoryFor(db, viewer, "NO-SUCH-SKU"), who).rejects.toMatchObject({ code });
      expect(await visibleInventory(db, viewer, id), who).toBeNull();
    }
    expect((await visibleInventory(db, distributor, id))?.length).toBe(product.inventory.length);
  });
});
