import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { cartItems, carts } from "./schema.ts";

/**
 * The authorization matrix of issue 12: every /api/cart-service endpoint × every kind of caller,
 * every cell asserted, and the state behind each refused cell checked unchanged. The object under
 * test is Brightline's cart (A-10001), which Ben and Dana work for and Rita (representative of
 * SR-201) is assigned to; Olivia administers Northgate (A-10002), and has a cart of her own there.
 * A guest gets 401; a signed-in user without cart access (USER-10) 403; another account's cart or
 * line 404; a call only a representative may make (price overrides, shipping) 403 for the others.
 */
const roles = [
  "guest",
  "basic",
  "distributorNoCart",
  "distributor",
  "distributorAdmin",
  "representative",
  "otherAdmin",
] as const;
type Role = (typeof roles)[number];
type SignedInRole = Exclude<Role, "guest">;
type Statuses = Record<Role, number>;

const emails: Record<SignedInRole, string> = {
  basic: "bob.basic@example.com",
  distributorNoCart: "nora.viewer@brightline.example",
  distributor: "ben.buyer@brightline.example",
  distributorAdmin: "dana.admin@brightline.example",
  representative: "rita.rep@greatlakes-agency.example",
  otherAdmin: "olivia.owner@northgate.example",
};

function statuses(...values: [number, number, number, number, number, number, number]): Statuses {
  return Object.fromEntries(roles.map((role, i) => [role, values[i]])) as Statuses;
}
/** Everyone with cart access, each on their own working account's cart. */
const cartUsers = (ok: number) => statuses(401, 403, 403, ok, ok, ok, ok);
/** Brightline's cart or line: its cart users; Olivia does not reach it. */
const brightlineOnly = (ok: number) => statuses(401, 403, 403, ok, ok, ok, 404);
/** Brightline's line, and only its representative may. */
const brightlineRepOnly = statuses(401, 403, 403, 403, 403, 200, 404);

type Cell = { method?: string; path: string; body?: unknown };
type Row = {
  name: string;
  expected: Statuses;
  request(role: Role): Promise<Cell> | Cell;
  after?(role: Role, status: number, cell: Cell): Promise<void>;
};

