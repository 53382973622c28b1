import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultScxSelection, SCX_BASE_SKU } from "../../../lib/builder/scx.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { nodesOf, planOf, type Statement } from "../../testing/query-plans.ts";
import { formOf, sampleFiles, sendForm } from "../../testing/uploads.ts";
import { orders } from "../orders/schema.ts";
import { createProductDetails } from "./product-details.ts";
import { products } from "./schema.ts";
import { analyzeCatalog } from "./seed.ts";

/**
 * The query plans of the portal lists that read the catalogue (issue 14: favorites, projects through
 * the cart's pricing, warranty claims' SKU check, custom designs' SCX base) on 100,000 products with
 * the planner's statistics, as boot.ts leaves them: every statement the calls really send is
 * EXPLAINed as sent (sequential scans allowed, so the plan is the one the database would choose) and
 * none may read a big catalogue table whole.
 */
const bigTables = ["products", "product_options", "product_documents", "inventory"];

describe.each(testDatabaseKinds())("portal lists' query plans at 100,000 products on %s", (kind) => {
  let h: AppHarness;
  let ben = "";
  const ids: Record<string, string> = {};
  let benOrder = "";

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: { products: 100_000, once: true } });
    await analyzeCatalog(h.db);
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    for (const sku of ["EDL-4SMD-11-30K", "DLX-8-20-50K", SCX_BASE_SKU]) {
      const [row] = await h.db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
      if (!row) throw new Error(`the demo catalogue has ${sku}`);
      ids[sku] = row.id;
    }
    const [order] = await h.db
      .select({ n: orders.number })
      .from(orders)
      .where(eq(orders.accountId, "A-10001"))
      .limit(1);
    benOrder = order?.n ?? "";
  }, 900_000);
  afterAll(async () => h?.dispose());

  /** Runs `call`, then EXPLAINs every statement it sent: none may read a big catalogue table whole. */
  async function plansOf(
    call: () => Promise<void>,
  ): Promise<{ statements: Statement[]; indexes: Set<string> }> {
    const counter = countQueries(h.db);
    try {
      await call();
    } finally {
      counter.stop();
    }
    const statements = [...counter.calls];
    expect(statements.length).toBeGreaterThan(0);
    const indexes = new Set<string>();
    for (const statement of statements) {
      if (!/^\s*(select|with|update|delete|insert)/i.test(statement.sql)) continue;
      const nodes = nodesOf(await planOf(h.database, statement, { seqscan: true }));
      const whole = nodes.filter(
        (n) => n["Node Type"] === "Seq Scan" && bigTables.includes(n["Relation Name"] ?? ""),
      );
      expect(
        whole.map((n) => n["Relation Name"]),
        statement.sql,
      ).toEqual([]);
      for (const n of nodes) if (n["Index Name"]) indexes.add(n["Index Name"]);
    }
    return { statements, indexes };
  }

  const ok = async (response: Promise<{ status: number; body: unknown }>, status = 200) => {
    const { status: got, body } = await response;
    expect(got, JSON.stringify(body)).toBe(status);
    return body as Record<string, unknown>;
  };

  it("FAV-01 FAV-02 adding, listing (priced) and the ids of favorites read products by index", async () => {
    const { indexes } = await plansOf(async () => {
      for (const sku of ["EDL-4SMD-11-30K", "DLX-8-20-50K"])
        await ok(h.postJson(`/api/user-service/favorites/add/${ids[sku]}`, {}, { cookie: ben }), 201);
      await ok(h.getJson("/api/user-service/favorites", { cookie: ben }));
      await ok(h.getJson("/api/user-service/favorites/ids", { cookie: ben }));
    });
    expect([...indexes].some((name) => name.startsWith("products_"))).toBe(true);
  });

  it("PROJ-06 PROJ-07 creating, adding to and reading a project (priced through the cart) read products by index", async () => {
    let projectID = "";
    const { indexes } = await plansOf(async () => {
      const created = await ok(
        h.postJson(
          "/api/user-service/projects/product",
          {
            name: "Warehouse",
            note: "",
            product: { quantity: 1, productId: ids["EDL-4SMD-11-30K"], options: [] },
          },
          { cookie: ben },
        ),
        201,
      );
      projectID = String(created.projectID);
      await ok(
        h.postJson(
          `/api/user-service/projects/product/${projectID}`,
          { projectID, products: [{ quantity: 1, productId: ids["DLX-8-20-50K"], options: [] }] },
          { cookie: ben, method: "PUT" } as never,
        ),
      );
      await ok(h.getJson(`/api/user-service/projects/${projectID}`, { cookie: ben }));
      await ok(h.getJson("/api/user-service/projects", { cookie: ben }));
    });
    expect([...indexes].some((name) => name.startsWith("products_"))).toBe(true);
  });

  it("#17.3 a product page's related products are the first entries of the series' name index, never a sort of the series", async () => {
    const productDetails = createProductDetails(h.db);
    const { statements, indexes } = await plansOf(async () => {
      const page = await productDetails.productPage("scx-4-40-40k", null);
      expect(page.related).toHaveLength(6);
    });
    expect(indexes).toContain("products_series_name_idx");
    const related = statements.find((statement) => /"series_id" = \$1/.test(statement.sql));
    if (!related) throw new Error("the product page read no related products");
    const nodes = nodesOf(await planOf(h.database, related, { seqscan: true }));
    // A series holds thousands of products at this size: sorting them was 22 ms a page under load.
    expect(nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
  });

  it("WARR-02 a warranty claim's SKU is checked by index", async () => {
    await plansOf(async () => {
      const response = await sendForm(
        h,
        "/api/user-service/warranty-claims",
        formOf(
          {
            reference: benOrder,
            sku: "EDL-4SMD-11-30K",
            quantity: "3",
            installDate: "2026-01-15",
            failureDescription: "Two drivers flicker and fail after 20 minutes.",
          },
          [["photos", sampleFiles.png(), "fixture.png"]],
        ),
        { cookie: ben },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      await ok(h.getJson("/api/user-service/warranty-claims", { cookie: ben }));
    });
  });

  it("DESIGN-03 DESIGN-04 saving, listing, reading and carting a design find the SCX base by index", async () => {
    await plansOf(async () => {
      const saved = await ok(
        h.postJson(
          "/api/cart-service/custom-design/add",
          { name: "Lobby run", note: "", configuration: defaultScxSelection },
          { cookie: ben },
        ),
        201,
      );
      const id = String(saved.id ?? saved.rid);
      await ok(h.getJson("/api/cart-service/custom-design", { cookie: ben }));
      await ok(h.getJson(`/api/cart-service/custom-design/${id}`, { cookie: ben }));
      const carted = await h.postJson(`/api/cart-service/custom-design/${id}/cart`, {}, { cookie: ben });
      expect([200, 201]).toContain(carted.status);
    });
  });
});
