/**
 * The user model of the portal and its rules (spec §3 "User", §4 "Users", §6 roles), shared by the
 * server, which computes them, and the pages, which show them. Pure code: no I/O, no zod.
 */

export const customerTypes = ["basic", "distributor", "representative"] as const;
export type CustomerType = (typeof customerTypes)[number];

/** `role` is `admin` or absent (SEC-04); a member who is not an admin has no role. */
export type UserRole = "admin";
/** `access` may contain `cart` (SEC-04). */
export const accessRights = ["cart"] as const;
export type AccessRight = (typeof accessRights)[number];

export type PeopleAccount = {
  accountId: string;
  name: string;
  contacts: PeopleContact[];
};
export type PeopleContact = {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string | null;
  title: string | null;
};
export type PeopleAddress = {
  id: string;
  accountId: string;
  kind: "billing" | "shipping";
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
};

/** A customer account (a distributor's company) as the portal names it in menus. */
export type AccountSummary = { id: string; name: string; city: string | null; state: string | null };
/** A sales representative record (an agency) the user works under. */
export type SalesRepSummary = { id: string; name: string; territory: string };

/** USER-25: the client user model, field for field. */
export type UserModel = {
  userId: string;
  email: string;
  fname: string;
  lname: string;
  phone: string | null;
  customerType: CustomerType;
  role: UserRole | null;
  access: AccessRight[];
  accountIds: string[];
  selectedAccountId: string | null;
  salesRepIds: string[];
  selectedSalesRepId: string | null;
  assignedAccountIds: string[];
  selectedAssignedAccountId: string | null;
  emailVerified: boolean;
  pendingAdmin: boolean;
  pendingRepInfo: boolean;
  peopleAccount: PeopleAccount | null;
  peopleAddresses: PeopleAddress[];
};

/** What the pages get for the signed-in user: the model, its derived flags and names for menus. */
export type SessionUser = UserModel & {
  verified: boolean;
  cartAccess: boolean;
  pending: boolean;
  /** The account everything account-scoped works for now (selected or assigned), if any. */
  workingAccountId: string | null;
  accounts: AccountSummary[];
  salesReps: SalesRepSummary[];
  assignedAccounts: AccountSummary[];
  /** Connections awaiting an admin: the account or sales rep the user asked to join. */
  pendingConnections: { kind: "account" | "salesRep"; id: string; name: string }[];
};

/** The fields that say which account, sales rep and assigned account a user works under. */
export type SelectionFields = Pick<
  UserModel,
  | "customerType"
  | "accountIds"
  | "selectedAccountId"
  | "salesRepIds"
  | "selectedSalesRepId"
  | "assignedAccountIds"
  | "selectedAssignedAccountId"
>;

/** USER-01: pending while an admin request or a connection request awaits approval. */
export function isPending(user: Pick<UserModel, "pendingAdmin" | "pendingRepInfo">): boolean {
  return user.pendingAdmin || user.pendingRepInfo;
}

/**
 * USER-07, USER-08 (AMB-37): fill an empty selection with the first entry; a selection that still
 * points at something the user may reach is kept, one that no longer does is replaced.
 */
export function withDefaultSelections<T extends SelectionFields>(user: T): T {
  const keep = (selected: string | null, options: string[]) =>
    selected !== null && options.includes(selected) ? selected : (options[0] ?? null);
  if (user.customerType === "distributor") {
    return { ...user, selectedAccountId: keep(user.selectedAccountId, user.accountIds) };
  }
  if (user.customerType === "representative") {
    return {
      ...user,
      selectedSalesRepId: keep(user.selectedSalesRepId, user.salesRepIds),
      selectedAssignedAccountId: keep(user.selectedAssignedAccountId, user.assignedAccountIds),
    };
  }
  return user;
}

/** USER-09 (AMB-21): not basic, and an account or an assigned account is selected. */
export function isVerified(
  user: Pick<UserModel, "customerType" | "selectedAccountId" | "selectedAssignedAccountId">,
): boolean {
  return (
    user.customerType !== "basic" &&
    (user.selectedAccountId !== null || user.selectedAssignedAccountId !== null)
  );
}

/**
 * USER-10 (AMB-22): verified, a representative needs an assigned account whatever else is
 * selected, and the user is an admin or has `cart` in `access`.
 */
