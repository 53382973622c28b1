/**
 * The tabs of the customer portal at `/user` (ROUTE-03): the four feature tabs the spec names, with
 * their `tab` query values exactly as given, and the account area this product adds (the account,
 * and the users of the account for its admins). Pure code, shared by the page and the menus.
 */

export const PORTAL_PATH = "/user";

/** ROUTE-03: the tab values of the spec, verbatim (the slash included, AMB-20). */
export const featureTabs = [
  { value: "my-favorite-items", label: "My Favorite Items" },
  { value: "my-quotes-/-projects", label: "My Quotes / Projects" },
  { value: "my-lighting-layouts", label: "My Lighting Layouts" },
  { value: "my-warranty-claims", label: "My Warranty Claims" },
] as const;

/**
 * Issue 14 (DESIGN OPEN default: the saved custom designs are a "My Custom Designs" portal tab), after
 * the spec's four and shown to everyone signed in: ROUTE-03's values stay as they are.
 */
export const DESIGNS_TAB = "my-custom-designs";
export const designTabs = [{ value: DESIGNS_TAB, label: "My Custom Designs" }] as const;

/** The account area: everyone's own account, and account administration for admins only. */
export const accountTabs = [
  { value: "account", label: "Account" },
  { value: "users", label: "Users" },
] as const;

/**
 * Issue 13 (ORDER and INV OPEN defaults: the portal's orders and invoices tabs), after the spec's four
 * and shown only to people who may order for the account (cart access): ROUTE-03's values stay as they are.
 */
export const orderTabs = [
  { value: "my-orders", label: "My Orders" },
  { value: "invoices", label: "Invoices & Payments" },
  // #32.2: the account's approval requests (its admin and reps decide them; a member sees their own).
  { value: "approvals", label: "Approvals" },
] as const;

export type FeatureTabValue = (typeof featureTabs)[number]["value"];
export type OrderTabValue = (typeof orderTabs)[number]["value"];
export type PortalTabValue =
  | FeatureTabValue
  | typeof DESIGNS_TAB
  | OrderTabValue
  | (typeof accountTabs)[number]["value"];
export type PortalTab = { value: PortalTabValue; label: string };

export const DEFAULT_PORTAL_TAB: PortalTabValue = "my-favorite-items";

/**
 * The tabs a user sees, in order: the spec's four, the custom designs, orders and invoices for who may order (`canOrder`),
 * the account, and "Users" only for an admin of the working account.
 */
export function visiblePortalTabs(isAdmin: boolean, canOrder = false): PortalTab[] {
  return [
    ...featureTabs,
    ...designTabs,
    ...(canOrder ? orderTabs : []),
    ...accountTabs.filter((tab) => isAdmin || tab.value !== "users"),
  ];
}

/** Decodes percent-escapes that are still present (a doubly encoded `%252F`); bad escapes stay as they are. */
function decodeOnce(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * ROUTE-03, AMB-20: the tab a `tab` query value opens. The value arrives decoded by URLSearchParams
 * whether the slash came as `/` or `%2F`; a value encoded once more is decoded again. Missing,
 * unknown, or an admin tab for a non-admin: the first feature tab.
 */
export function resolvePortalTab(
  raw: string | null | undefined,
  isAdmin: boolean,
  canOrder = false,
): PortalTabValue {
  if (!raw) return DEFAULT_PORTAL_TAB;
  const value = decodeOnce(raw.trim()).toLowerCase();
  const tab = visiblePortalTabs(isAdmin, canOrder).find((candidate) => candidate.value === value);
  return tab?.value ?? DEFAULT_PORTAL_TAB;
}

/**
 * The link to a tab. The slash of `my-quotes-/-projects` is kept as it is: it is allowed in a query
 * string and the URL reads as the spec writes it.
 */
export function portalTabHref(tab: PortalTabValue): string {
  return `${PORTAL_PATH}?tab=${tab}`;
}

/**
 * Where a guest is sent from a page that needs sign-in: the sign-in page, coming back to the same URL.
 * A loader run by a client-side navigation sees React Router's data request (`/warranty-claim.data?_routes=…`,
 * `/_root.data` for the home page): the buyer comes back to the page's own URL, not to that.
 */
export function loginRedirectHref(url: { pathname: string; search: string }): string {
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  // The query is kept as written (`tab=my-quotes-/-projects`), less the data request's `_routes`.
  const query = url.search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && part.split("=")[0] !== "_routes")
    .join("&");
  return `/login?redirectTo=${encodeURIComponent(`${pathname}${query ? `?${query}` : ""}`)}`;
}

/** The account menu's links (HDR-20; OPEN default: the four portal tabs, plus the account area). */
export function accountMenuLinks(isAdmin: boolean): { label: string; to: string }[] {
  return visiblePortalTabs(isAdmin).map((tab) => ({ label: tab.label, to: portalTabHref(tab.value) }));
}

/** HDR-20 (OPEN default "Hi, {fname} {lname}"): the account menu's greeting. */
export function accountGreeting(user: { fname: string; lname: string }): string {
  return `Hi, ${`${user.fname} ${user.lname}`.trim()}`;
}

/** True when a link of the account menu points at the tab shown now (for aria-current). */
export function isCurrentPortalLink(
  to: string,
  location: { pathname: string; search: string },
  isAdmin: boolean,
  canOrder = false,
): boolean {
  if (location.pathname !== PORTAL_PATH) return false;
  const target = new URL(to, "http://portal.invalid").searchParams.get("tab");
  return resolvePortalTab(new URLSearchParams(location.search).get("tab"), isAdmin, canOrder) === target;
}
