import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openAccountsHarness } from "../accounts/harness.test-support.ts";
import { products } from "../catalog/schema.ts";
import { carts } from "./schema.ts";

/** The header's cart button: the number of lines of the working account's cart, in one statement. */
describe.each(testDatabaseKinds())("countLines on %s", (kind) => {
  let h: Awaited<ReturnType<typeof openAccountsHarness>>;
  const productId: Record<string, string> = {};
  beforeAll(async () => {
    h = await openAccountsHarness(kind, { catalog: true });
    for (const row of await h.db.select({ id: products.id, sku: products.sku }).from(products)) {
      productId[row.sku] = row.id;
    }
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(carts);
  });

  async function viewer(email: string): Promise<SessionUser> {
    const { cookie } = await h.signIn(email);
    const user = await h.services.accounts.callerOf(new Headers({ cookie }));
    if (!user) throw new Error(`no session for ${email}`);
    return user;
  }

  it("CART-02 counts the lines (not the units) of the working account's cart; another account's cart is not counted", async () => {
    const ben = await viewer("ben.buyer@brightline.example");
    expect(await h.services.cart.countLines(ben)).toEqual({ accountId: "A-10001", lines: 0 });
    await h.services.cart.add(ben, { productId: productId["SCX-4-40-40K"], quantity: 5 });
    await h.services.cart.add(ben, { sku: "DLX-8-20-50K", quantity: 2 });
    await h.services.cart.add(ben, { sku: "DLX-8-20-50K", quantity: 1 });
    expect(await h.services.cart.countLines(ben)).toEqual({ accountId: "A-10001", lines: 2 });
    const max = await viewer("max.multi@northgate.example");
    expect(await h.services.cart.countLines(max)).toEqual({ accountId: "A-10002", lines: 0 });
  });

  it("CART-02 answers null, without refusing, for someone without cart access: no badge", async () => {
    const nora = await viewer("nora.viewer@brightline.example");
    expect(await h.services.cart.countLines(nora)).toBeNull();
    const bob = await viewer("bob.basic@example.com");
    expect(await h.services.cart.countLines(bob)).toBeNull();
  });
});
