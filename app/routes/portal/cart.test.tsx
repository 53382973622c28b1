import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";
import { carts, coupons } from "../../../server/modules/cart/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { pageRoute, routeArgs } from "../../features/accounts/auth.test-support.tsx";
import {
  type CartPageHarness,
  heldAnswer,
  jsonAnswer,
  openCartPageHarness,
} from "../../features/cart/cart.test-support.tsx";
import * as cartRoute from "./cart.tsx";

/**
 * The cart page (CART-01 … CART-18, API-18 … API-22) with its real loader against the demo accounts,
 * catalogue, price lists and coupons on a real database; its in-place changes go to the real cart
 * service in-process (only refusals are made up, below the page). Figures are worked out by hand:
 * Brightline (A-10001) pays its net prices SCX-4-40-40K 104.00 (list 117.00) and DLX-8-20-50K 58.50
 * (list 69.00); the Black finish adds 12.00 a unit.
 */

const SCX = /SCX 4ft 40W Linear Pendant/;

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

describe.each(testDatabaseKinds())("the cart page on %s", (kind) => {
  let h: CartPageHarness;
  let ben: { cookie: string; viewer: SessionUser };
  let toastError: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    h = await openCartPageHarness(kind);
    ben = await h.session("ben.buyer@brightline.example");
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(carts);
    await h.db.update(coupons).set({ redemptions: 0 });
    toastError = vi.spyOn(toast, "error").mockReturnValue(1);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderCart(viewer: SessionUser | null) {
    const { context } = h.pageRequest(viewer);
    const Stub = createRoutesStub([pageRoute("/cart", cartRoute), { path: "*", Component: Landed }], context);
    render(<Stub initialEntries={["/cart"]} />);
  }

  /** Two SCX pendants in black and three DLX downlights, in the working account's cart of `viewer`. */
  async function fill(viewer: SessionUser, downlights = 3) {
    await h.services.cart.add(viewer, { sku: "SCX-4-40-40K", quantity: 2, options: ["FIN-BK"] });
    await h.services.cart.add(viewer, { sku: "DLX-8-20-50K", quantity: downlights });
  }

  const row = (key: string) => screen.getByTestId(`summary-${key}`);
  const line = (name: RegExp) => {
    const found = screen.getAllByTestId("cart-line").find((li) => name.test(li.textContent ?? ""));
    if (!found) throw new Error(`no cart line ${name}`);
    return found;
  };
  const quantityOf = (name: RegExp) =>
    within(line(name)).getByRole<HTMLInputElement>("textbox", { name: /^Quantity of/ }).value;

  it("CART-07 CART-08 CART-17 CART-18 API-18 the summary: items, options, subtotal, shipping TBD, surcharge, the discount on its own line with the code, the total, in USD with 2 decimals", async () => {
    await fill(ben.viewer);
    const calls = h.serveBrowserCalls(ben.cookie);
    renderCart(ben.viewer);
    await screen.findByTestId("cart-summary");
    expect(row("items").textContent).toBe("Item total$383.50");
    expect(row("options").textContent).toBe("Option total$24.00");
    expect(row("subtotal").textContent).toBe("Subtotal$407.50");
    expect(row("shipping").textContent).toBe("ShippingTBD");
    expect(row("surcharge").textContent).toBe("Bank surcharge$0.00");
    expect(screen.queryByTestId("summary-discount")).toBeNull();
    expect(row("total").textContent).toBe("Total$407.50");

    fireEvent.change(screen.getByLabelText("Coupon code"), { target: { value: " SAVE10 " } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    });
    // 10 % a unit, floored: SCX 10.40 + 1.20 (its option) twice, DLX 5.85 three times = 40.75.
    await waitFor(() => expect(row("discount").textContent).toBe("Discount (save10)-$40.75"));
    expect(row("total").textContent).toBe("Total$366.75");
    expect(screen.getByTestId("coupon-note").textContent).toBe("10% off");
    const applied = calls.find((call) => call.path === "/api/cart-service/cart/coupon");
    expect(applied?.body).toEqual({ code: "SAVE10" });
    expect(applied?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[A-Za-z0-9-]{8,}$/);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Remove coupon save10" }));
    });
    await waitFor(() => expect(screen.queryByTestId("summary-discount")).toBeNull());
    expect(row("total").textContent).toBe("Total$407.50");
  });

  it("CART-20 a line shows its picture, name, SKU, catalog number, options with their prices, the account's price beside the list price, quantity and total", async () => {
    await fill(ben.viewer);
    renderCart(ben.viewer);
    const scx = await waitFor(() => line(SCX));
    expect(within(scx).getByTestId("cart-line-sku").textContent).toBe("SCX-4-40-40K");
    expect(within(scx).getByTestId("cart-line-catalog-number").textContent).toMatch(/^SCX-4-40-40K-BK/);
    expect(within(scx).getByRole("list", { name: /^Options of/ }).textContent).toContain(
      "Finish: Black+$12.00",
    );
    expect(within(scx).getByTestId("cart-line-unit-price").textContent).toBe(
      "Your price$104.00list $117.00+$12.00 options",
    );
    expect(quantityOf(SCX)).toBe("2");
    expect(within(scx).getByTestId("cart-line-total").textContent).toBe("$232.00");
    expect(within(scx).getByRole("img").getAttribute("src")).toMatch(/^\/media\/fixtures\//);
    expect(within(scx).getByRole("link", { name: SCX }).getAttribute("href")).toBe("/product/scx-4-40-40k");
    // A buyer changes no prices and no shipping.
    expect(screen.queryByRole("button", { name: /Override price/ })).toBeNull();
    expect(screen.queryByTestId("rep-cart-controls")).toBeNull();
  });

  it("CART-04 API-21 a new quantity shows at once, is sent as { quantity }, and the line and summary follow the answer", async () => {
    await fill(ben.viewer);
    const gate = heldAnswer();
    const calls = h.serveBrowserCalls(ben.cookie, async (path) => {
      if (path.includes("/cart/update/")) await gate.answer;
      return undefined;
    });
    renderCart(ben.viewer);
    await waitFor(() => line(SCX));
    fireEvent.click(screen.getByRole("button", { name: /^Increase quantity of SCX/ }));
    expect(quantityOf(SCX)).toBe("3");
    expect(line(SCX).getAttribute("aria-busy")).toBe("true");
    expect(screen.getByTestId("cart-summary").querySelector("dl")?.getAttribute("aria-busy")).toBe("true");
    await act(async () => gate.release(new Response()));
    await waitFor(() => expect(within(line(SCX)).getByTestId("cart-line-total").textContent).toBe("$348.00"));
    expect(row("subtotal").textContent).toBe("Subtotal$523.50");
    const update = calls.find((call) => call.method === "PUT");
    expect(update?.path).toMatch(/^\/api\/cart-service\/cart\/update\/[0-9a-f-]{36}$/);
    expect(update?.body).toEqual({ quantity: 3 });
    expect(toastError).not.toHaveBeenCalled();

    // Typed: the field commits on Enter.
    const field = within(line(SCX)).getByRole("textbox", { name: /^Quantity of/ });
    fireEvent.change(field, { target: { value: "10" } });
    await act(async () => {
      fireEvent.keyDown(field, { key: "Enter" });
    });
    await waitFor(() =>
      expect(within(line(SCX)).getByTestId("cart-line-total").textContent).toBe("$1,160.00"),
    );
  });

  it("CART-04 a refused or failed quantity change is rolled back with 'Could not update cart item'", async () => {
    await fill(ben.viewer);
    const gate = heldAnswer();
    h.serveBrowserCalls(ben.cookie, (path) => (path.includes("/cart/update/") ? gate.answer : undefined));
    renderCart(ben.viewer);
    await waitFor(() => line(SCX));
    fireEvent.click(screen.getByRole("button", { name: /^Increase quantity of SCX/ }));
    expect(quantityOf(SCX)).toBe("3");
    await act(async () => gate.release(jsonAnswer({ error: "Cart item not found", code: "NOT_FOUND" }, 404)));
    await waitFor(() => expect(quantityOf(SCX)).toBe("2"));
    expect(toastError).toHaveBeenCalledWith("Could not update cart item", {
      duration: 5_000,
      description: "Cart item not found",
    });
    expect(within(line(SCX)).getByTestId("cart-line-total").textContent).toBe("$232.00");
    expect(line(SCX).getAttribute("aria-busy")).toBeNull();

    // The network fails: rolled back too, with the spec's words only.
    cleanup();
    toastError.mockClear();
    h.serveBrowserCalls(ben.cookie, (path) =>
      path.includes("/cart/update/") ? Promise.reject(new TypeError("Failed to fetch")) : undefined,
    );
    renderCart(ben.viewer);
    await waitFor(() => line(SCX));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Decrease quantity of SCX/ }));
    });
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Could not update cart item", { duration: 5_000 }),
    );
    expect(quantityOf(SCX)).toBe("2");
  });

  it("CART-06 API-22 removing a line hides it at once; refused, it comes back with 'Could not remove item'; accepted, it is gone", async () => {
    await fill(ben.viewer);
    const gate = heldAnswer();
    let refuse = true;
    h.serveBrowserCalls(ben.cookie, async (path) => {
      if (!path.includes("/cart/remove/")) return undefined;
      const answer = await gate.answer;
      return refuse ? answer : undefined;
    });
    renderCart(ben.viewer);
    await waitFor(() => line(SCX));
    fireEvent.click(screen.getByRole("button", { name: /^Remove SCX/ }));
    expect(screen.getAllByTestId("cart-line")).toHaveLength(1);
    await act(async () =>
      gate.release(jsonAnswer({ error: "Service unavailable", code: "UNAVAILABLE" }, 503)),
    );
    await waitFor(() => expect(screen.getAllByTestId("cart-line")).toHaveLength(2));
    // A 5xx's text is not for people: the spec's words only.
    expect(toastError).toHaveBeenCalledWith("Could not remove item", { duration: 5_000 });

    refuse = false;
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Remove SCX/ }));
    });
    await waitFor(() => expect(row("subtotal").textContent).toBe("Subtotal$175.50"));
    expect(screen.getAllByTestId("cart-line")).toHaveLength(1);
    expect((await h.services.cart.getCart(ben.viewer)).items.map((i) => i.productDetails.sku)).toEqual([
      "DLX-8-20-50K",
    ]);
  });

  it("CART-17 a coupon the server refuses says why, and one held that takes nothing off any more says so", async () => {
    await fill(ben.viewer);
    h.serveBrowserCalls(ben.cookie);
    renderCart(ben.viewer);
    const field = await screen.findByLabelText("Coupon code");
    for (const [code, reason] of [
      ["nope", "This coupon is not valid for your cart"],
      ["spring2026", "This coupon expired on 2026-03-31"],
    ] as const) {
      fireEvent.change(field, { target: { value: code } });
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Apply" }));
      });
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(reason));
      expect((field as HTMLInputElement).value).toBe(code);
    }
    expect(screen.queryByTestId("summary-discount")).toBeNull();
    expect(toastError).not.toHaveBeenCalled();

    // AMB-05: held on two downlights, the coupon takes nothing off once a single unit is left.
    cleanup();
    await h.db.delete(carts);
    await h.services.cart.add(ben.viewer, { sku: "DLX-8-20-50K", quantity: 2 });
    await h.services.cart.applyCoupon(ben.viewer, { code: "downlights15" });
    const [item] = (await h.services.cart.getCart(ben.viewer)).items;
    await h.services.cart.updateQuantity(ben.viewer, item?.id ?? "", { quantity: 1 });
    renderCart(ben.viewer);
    expect((await screen.findByTestId("coupon-note")).textContent).toBe(
      "Takes nothing off: This coupon needs more than single units of its products",
    );
    // #32.6 nothing off reads "$0.00", never "-$0.00".
    expect(row("discount").textContent).toBe("Discount (downlights15)$0.00");
  });

  it("CART-02 a member without cart access is told why and whom to ask (403), and sees no cart", async () => {
    const nora = await h.session("nora.viewer@brightline.example");
    const { context } = h.pageRequest(nora.viewer);
    const answer = (await cartRoute.loader(
      routeArgs(new Request("http://localhost:3000/cart"), context),
    )) as unknown as { data: { cart: unknown }; init: ResponseInit };
    expect(answer.init.status).toBe(403);
    expect(answer.data.cart).toBeNull();

    renderCart(nora.viewer);
    const notice = await screen.findByTestId("cart-access-notice");
    expect(within(notice).getByText("Your account admin has not given you ordering rights")).toBeTruthy();
    expect(notice.textContent).toContain("Ask Dana Admin (dana.admin@brightline.example)");
    expect(within(notice).getByRole("link", { name: "Email Dana Admin" }).getAttribute("href")).toMatch(
      /^mailto:dana\.admin@brightline\.example\?/,
    );
    expect(screen.queryByTestId("cart-summary")).toBeNull();
    expect(screen.queryByTestId("cart-empty")).toBeNull();
  });

  it("CART-02 a guest is sent to sign in and comes back to the cart", async () => {
    renderCart(null);
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
      "Landed on /login?redirectTo=%2Fcart",
    );
  });

  it("CART-01 the cart is the working account's: a distributor sees the account switched to", async () => {
    await fill(ben.viewer);
    const max = await h.session("max.multi@northgate.example");
    expect(max.viewer.workingAccountId).toBe("A-10002");
    renderCart(max.viewer);
    expect((await screen.findByTestId("cart-empty")).textContent).toContain("Your cart is empty.");
    expect(screen.getByTestId("cart-account").textContent).toBe(
      "For Northgate Lighting Distributors (A-10002)",
    );
    cleanup();
    await h.services.accounts.updateUser(max.viewer, max.viewer.userId, { selectedAccountId: "A-10001" });
    const switched = await h.services.accounts.sessionUser(max.viewer.userId);
    renderCart(switched);
    await waitFor(() => expect(screen.getAllByTestId("cart-line")).toHaveLength(2));
    expect(screen.getByTestId("cart-account").textContent).toBe("For Brightline Electrical Supply (A-10001)");
    await h.services.accounts.updateUser(switched, switched.userId, { selectedAccountId: "A-10002" });
  });

  it("CART-05 API-20 #32.6 a representative overrides a line's price, shown beside the price it replaced, and clears it; each is confirmed in the status line", async () => {
    const rita = await h.session("rita.rep@greatlakes-agency.example");
    expect(rita.viewer.workingAccountId).toBe("A-10001");
    await fill(rita.viewer);
    const calls = h.serveBrowserCalls(rita.cookie);
    renderCart(rita.viewer);
    expect((await screen.findByTestId("cart-account")).textContent).toBe(
      "Ordering as representative for Brightline Electrical Supply (A-10001)",
    );
    fireEvent.click(screen.getByRole("button", { name: /^Override price of SCX/ }));
    const form = screen.getByTestId("price-override-form");
    fireEvent.change(within(form).getByLabelText(/^Price per unit of SCX/), { target: { value: "99.50" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await waitFor(() =>
      expect(within(line(SCX)).getByTestId("cart-line-unit-price").textContent).toBe(
        "Rep price$99.50was $104.00+$12.00 optionsset by Rita Rep",
      ),
    );
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      priceCents: 9_950,
      originalPriceCents: 10_400,
    });
    expect(within(line(SCX)).getByTestId("cart-line-total").textContent).toBe("$223.00");
    const status = screen.getByRole("status", { name: "" });
    expect(status.dataset.testid).toBe("cart-status");
    expect(status.textContent).toMatch(/^Price of SCX\S* set to \$99\.50 a unit \(was \$104\.00\)\.$/);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Clear override of SCX/ }));
    });
    await waitFor(() =>
      expect(within(line(SCX)).getByTestId("cart-line-unit-price").textContent).toBe(
        "Your price$104.00list $117.00+$12.00 options",
      ),
    );
    expect(screen.getByTestId("cart-status").textContent).toMatch(
      /^Price override on SCX\S* cleared: back to \$104\.00 a unit\.$/,
    );
  });

  it("CART-05 a refused price change shows 'Could not update cart item' and keeps the price", async () => {
    const rita = await h.session("rita.rep@greatlakes-agency.example");
    await fill(rita.viewer);
    h.serveBrowserCalls(rita.cookie, (path, init) =>
      init.method === "PUT" && path.includes("/cart/items/")
        ? jsonAnswer(
            {
              error: "Only a sales representative working for this account can change a price",
              code: "FORBIDDEN",
            },
            403,
          )
        : undefined,
    );
    renderCart(rita.viewer);
    await waitFor(() => line(SCX));
    fireEvent.click(screen.getByRole("button", { name: /^Override price of SCX/ }));
    fireEvent.change(screen.getByLabelText(/^Price per unit of SCX/), { target: { value: "1" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Could not update cart item", {
        duration: 5_000,
        description: "Only a sales representative working for this account can change a price",
      }),
    );
    // The form stays open with what was typed; the price is what it was.
    expect(screen.getByTestId("price-override-form")).toBeTruthy();
    expect(within(line(SCX)).getByTestId("cart-line-price").textContent).toBe("$104.00");
  });

  it("CART-09 CART-10 #32.6 a representative sets and clears shipping and picks the payment method that sets the surcharge, each confirmed in the status line", async () => {
    const rita = await h.session("rita.rep@greatlakes-agency.example");
    await fill(rita.viewer, 2);
    h.serveBrowserCalls(rita.cookie);
    renderCart(rita.viewer);
    const controls = await screen.findByTestId("rep-cart-controls");
    // 232.00 + 117.00
    expect(row("subtotal").textContent).toBe("Subtotal$349.00");
    fireEvent.click(within(controls).getByRole("button", { name: "Set shipping" }));
    fireEvent.change(within(controls).getByLabelText("Shipping (USD)"), { target: { value: "25" } });
    await act(async () => {
      fireEvent.click(within(controls).getByRole("button", { name: "Save" }));
    });
    await waitFor(() => expect(row("shipping").textContent).toBe("Shipping$25.00"));
    expect(row("total").textContent).toBe("Total$374.00");
    expect(screen.getByTestId("cart-status").textContent).toBe("Shipping set to $25.00.");

    await act(async () => {
      fireEvent.change(within(controls).getByLabelText("Payment method"), { target: { value: "card" } });
    });
    // 3 % of 349.00 + 25.00 = 11.22.
    await waitFor(() => expect(row("surcharge").textContent).toBe("Bank surcharge (card 3%)$11.22"));
    expect(row("total").textContent).toBe("Total$385.22");
    expect(screen.getByTestId("cart-status").textContent).toBe(
      "Payment method set to card: the 3% bank surcharge applies.",
    );
    await act(async () => {
      fireEvent.change(within(controls).getByLabelText("Payment method"), { target: { value: "ach" } });
    });
    await waitFor(() => expect(row("surcharge").textContent).toBe("Bank surcharge (ACH)$0.00"));

    await act(async () => {
      fireEvent.click(within(controls).getByRole("button", { name: "Clear (TBD)" }));
    });
    await waitFor(() => expect(row("shipping").textContent).toBe("ShippingTBD"));
    expect(row("total").textContent).toBe("Total$349.00");
    expect(screen.getByTestId("cart-status").textContent).toBe(
      "Shipping cleared: to be determined at checkout.",
    );
    expect(toastError).not.toHaveBeenCalled();
  });
});
