import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type AssistantToolName,
  assistantOrderSchema,
  assistantProductSchema,
  orderNotFoundMessage,
  SIGN_IN_MESSAGE,
  type ToolResult,
  toolResultSchema,
} from "../../../lib/assistant/tools.ts";
import { INVENTORY_TOOLTIP } from "../../../lib/catalog/product-page.ts";
import { calculatePayback } from "../../../lib/energy/payback.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { matrixEmails, sessionUserOf } from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { seedDemoDistributors } from "../distributors/index.ts";
import { seedRebatePrograms } from "../rebates/index.ts";
import { OUTDOOR_IP_RATINGS } from "./tools/search-products.ts";

/**
 * The assistant's read tools (issue 16 item 3) run against the demo data, as the chat and the MCP
 * endpoint run them: each result is the spec's `{ success, message, data }` (CHAT-20), products and
 * orders in the chat's shapes (CHAT-53, CHAT-54), the caller from the session, and another account's
 * order, quote or invoice never in a result whatever the input names.
 */
describe.each(testDatabaseKinds())("assistant tools on %s", (kind) => {
  let h: AppHarness;
  let ben: SessionUser;
  let bob: SessionUser;
  let olivia: SessionUser;
  let skus: Set<string>;

  const run = async (name: AssistantToolName, caller: SessionUser | null, input: unknown = {}) => {
    const result = await h.services.assistant.run(name, caller, input);
    // CHAT-20: every result parses as the shape the chat reads.
    return toolResultSchema.parse(result) as ToolResult;
  };

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    await seedRebatePrograms(h.db);
    await seedDemoDistributors(h.db);
    ben = await sessionUserOf(h, matrixEmails.distributor);
    bob = await sessionUserOf(h, matrixEmails.basic);
    olivia = await sessionUserOf(h, matrixEmails.otherAdmin);
    skus = new Set(h.catalog?.products.map((product) => product.sku));
    // A quote of each account, saved from its cart, so the quote lists have something to leak.
    const [first, second] = h.catalog?.products ?? [];
    for (const [caller, product] of [
      [ben, first],
      [olivia, second],
    ] as const) {
      await h.services.cart.add(caller, { sku: product?.sku, quantity: 2 });
      await h.services.quotes.create(caller, { PurchaseOrder: `PO-${caller.fname.toUpperCase()}` });
    }
  });
  afterAll(async () => h?.dispose());

  it("CHAT-53 search_products finds real catalogue SKUs by words, each in the chat's product shape", async () => {
    const product = h.catalog?.products.find((p) => p.name.includes("High Bay"));
    expect(product).toBeDefined();
    const result = await run("search_products", null, { query: "high bay", limit: 6 });
    expect(result.success).toBe(true);
    const products = result.data.products ?? [];
    expect(products.length).toBeGreaterThan(0);
    for (const found of products) {
      expect(assistantProductSchema.parse(found)).toEqual(found);
      expect(skus.has(found.sku)).toBe(true);
      expect(found.name.toLowerCase()).toContain("bay");
      expect(found.application.startsWith("::")).toBe(false);
    }
    expect(result.message).toMatch(/^Found \d+/);
  });

  it("CHAT-53 search_products filters: outdoor gives only IP65-and-up fixtures, DLC only listed ones", async () => {
    const outdoor = await run("search_products", null, { outdoor: true, limit: 12 });
    const bySku = new Map(h.catalog?.products.map((p) => [p.sku, p]));
    expect(outdoor.data.products?.length).toBeGreaterThan(0);
    for (const p of outdoor.data.products ?? []) {
      expect(OUTDOOR_IP_RATINGS).toContain(bySku.get(p.sku)?.ipRating);
    }
    const dlc = await run("search_products", null, { dlc: true, wattageMin: 100, limit: 12 });
    for (const p of dlc.data.products ?? []) {
      const product = bySku.get(p.sku);
      expect(product?.dlcListing).toMatch(/^DLC (Standard|Premium)$/);
      expect(product?.wattage).toBeGreaterThanOrEqual(100);
    }
    const none = await run("search_products", null, { query: "zzqx unobtainium" });
    expect(none).toMatchObject({ success: true, data: { products: [] } });
    // A bad input is refused in words, for the model to correct.
    const bad = await run("search_products", null, { limit: 500 });
    expect(bad.success).toBe(false);
    expect(bad.message).toMatch(/^limit: /);
  });

  it("CHAT-53 get_product answers the product with its documents; an unknown SKU is not in the catalogue", async () => {
    const product = h.catalog?.products.find((p) => p.documents.length > 0);
    if (!product) throw new Error("no product with documents");
    const result = await run("get_product", null, { sku: product.sku });
    expect(result.success).toBe(true);
    expect(result.data.products?.[0]?.sku).toBe(product.sku);
    expect((result.data.documents as { url: string }[]).map((d) => d.url).sort()).toEqual(
      product.documents.map((d) => d.url).sort(),
    );
    expect(await run("get_product", null, { sku: "NOPE-0000" })).toEqual({
      success: false,
      message: "No product NOPE-0000 is in the catalogue.",
      data: {},
    });
  });

  it("CHAT-53 compare_products lines 2–4 SKUs up side by side; a missing SKU or a single one is refused", async () => {
    const [a, b, c] = h.catalog?.products ?? [];
    if (!a || !b || !c) throw new Error("catalogue too small");
    const result = await run("compare_products", null, { skus: [a.sku, b.sku, c.sku] });
    expect(result.success).toBe(true);
    expect(result.data.products?.map((p) => p.sku)).toEqual([a.sku, b.sku, c.sku]);
    const rows = result.data.comparison as { label: string; values: { sku: string; value: unknown }[] }[];
    expect(rows.find((row) => row.label === "Wattage (W)")?.values).toEqual([
      { sku: a.sku, value: a.wattage },
      { sku: b.sku, value: b.wattage },
      { sku: c.sku, value: c.wattage },
    ]);
    const missing = await run("compare_products", null, { skus: [a.sku, "NOPE-1"] });
    expect(missing).toMatchObject({ success: false, message: "No product NOPE-1 is in the catalogue." });
    expect((await run("compare_products", null, { skus: [a.sku] })).success).toBe(false);
    expect((await run("compare_products", null, { skus: [a.sku, b.sku, c.sku, a.sku, b.sku] })).success).toBe(
      false,
    );
  });

  it("SEC-11 check_inventory: a verified distributor sees stock by warehouse; a basic customer and a guest get the tooltip", async () => {
    const product = h.catalog?.products.find((p) => p.inventory.length > 0);
    if (!product) throw new Error("no stocked product");
    const given = await run("check_inventory", ben, { sku: product.sku });
    expect(given.success).toBe(true);
    const rows = given.data.inventory as { quantity: number }[];
    expect(rows).toHaveLength(product.inventory.length);
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(
      product.inventory.reduce((sum, row) => sum + row.quantity, 0),
    );
    expect(await run("check_inventory", bob, { sku: product.sku })).toEqual({
      success: false,
      message: INVENTORY_TOOLTIP,
      data: {},
    });
    const guest = await run("check_inventory", null, { sku: product.sku });
    expect(guest.success).toBe(false);
    expect(guest.message.startsWith(INVENTORY_TOOLTIP)).toBe(true);
    expect(guest.data).toEqual({});
  });

  it("CHAT-54 list_orders answers Ben's orders of A-10001 only, newest first, as order cards", async () => {
    const result = await run("list_orders", ben, { limit: 20 });
    expect(result.success).toBe(true);
    const orders = result.data.orders ?? [];
    expect(orders.length).toBeGreaterThanOrEqual(10);
    for (const order of orders) {
      expect(assistantOrderSchema.parse(order)).toEqual(order);
      expect(order.customerId).toBe("A-10001");
      expect(order.orderNumber).toMatch(/^SO-2026-9001\d\d$/);
      expect(order.items.length).toBeGreaterThan(0);
      for (const item of order.items) expect(skus.has(item.sku)).toBe(true);
    }
    // The order page's own figures: the card's total is the order's.
    const direct = await h.services.orders.get(ben, orders[0]?.id ?? "");
    expect(orders[0]?.total).toBe(direct.Price.OrderTotal);
    const shipped = await run("list_orders", ben, { status: "SHIPPED" });
    for (const order of shipped.data.orders ?? []) expect(order.status).toBe("SHIPPED");
  });

  it("CHAT-53 CHAT-54 search_products and list_orders read their cards in a fixed number of statements, not one per card", async () => {
    const statements = async (name: AssistantToolName, input: unknown) => {
      const counter = countQueries(h.db);
      try {
        const result = await run(name, ben, input);
        return { count: counter.count, cards: (result.data.products ?? result.data.orders ?? []).length };
      } finally {
        counter.stop();
      }
    };
    const fewProducts = await statements("search_products", { query: "led", limit: 2 });
    const manyProducts = await statements("search_products", { query: "led", limit: 12 });
    expect(manyProducts.cards).toBeGreaterThan(fewProducts.cards);
    expect(manyProducts.count).toBe(fewProducts.count);
    const fewOrders = await statements("list_orders", { limit: 2 });
    const manyOrders = await statements("list_orders", { limit: 20 });
    expect(manyOrders.cards).toBeGreaterThan(fewOrders.cards);
    expect(manyOrders.count).toBe(fewOrders.count);
  });

  it("CHAT-54 getMany leaves out another account's orders and unknown ids, and keeps the order asked", async () => {
    const bens = (await h.services.orders.list(ben, "me", { limit: 3 })).orders.map((order) => order.id);
    const olivias = (await h.services.orders.list(olivia, "me", { limit: 1 })).orders.map(
      (order) => order.id,
    );
    const asked = [bens[2], olivias[0], crypto.randomUUID(), bens[0]].filter((id): id is string =>
      Boolean(id),
    );
    const found = await h.services.orders.getMany(ben, asked);
    expect(found.map((order) => order.id)).toEqual([bens[2], bens[0]]);
  });

  it("CHAT-54 get_order answers one of Ben's orders with status and tracking", async () => {
    const result = await run("get_order", ben, { orderNumber: "so-2026-900101" });
    expect(result.success).toBe(true);
    expect(result.data.order).toMatchObject({ orderNumber: "SO-2026-900101", customerId: "A-10001" });
    expect(result.message).toContain("SO-2026-900101");
  });

  it("SEC-02 another account's order number is not found, in the same words as one that does not exist", async () => {
    const others = await run("get_order", ben, { orderNumber: "SO-2026-900201" });
    const none = await run("get_order", ben, { orderNumber: "SO-2026-999999" });
    expect(others).toEqual({ success: false, message: orderNotFoundMessage("SO-2026-900201"), data: {} });
    expect(none).toEqual({ success: false, message: orderNotFoundMessage("SO-2026-999999"), data: {} });
    // The order exists: its own account's buyer sees it.
    const own = await run("get_order", olivia, { orderNumber: "SO-2026-900201" });
    expect(own.data.order?.customerId).toBe("A-10002");
  });

  it("SEC-02 red team: inputs naming another account's ids or numbers never return them", async () => {
    const oliviasOrder = (await run("get_order", olivia, { orderNumber: "SO-2026-900201" })).data.order;
    if (!oliviasOrder) throw new Error("Olivia's order is missing");
    // An order asked for by another account's id, number, pattern or injection: refused as not found.
    for (const orderNumber of [
      oliviasOrder.id,
      "SO-2026-900201' OR '1'='1",
      "SO-2026-9002%",
      "show order SO-2026-900201",
      "10042",
    ]) {
      expect(await run("get_order", ben, { orderNumber })).toEqual({
        success: false,
        message: orderNotFoundMessage(orderNumber),
        data: {},
      });
    }
    // The list tools take no account or user: naming one is refused before anything is read.
    const attempts: [AssistantToolName, unknown][] = [
      ["list_orders", { accountId: "A-10002" }],
      ["list_orders", { userId: olivia.userId }],
      ["list_quotes", { accountId: "A-10002" }],
      ["list_invoices", { accountId: "A-10002" }],
    ];
    for (const [name, input] of attempts) {
      const result = await run(name, ben, input);
      expect(result, `${name} ${JSON.stringify(input)}`).toMatchObject({ success: false, data: {} });
      expect(JSON.stringify(result)).not.toMatch(/SO-2026-9002|PO-OLIVIA|A-10002/);
    }
    // Ben's own lists hold nothing of Northgate's.
    for (const name of ["list_orders", "list_quotes", "list_invoices"] as const) {
      const text = JSON.stringify(
        await run(name, ben, name === "list_invoices" ? { limit: 50 } : { limit: 20 }),
      );
      expect(text).not.toMatch(/SO-2026-9002|PO-OLIVIA|A-10002/);
      expect(text).not.toContain(oliviasOrder.id);
    }
  });

  it("API-02 list_quotes and list_invoices answer the working account's only; a guest is asked to sign in", async () => {
    const quotes = await run("list_quotes", ben);
    expect(quotes.success).toBe(true);
    expect(quotes.data.accountId).toBe("A-10001");
    const listed = quotes.data.quotes as { PurchaseOrder: string }[];
    expect(listed.map((q) => q.PurchaseOrder)).toContain("PO-BEN");
    expect(listed.map((q) => q.PurchaseOrder)).not.toContain("PO-OLIVIA");
    const oliviasQuotes = await run("list_quotes", olivia);
    expect((oliviasQuotes.data.quotes as { PurchaseOrder: string }[]).map((q) => q.PurchaseOrder)).toEqual([
      "PO-OLIVIA",
    ]);

    const invoices = await run("list_invoices", ben, { limit: 50 });
    expect(invoices.success).toBe(true);
    const direct = await h.services.invoices.list(ben, "A-10001", { limit: 50 });
    expect((invoices.data.invoices as { number: string }[]).map((i) => i.number)).toEqual(
      direct.invoices.map((i) => i.Invoice),
    );
    expect(invoices.data.openBalanceCents).toBe(direct.openBalanceCents);

    for (const name of ["list_orders", "get_order", "list_quotes", "list_invoices"] as const) {
      const input = name === "get_order" ? { orderNumber: "SO-2026-900101" } : {};
      expect(await run(name, null, input)).toEqual({ success: false, message: SIGN_IN_MESSAGE, data: {} });
    }
  });

  it("energy_savings answers exactly what the payback calculator's function computes", async () => {
    const result = await run("energy_savings", null, {
      existingFixtures: 80,
      existingWatts: 458,
      newFixtures: 80,
      newWatts: 160,
      hoursPerDay: 16,
      daysPerYear: 312,
      energyRate: 0.11,
      maintenancePerFixture: 35,
      fixtureCost: 289,
      installCost: 90,
      rebatePerFixture: 60,
    });
    const expected = calculatePayback({
      existingFixtures: 80,
      existingWatts: 458,
      newFixtures: 80,
      newWatts: 160,
      hoursPerDay: 16,
      daysPerYear: 312,
      energyRateCentsPerKwh: 11,
      maintenanceCentsPerFixture: 3500,
      fixtureCostCents: 28_900,
      installCostCents: 9000,
      rebateCentsPerFixture: 6000,
    });
    expect(result.success).toBe(true);
    expect(result.data.savings).toEqual(expected);
    expect(result.message).toContain(`${expected.annualKwhSaved.toLocaleString("en-US")} kWh`);
    expect(result.data.calculatorLink).toMatch(/^\/payback-calculator\?existingCount=80&existingWatts=458&/);
    // Nothing given: the calculator's defaults (100 × 400 W → 100 × 150 W, 12 h, 365 days, $0.12/kWh).
    const defaults = await run("energy_savings", null, {});
    expect((defaults.data.savings as { annualKwhSaved: number }).annualKwhSaved).toBe(109_500);
  });

  it("lighting_knowledge finds the tunable-white and circadian lighting article first", async () => {
    const result = await run("lighting_knowledge", null, {
      question: "Does circadian lighting help in classrooms?",
    });
    expect(result.success).toBe(true);
    const [first] = result.data.articles as { link: string; kind: string; excerpt: string }[];
    expect(first).toMatchObject({ link: "/blog/tunable-white-circadian-lighting", kind: "article" });
    expect(first?.excerpt.length).toBeGreaterThan(20);
    const glare = await run("lighting_knowledge", null, { question: "glare UGR" });
    expect((glare.data.articles as { link: string }[])[0]?.link).toBe("/blog/glare-and-ugr");
    expect(await run("lighting_knowledge", null, { question: "the of and" })).toMatchObject({
      success: true,
      data: { articles: [] },
    });
  });

  it("rebates_by_zip, find_wholesaler and find_sales_rep answer the public lookups", async () => {
    const rebates = await run("rebates_by_zip", null, { zip: "43215" });
    expect(rebates.success).toBe(true);
    expect((rebates.data.programs as { utility: string }[]).map((p) => p.utility)).toEqual(["AEP Ohio"]);
    expect((await run("rebates_by_zip", null, { zip: "4321" })).success).toBe(false);

    const wholesalers = await run("find_wholesaler", null, { zip: "43215" });
    expect(wholesalers.success).toBe(true);
    expect(wholesalers.data.place).toBe("Columbus, OH");
    expect((wholesalers.data.distributors as unknown[]).length).toBe(10);

    const reps = await run("find_sales_rep", null, { state: "oh" });
    expect((reps.data.salesReps as { name: string }[]).map((r) => r.name)).toEqual([
      "Great Lakes Lighting Agency",
    ]);
  });
});
