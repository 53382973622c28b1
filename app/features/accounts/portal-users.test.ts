import { describe, expect, it } from "vitest";
import type { PortalUser } from "../../../lib/accounts/users.ts";
import {
  adminScope,
  applyApproval,
  applyDecline,
  scopeBody,
  scopeQuery,
  splitPortalUsers,
  upsertActive,
} from "./portal-users.ts";

function user(userId: string, lname: string, extra: Partial<PortalUser> = {}): PortalUser {
  return {
    userId,
    email: `${userId}@example.com`,
    fname: "Pat",
    lname,
    customerType: "distributor",
    emailVerified: true,
    role: null,
    access: [],
    pendingAdmin: false,
    pendingRepInfo: false,
    scope: { kind: "account", id: "A-1" },
    orderLimit: { kind: "none" },
    createdAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  };
}

const dana = user("dana", "Admin", { role: "admin", access: ["cart"] });
const ben = user("ben", "Buyer", { access: ["cart"] });
const paul = user("paul", "Pending", { pendingRepInfo: true });
const alex = user("alex", "Asks", { pendingAdmin: true });

describe("portal users lists", () => {
  it("USER-01 a user with pendingAdmin or pendingRepInfo is pending, everyone else active", () => {
    const lists = splitPortalUsers([paul, dana, alex, ben]);
    expect(lists.pending.map((u) => u.userId)).toEqual(["alex", "paul"]);
    expect(lists.active.map((u) => u.userId)).toEqual(["dana", "ben"]);
  });

  it("USER-02 approving moves the user from the pending list into the active list", () => {
    const lists = splitPortalUsers([paul, dana, ben]);
    const next = applyApproval(lists, { ...paul, pendingRepInfo: false });
    expect(next.pending).toEqual([]);
    expect(next.active.map((u) => u.userId)).toEqual(["dana", "ben", "paul"]);
    expect(next.active.find((u) => u.userId === "paul")?.pendingRepInfo).toBe(false);
  });

  it("USER-02 an approved admin request makes the member an active admin", () => {
    const lists = splitPortalUsers([alex, dana]);
    const next = applyApproval(lists, { ...alex, role: "admin" });
    expect(next.pending).toEqual([]);
    expect(next.active.find((u) => u.userId === "alex")).toMatchObject({
      role: "admin",
      pendingAdmin: false,
    });
  });

  it("USER-03 declining removes the user from the pending list without adding them to the active list", () => {
    const lists = splitPortalUsers([paul, dana, ben]);
    const next = applyDecline(lists, "paul");
    expect(next.pending).toEqual([]);
    expect(next.active.map((u) => u.userId)).toEqual(["dana", "ben"]);
  });

  it("a declined admin request leaves the member active, without admin rights", () => {
    const next = applyDecline(splitPortalUsers([alex, dana]), "alex");
    expect(next.pending).toEqual([]);
    expect(next.active.find((u) => u.userId === "alex")).toMatchObject({ role: null, pendingAdmin: false });
  });

  it("declining someone not in the pending list changes nothing", () => {
    const lists = splitPortalUsers([paul, dana]);
    expect(applyDecline(lists, "nobody")).toEqual(lists);
  });

  it("an edited member replaces their entry in the active list", () => {
    const lists = splitPortalUsers([dana, ben]);
    const next = upsertActive(lists, { ...ben, access: [] });
    expect(next.active).toHaveLength(2);
    expect(next.active.find((u) => u.userId === "ben")?.access).toEqual([]);
  });
});

describe("admin scope", () => {
  const base = {
    role: "admin" as const,
    customerType: "distributor" as const,
    selectedAccountId: "A-10001",
    selectedSalesRepId: null,
  };

  it("SEC-06 a distributor admin administers the selected account, a representative admin the sales rep", () => {
    expect(adminScope(base)).toEqual({ kind: "account", id: "A-10001" });
    expect(
      adminScope({
        ...base,
        customerType: "representative",
        selectedAccountId: null,
        selectedSalesRepId: "SR-201",
      }),
    ).toEqual({ kind: "salesRep", id: "SR-201" });
  });

  it("SEC-06 a user who is not an admin administers nothing", () => {
    expect(adminScope({ ...base, role: null })).toBeNull();
    expect(adminScope({ ...base, customerType: "basic" })).toBeNull();
    expect(adminScope({ ...base, selectedAccountId: null })).toBeNull();
  });

  it("builds the API-52 query and the review body for a scope", () => {
    expect(scopeQuery({ kind: "account", id: "A-10001" })).toBe("accountId=A-10001");
    expect(scopeQuery({ kind: "salesRep", id: "SR 1" })).toBe("salesRepId=SR%201");
    expect(scopeBody({ kind: "salesRep", id: "SR-201" })).toEqual({ salesRepId: "SR-201" });
  });
});
