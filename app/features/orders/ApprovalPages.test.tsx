import "../../page-test-dom.ts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { and, eq } from "drizzle-orm";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { earliestShipDate } from "../../../lib/orders/ship-dates.ts";
import { authUsers, memberships } from "../../../server/modules/accounts/schema.ts";
import { carts } from "../../../server/modules/cart/schema.ts";
import { demoApproval } from "../../../server/modules/orders/index.ts";
import { approvalRequests } from "../../../server/modules/orders/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import * as cartRoute from "../../routes/portal/cart.tsx";
import * as checkoutRoute from "../../routes/portal/checkout.tsx";
import {
  openPageHarness,
  type PageHarness,
  pageRoute,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { browserFetch, clearToasts, Toasts } from "../quotes/quotes.test-support.tsx";
import { ApprovalsTab } from "./ApprovalsTab.tsx";

/**
 * #32.2 the approval pages with their real loaders and the real API (demo accounts and catalogue):
 * Ben (A-10001, limit $2,500) submits his cart at checkout, sees it waiting on the cart page, and
 * reads Dana's reason after she declines it on the Approvals tab; another request she approves.
 */
describe.each(testDatabaseKinds())("the approval pages on %s", (kind) => {
  let h: PageHarness;
  let ben: SignedInPerson;
  let dana: SignedInPerson;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    const people = await signInPeople(h, ["ben.buyer@brightline.example", "dana.admin@brightline.example"]);
    ben = people.ben as SignedInPerson;
    dana = people.dana as SignedInPerson;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(approvalRequests);
    await h.db.delete(carts);
    const [row] = await h.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "ben.buyer@brightline.example"));
    await h.db
      .update(memberships)
      .set({ orderLimitKind: "amount", orderLimitCents: 250_000 })
      .where(and(eq(memberships.userId, row?.id ?? ""), eq(memberships.accountId, "A-10001")));
    await h.services.cart.addLines(
      ben.viewer,
      demoApproval.lines.map((line) => ({ ...line, options: [...line.options] })),
    );
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  function renderPage(person: SignedInPerson, path: string, routes: ReturnType<typeof pageRoute>[]) {
    vi.stubGlobal("fetch", browserFetch(h, person.cookie).fetch);
    const { context } = h.pageRequest(person.viewer);
    const Stub = createRoutesStub(
      [
        {
          id: "root",
          loader: () => ({ viewer: person.viewer }),
          Component: () => (
            <>
              <Outlet />
              <Toasts />
            </>
          ),
          children: routes,
        },
      ],
      context,
    );
    render(<Stub initialEntries={[path]} />);
  }

  async function submitAtCheckout(po: string) {
    renderPage(ben, "/checkout", [pageRoute("/checkout", checkoutRoute)]);
    const form = await screen.findByRole("form", { name: "Submit for approval" });
    expect(within(form).getByTestId("approval-needed").textContent).toContain(
      "This order ($8,106.00) is over your order limit of $2,500.00.",
    );
    expect(within(form).getByTestId("approval-needed").textContent).toContain("Submit it to Dana Admin");
    expect(screen.queryByRole("button", { name: "Place order" })).toBeNull();
    // No payment method to choose: an approved order is placed on account.
    expect(screen.queryByTestId("payment-methods")).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Submit for approval" }));
    // Without a PO nothing is sent and the field says why.
    await waitFor(() =>
      expect(within(form).getByLabelText("Purchase order (PO)").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(await h.db.select().from(approvalRequests)).toEqual([]);
    fireEvent.change(within(form).getByLabelText("Purchase order (PO)"), { target: { value: po } });
    fireEvent.change(within(form).getByLabelText(/Note to your approver/), {
      target: { value: "Phase 1 of the re-lamp" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Submit for approval" }));
    const sent = await screen.findByTestId("approval-sent");
    expect(sent.textContent).toContain(`Your order of $8,106.00 (PO ${po}) was sent to Dana Admin`);
    cleanup();
  }

  it("#32.2 checkout offers Submit for approval with a note; the cart page then shows it waiting, frozen, with Withdraw request", async () => {
    await submitAtCheckout("PO-PAGE-1");
    const [request] = await h.db.select().from(approvalRequests);
    expect(request).toMatchObject({
      purchaseOrder: "PO-PAGE-1",
      notes: "Phase 1 of the re-lamp",
      totalCents: 810_600,
    });

    renderPage(ben, "/cart", [pageRoute("/cart", cartRoute)]);
    const waiting = await screen.findByTestId("approval-waiting");
    expect(within(waiting).getByRole("heading", { name: "Waiting for approval" })).toBeTruthy();
    expect(waiting.textContent).toContain("Sent to Dana Admin");
    expect(waiting.textContent).toContain("$8,106.00");
    expect(waiting.textContent).toContain("3 lines, 44 units");
    // Frozen: the submitted lines have no quantity or remove controls.
    expect(within(waiting).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(within(waiting).queryByRole("spinbutton")).toBeNull();
    fireEvent.click(within(waiting).getByRole("button", { name: "Withdraw request" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Request withdrawn"));
    await waitFor(() => expect(screen.queryByTestId("approval-waiting")).toBeNull());
    expect((await h.db.select().from(approvalRequests))[0]?.status).toBe("withdrawn");
  });

  it("#32.2 the admin declines on the Approvals tab with a required reason, asked first; the requester reads it on the cart page", async () => {
    await submitAtCheckout("PO-PAGE-2");
    renderPage(dana, "/user", [{ path: "/user", Component: () => <ApprovalsTab accountId="A-10001" /> }]);
    const pending = await screen.findByTestId("pending-request");
    expect(pending.textContent).toContain("Ben Buyer");
    expect(pending.textContent).toContain("$8,106.00");
    expect(pending.textContent).toContain("PO PO-PAGE-2");
    expect(pending.textContent).toContain("Phase 1 of the re-lamp");
    expect(within(pending).getAllByRole("listitem")).toHaveLength(3);
    fireEvent.click(within(pending).getByRole("button", { name: "Decline the request of Ben Buyer" }));
    const dialog = await screen.findByTestId("decline-request-dialog");
    expect(dialog.getAttribute("role")).toBe("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep request" }));
    expect((await h.db.select().from(approvalRequests))[0]?.status).toBe("pending");
    fireEvent.click(within(pending).getByRole("button", { name: "Decline the request of Ben Buyer" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    expect(within(dialog).getByRole("alert").textContent).toContain("Enter a reason");
    fireEvent.change(within(dialog).getByLabelText("Reason for declining"), {
      target: { value: "Over this month's budget: split it in two" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await waitFor(() =>
      expect(screen.getByTestId("approvals-status").textContent).toBe("Declined: Ben Buyer is told why"),
    );
    await waitFor(() =>
      expect(screen.getByTestId("decided-requests").textContent).toContain("Declined by Dana Admin"),
    );
    cleanup();

    renderPage(ben, "/cart", [pageRoute("/cart", cartRoute)]);
    const declined = await screen.findByTestId("approval-declined");
    expect(declined.textContent).toContain("Dana Admin declined your order of $8,106.00 (PO PO-PAGE-2)");
    expect(declined.textContent).toContain("Reason: Over this month's budget: split it in two");
    // The lines came back to the cart, to be changed.
    expect((await screen.findByTestId("cart-lines")).children).toHaveLength(3);
  });

  it("#32.2 the admin approves: the order is placed and the tab links to it", async () => {
    await submitAtCheckout("PO-PAGE-3");
    renderPage(dana, "/user", [{ path: "/user", Component: () => <ApprovalsTab accountId="A-10001" /> }]);
    const pending = await screen.findByTestId("pending-request");
    fireEvent.click(within(pending).getByRole("button", { name: "Approve and place order for Ben Buyer" }));
    await waitFor(() =>
      expect(screen.getByTestId("approvals-status").textContent).toMatch(
        /^Approved: order SO-\d{4}-\d+ is placed/,
      ),
    );
    expect(
      within(screen.getByTestId("approvals-status")).getByRole("link", { name: "View the order" }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("pending-request")).toBeNull());
    const [request] = await h.db.select().from(approvalRequests);
    expect(request).toMatchObject({ status: "approved", decidedByName: "Dana Admin" });
  });

  it("#32.2 the submit state offers the shipping as Place order does: LTL (prepaid: the re-lamp is over Brightline's threshold), a weekend refused inline; the request, the cart's banner and the Approvals tab show the method, freight and date", async () => {
    renderPage(ben, "/checkout", [pageRoute("/checkout", checkoutRoute)]);
    const form = await screen.findByRole("form", { name: "Submit for approval" });
    const methods = within(form).getByTestId("shipping-methods");
    expect((within(methods).getByRole("radio", { name: /^Ground/ }) as HTMLInputElement).checked).toBe(true);
    const dateField = within(form).getByLabelText("Requested ship date") as HTMLInputElement;
    const earliest = dateField.min;
    expect(dateField.value).toBe(earliest);
    fireEvent.click(within(methods).getByRole("radio", { name: /^LTL freight/ }));
    expect(within(methods).getByTestId("freight-LTL").textContent).toBe("Prepaid");
    // Submit waits for the server to price the method chosen.
    expect(
      (within(form).getByRole("button", { name: "Submit for approval" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() =>
      expect(
        (within(form).getByRole("button", { name: "Submit for approval" }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    const saturday = new Date(`${earliest}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    fireEvent.change(dateField, { target: { value: saturday.toISOString().slice(0, 10) } });
    fireEvent.change(within(form).getByLabelText("Purchase order (PO)"), { target: { value: "PO-PAGE-4" } });
    fireEvent.click(within(form).getByRole("button", { name: "Submit for approval" }));
    await waitFor(() => expect(dateField.getAttribute("aria-invalid")).toBe("true"));
    expect(form.textContent).toContain("must be a business day");
    expect(await h.db.select().from(approvalRequests)).toEqual([]);
    const later = earliestShipDate(earliest, 1);
    fireEvent.change(dateField, { target: { value: later } });
    fireEvent.click(within(form).getByRole("button", { name: "Submit for approval" }));
    const sent = await screen.findByTestId("approval-sent");
    expect(sent.textContent).toContain("Your order of $8,106.00 (PO PO-PAGE-4) was sent to Dana Admin");
    expect(within(sent).getByTestId("request-shipping-method").textContent).toBe("LTL freight (palletized)");
    const [request] = await h.db.select().from(approvalRequests);
    expect(request).toMatchObject({
      totalCents: 810_600,
      shipping: { method: "LTL", requestedShipDate: later },
    });
    cleanup();

    const shipDate = new Date(`${later}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    const freight = "Prepaid";
    renderPage(ben, "/cart", [pageRoute("/cart", cartRoute)]);
    const waiting = await screen.findByTestId("approval-waiting");
    expect(within(waiting).getByTestId("request-shipping-method").textContent).toBe(
      "LTL freight (palletized)",
    );
    expect(within(waiting).getByTestId("request-freight").textContent).toBe(freight);
    expect(within(waiting).getByTestId("request-ship-date").textContent).toBe(shipDate);
    cleanup();

    renderPage(dana, "/user", [{ path: "/user", Component: () => <ApprovalsTab accountId="A-10001" /> }]);
    const pending = await screen.findByTestId("pending-request");
    expect(within(pending).getByTestId("request-freight").textContent).toBe(freight);
    expect(within(pending).getByTestId("request-ship-date").textContent).toBe(shipDate);
    expect(within(pending).getByTestId("request-total").textContent).toBe("$8,106.00");
  });
});
