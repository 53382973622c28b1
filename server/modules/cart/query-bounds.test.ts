import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { cartSchema, quickOrderResultSchema } from "../../../lib/cart/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { authUsers } from "../accounts/schema.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import { products } from "../catalog/schema.ts";
import { carts } from "./schema.ts";

/**
 * Issue 12, "Performance": reading the priced cart, adding a line and changing a quantity send a
 * fixed number of statements, the same for a cart of 3 lines as for one of 240. And every answer
 * is what the shared contract (lib/cart/contract.ts) describes.
 */
describe.each(testDatabaseKinds())("the cart's statements on %s", (kind) => {
  let h: AppHarness;
  let ben: SessionUser;
  let skus: string[];
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: { products: 120 } });
    const [row] = await h.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "ben.buyer@brightline.example"));
    ben = await h.services.accounts.sessionUser(row?.id as string);
    skus = (await h.db.select({ sku: products.sku }).from(products)).map((p) => p.sku).sort();
  });
  afterAll(async () => h?.dispose());

  /** The statements each call sends on a cart of `lines` lines. */
  async function statements(lines: number) {
    await h.db.delete(carts);
    // Each product in its standard configuration and, where it has options, in a second one.
    const facts = await pricingFactsFor(h.db, { skus });
    const wanted = facts.flatMap((fact) => {
      const other = fact.optionGroups.flatMap((g) => g.options.filter((o) => !o.isDefault))[0];
      return other
        ? [
            { sku: fact.sku, options: [] },
            { sku: fact.sku, options: [other.optionCode] },
          ]
        : [{ sku: fact.sku, options: [] }];
    });
    const text = wanted
      .slice(0, lines)
      .map((w) => `${w.sku} 2 ${w.options.join(" ")}`)
      .join("\n");
    const filled = await h.services.cart.quickOrder(ben, { text });
    quickOrderResultSchema.parse(filled.body);
    expect(filled.body.cart.items).toHaveLength(lines);
    const [first] = filled.body.cart.items;
    const counter = countQueries(h.db);
    try {
      cartSchema.parse(await h.services.cart.getCart(ben, "A-10001"));
      const read = counter.count;
      counter.reset();
      const extra = wanted[lines] ?? { sku: skus[0] as string, options: [] };
      cartSchema.parse(
        (await h.services.cart.add(ben, { sku: extra.sku, quantity: 1, options: extra.options })).body,
      );
      const add = counter.count;
      counter.reset();
      cartSchema.parse(await h.services.cart.updateQuantity(ben, first?.id as string, { quantity: 7 }));
      const update = counter.count;
      return { read, add, update };
    } finally {
      counter.stop();
    }
  }

  it("reading the priced cart, adding a line and changing a quantity: the same few statements for 3 lines as for 240", async () => {
    const small = await statements(3);
    const large = await statements(240);
    console.info(`statements per call on ${kind}: ${JSON.stringify(small)}`);
    expect(large).toEqual(small);
    expect(small.read).toBeLessThanOrEqual(4);
    expect(small.add).toBeLessThanOrEqual(10);
    expect(small.update).toBeLessThanOrEqual(8);
  }, 120_000);
});
