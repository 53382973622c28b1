import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { pageRoute, routeArgs } from "../../features/accounts/auth.test-support.tsx";
import {
  type CartPageHarness,
  jsonAnswer,
  openCartPageHarness,
} from "../../features/cart/cart.test-support.tsx";
import * as quickOrderRoute from "./quick-order.tsx";

/**
 * The quick order page (issue 12) with its real loader, its call answered by the real cart service
 * on the demo accounts and catalogue: good lines go into the cart in one step, bad lines are listed
 * with their line number and the server's reason, and a refused or failed request adds nothing.
 */

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

describe.each(testDatabaseKinds())("the quick order page on %s", (kind) => {
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

  function renderQuickOrder(viewer: SessionUser | null) {
    const { context } = h.pageRequest(viewer);
    const Stub = createRoutesStub(
      [pageRoute("/quick-order", quickOrderRoute), { path: "*", Component: Landed }],
      context,
    );
    render(<Stub initialEntries={["/quick-order"]} />);
  }

  async function send(text: string) {
    fireEvent.change(await screen.findByLabelText("Order lines"), { target: { value: text } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    });
  }

  const rejectedLines = () =>
    screen.getAllByTestId("quick-order-rejected-line").map((li) => li.textContent ?? "");
  const skusInCart = async () =>
    (await h.services.cart.getCart(ben.viewer)).items.map((item) => [item.productDetails.sku, item.quantity]);

  it("API-19 good lines go into the cart in one request; each bad line is listed with its line number and reason", async () => {
    const calls = h.serveBrowserCalls(ben.cookie);
    renderQuickOrder(ben.viewer);
    const text = "DLX-8-20-50K 12\nNOPE-1 2\n\nEDL-4SMD-11-30K,4\nSCX-4-40-40K many";
    await send(text);
    const added = await screen.findByTestId("quick-order-added");
    expect(within(added).getByText(/^Added 2 lines to the cart; 2 lines not added\.$/)).toBeTruthy();
    expect(added.textContent).toContain("Line 1DLX-8-20-50K× 12");
    expect(added.textContent).toContain("Line 4EDL-4SMD-11-30K× 4");
    expect(within(added).getByRole("link", { name: "View cart (2 lines)" }).getAttribute("href")).toBe(
      "/cart",
    );
    expect(rejectedLines()).toEqual([
      'Line 2NOPE-1 2unknown SKU "NOPE-1"',
      'Line 5SCX-4-40-40K manyquantity must be a whole number from 1 to 99,999 (got "many")',
    ]);
    expect(await skusInCart()).toEqual([
      ["DLX-8-20-50K", 12],
      ["EDL-4SMD-11-30K", 4],
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ text });
    expect(calls[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[A-Za-z0-9-]{8,}$/);
    // The added lines left the box (not sent twice); the bad ones come back to be corrected.
    expect(screen.getByLabelText<HTMLTextAreaElement>("Order lines").value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Correct these lines" }));
    expect(screen.getByLabelText<HTMLTextAreaElement>("Order lines").value).toBe(
      "NOPE-1 2\nSCX-4-40-40K many",
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it("API-19 CART-03 a quick order without one good line is refused as a whole: nothing added, the lines listed, 'Could not add item to cart'", async () => {
    h.serveBrowserCalls(ben.cookie);
    renderQuickOrder(ben.viewer);
    await send("NOPE-1 2\nDLX-8-20-50K 0");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Nothing was added to the cart.")).toBeTruthy();
    expect(rejectedLines()).toEqual([
      'Line 1NOPE-1 2unknown SKU "NOPE-1"',
      'Line 2DLX-8-20-50K 0quantity must be a whole number from 1 to 99,999 (got "0")',
    ]);
    expect(toastError).toHaveBeenCalledWith("Could not add item to cart", {
      duration: 5_000,
      description: expect.stringMatching(/^Nothing was added: 2 lines are not valid/),
    });
    expect(await skusInCart()).toEqual([]);
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText<HTMLTextAreaElement>("Order lines").value).toBe("NOPE-1 2\nDLX-8-20-50K 0");
  });

  it("CART-03 a request that fails adds nothing and shows 'Could not add item to cart'", async () => {
    h.serveBrowserCalls(ben.cookie, () =>
      jsonAnswer({ error: "Database unavailable", code: "UNAVAILABLE" }, 503),
    );
    renderQuickOrder(ben.viewer);
    await send("DLX-8-20-50K 12");
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Could not add item to cart", { duration: 5_000 }),
    );
    expect(screen.getByRole("alert").textContent).toContain("Nothing was added to the cart.");
    expect(screen.queryByTestId("quick-order-added")).toBeNull();
    expect(await skusInCart()).toEqual([]);
  });

  it("API-19 a CSV file is loaded into the box, header and all, and its lines numbered as in the file", async () => {
    h.serveBrowserCalls(ben.cookie);
    renderQuickOrder(ben.viewer);
    const csv = "sku,quantity,options\nSCX-4-40-40K,2,FIN-BK\nCYL-6-25-40K,x\n";
    const file = new File([csv], "order.csv", { type: "text/csv" });
    const input = await screen.findByTestId("quick-order-file");
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>("Order lines").value).toBe(csv));
    expect(
      screen.getByText("Loaded order.csv (3 lines). Check them, then add them.").getAttribute("role"),
    ).toBe("status");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    });
    await screen.findByTestId("quick-order-added");
    expect(rejectedLines()).toEqual([
      'Line 3CYL-6-25-40K,xquantity must be a whole number from 1 to 99,999 (got "x")',
    ]);
    const [line] = (await h.services.cart.getCart(ben.viewer)).items;
    expect(line?.options.map((o) => o.code)).toContain("FIN-BK");
  });

  it("#32.6 previously purchased: the account's last orders' products with their last quantity, added to the box, more a page at a time; the CSV template", async () => {
    const calls = h.serveBrowserCalls(ben.cookie);
    renderQuickOrder(ben.viewer);
    const all = await h.services.orders.previouslyPurchased(ben.viewer, { offset: 0, limit: 50 });
    expect(all.total).toBeGreaterThan(10);
    const list = await screen.findByTestId("previously-purchased");
    const shown = () =>
      within(list)
        .getAllByTestId("purchased-item")
        .map((li) => li.querySelector("p")?.textContent);
    expect(shown()).toEqual(all.items.slice(0, 10).map((item) => item.sku));
    const [first, second] = all.items;
    if (!first || !second) throw new Error("no purchases");
    fireEvent.click(
      within(list).getByRole("button", {
        name: `Add ${first.lastQuantity} × ${first.sku} to the order lines`,
      }),
    );
    fireEvent.click(
      within(list).getByRole("button", {
        name: `Add ${second.lastQuantity} × ${second.sku} to the order lines`,
      }),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>("Order lines").value).toBe(
      `${first.sku} ${first.lastQuantity}\n${second.sku} ${second.lastQuantity}`,
    );
    await act(async () => {
      fireEvent.click(within(list).getByRole("button", { name: /Load More/i }));
    });
    await waitFor(() => expect(shown()).toHaveLength(Math.min(20, all.total)));
    expect(shown()).toEqual(all.items.slice(0, 20).map((item) => item.sku));
    expect(calls.map((call) => call.path)).toEqual([
      "/api/order-service/previously-purchased?offset=10&limit=10",
    ]);
    const template = screen.getByRole("link", { name: "CSV template" });
    expect(template.getAttribute("href")).toBe("/api/cart-service/cart/quick-order/template.csv");
    expect(template.getAttribute("download")).toBe("quick-order-template.csv");
  });

  it("#32.6 the part-number finder lists the typeahead's part numbers with the buyer's price; Add puts the SKU on a line of its own", async () => {
    h.serveBrowserCalls(ben.cookie);
    renderQuickOrder(ben.viewer);
    fireEvent.change(await screen.findByLabelText("Order lines"), {
      target: { value: "EDL-4SMD-11-30K 4\n\n" },
    });
    fireEvent.change(screen.getByLabelText("Find a part number"), { target: { value: "DLX-8-20" } });
    const found = await screen.findByRole("list", { name: "Part numbers found" }, { timeout: 5_000 });
    const skus = within(found)
      .getAllByTestId("found-part")
      .map((li) => li.querySelector("p")?.textContent);
    expect(skus).toContain("DLX-8-20-50K");
    const [price] = await h.services.pricing.pricesForViewer(ben.viewer, ["DLX-8-20-50K"]);
    const row = within(found)
      .getAllByTestId("found-part")
      .find((li) => li.textContent?.startsWith("DLX-8-20-50K"));
    const unit = (price?.accountPriceCents ?? price?.listPriceCents ?? 0) / 100;
    expect(row?.textContent).toContain(`$${unit.toFixed(2)}`);
    fireEvent.click(within(found).getByRole("button", { name: "Add DLX-8-20-50K to the order lines" }));
    expect(screen.getByLabelText<HTMLTextAreaElement>("Order lines").value).toBe(
      "EDL-4SMD-11-30K 4\nDLX-8-20-50K 1",
    );
  });

  it("CART-02 someone without cart access is told why (403); a guest signs in and comes back", async () => {
    const nora = await h.session("nora.viewer@brightline.example");
    const { context } = h.pageRequest(nora.viewer);
    const answer = (await quickOrderRoute.loader(
      routeArgs(new Request("http://localhost:3000/quick-order"), context),
    )) as unknown as { init: ResponseInit };
    expect(answer.init.status).toBe(403);
    renderQuickOrder(nora.viewer);
    expect((await screen.findByTestId("cart-access-notice")).textContent).toContain(
      "Your account admin has not given you ordering rights",
    );
    expect(screen.queryByLabelText("Order lines")).toBeNull();

    cleanup();
    renderQuickOrder(null);
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
      "Landed on /login?redirectTo=%2Fquick-order",
    );
  });
});
