// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Link } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { json, representativeUser, sessionUser } from "./users.test-support.ts";

function renderMenu(viewer: SessionUser | null, path = "/category/indoor-lighting") {
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([
    { path: "*", loader, HydrateFallback: () => null, Component: () => <AccountMenu viewer={viewer} /> },
  ]);
  render(<Stub initialEntries={[path]} />);
  return loader;
}

const max = () =>
  sessionUser({
    userId: "u-max",
    fname: "Max",
    lname: "Multi",
    role: null,
    accountIds: ["A-10002", "A-10001"],
    selectedAccountId: "A-10002",
    workingAccountId: "A-10002",
    accounts: [
      { id: "A-10002", name: "Northgate Lighting Distributors", city: "Chicago", state: "IL" },
      { id: "A-10001", name: "Brightline Electrical Supply", city: "Columbus", state: "OH" },
    ],
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("header account menu", () => {
  it("#9.6 a guest gets a Login link to /login that returns to the page", async () => {
    renderMenu(null, "/product/edl-4-10-40k?option=CCT-30K");
    const login = await screen.findByRole("link", { name: "Login" });
    expect(login.getAttribute("href")).toBe(
      `/login?redirectTo=${encodeURIComponent("/product/edl-4-10-40k?option=CCT-30K")}`,
    );
    expect(screen.queryByRole("button", { name: /^Hi,/ })).toBeNull();
  });

  it("HDR-20 a signed-in user gets the greeting with first and last name, the account links and Logout", async () => {
    renderMenu(sessionUser(), "/p/indoor/troffers");
    const button = await screen.findByRole("button", { name: "Hi, Dana Admin" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByTestId("account-menu");
    const links = within(within(menu).getByRole("navigation", { name: "Account" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["My Favorite Items", "/user?tab=my-favorite-items"],
      ["My Quotes / Projects", "/user?tab=my-quotes-/-projects"],
      ["My Lighting Layouts", "/user?tab=my-lighting-layouts"],
      ["My Warranty Claims", "/user?tab=my-warranty-claims"],
      ["My Custom Designs", "/user?tab=my-custom-designs"],
      ["Account", "/user?tab=account"],
      ["Users", "/user?tab=users"],
    ]);
    // ROUTE-31: Logout posts the current path, from which the server decides where to go.
    const logout = within(menu).getByRole("button", { name: "Logout" });
    const form = logout.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/logout");
    const from = form?.querySelector<HTMLInputElement>('input[name="from"]');
    expect(from?.value).toBe("/p/indoor/troffers");
  });

  it("HDR-20 a member who is not an admin has no Users link", async () => {
    renderMenu(sessionUser({ role: null }));
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Dana Admin" }));
    expect(within(screen.getByTestId("account-menu")).queryByRole("link", { name: "Users" })).toBeNull();
  });

  it("marks only the link of the portal tab shown now", async () => {
    renderMenu(sessionUser(), "/user?tab=users");
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Dana Admin" }));
    const current = within(screen.getByTestId("account-menu"))
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Users"]);
  });

  it("Escape closes the menu and puts the focus back on its button", async () => {
    renderMenu(sessionUser());
    const button = await screen.findByRole("button", { name: "Hi, Dana Admin" });
    fireEvent.click(button);
    const link = within(screen.getByTestId("account-menu")).getByRole("link", { name: "Account" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("account-menu").hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("a click outside closes the menu", async () => {
    renderMenu(sessionUser());
    const button = await screen.findByRole("button", { name: "Hi, Dana Admin" });
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("a navigation from anywhere on the page closes the menu", async () => {
    const Stub = createRoutesStub([
      {
        path: "*",
        loader: () => null,
        HydrateFallback: () => null,
        Component: () => (
          <>
            <AccountMenu viewer={sessionUser()} />
            <Link to="/catalogs">Catalogs</Link>
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const button = await screen.findByRole("button", { name: "Hi, Dana Admin" });
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // A click, not a pointerdown: the click-outside rule plays no part, only the new location.
    fireEvent.click(screen.getByRole("link", { name: "Catalogs" }));
    await waitFor(() => expect(button.getAttribute("aria-expanded")).toBe("false"));
    expect(screen.getByTestId("account-menu").hidden).toBe(true);
  });
});

describe("account switcher", () => {
  it("SEC-10 a distributor with two accounts switches the working account, then everything reloads", async () => {
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => json(max()));
    vi.stubGlobal("fetch", fetchSpy);
    const loader = renderMenu(max());
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Max Multi" }));
    const select = screen.getByLabelText("Working account") as HTMLSelectElement;
    expect(select.value).toBe("A-10002");
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      "Northgate Lighting Distributors (A-10002)",
      "Brightline Electrical Supply (A-10001)",
    ]);
    const loads = loader.mock.calls.length;
    await act(async () => {
      fireEvent.change(select, { target: { value: "A-10001" } });
    });
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/user-service/users/u-max");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ selectedAccountId: "A-10001" });
  });

  it("SEC-10 a representative picks the sales rep and the assigned account", async () => {
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => json({}));
    vi.stubGlobal("fetch", fetchSpy);
    renderMenu(
      representativeUser({
        assignedAccountIds: ["A-10001", "A-10003"],
        assignedAccounts: [
          { id: "A-10001", name: "Brightline Electrical Supply", city: null, state: null },
          { id: "A-10003", name: "Harbor Facilities Group", city: null, state: null },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Rita Rep" }));
    const menu = screen.getByTestId("account-menu");
    // One sales rep: shown as current, nothing to pick.
    expect(within(menu).getByText("Great Lakes Lighting Agency (SR-201)")).toBeTruthy();
    const assigned = within(menu).getByLabelText("Assigned account") as HTMLSelectElement;
    expect(assigned.value).toBe("A-10001");
    await act(async () => {
      fireEvent.change(assigned, { target: { value: "A-10003" } });
    });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
      selectedAssignedAccountId: "A-10003",
    });
  });

  it("a failed switch says so and keeps the account", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "Account not found", code: "NOT_FOUND" }, 404)),
    );
    const toastError = vi.spyOn(toast, "error").mockReturnValue(1);
    renderMenu(max());
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Max Multi" }));
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Working account"), { target: { value: "A-10001" } });
    });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Account not found", expect.anything()));
    expect((screen.getByLabelText("Working account") as HTMLSelectElement).value).toBe("A-10002");
  });
});