export function hasCartAccess(
  user: Pick<
    UserModel,
    "customerType" | "selectedAccountId" | "selectedAssignedAccountId" | "role" | "access"
  >,
): boolean {
  if (!isVerified(user)) return false;
  if (user.customerType === "representative" && user.selectedAssignedAccountId === null) return false;
  return user.role === "admin" || user.access.includes("cart");
}

/** The account that account-scoped data is read for: a rep's assigned account, else the selection. */
export function workingAccountId(
  user: Pick<UserModel, "customerType" | "selectedAccountId" | "selectedAssignedAccountId">,
): string | null {
  return user.customerType === "representative" ? user.selectedAssignedAccountId : user.selectedAccountId;
}

/** Inventory by warehouse shows to verified distributors and representatives only (SEC-11, AMB-34). */
export function canSeeInventory(
  user: Pick<UserModel, "customerType" | "selectedAccountId" | "selectedAssignedAccountId"> | null,
): boolean {
  return user !== null && user.customerType !== "basic" && isVerified(user);
}

/**
 * Why the product page's stock table is or is not shown to this viewer (#9.7), so each is told what
 * applies to them: a guest signs in, a basic customer connects a distributor account, a person
 * whose connection awaits approval waits for it.
 */
export type InventoryAccess = "visible" | "guest" | "basic" | "awaiting-approval";

export function inventoryAccess(
  user:
    | (Pick<UserModel, "customerType" | "selectedAccountId" | "selectedAssignedAccountId"> & {
        pendingConnections?: readonly unknown[];
      })
    | null,
): InventoryAccess {
  if (!user) return "guest";
  if (canSeeInventory(user)) return "visible";
  if (user.customerType === "basic" && (user.pendingConnections?.length ?? 0) === 0) return "basic";
  return "awaiting-approval";
}

export function displayName(user: Pick<UserModel, "fname" | "lname">): string {
  return `${user.fname} ${user.lname}`.trim();
}

/**
 * AMB-16: logging out sends the user home when the first path segment is `user` (ROUTE-31). Takes
 * a path as the page knows it, query string and fragment included (`/user?tab=orders`).
 */
export function logoutDestination(path: string): string | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const first = pathname.split("/").filter(Boolean)[0];
  return first === "user" ? "/" : null;
}

/**
 * #32.2: a member's order limit, set by the account's admin: none, an amount (an order above it
 * needs the admin's approval) or every order needs approval.
 */
export type OrderLimit = { kind: "none" } | { kind: "amount"; cents: number } | { kind: "always" };
export const noOrderLimit: OrderLimit = { kind: "none" };

/** Whether an order of `totalCents` by a member with this limit goes to the admin for approval first. */
export function needsApproval(limit: OrderLimit, totalCents: number): boolean {
  return limit.kind === "always" || (limit.kind === "amount" && totalCents > limit.cents);
}

/** A user as an account admin sees them in API-52: their membership of that account or sales rep. */
export type PortalUser = {
  userId: string;
  email: string;
  fname: string;
  lname: string;
  customerType: CustomerType;
  emailVerified: boolean;
  role: UserRole | null;
  access: AccessRight[];
  /** USER-01: the admin request, or the request to join this account or sales rep, awaits approval. */
  pendingAdmin: boolean;
  pendingRepInfo: boolean;
  scope: { kind: "account" | "salesRep"; id: string };
  /** #32.2: the member's order limit in this account (always none in a sales rep record). */
  orderLimit: OrderLimit;
  createdAt: string;
};

/**
 * What a registration answers (#10.5): the outcome in words, the same whether the address was new or
 * already had an account (then its owner is mailed instead), and no session: the person signs in.
 */
export type RegistrationOutcome = Pick<AccountOutcome, "messages" | "approvalRequested">;

/** What registering, connecting or reviewing answers: the user as they are now, and what to tell them. */
export type AccountOutcome = {
  user: SessionUser;
  messages: import("./account-messages.ts").AccountMessageKind[];
  /** USER-22: the request went to an admin for approval. */
  approvalRequested: boolean;
};

/**
 * What a person may connect to next: a basic customer either kind (the upgrade), a distributor only
 * further distributor accounts, a representative only further sales rep records (one customer type
 * a person). Null means either.
 */
export function connectKindFor(customerType: CustomerType): "distributor" | "representative" | null {
  return customerType === "basic" ? null : customerType;
}
