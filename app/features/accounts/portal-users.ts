/**
 * The account administration lists (spec §4 "Users"): which users an admin sees as pending and
 * which as active, and how approving, declining and editing change those lists. Pure code.
 */
import { isPending, type PortalUser, type SessionUser } from "../../../lib/accounts/users.ts";

export type PortalUserLists = { pending: PortalUser[]; active: PortalUser[] };

/** The account or sales rep an admin administers: the one they work for now. */
export type AdminScope = { kind: "account" | "salesRep"; id: string };

/**
 * A distributor admin administers the selected account, a representative admin the selected sales
 * rep record; anyone else administers nothing.
 */
export function adminScope(
  viewer: Pick<SessionUser, "role" | "customerType" | "selectedAccountId" | "selectedSalesRepId">,
): AdminScope | null {
  if (viewer.role !== "admin") return null;
  if (viewer.customerType === "distributor" && viewer.selectedAccountId) {
    return { kind: "account", id: viewer.selectedAccountId };
  }
  if (viewer.customerType === "representative" && viewer.selectedSalesRepId) {
    return { kind: "salesRep", id: viewer.selectedSalesRepId };
  }
  return null;
}

/** The query string of API-52 for a scope. */
export function scopeQuery(scope: AdminScope): string {
  const key = scope.kind === "account" ? "accountId" : "salesRepId";
  return `${key}=${encodeURIComponent(scope.id)}`;
}

/** The scope field of approve, decline and member edits. */
export function scopeBody(scope: AdminScope): { accountId: string } | { salesRepId: string } {
  return scope.kind === "account" ? { accountId: scope.id } : { salesRepId: scope.id };
}

const byName = (a: PortalUser, b: PortalUser) =>
  a.lname.localeCompare(b.lname) || a.fname.localeCompare(b.fname) || a.email.localeCompare(b.email);

/** USER-01: pending when an admin request or a connection request awaits approval; else active. */
export function splitPortalUsers(users: readonly PortalUser[]): PortalUserLists {
  const pending = users.filter((user) => isPending(user)).sort(byName);
  const active = users.filter((user) => !isPending(user)).sort(byName);
  return { pending, active };
}

/**
 * Puts the user as the server now answers them into the active list (replacing their old entry)
 * and out of the pending list: used for an approval, a member edit, a created or upgraded user.
 */
export function upsertActive(lists: PortalUserLists, user: PortalUser): PortalUserLists {
  return {
    pending: lists.pending.filter((u) => u.userId !== user.userId),
    active: [...lists.active.filter((u) => u.userId !== user.userId), user].sort(byName),
  };
}

/** USER-02: the approved user leaves the pending list and joins the active list. */
export function applyApproval(lists: PortalUserLists, approved: PortalUser): PortalUserLists {
  return upsertActive(lists, { ...approved, pendingAdmin: false, pendingRepInfo: false });
}

/**
 * USER-03: the declined user leaves the pending list and is not added to the active list. The one
 * exception is a member whose admin request was declined: they were a member before asking and
 * stay one, without admin rights (the server keeps their membership).
 */
export function applyDecline(lists: PortalUserLists, userId: string): PortalUserLists {
  const declined = lists.pending.find((u) => u.userId === userId);
  const pending = lists.pending.filter((u) => u.userId !== userId);
  if (declined?.pendingAdmin && !declined.pendingRepInfo) {
    return upsertActive({ pending, active: lists.active }, { ...declined, pendingAdmin: false });
  }
  return { pending, active: lists.active };
}
