import { roleMay, type StaffPermission, type StaffRole } from "../../../lib/staff/contract.ts";

/** One place of the console: its address, its name and the permission that opens it. */
export type StaffNavItem = { to: string; label: string; permission: StaffPermission; group: string };

/** Every page of the console, in the order of the menu (issue 33). */
export const staffNav: StaffNavItem[] = [
  { to: "/staff", label: "Dashboard", permission: "dashboard.read", group: "Overview" },
  { to: "/staff/accounts", label: "Accounts", permission: "accounts.read", group: "Customers" },
  { to: "/staff/users", label: "Users", permission: "accounts.read", group: "Customers" },
  { to: "/staff/orders", label: "Orders", permission: "orders.read", group: "Sales" },
  { to: "/staff/payments", label: "Payments", permission: "payments.read", group: "Sales" },
  { to: "/staff/quote-requests", label: "Quote requests", permission: "quotes.answer", group: "Sales" },
  { to: "/staff/layout-requests", label: "Layout requests", permission: "layouts.work", group: "Queues" },
  { to: "/staff/warranty-claims", label: "Warranty claims", permission: "warranty.work", group: "Queues" },
  { to: "/staff/catalog", label: "Catalogue import", permission: "catalog.import", group: "Catalogue" },
  { to: "/staff/price-lists", label: "Price lists", permission: "prices.manage", group: "Catalogue" },
  { to: "/staff/coupons", label: "Coupons", permission: "coupons.manage", group: "Catalogue" },
  { to: "/staff/freight", label: "Freight rules", permission: "freight.manage", group: "Catalogue" },
  { to: "/staff/members", label: "Staff", permission: "staff.manage", group: "Administration" },
  { to: "/staff/audit", label: "Audit log", permission: "audit.read", group: "Administration" },
];

/**
 * The menu's pages that are built (the others answer the console's 404 until they are). The
 * accessibility spec (tests/e2e/staff-console-a11y.spec.ts) walks every page of `staffNav` listed
 * here: a page added to the console adds its address here too.
 */
export const staffPagesBuilt: readonly string[] = [
  "/staff",
  "/staff/members",
  "/staff/audit",
  "/staff/accounts",
  "/staff/users",
  "/staff/catalog",
  "/staff/price-lists",
  "/staff/coupons",
  "/staff/freight",
  "/staff/layout-requests",
  "/staff/warranty-claims",
  "/staff/quote-requests",
  "/staff/orders",
  "/staff/payments",
];

/** The pages a role may open, grouped as the menu shows them. */
export function navFor(role: StaffRole): { group: string; items: StaffNavItem[] }[] {
  const groups: { group: string; items: StaffNavItem[] }[] = [];
  for (const item of staffNav) {
    if (!roleMay(role, item.permission)) continue;
    const last = groups.at(-1);
    if (last?.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

/** The menu's item of an address (the dashboard's tiles link to their queues through it). */
export function staffNavItem(to: string): StaffNavItem {
  const item = staffNav.find((entry) => entry.to === to);
  if (!item) throw new Error(`No console page at ${to}`);
  return item;
}
