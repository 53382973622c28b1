import { z } from "zod";

/**
 * The manufacturer's staff (issue 33): people of the manufacturer, not of a customer account, who
 * work in the console at /staff. Each has one role; a role grants permissions, and every staff call
 * names the one permission it needs (server/staff-api.ts checks it before anything else runs).
 */
export const staffRoles = ["admin", "customer-service", "design", "warranty", "catalog"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  "customer-service": "Customer service",
  design: "Design team",
  warranty: "Warranty team",
  catalog: "Catalogue and pricing",
};

export const staffPermissions = [
  /** The dashboard's counts (every role sees its own queues' counts). */
  "dashboard.read",
  /** Staff members: invite, change role, deactivate. */
  "staff.manage",
  /** The audit log of every staff action. */
  "audit.read",
  /** Accounts and their people: read. */
  "accounts.read",
  /** Accounts and their people: create accounts, verify registrations, assign reps, lock, reset. */
  "accounts.write",
  "orders.read",
  /** The statuses the ERP does not own: cancel an unpaid order, mark shipped. */
  "orders.write",
  "payments.read",
  /** A refund or credit note recorded against a double payment. */
  "payments.write",
  /** Negotiated quote requests answered when no rep does. */
  "quotes.answer",
  "layouts.work",
  "warranty.work",
  "catalog.import",
  "prices.manage",
  "coupons.manage",
  "freight.manage",
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** What each role may do; the administrator may do everything. */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  admin: staffPermissions,
  "customer-service": [
    "dashboard.read",
    "accounts.read",
    "accounts.write",
    "orders.read",
    "orders.write",
    "payments.read",
    "payments.write",
    "quotes.answer",
  ],
  design: ["dashboard.read", "layouts.work"],
  warranty: ["dashboard.read", "warranty.work"],
  catalog: ["dashboard.read", "catalog.import", "prices.manage", "coupons.manage", "freight.manage"],
};

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/** A signed-in staff member, as the server derives them from a second-factor staff session. */
export type StaffCaller = {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
};

/** A staff member acting: who, and from which address (the audit log records both). */
export type StaffActor = StaffCaller & { ip: string };

/** How long a staff session lives from its second factor, whatever is done with it (hours). */
export const STAFF_SESSION_HOURS = 8;

export const staffSignInBody = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address")),
    password: z.string().min(1, "Enter your password").max(128),
  })
  .strict();

export const staffCodeBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
  })
  .strict();

/** What the first step of a staff sign-in answers: a code is asked for, or the app is set up first. */
export type StaffSignInStep =
  | { step: "code" }
  | {
      step: "enroll";
      /** The otpauth:// address an authenticator app reads (the QR code shows it). */
      totpUri: string;
      /** The same secret for typing in (base32, in groups of four). */
      secret: string;
      /** One-time codes for when the phone is lost; shown once. */
      backupCodes: string[];
    };

export const staffRoleSchema = z.enum(staffRoles);

/** One page of a staff list: the rows, the total, and where the page is. */
export type StaffPage<T> = { rows: T[]; total: number; page: number; pageSize: number };

/** The query of a staff list: free text, sorting, paging (every table of the console takes it). */
export const staffListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    sort: z
      .string()
      .regex(/^[a-zA-Z]+$/)
      .optional(),
    dir: z.enum(["asc", "desc"]).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
  })
  .strict();
export type StaffListQuery = z.infer<typeof staffListQuery>;
