import type { PortalUser, SessionUser } from "../../../lib/accounts/users.ts";

/** Session users as the server computes them, for component tests (plain data, no behaviour). */
export function sessionUser(extra: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: "u-dana",
    email: "dana.admin@brightline.example",
    fname: "Dana",
    lname: "Admin",
    phone: null,
    customerType: "distributor",
    role: "admin",
    access: ["cart"],
    accountIds: ["A-10001"],
    selectedAccountId: "A-10001",
    salesRepIds: [],
    selectedSalesRepId: null,
    assignedAccountIds: [],
    selectedAssignedAccountId: null,
    emailVerified: true,
    pendingAdmin: false,
    pendingRepInfo: false,
    peopleAccount: null,
    peopleAddresses: [],
    verified: true,
    cartAccess: true,
    pending: false,
    workingAccountId: "A-10001",
    accounts: [{ id: "A-10001", name: "Brightline Electrical Supply", city: "Columbus", state: "OH" }],
    salesReps: [],
    assignedAccounts: [],
    pendingConnections: [],
    ...extra,
  };
}

/** A basic customer who registered but has not verified the address yet. */
export function basicUser(extra: Partial<SessionUser> = {}): SessionUser {
  return sessionUser({
    userId: "u-bob",
    email: "bob.basic@example.com",
    fname: "Bob",
    lname: "Basic",
    customerType: "basic",
    role: null,
    access: [],
    accountIds: [],
    selectedAccountId: null,
    verified: false,
    cartAccess: false,
    workingAccountId: null,
    accounts: [],
    ...extra,
  });
}

/** Rita, a representative of the Great Lakes agency (SR-201), working for its assigned Brightline account. */
export function representativeUser(extra: Partial<SessionUser> = {}): SessionUser {
  return sessionUser({
    userId: "u-rita",
    email: "rita.rep@greatlakes-agency.example",
    fname: "Rita",
    lname: "Rep",
    customerType: "representative",
    accountIds: [],
    selectedAccountId: null,
    accounts: [],
    salesRepIds: ["SR-201"],
    selectedSalesRepId: "SR-201",
    salesReps: [{ id: "SR-201", name: "Great Lakes Lighting Agency", territory: "OH MI IN" }],
    assignedAccountIds: ["A-10001"],
    selectedAssignedAccountId: "A-10001",
    workingAccountId: "A-10001",
    assignedAccounts: [{ id: "A-10001", name: "Brightline Electrical Supply", city: null, state: null }],
    ...extra,
  });
}

export function portalUser(
  userId: string,
  fname: string,
  lname: string,
  extra: Partial<PortalUser> = {},
): PortalUser {
  return {
    userId,
    email: `${fname.toLowerCase()}.${lname.toLowerCase()}@brightline.example`,
    fname,
    lname,
    customerType: "distributor",
    emailVerified: true,
    role: null,
    access: [],
    pendingAdmin: false,
    pendingRepInfo: false,
    scope: { kind: "account", id: "A-10001" },
    orderLimit: { kind: "none" },
    createdAt: "2026-11-01T00:00:00.000Z",
    ...extra,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
