import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../../lib/cart/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";

/**
 * #10.3 for the cart: bodies that are almost right (the fields the contract names, holding any JSON
 * value) and anything else, on every cart-service call that reads a body, as a buyer and as a
 * representative. No answer may be a 5xx (cart.test.ts checks that refused requests change nothing).
 */
describe("fuzzing the cart-service bodies", () => {
  let h: AppHarness;
  const cookies: Record<string, string> = {};
  let lineId = "";

  beforeAll(async () => {
    h = await openAppHarness("pglite", { accounts: true, catalog: true });
    cookies.ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    cookies.rita = (await h.signIn("rita.rep@greatlakes-agency.example")).cookie;
    const added = await h.postJson<Cart>(
      "/api/cart-service/cart/add",
      { sku: "CTR-22-30-50K", quantity: 2 },
      {
        cookie: cookies.ben,
      },
    );
    lineId = added.body.items[0]?.id as string;
  });
  afterAll(async () => h?.dispose());

  const value = fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53,
      -0,
      1e308,
      "",
      " ",
      "NaN",
      "Infinity",
      "1e3",
      "CTR-22-30-50K",
      null,
    ),
  );
  const calls = [
    {
      method: "POST",
      path: () => "/cart/add",
      keys: ["sku", "productId", "quantity", "options", "accountId", "price"],
    },
    { method: "PUT", path: () => `/cart/update/${lineId}`, keys: ["quantity", "price", "priceCents"] },
    {
      method: "PUT",
      path: () => `/cart/items/${lineId}`,
      keys: ["price", "originalPrice", "priceCents", "originalPriceCents"],
    },
    { method: "POST", path: () => "/cart/coupon", keys: ["code"] },
    { method: "PUT", path: () => "/cart/shipping", keys: ["shippingCents"] },
    { method: "PUT", path: () => "/cart/surcharge", keys: ["method"] },
    { method: "POST", path: () => "/cart/quick-order", keys: ["text", "allOrNothing"] },
  ];
  const request = fc
    .record({
      call: fc.constantFrom(...calls),
      who: fc.constantFrom("ben", "rita"),
      almost: fc.boolean(),
      fields: fc.array(fc.tuple(fc.nat(5), value), { maxLength: 5 }),
      other: fc.jsonValue(),
    })
    .map(({ call, who, almost, fields, other }) => ({
      call,
      who,
      body: almost
        ? Object.fromEntries(fields.map(([k, v]) => [call.keys[k % call.keys.length] as string, v]))
        : other,
    }));

  it("#10.3 600 fuzzed cart bodies answer without a 5xx", async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ call, who, body }) => {
        const response = await h.call(`/api/cart-service${call.path()}`, {
          method: call.method,
          body,
          cookie: cookies[who],
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const text = await response.text();
        expect(
          response.status,
          `${call.method} ${call.path()} ${JSON.stringify(body)} → ${text}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 600 },
    );
    console.info(
      `cart fuzz: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(", ")}`,
    );
  }, 120_000);
});
