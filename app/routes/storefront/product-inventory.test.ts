import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVENTORY_TOOLTIP } from "../../../lib/catalog/product-page.ts";
import { type AppHarness, openAppHarness } from "../../../server/testing/app-harness.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { servicePageContext } from "../../features/accounts/auth.test-support.tsx";
import { loader } from "./product.tsx";

/**
 * AMB-34, SEC-11: inventory by warehouse reaches verified distributors and representatives only,
 * through the product page's loader and through the API, for each kind of caller.
 */
describe.each(testDatabaseKinds())("inventory by role on %s", (kind) => {
  let h: AppHarness;
  let product: { sku: string; link: string };

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: { products: 24 } });
    const withStock = h.catalog?.products.find((p) => p.inventory.length > 0);
    if (!withStock) throw new Error("the demo catalogue has no product with stock");
    product = { sku: withStock.sku, link: withStock.link };
  });
  afterAll(async () => h?.dispose());

  /** The session's user, as the server resolves it for a page or an API call; null for a guest. */
  async function callerOf(email: string | null) {
    return email
      ? await h.services.accounts.callerOf(new Headers({ cookie: (await h.signIn(email)).cookie }))
      : null;
  }

  /** Runs the product page's loader as the server does, for the given signed-in user or a guest. */
  async function pageInventory(email: string | null) {
    const { services } = h;
    const viewer = await callerOf(email);
    const context = servicePageContext(services, viewer);
    const slug = product.link.replace("/product/", "");
    const data = (await loader({
      params: { slug },
      request: new Request(`http://localhost:3000${product.link}`),
      context,
      unstable_pattern: "/product/:slug",
    } as unknown as Parameters<typeof loader>[0])) as { product: { inventory: unknown[] | null } };
    return data.product.inventory;
  }

  async function apiInventory(email: string | null) {
    const cookie = email ? (await h.signIn(email)).cookie : undefined;
    return h.call(`/api/product-service/products/inventory/${encodeURIComponent(product.sku)}`, { cookie });
  }

  it("AMB-34 SEC-11 a guest gets no inventory on the page and 401 from the API", async () => {
    expect(await pageInventory(null)).toBeNull();
    expect((await apiInventory(null)).status).toBe(401);
  });

  it("AMB-34 SEC-11 a basic customer gets no inventory on the page and 403 with the tooltip text", async () => {
    expect(await pageInventory("bob.basic@example.com")).toBeNull();
    const response = await apiInventory("bob.basic@example.com");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: INVENTORY_TOOLTIP, code: "FORBIDDEN" });
  });

  it("AMB-34 a distributor waiting for approval is not verified and sees no inventory", async () => {
    expect(await pageInventory("paul.pending@brightline.example")).toBeNull();
    expect((await apiInventory("paul.pending@brightline.example")).status).toBe(403);
  });

  it("AMB-34 a verified distributor sees inventory by warehouse on the page and from the API", async () => {
    const rows = await pageInventory("nora.viewer@brightline.example");
    expect(rows?.length).toBeGreaterThan(0);
    const response = await apiInventory("nora.viewer@brightline.example");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = (await response.json()) as {
      sku: string;
      inventory: { warehouseCode: string; quantity: number }[];
    };
    expect(body.sku).toBe(product.sku);
    expect(body.inventory).toEqual(rows);
  });

  it("AMB-34 a representative with an assigned account sees inventory", async () => {
    expect((await pageInventory("rita.rep@greatlakes-agency.example"))?.length).toBeGreaterThan(0);
    expect((await apiInventory("rita.rep@greatlakes-agency.example")).status).toBe(200);
  });

  it("AMB-34 a pending distributor is refused by the API with the tooltip text, as a basic customer is", async () => {
    const response = await apiInventory("paul.pending@brightline.example");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: INVENTORY_TOOLTIP, code: "FORBIDDEN" });
  });

  it("AMB-34 SEC-11 the catalogue decides for every caller what the page and the API give them", async () => {
    const inventoryFor = async (email: string | null) =>
      h.services.productDetails.inventoryFor(await callerOf(email), product.sku);
    await expect(inventoryFor(null)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "Please sign in to continue",
    });
    for (const refused of ["bob.basic@example.com", "paul.pending@brightline.example"]) {
      await expect(inventoryFor(refused)).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: INVENTORY_TOOLTIP,
      });
    }
    for (const allowed of ["nora.viewer@brightline.example", "rita.rep@greatlakes-agency.example"]) {
      const stock = await inventoryFor(allowed);
      expect(stock.sku).toBe(product.sku);
      expect(stock.inventory).toEqual(await pageInventory(allowed));
    }
  });

  it("AMB-34 an unknown SKU asks a guest to sign in and refuses a basic customer before it is looked up", async () => {
    const guest = await h.call("/api/product-service/products/inventory/NO-SUCH-SKU");
    expect(guest.status).toBe(401);
    const { cookie } = await h.signIn("bob.basic@example.com");
    const basic = await h.call("/api/product-service/products/inventory/NO-SUCH-SKU", { cookie });
    expect(basic.status).toBe(403);
  });

  it("AMB-34 an unknown SKU is a 404 for those who may see inventory", async () => {
    const { cookie } = await h.signIn("nora.viewer@brightline.example");
    const response = await h.call("/api/product-service/products/inventory/NO-SUCH-SKU", { cookie });
    expect(response.status).toBe(404);
  });
});
