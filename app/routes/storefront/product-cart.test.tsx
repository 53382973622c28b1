import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { pageRoute } from "../../features/accounts/auth.test-support.tsx";
import {
  type CartPageHarness,
  jsonAnswer,
  openCartPageHarness,
} from "../../features/cart/cart.test-support.tsx";
import * as productRoute from "./product.tsx";

/**
 * Add to cart on the product page (CART-02, CART-03, API-19) and the account's price beside the list
 * price, with the page's real loader on the demo accounts, catalogue and price lists. SCX-4-40-40K
 * lists at 117.00; Brightline (A-10001) pays 104.00; the Black finish adds 12.00.
 */
describe.each(testDatabaseKinds())("buying from the product page on %s", (kind) => {
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
    toastError = vi.spyOn(toast, "error").mockReturnValue(1);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderProduct(viewer: SessionUser | null, url = "/product/scx-4-40-40k") {
    const { context } = h.pageRequest(viewer);
    const Stub = createRoutesStub([pageRoute("/product/:slug", productRoute)], context);
    render(<Stub initialEntries={[url]} />);
  }

  const chooseBlack = async () => {
    const black = await screen.findByRole("radio", { name: /^Black/ });
    await act(async () => {
      fireEvent.click(black);
    });
  };

  it("CART-03 API-19 a buyer adds the quantity and the chosen options; the page says so and links to the cart", async () => {
    const calls = h.serveBrowserCalls(ben.cookie);
    renderProduct(ben.viewer);
    expect((await screen.findByTestId("account-price")).textContent).toBe("$104.00");
    expect(screen.getByTestId("configured-price").textContent).toBe("$117.00");
    expect(screen.getByText("Your price · Brightline Electrical Supply")).toBeTruthy();
    await chooseBlack();
    expect(screen.getByTestId("account-price").textContent).toBe("$116.00");
    expect(screen.getByTestId("configured-price").textContent).toBe("$129.00");

    const form = screen.getByRole("form", { name: "Add to cart" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Quantity" }), { target: { value: "3" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Add to cart" }));
    });
    const status = await screen.findByText(/^Added 3 × /);
    expect(status.closest("[role=status]")?.textContent).toMatch(
      /^Added 3 × SCX 4ft 40W Linear Pendant.* to the cart\. View cart \(1 line\)$/,
    );
    expect(calls).toHaveLength(1);
    const [add] = calls;
    expect(add?.path).toBe("/api/cart-service/cart/add");
    expect(add?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(add?.body).toMatchObject({ quantity: 3, productId: expect.any(String) });
    expect((add?.body as { options?: string[] } | undefined)?.options).toContain("FIN-BK");
    const [line] = (await h.services.cart.getCart(ben.viewer)).items;
    expect(line).toMatchObject({ quantity: 3, unitPriceCents: 10_400, optionsPerUnitCents: 1_200 });
    expect(line?.options.map((o) => o.code)).toContain("FIN-BK");
    expect(toastError).not.toHaveBeenCalled();
  });

  it("CART-03 a refused add shows 'Could not add item to cart' with the server's reason; a failed one the spec's words only", async () => {
    h.serveBrowserCalls(ben.cookie, () =>
      jsonAnswer({ error: "A cart holds at most 1000 lines", code: "VALIDATION" }, 400),
    );
    renderProduct(ben.viewer);
    const add = await screen.findByRole("button", { name: "Add to cart" });
    await act(async () => {
      fireEvent.click(add);
    });
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Could not add item to cart", {
        duration: 5_000,
        description: "A cart holds at most 1000 lines",
      }),
    );
    expect(screen.queryByText(/^Added /)).toBeNull();

    toastError.mockClear();
    h.serveBrowserCalls(ben.cookie, () => jsonAnswer({ error: "boom", code: "INTERNAL" }, 500));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    });
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Could not add item to cart", { duration: 5_000 }),
    );
  });

  it("CART-02 a guest gets 'Sign in to order', back to this product in the configuration chosen, and no price of an account", async () => {
    renderProduct(null);
    await chooseBlack();
    const signIn = screen.getByRole("link", { name: "Sign in to order" });
    expect(signIn.getAttribute("href")).toBe(
      `/login?redirectTo=${encodeURIComponent("/product/scx-4-40-40k?option=FIN-BK")}`,
    );
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toMatch(
      /^\/register\?redirectTo=/,
    );
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
    expect(screen.queryByTestId("account-price")).toBeNull();
  });

  it("CART-02 a member without cart access sees the account's price, no cart controls, and why, with whom to ask", async () => {
    const nora = await h.session("nora.viewer@brightline.example");
    renderProduct(nora.viewer);
    const notice = await screen.findByTestId("cart-access-notice");
    expect(notice.textContent).toContain("Your account admin has not given you ordering rights");
    expect(notice.textContent).toContain("Dana Admin (dana.admin@brightline.example)");
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
    expect(screen.getByTestId("account-price").textContent).toBe("$104.00");
  });

  it("CART-02 a basic customer is asked to connect a distributor account", async () => {
    const bob = await h.session("bob.basic@example.com");
    renderProduct(bob.viewer);
    const notice = await screen.findByTestId("cart-access-notice");
    expect(notice.textContent).toContain("Ordering is for verified distributor accounts");
    expect(
      within(notice).getByRole("link", { name: "Connect a distributor account" }).getAttribute("href"),
    ).toBe("/user?tab=account");
  });
});
