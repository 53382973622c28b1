import "../../page-test-dom.ts";
import { cleanup, render, screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pdfText } from "../../../server/modules/media/pdf-text.test-support.ts";
import { orders } from "../../../server/modules/orders/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as orderRoute from "../../routes/portal/order.tsx";
import {
  openPageHarness,
  type PageHarness,
  pageRoute,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { browserFetch, clearToasts, Toasts } from "../quotes/quotes.test-support.tsx";

/**
 * The order page (`/user/orders/:orderId`, ORDER-05) with its real loader against the demo orders, and
 * its PDF: who the order is billed to (the account it was placed for, as the order keeps it) beside
 * where it ships.
 */
describe.each(testDatabaseKinds())("the order page's addresses on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;
  let order: typeof orders.$inferSelect;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    const people = await signInPeople(h, ["ben.buyer@brightline.example"]);
    ben = people.ben as SignedInPerson;
    const [demo] = await h.db.select().from(orders).where(eq(orders.number, "SO-2026-900106"));
    if (!demo) throw new Error("no demo order SO-2026-900106");
    order = demo;
  });
  afterAll(async () => h?.dispose());

  /** The order page with its real loader, as Ben. */
  function renderOrderPage(orderId: string) {
    vi.stubGlobal("fetch", browserFetch(h, ben.cookie).fetch);
    const { context } = h.pageRequest(ben.viewer);
    const Stub = createRoutesStub(
      [
        {
          id: "root",
          loader: () => ({ viewer: ben.viewer }),
          Component: () => (
            <>
              <Outlet />
              <Toasts />
            </>
          ),
          children: [pageRoute("/user/orders/:orderId", orderRoute)],
        },
      ],
      context,
    );
    render(<Stub initialEntries={[`/user/orders/${orderId}`]} />);
  }

  async function demoOrder(number: string) {
    const [row] = await h.db.select().from(orders).where(eq(orders.number, number));
    if (!row) throw new Error(`no demo order ${number}`);
    return row;
  }
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  it("ORDER-05 #32.1 the order page shows 'Bill to' (the billing address frozen when placed, and the account number) beside 'Ship to'", async () => {
    renderOrderPage(order.id);
    const billTo = await screen.findByTestId("order-bill-to");
    expect(order.accountId).toBe("A-10001");
    expect(billTo.textContent).toBe(
      `${order.accountName}100 Commerce StreetColumbus, OH 43215Account A-10001`,
    );
    const section = billTo.closest("section") as HTMLElement;
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("Bill to");
    const shipTo = screen.getByTestId("order-ship-to");
    expect(shipTo.textContent).toContain(order.shipTo.address1);
    expect(shipTo.textContent).toContain(`${order.shipTo.city}, ${order.shipTo.state} ${order.shipTo.zip}`);
  });

  it("ORDER-05 #32.1 the order's PDF has a 'Bill to' row with the billing address and a 'Ship to' row with the address", async () => {
    const response = await h.call(`/api/order-service/orders/${order.id}/pdf`, { cookie: ben.cookie });
    expect(response.status).toBe(200);
    const lines = (await pdfText(new Uint8Array(await response.arrayBuffer()))).split("\n");
    const rowValue = (label: string) => lines[lines.indexOf(label) + 1];
    expect(lines).toContain("Bill to");
    expect(rowValue("Bill to")).toBe(`${order.accountName}, 100 Commerce Street, Columbus, OH 43215`);
    expect(lines).toContain("Ship to");
    expect(rowValue("Ship to")).toContain(order.shipTo.address1);
  });
  it("#32.1 the order page shows the method, the freight marked estimated (LTL quote to follow) and the requested ship date", async () => {
    const ltl = await demoOrder("SO-2026-900110");
    renderOrderPage(ltl.id);
    const card = await screen.findByTestId("order-shipping");
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("Shipping");
    expect(screen.getByTestId("order-shipping-method").textContent).toBe("LTL freight (palletized)");
    expect(screen.getByTestId("order-freight").textContent).toBe("$189.00 estimated, LTL quote to follow");
    expect(screen.getByTestId("order-ship-date").textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(screen.getByText("Shipping (estimated)")).toBeTruthy();
  });

  it("#32.1 a prepaid order's freight says so, not estimated; an order placed before freight at checkout says when it is confirmed", async () => {
    renderOrderPage((await demoOrder("SO-2026-900111")).id);
    expect((await screen.findByTestId("order-freight")).textContent).toBe("Prepaid");
    expect(screen.getByTestId("order-shipping-method").textContent).toBe("LTL freight (palletized)");
    expect(screen.queryByText("Shipping (estimated)")).toBeNull();
    cleanup();
    renderOrderPage(order.id);
    const card = await screen.findByTestId("order-shipping");
    expect(card.textContent).toContain("Freight is confirmed when the order ships.");
  });

  it("#32.1 the LTL order's PDF has the method, the estimated freight and the requested ship date", async () => {
    const ltl = await demoOrder("SO-2026-900110");
    const response = await h.call(`/api/order-service/orders/${ltl.id}/pdf`, { cookie: ben.cookie });
    const lines = (await pdfText(new Uint8Array(await response.arrayBuffer()))).split("\n");
    const rowValue = (label: string) => lines[lines.indexOf(label) + 1];
    expect(rowValue("Shipping")).toBe("LTL freight (palletized)");
    expect(rowValue("Freight")).toBe("$189.00 estimated, LTL quote to follow");
    expect(rowValue("Requested ship date")).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});
