import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { AppError } from "../../errors.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers, customerAccounts, memberships, userProfiles } from "../accounts/schema.ts";
import { cartItems, carts, coupons } from "./schema.ts";

/**
 * Issue 12, "Concurrency": parallel requests on one cart and on one coupon. On PostgreSQL they really
 * run at once (the test database's pool has several connections); on PGlite they interleave at every
 * statement but transactions take turns.
 */
describe.each(testDatabaseKinds())("the cart under concurrency on %s", (kind) => {
  let h: AppHarness;
  let cookie: string;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    cookie = (await h.signIn("ben.buyer@brightline.example")).cookie;
  });
  afterAll(async () => h?.dispose());

  it("CART-03 API-19 20 parallel adds of the same product and options end as one line with the summed quantity", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.postJson<Cart>(
          "/api/cart-service/cart/add",
          { sku: "DLX-8-20-50K", quantity: i + 1, options: ["FIN-BK", "CCT-35K"] },
          { cookie },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const lines = await h.db.select().from(cartItems);
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([["DLX-8-20-50K", 210]]);
    expect((await h.db.select().from(carts)).length).toBe(1);
  });

  it("20 parallel identical adds with one Idempotency-Key add once", async () => {
    await h.db.delete(carts);
    const headers = { "Idempotency-Key": `double-${randomUUID()}` };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.postJson<Cart>(
          "/api/cart-service/cart/add",
          { sku: "CTR-22-30-50K", quantity: 3 },
          { cookie, headers },
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    const lines = await h.db.select().from(cartItems);
    expect(lines.map((l) => l.quantity)).toEqual([3]);
  });

  it("50 parallel applications of a coupon limited to 10 uses, on 50 accounts' carts, succeed exactly 10 times", async () => {
    await h.db.insert(coupons).values({ code: "ten-only", percentBasisPoints: 500, maxRedemptions: 10 });
    const buyers: SessionUser[] = [];
    for (let i = 0; i < 50; i++) {
      const accountId = `C-${String(i).padStart(5, "0")}`;
      const userId = randomUUID();
      await h.db
        .insert(customerAccounts)
        .values({ id: accountId, name: `Concurrent ${i}`, billingZip: "43215" });
      await h.db
        .insert(authUsers)
        .values({ id: userId, name: "Buyer", email: `buyer-${i}@example.com`, emailVerified: true });
      await h.db
        .insert(userProfiles)
        .values({ userId, fname: "Buyer", lname: `${i}`, customerType: "distributor" });
      await h.db.insert(memberships).values({ userId, accountId, status: "active", access: ["cart"] });
      const buyer = await h.services.accounts.sessionUser(userId);
      expect(buyer.cartAccess).toBe(true);
      await h.services.cart.add(buyer, { sku: "CTR-22-30-50K", quantity: 2 });
      buyers.push(buyer);
    }
    const results = await Promise.allSettled(
      buyers.map((buyer) => h.services.cart.applyCoupon(buyer, { code: "TEN-ONLY" })),
    );
    const applied = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(applied).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("CONFLICT");
    }
    const [coupon] = await h.db.select().from(coupons).where(eq(coupons.code, "ten-only"));
    expect(coupon?.redemptions).toBe(10);
    expect((await h.db.select().from(carts).where(eq(carts.couponCode, "ten-only"))).length).toBe(10);
    // Removing it from one cart gives a use back: another cart may take it.
    const holder = buyers[results.findIndex((r) => r.status === "fulfilled")] as SessionUser;
    const waiting = buyers[results.findIndex((r) => r.status === "rejected")] as SessionUser;
    await h.services.cart.removeCoupon(holder);
    expect((await h.services.cart.applyCoupon(waiting, { code: "ten-only" })).body.appliedCoupon?.code).toBe(
      "ten-only",
    );
  }, 120_000);
});
