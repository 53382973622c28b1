// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountUsers } from "./AccountUsers.tsx";
import { json, portalUser } from "./users.test-support.ts";

const dana = portalUser("u-dana", "Dana", "Admin", { role: "admin", access: ["cart"] });
const ben = portalUser("u-ben", "Ben", "Buyer", { access: ["cart"] });
const paul = portalUser("u-paul", "Paul", "Pending", { pendingRepInfo: true });

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Stands in for the HTTP API: the users list, then whatever the test answers to other calls. */
function stubApi(handler: Handler = () => json({}), users = [dana, ben, paul]) {
  const fetchSpy = vi.fn(async (url: string, init?: RequestInit) =>
    url.startsWith("/api/user-service/users?") ? json(users) : handler(url, init),
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

function renderUsers() {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => <AccountUsers scope={{ kind: "account", id: "A-10001" }} viewerId="u-dana" />,
    },
  ]);
  render(<Stub initialEntries={["/user?tab=users"]} />);
}

const pendingList = () => screen.getByTestId("pending-users");
const activeList = () => screen.getByTestId("active-users");

let toastError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toastError = vi.spyOn(toast, "error").mockReturnValue(1);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("account administration", () => {
  it("USER-01 SEC-06 loads the account's users by accountId and splits pending from active", async () => {
    const fetchSpy = stubApi();
    renderUsers();
    await screen.findByTestId("pending-users");
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/user-service/users?accountId=A-10001");
    expect(within(pendingList()).getByText("Paul Pending")).toBeTruthy();
    expect(within(activeList()).getByText("Ben Buyer")).toBeTruthy();
    expect(within(activeList()).queryByText("Paul Pending")).toBeNull();
  });

  it("USER-19 a failure to load the users shows 'Failed to load portal users'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ error: "Account not found", code: "NOT_FOUND" }, 404)),
    );
    renderUsers();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to load portal users", expect.anything()),
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("USER-19 decision 004 an answer that is not the contract's is a failure to load, not a list of broken rows", async () => {
    // A user without names, role or scope: parsed, not cast.
    stubApi(undefined, [{ userId: "u-x", email: "x@brightline.example" }] as never);
    renderUsers();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to load portal users", expect.anything()),
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByTestId("active-users")).toBeNull();
  });

  it("USER-02 approving moves the user from the pending list to the active list", async () => {
    let release: (response: Response) => void = () => {};
    const fetchSpy = stubApi(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    renderUsers();
    fireEvent.click(await screen.findByRole("button", { name: "Approve Paul Pending" }));
    // One request at a time: while it runs, no other review or edit can start.
    expect((screen.getByRole("button", { name: "Approve Paul Pending" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole("button", { name: "Decline Paul Pending" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    release(json({ ...paul, pendingRepInfo: false }));
    await waitFor(() => expect(within(activeList()).getByText("Paul Pending")).toBeTruthy());
    expect(within(pendingList()).queryByText("Paul Pending")).toBeNull();
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe("/api/user-service/users/approve-user");
    expect(JSON.parse(String(init?.body))).toEqual({ userId: "u-paul", accountId: "A-10001" });
  });

  it("USER-04 a failed approval shows 'Failed to approve user' and keeps the user pending", async () => {
    stubApi(() => json({ error: "No pending request for this user", code: "NOT_FOUND" }, 404));
    renderUsers();
    fireEvent.click(await screen.findByRole("button", { name: "Approve Paul Pending" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to approve user", expect.anything()));
    expect(within(pendingList()).getByText("Paul Pending")).toBeTruthy();
    expect(within(activeList()).queryByText("Paul Pending")).toBeNull();
  });

  it("USER-03 #32.6 declining asks first, then removes the user from the pending list without adding them to the active list, and says so", async () => {
    const fetchSpy = stubApi(() => json({ userId: "u-paul" }));
    renderUsers();
    fireEvent.click(await screen.findByRole("button", { name: "Decline Paul Pending" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decline Paul Pending?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep pending" }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(within(pendingList()).getByText("Paul Pending")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Decline Paul Pending" }));
    const again = await screen.findByRole("alertdialog", { name: "Decline Paul Pending?" });
    fireEvent.click(within(again).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(within(pendingList()).queryByText("Paul Pending")).toBeNull());
    expect(within(activeList()).queryByText("Paul Pending")).toBeNull();
    expect(fetchSpy.mock.calls[1]?.[0]).toBe("/api/user-service/users/decline-user");
    expect(screen.getByRole("status").textContent).toContain("Paul Pending was declined");
  });

  it("#32.6 approving says so in a status message", async () => {
    stubApi(() => json({ ...paul, pendingRepInfo: false }));
    renderUsers();
    fireEvent.click(await screen.findByRole("button", { name: "Approve Paul Pending" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Paul Pending was approved and is now an active user.",
      ),
    );
  });

  it("#32.2 the admin sets a member's order limit (an amount, then always) and is told it is saved", async () => {
    const fetchSpy = stubApi((_url, init) => {
      const body = JSON.parse(String(init?.body));
      return json({ ...ben, orderLimit: body.orderLimit });
    });
    renderUsers();
    await screen.findByTestId("active-users");
    expect(screen.queryByLabelText("Order limit for Dana Admin")).toBeNull();
    fireEvent.change(screen.getByLabelText("Order limit for Ben Buyer"), { target: { value: "amount" } });
    fireEvent.change(screen.getByLabelText("Limit in dollars"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Save limit for Ben Buyer" }));
    expect(screen.getByRole("alert").textContent).toContain("Enter an amount");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText("Limit in dollars"), { target: { value: "2500" } });
    fireEvent.click(screen.getByRole("button", { name: "Save limit for Ben Buyer" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Order limit saved for Ben Buyer: Orders over $2,500.00 need approval.",
      ),
    );
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe("/api/user-service/users/u-ben");
    expect(JSON.parse(String(init?.body))).toEqual({
      orderLimit: { kind: "amount", cents: 250_000 },
      accountId: "A-10001",
    });
    fireEvent.change(screen.getByLabelText("Order limit for Ben Buyer"), { target: { value: "always" } });
    fireEvent.click(screen.getByRole("button", { name: "Save limit for Ben Buyer" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("Every order needs approval"),
    );
    expect(JSON.parse(String(fetchSpy.mock.calls[2]?.[1]?.body)).orderLimit).toEqual({ kind: "always" });
  });

  it("a failed decline shows 'Failed to decline user'", async () => {
    stubApi(() => json({ error: "boom", code: "INTERNAL" }, 500));
    renderUsers();
    fireEvent.click(await screen.findByRole("button", { name: "Decline Paul Pending" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog", { name: "Decline Paul Pending?" })).getByRole("button", {
        name: "Decline",
      }),
    );
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to decline user", expect.anything()));
    expect(within(pendingList()).getByText("Paul Pending")).toBeTruthy();
  });

  it("an admin switches a member's cart access; their own switches are locked", async () => {
    const fetchSpy = stubApi(() => json({ ...ben, access: [] }));
    renderUsers();
    const cart = await screen.findByRole("switch", { name: "Cart access for Ben Buyer" });
    expect(cart.getAttribute("aria-checked")).toBe("true");
    expect((screen.getByRole("switch", { name: "Admin for Dana Admin" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(cart);
    await waitFor(() =>
      expect(
        screen.getByRole("switch", { name: "Cart access for Ben Buyer" }).getAttribute("aria-checked"),
      ).toBe("false"),
    );
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(url).toBe("/api/user-service/users/u-ben");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ access: [], accountId: "A-10001" });
  });

  it("USER-18 a failed user creation shows 'Failed to create new user'", async () => {
    stubApi(() =>
      json({ error: "An account with this email address already exists.", code: "CONFLICT" }, 409),
    );
    renderUsers();
    await screen.findByTestId("pending-users");
    const form = screen.getByRole("region", { name: "Create verified user" });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "new@brightline.example" } });
    fireEvent.change(within(form).getByLabelText("First name"), { target: { value: "Nia" } });
    fireEvent.change(within(form).getByLabelText("Last name"), { target: { value: "New" } });
    fireEvent.click(within(form).getByRole("button", { name: "Create user" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to create new user", expect.anything()),
    );
    expect(within(form).getByRole("alert").textContent).toContain("already exists");
  });

  it("SEC-08 a created user joins the active list; an invalid form sends nothing", async () => {
    const created = portalUser("u-nia", "Nia", "New", { access: ["cart"], emailVerified: false });
    const fetchSpy = stubApi(() => json(created, 201));
    renderUsers();
    await screen.findByTestId("pending-users");
    const form = screen.getByRole("region", { name: "Create verified user" });
    fireEvent.click(within(form).getByRole("button", { name: "Create user" }));
    expect(within(form).getByText("Email must be an email address")).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fireEvent.change(within(form).getByLabelText("Email"), {
      target: { value: "nia.new@brightline.example" },
    });
    fireEvent.change(within(form).getByLabelText("First name"), { target: { value: "Nia" } });
    fireEvent.change(within(form).getByLabelText("Last name"), { target: { value: "New" } });
    fireEvent.click(within(form).getByLabelText("Cart access"));
    fireEvent.click(within(form).getByRole("button", { name: "Create user" }));
    await waitFor(() => expect(within(activeList()).getByText("Nia New")).toBeTruthy());
    expect(JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body))).toEqual({
      email: "nia.new@brightline.example",
      fname: "Nia",
      lname: "New",
      accountId: "A-10001",
      role: "member",
      access: ["cart"],
    });
  });

  it("USER-15 a failed upgrade shows 'Upgrade user process failed'", async () => {
    stubApi(() => json({ error: "No basic customer with this email address", code: "NOT_FOUND" }, 404));
    renderUsers();
    await screen.findByTestId("pending-users");
    const form = screen.getByRole("region", { name: "Upgrade a basic customer" });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: "bob.basic@example.com" } });
    fireEvent.click(within(form).getByRole("button", { name: "Upgrade user" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Upgrade user process failed", expect.anything()),
    );
  });
});
