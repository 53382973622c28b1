// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AccountOverview } from "./AccountOverview.tsx";
import { basicUser, json, representativeUser, sessionUser } from "./users.test-support.ts";

const people = {
  peopleAccount: {
    accountId: "A-10001",
    name: "Brightline Electrical Supply",
    contacts: [
      {
        id: "c1",
        fname: "Pat",
        lname: "Okafor",
        email: "ap@brightline.example",
        phone: "+1 (614) 555-0190",
        title: "Accounts payable",
      },
    ],
  },
  peopleAddresses: [
    {
      id: "ad1",
      accountId: "A-10001",
      kind: "billing",
      name: "Brightline Electrical Supply",
      address1: "100 Commerce Street",
      address2: null,
      city: "Columbus",
      state: "OH",
      zip: "43215",
      country: "US",
    },
  ],
};

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** The HTTP API: people of the account and its (empty) address book answer, everything else as the test says. */
function stubApi(handler: Handler = () => json({}), peopleAnswer: () => Response = () => json(people)) {
  const fetchSpy = vi.fn(async (url: string, init?: RequestInit) =>
    url.startsWith("/api/user-service/users/people-accounts/")
      ? peopleAnswer()
      : url.startsWith("/api/user-service/accounts/")
        ? json({ accountId: "A-10001", canEdit: false, addresses: [] })
        : handler(url, init),
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

/** Renders the account tab; the route's loader counts revalidations. */
function renderOverview(viewer: SessionUser) {
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([
    {
      path: "*",
      loader,
      HydrateFallback: () => null,
      Component: () => <AccountOverview viewer={viewer} brandName="Lumenor" />,
    },
  ]);
  render(<Stub initialEntries={["/user?tab=account"]} />);
  return loader;
}

const notices = () => screen.getByTestId("account-notices");

let toastError: ReturnType<typeof vi.spyOn>;
let toastSuccess: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toastError = vi.spyOn(toast, "error").mockReturnValue(1);
  toastSuccess = vi.spyOn(toast, "success").mockReturnValue(1);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("account messages", () => {
  it("USER-21 a basic customer pending email verification sees the basic access message", async () => {
    stubApi();
    renderOverview(basicUser({ emailVerified: false }));
    await screen.findByTestId("account-notices");
    expect(notices().textContent).toContain("Your account has basic access");
    expect(screen.getByTestId("customer-type").textContent).toBe("Basic customer");
    expect(screen.getByTestId("account-badges").textContent).toContain("Not verified");
  });

  it("USER-21 USER-22 a connection awaiting approval shows the review message, the request and the company sentence", async () => {
    stubApi();
    renderOverview(
      basicUser({
        pendingRepInfo: true,
        pending: true,
        pendingConnections: [{ kind: "account", id: "A-10001", name: "Brightline Electrical Supply" }],
      }),
    );
    await screen.findByTestId("account-notices");
    expect(notices().textContent).toContain("Your request has been sent for review.");
    expect(notices().textContent).toContain("Waiting for approval: Brightline Electrical Supply.");
    expect(notices().textContent).toContain(
      "Thank you for your request; Lumenor is reviewing your request for approval.",
    );
  });

  it("USER-21 a verified distributor is told the account is connected and sees its badges", async () => {
    stubApi();
    renderOverview(sessionUser());
    await screen.findByTestId("account-notices");
    expect(notices().textContent).toContain("Your account is connected to your distributor account.");
    expect(screen.getByTestId("account-badges").textContent).toContain("Verified");
    expect(screen.getByTestId("account-badges").textContent).toContain("Cart access");
  });

  it("USER-21 a verified representative is told the sales rep record is connected", async () => {
    stubApi();
    renderOverview(representativeUser());
    await screen.findByTestId("account-notices");
    expect(notices().textContent).toContain("Your account is connected to your sales representative record.");
  });
});

describe("further connections", () => {
  it("SEC-10 a basic customer may connect either way; a distributor further accounts; a representative further sales rep records", async () => {
    stubApi();
    renderOverview(basicUser());
    await screen.findByTestId("account-notices");
    expect(screen.getByRole("region", { name: "Connect to a distributor account" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Connect as a sales representative" })).toBeTruthy();
    cleanup();

    renderOverview(sessionUser());
    await screen.findByTestId("account-notices");
    expect(screen.getByRole("region", { name: "Connect another distributor account" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /sales rep/ })).toBeNull();
    cleanup();

    renderOverview(representativeUser());
    await screen.findByTestId("account-notices");
    expect(screen.getByRole("region", { name: "Connect another sales rep record" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /distributor account/ })).toBeNull();
  });
});

describe("upgrade of a basic customer", () => {
  function connectDistributor(accountNumber: string, billingZip: string) {
    const form = screen.getByRole("region", { name: "Connect to a distributor account" });
    fireEvent.change(within(form).getByLabelText("Account number"), { target: { value: accountNumber } });
    fireEvent.change(within(form).getByLabelText("Billing ZIP code"), { target: { value: billingZip } });
    fireEvent.click(within(form).getByRole("button", { name: "Connect account" }));
    return form;
  }

  it("USER-21 USER-22 a connection request shows the upgrade messages and revalidates the page", async () => {
    const fetchSpy = stubApi(() =>
      json({
        user: basicUser({ pendingRepInfo: true }),
        messages: ["upgradeRequested", "requestSentForReview"],
        approvalRequested: true,
      }),
    );
    const loader = renderOverview(basicUser());
    await screen.findByRole("region", { name: "Connect to a distributor account" });
    const loads = loader.mock.calls.length;
    connectDistributor("A-10001", "43215");
    await waitFor(() => expect(notices().textContent).toContain("Your request to upgrade"));
    expect(notices().textContent).toContain(
      "Thank you for your request; Lumenor is reviewing your request for approval.",
    );
    const [url, init] = fetchSpy.mock.calls.find(([u]) => u === "/api/user-service/users/connect") ?? [];
    expect(url).toBe("/api/user-service/users/connect");
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: "distributor",
      accountNumber: "A-10001",
      billingZip: "43215",
    });
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads));
  });

  it("USER-21 a failed distributor verification shows the server's message without the generic toast", async () => {
    stubApi(() =>
      json(
        {
          error:
            "We could not verify your distributor account. Please check the account number and billing ZIP code, or contact your sales representative.",
          code: "VALIDATION",
        },
        400,
      ),
    );
    renderOverview(basicUser());
    await screen.findByRole("region", { name: "Connect to a distributor account" });
    const form = connectDistributor("A-10001", "99999");
    await waitFor(() =>
      expect(within(form).getByRole("alert").textContent).toContain(
        "We could not verify your distributor account.",
      ),
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it("USER-15 any other failed upgrade shows 'Upgrade user process failed'", async () => {
    stubApi(() => json({ error: "Something went wrong", code: "INTERNAL" }, 500));
    renderOverview(basicUser());
    await screen.findByRole("region", { name: "Connect to a distributor account" });
    connectDistributor("A-10001", "43215");
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Upgrade user process failed", expect.anything()),
    );
  });

  it("an invalid ZIP code is caught before anything is sent", async () => {
    const fetchSpy = stubApi();
    renderOverview(basicUser());
    await screen.findByRole("region", { name: "Connect to a distributor account" });
    connectDistributor("A-10001", "4321");
    expect(screen.getByText("Billing ZIP code must be a ZIP code like 43215")).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([u]) => u === "/api/user-service/users/connect")).toBe(false);
  });
});

describe("admin access request", () => {
  const member = () => sessionUser({ role: null, userId: "u-nora", fname: "Nora", lname: "Viewer" });

  it("USER-05 SEC-09 requesting admin access shows 'Administration account was requested' and marks it requested", async () => {
    const fetchSpy = stubApi(() => json(member()));
    renderOverview(member());
    fireEvent.click(await screen.findByRole("button", { name: "Request admin access" }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Administration account was requested", expect.anything()),
    );
    expect(screen.getByTestId("admin-requested").textContent).toContain("Admin access requested");
    expect(screen.queryByRole("button", { name: "Request admin access" })).toBeNull();
    const [url, init] = fetchSpy.mock.calls.find(([u]) => u.endsWith("/request-admin")) ?? [];
    expect(url).toBe("/api/user-service/users/request-admin");
    expect(init?.method).toBe("POST");
  });

  it("USER-06 a failed admin-access request shows 'Failed to request admininstrative'", async () => {
    stubApi(() => json({ error: "Account not found", code: "NOT_FOUND" }, 404));
    renderOverview(member());
    fireEvent.click(await screen.findByRole("button", { name: "Request admin access" }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to request admininstrative", expect.anything()),
    );
    expect(screen.getByRole("button", { name: "Request admin access" })).toBeTruthy();
  });

  it("USER-05 a pending admin request is shown instead of the button; admins and basic users get neither", async () => {
    stubApi();
    renderOverview(sessionUser({ role: null, pendingAdmin: true, pending: true }));
    expect((await screen.findByTestId("admin-requested")).textContent).toContain("Admin access requested");
    cleanup();
    renderOverview(sessionUser());
    await screen.findByTestId("account-notices");
    expect(screen.queryByRole("button", { name: "Request admin access" })).toBeNull();
    cleanup();
    renderOverview(basicUser());
    await screen.findByTestId("account-notices");
    expect(screen.queryByRole("button", { name: "Request admin access" })).toBeNull();
  });
});

describe("people of the account", () => {
  it("API-62 shows the contacts and addresses of the working account", async () => {
    const fetchSpy = stubApi();
    renderOverview(sessionUser());
    expect(await screen.findByText("Pat Okafor")).toBeTruthy();
    const section = screen.getByRole("region", {
      name: "People and addresses of Brightline Electrical Supply",
    });
    expect(section.textContent).toContain("100 Commerce Street");
    expect(section.textContent).toContain("Columbus, OH 43215");
    expect(fetchSpy.mock.calls.some(([u]) => u === "/api/user-service/users/people-accounts/A-10001")).toBe(
      true,
    );
  });

  it("USER-20 a failure to load people accounts shows 'Failed to get people accounts'", async () => {
    stubApi(undefined, () => json({ error: "Account not found", code: "NOT_FOUND" }, 404));
    renderOverview(sessionUser());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to get people accounts", expect.anything()),
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