describe.each(testDatabaseKinds())("cart-service authorization matrix on %s", (kind) => {
  let h: AppHarness;
  const sessions = {} as Record<SignedInRole, { cookie: string; user: SessionUser }>;
  /** Brightline's line, fresh for each cell of a mutating row. */
  let brightlineLine = "";

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const role of roles) {
      if (role === "guest") continue;
      const { cookie } = await h.signIn(emails[role]);
      const [row] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails[role]));
      sessions[role] = { cookie, user: await h.services.accounts.sessionUser(row?.id as string) };
    }
  });
  afterAll(async () => h?.dispose());

  /** Both accounts' carts as each cell finds them: a line of CTR-22-30-50K × 2 in each. */
  async function freshCarts(): Promise<void> {
    await h.db.delete(carts);
    const brightline = await h.services.cart.add(sessions.distributor.user, {
      sku: "CTR-22-30-50K",
      quantity: 2,
    });
    await h.services.cart.add(sessions.otherAdmin.user, { sku: "CTR-22-30-50K", quantity: 2 });
    brightlineLine = brightline.body.items[0]?.id as string;
  }

  async function cartOf(accountId: string) {
    const [cart] = await h.db.select().from(carts).where(eq(carts.accountId, accountId));
    const lines = cart ? await h.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)) : [];
    return { cart, lines };
  }

  /** After a refused cell Brightline's cart is as freshCarts left it. */
  async function brightlineUnchangedUnless(status: number) {
    if (status === 200) return;
    const { cart, lines } = await cartOf("A-10001");
    expect(lines.map((l) => [l.sku, l.quantity, l.overridePriceCents])).toEqual([["CTR-22-30-50K", 2, null]]);
    expect([cart?.couponCode, cart?.shippingCents, cart?.surchargeMethod]).toEqual([null, null, null]);
  }
  const workingAccountOf = (role: Role) => (role === "otherAdmin" ? "A-10002" : "A-10001");

  const rows: Row[] = [
    {
      name: "CART-01 API-18 GET cart/portal/A-10001 answers Brightline's cart to its cart users only",
      expected: brightlineOnly(200),
      request: () => ({ path: "/api/cart-service/cart/portal/A-10001" }),
    },
    {
      name: "CART-01 API-18 GET cart/portal/A-10002 answers Northgate's cart to Olivia only",
      expected: statuses(401, 403, 403, 404, 404, 404, 200),
      request: () => ({ path: "/api/cart-service/cart/portal/A-10002" }),
    },
    {
      name: "CART-01 GET cart answers each cart user's working account's cart",
      expected: cartUsers(200),
      request: () => ({ path: "/api/cart-service/cart" }),
    },
    {
      name: "CART-02 CART-03 API-19 POST cart/add adds to the caller's working account's cart",
      expected: cartUsers(200),
      async request() {
        await freshCarts();
        return { path: "/api/cart-service/cart/add", body: { sku: "DLX-8-20-50K", quantity: 1 } };
      },
      async after(role, status) {
        if (role === "guest") return brightlineUnchangedUnless(status);
        const { lines } = await cartOf(workingAccountOf(role));
        expect(lines.some((l) => l.sku === "DLX-8-20-50K")).toBe(status === 200);
        if (role !== "otherAdmin") await brightlineUnchangedUnless(status);
      },
    },
    {
      name: "CART-03 API-19 POST cart/add naming A-10001 in the body is refused to whom it is not the working account",
      expected: brightlineOnly(200),
      async request() {
        await freshCarts();
        return {
          path: "/api/cart-service/cart/add",
          body: { accountId: "A-10001", sku: "DLX-8-20-50K", quantity: 1 },
        };
      },
      async after(_role, status) {
        await brightlineUnchangedUnless(status);
        const { lines } = await cartOf("A-10002");
        expect(lines.map((l) => l.sku)).toEqual(["CTR-22-30-50K"]);
      },
    },
    {
      name: "CART-05 API-20 PUT cart/items/{id} overrides a Brightline line's price for its representative only",
      expected: brightlineRepOnly,
      async request() {
        await freshCarts();
        return {
          method: "PUT",
          path: `/api/cart-service/cart/items/${brightlineLine}`,
          body: { priceCents: 9_000, originalPriceCents: 9_900 },
        };
      },
      after: (_role, status) => brightlineUnchangedUnless(status),
    },
    {
      name: "CART-05 DELETE cart/items/{id}/price clears a Brightline line's override for its representative only",
      expected: brightlineRepOnly,
      async request() {
        await freshCarts();
        return { method: "DELETE", path: `/api/cart-service/cart/items/${brightlineLine}/price` };
      },
      after: (_role, status) => brightlineUnchangedUnless(status),
    },
    {
      name: "CART-04 API-21 PUT cart/update/{id} changes a Brightline line's quantity for its cart users only",
      expected: brightlineOnly(200),
      async request() {
        await freshCarts();
        return {
          method: "PUT",
          path: `/api/cart-service/cart/update/${brightlineLine}`,
          body: { quantity: 5 },
        };
      },
      after: (_role, status) => brightlineUnchangedUnless(status),
    },
    {
      name: "CART-06 API-22 DELETE cart/remove/{id} removes a Brightline line for its cart users only",
      expected: brightlineOnly(200),
      async request() {
        await freshCarts();
        return { method: "DELETE", path: `/api/cart-service/cart/remove/${brightlineLine}` };
      },
      after: (_role, status) => brightlineUnchangedUnless(status),
    },
    {
      name: "CART-11 CART-17 POST cart/coupon applies a coupon to the caller's working account's cart",
      expected: cartUsers(200),
      async request() {
        await freshCarts();
        return { path: "/api/cart-service/cart/coupon", body: { code: "save10" } };
      },
      async after(role, status) {
        if (role !== "otherAdmin") await brightlineUnchangedUnless(status);
        if (role !== "guest")
          expect((await cartOf(workingAccountOf(role))).cart?.couponCode ?? null).toBe(
            status === 200 ? "save10" : null,
          );
      },
    },
    {
      name: "CART-17 DELETE cart/coupon removes the coupon of the caller's working account's cart",
      expected: cartUsers(200),
      async request() {
        await freshCarts();
        await h.services.cart.applyCoupon(sessions.distributor.user, { code: "save10" });
        return { method: "DELETE", path: "/api/cart-service/cart/coupon" };
      },
      async after(role, status) {
        const held = (await cartOf("A-10001")).cart?.couponCode ?? null;
        const removedHere = status === 200 && role !== "otherAdmin";
        expect(held).toBe(removedHere ? null : "save10");
      },
    },
    {
      name: "CART-09 PUT cart/shipping sets shipping for a representative of the account only",
      expected: statuses(401, 403, 403, 403, 403, 200, 403),
      async request() {
        await freshCarts();
        return { method: "PUT", path: "/api/cart-service/cart/shipping", body: { shippingCents: 1_500 } };
      },
      after: (_role, status) => brightlineUnchangedUnless(status),
    },
    {
      name: "CART-10 AMB-11 PUT cart/surcharge sets the payment method of the caller's working account's cart",
      expected: cartUsers(200),
      async request() {
        await freshCarts();
        return { method: "PUT", path: "/api/cart-service/cart/surcharge", body: { method: "card" } };
      },
      async after(role, status) {
        if (role !== "otherAdmin") await brightlineUnchangedUnless(status);
      },
    },
    {
      name: "POST cart/quick-order adds lines to the caller's working account's cart",
      expected: cartUsers(200),
      async request() {
        await freshCarts();
        return {
          path: "/api/cart-service/cart/quick-order",
          body: { text: "DLX-8-20-50K 3\nSTR-4-30-35K,1" },
        };
      },
      async after(role, status) {
        if (role !== "otherAdmin") await brightlineUnchangedUnless(status);
      },
    },
  ];

  it.each(rows)("$name", async (row) => {
    const actual = {} as Statuses;
    for (const role of roles) {
      const cell = await row.request(role);
      const response = await h.call(cell.path, {
        ...(cell.method ? { method: cell.method } : {}),
        ...(cell.body !== undefined ? { body: cell.body } : {}),
        ...(role === "guest" ? {} : { cookie: sessions[role].cookie }),
      });
      actual[role] = response.status;
      await expectNoLeak(role, response);
      await row.after?.(role, response.status, cell);
    }
    expect(actual).toEqual(row.expected);
  });

  /** A refusal is the error shape and nothing else; a cart is never stored by a shared cache. */
  async function expectNoLeak(role: Role, response: Response) {
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.headers.get("cache-control"), role).toBe("private, no-store");
    const codes: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" };
    const code = codes[response.status];
    if (code) expect(body, role).toEqual({ error: expect.any(String), code });
    if (response.status === 200 && "accountId" in body)
      expect(body.accountId, role).toBe(workingAccountOf(role));
  }
});
