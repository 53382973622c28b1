import { describe, expect, it } from "vitest";
import type { Cart, CartItem } from "../../../lib/cart/contract.ts";
import { summaryRows } from "./CartSummary.tsx";
import { cartAccessCopy, cartAccessKind, cartAccessOf } from "./cart-access.ts";
import { parseQuantity, stepQuantity } from "./quantity.ts";
import { cartReducer, withChanges } from "./use-cart.ts";

/** The cart's rules that live in the pages: who may order, the summary's lines, optimistic changes. */

const viewer = {
  cartAccess: false,
  customerType: "distributor" as const,
  verified: true,
  workingAccountId: "A-10001",
  selectedAssignedAccountId: null,
  pendingConnections: [],
  accounts: [{ id: "A-10001", name: "Brightline Electrical Supply", city: null, state: null }],
  assignedAccounts: [],
};

function item(id: string, quantity: number): CartItem {
  return {
    id,
    productId: "00000000-0000-4000-8000-000000000001",
    productCode: "P1",
    productDetails: { sku: `SKU-${id}`, name: `Product ${id}`, image: null },
    catalogNumber: `SKU-${id}`,
    options: [],
    quantity,
    listPriceCents: 1_000,
    accountPriceCents: null,
    priceOverride: null,
    unitPriceCents: 1_000,
    optionsPerUnitCents: 0,
    lineItemCents: 1_000 * quantity,
    lineOptionCents: 0,
    lineTotalCents: 1_000 * quantity,
    discountCents: 0,
    available: true,
    unavailableReason: null,
    addedAt: "2026-11-25T10:00:00.000Z",
  };
}

function cart(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  const sub = items.reduce((sum, i) => sum + i.lineTotalCents, 0);
  return {
    cartId: "00000000-0000-4000-8000-0000000000aa",
    accountId: "A-10001",
    items,
    unitCount: items.reduce((sum, i) => sum + i.quantity, 0),
    itemTotalCents: sub,
    optionTotalCents: 0,
    subTotalCents: sub,
    shippingCents: null,
    bankSurchargeCents: 0,
    surchargeMethod: null,
    discountCents: 0,
    totalCents: sub,
    appliedCoupon: null,
    currency: "USD",
    ...extra,
  };
}

describe("who may order (CART-02, USER-10)", () => {
  it("CART-02 each person without cart access is told what applies to them", () => {
    expect(cartAccessKind(null)).toBe("guest");
    expect(cartAccessKind({ ...viewer, cartAccess: true })).toBe("ok");
    expect(cartAccessKind(viewer)).toBe("no-rights");
    expect(
      cartAccessKind({ ...viewer, customerType: "basic", verified: false, workingAccountId: null }),
    ).toBe("basic");
    expect(
      cartAccessKind({
        ...viewer,
        customerType: "basic",
        verified: false,
        pendingConnections: [{ kind: "account", id: "A-10001", name: "Brightline Electrical Supply" }],
      }),
    ).toBe("awaiting-approval");
    expect(
      cartAccessKind({ ...viewer, customerType: "representative", selectedAssignedAccountId: null }),
    ).toBe("no-assigned-account");
  });

  it("CART-02 a member without the right is told to ask the admins the server named, else the account's admin", () => {
    const named = cartAccessOf(viewer, [{ name: "Dana Admin", email: "dana.admin@brightline.example" }]);
    if (named.kind !== "no-rights") throw new Error(named.kind);
    expect(cartAccessCopy(named)).toEqual({
      title: "Your account admin has not given you ordering rights",
      detail:
        "Ask Dana Admin (dana.admin@brightline.example) to give you cart access under My Account → Users.",
    });
    const unnamed = cartAccessOf(viewer, []);
    if (unnamed.kind !== "no-rights") throw new Error(unnamed.kind);
    expect(cartAccessCopy(unnamed).detail).toBe(
      "Ask an admin of Brightline Electrical Supply to give you cart access under My Account → Users.",
    );
    expect(cartAccessCopy({ kind: "guest" }).title).toBe("Sign in to order");
  });
});

describe("the summary's lines (CART-07 … CART-10, CART-17, CART-18)", () => {
  it("CART-09 CART-18 shipping is 'TBD' until set; every amount is USD with 2 decimals; no discount line without a coupon", () => {
    const rows = summaryRows(cart([item("a", 3)], { shippingCents: null }));
    expect(rows.map((row) => [row.label, row.amount])).toEqual([
      ["Item total", "$30.00"],
      ["Option total", "$0.00"],
      ["Subtotal", "$30.00"],
      ["Shipping", "TBD"],
      ["Bank surcharge", "$0.00"],
      ["Total", "$30.00"],
    ]);
    expect(summaryRows(cart([item("a", 3)], { shippingCents: 0 }))[3]?.amount).toBe("$0.00");
  });

  it("CART-17 CART-10 a held coupon gets its own discount line with its code; the surcharge names its method", () => {
    const rows = summaryRows(
      cart([item("a", 3)], {
        discountCents: 1_990,
        totalCents: 1_010 + 90,
        bankSurchargeCents: 90,
        surchargeMethod: "card",
        appliedCoupon: {
          code: "webinargift",
          percentage: null,
          flatCents: 1_990,
          productCodes: null,
          expiresAt: null,
          note: { kind: "applied" },
          message: "$19.90 off",
        },
      }),
    );
    expect(rows.map((row) => [row.label, row.amount]).slice(4)).toEqual([
      ["Bank surcharge (card 3%)", "$0.90"],
      ["Discount (webinargift)", "-$19.90"],
      ["Total", "$11.00"],
    ]);
  });
});

describe("optimistic changes (CART-04, CART-06)", () => {
  const loaded = cart([item("a", 2), item("b", 1)]);
  const start = { source: loaded, confirmed: loaded, answeredSeq: 0, pending: [] };

  it("CART-04 CART-06 a change shows at once; a refused one is taken back and the others stay", () => {
    let state = cartReducer(start, {
      type: "start",
      change: { seq: 1, kind: "quantity", itemId: "a", quantity: 5 },
    });
    state = cartReducer(state, { type: "start", change: { seq: 2, kind: "remove", itemId: "b" } });
    expect(withChanges(state.confirmed, state.pending).items.map((i) => [i.id, i.quantity])).toEqual([
      ["a", 5],
    ]);
    state = cartReducer(state, { type: "failed", seq: 2 });
    expect(withChanges(state.confirmed, state.pending).items.map((i) => [i.id, i.quantity])).toEqual([
      ["a", 5],
      ["b", 1],
    ]);
    state = cartReducer(state, { type: "failed", seq: 1 });
    expect(withChanges(state.confirmed, state.pending)).toBe(loaded);
  });

  it("CART-04 an answer that overtook a later one does not replace the newer cart", () => {
    const newer = cart([item("a", 7), item("b", 1)]);
    const older = cart([item("a", 6), item("b", 1)]);
    let state = cartReducer(start, { type: "answered", seq: 2, cart: newer });
    state = cartReducer(state, { type: "answered", seq: 1, cart: older });
    expect(state.confirmed).toBe(newer);
  });

  it("CART-04 a typed quantity is a whole number from 1 to 99,999; the buttons stay within it", () => {
    expect(parseQuantity(" 12 ")).toBe(12);
    expect(parseQuantity("1,200")).toBe(1_200);
    for (const bad of ["", "0", "-1", "1.5", "abc", "100000", "1e3"])
      expect(parseQuantity(bad), bad).toBeNull();
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(99_999, 1)).toBe(99_999);
  });
});
