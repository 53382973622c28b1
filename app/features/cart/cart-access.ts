import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { OrderingAdmin } from "../../../server/modules/accounts/index.ts";

export type { OrderingAdmin };

/**
 * Whether a viewer may order, and if not why (CART-02, USER-10), so each person is told what applies
 * to them: a guest signs in; a basic customer connects a distributor account; a person whose
 * connection awaits approval waits for it; a representative picks the account to order for; a member
 * without the `cart` right asks an admin (named by the server: `orderingAdmins`).
 */
export type CartAccess =
  | { kind: "ok" }
  | { kind: "guest" }
  | { kind: "basic" }
  | { kind: "awaiting-approval"; pendingWith: string[] }
  | { kind: "no-assigned-account" }
  | { kind: "no-rights"; representative: boolean; accountName: string | null; admins: OrderingAdmin[] };

export type CartAccessKind = CartAccess["kind"];

type Viewer = Pick<
  SessionUser,
  | "cartAccess"
  | "customerType"
  | "verified"
  | "workingAccountId"
  | "selectedAssignedAccountId"
  | "pendingConnections"
  | "accounts"
  | "assignedAccounts"
>;

/** The kind of access, from the session user alone (the admins are looked up only for "no-rights"). */
export function cartAccessKind(viewer: Viewer | null): CartAccessKind {
  if (!viewer) return "guest";
  if (viewer.cartAccess) return "ok";
  if (viewer.customerType === "representative" && viewer.verified && !viewer.selectedAssignedAccountId) {
    return "no-assigned-account";
  }
  if (!viewer.verified) return viewer.pendingConnections.length > 0 ? "awaiting-approval" : "basic";
  return "no-rights";
}

/** The name of the account the viewer works for now, as the menus show it. */
export function workingAccountName(viewer: Viewer): string | null {
  return (
    [...viewer.accounts, ...viewer.assignedAccounts].find((a) => a.id === viewer.workingAccountId)?.name ??
    null
  );
}

/** The whole answer, given the admins the server named for a viewer without the right. */
export function cartAccessOf(viewer: Viewer | null, admins: readonly OrderingAdmin[] = []): CartAccess {
  const kind = cartAccessKind(viewer);
  if (!viewer || kind === "guest") return { kind: "guest" };
  switch (kind) {
    case "ok":
    case "basic":
    case "no-assigned-account":
      return { kind };
    case "awaiting-approval":
      return { kind, pendingWith: viewer.pendingConnections.map((c) => c.name) };
    default:
      return {
        kind: "no-rights",
        representative: viewer.customerType === "representative",
        accountName: workingAccountName(viewer),
        admins: [...admins],
      };
  }
}

/** What the notice says for each kind that cannot order: a title and what to do about it. */
export function cartAccessCopy(access: Exclude<CartAccess, { kind: "ok" }>): {
  title: string;
  detail: string;
} {
  switch (access.kind) {
    case "guest":
      return {
        title: "Sign in to order",
        detail: "Distributors and sales representatives order online with their account.",
      };
    case "basic":
      return {
        title: "Ordering is for verified distributor accounts",
        detail:
          "Connect your company's account number under My Account → Account, and you can order once its admin approves.",
      };
    case "awaiting-approval":
      return {
        title: "Your account is awaiting approval",
        detail: `You can order once ${access.pendingWith.join(" and ") || "the account's admin"} approves your request.`,
      };
    case "no-assigned-account":
      return {
        title: "Choose the account you order for",
        detail: "Select an assigned account in the account menu, then add products to its cart.",
      };
    case "no-rights": {
      const who =
        access.admins.length > 0
          ? access.admins.map((admin) => `${admin.name} (${admin.email})`).join(" or ")
          : access.representative
            ? "an admin of your sales rep agency"
            : `an admin of ${access.accountName ?? "your account"}`;
      return {
        title: "Your account admin has not given you ordering rights",
        detail: `Ask ${who} to give you cart access under My Account → Users.`,
      };
    }
  }
}
