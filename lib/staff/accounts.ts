import { z } from "zod";
import { staffListQuery } from "./contract.ts";

/**
 * Issue 33 item 2: the staff console's contract for accounts and their people (customer service).
 * The server parses with these; the pages show the same messages.
 */

/** Two-letter US state and territory codes (a rep's territory, an account's state). */
// biome-ignore format: a table of codes reads better in rows
export const usStateCodes = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
  "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
  "ND", "OH", "OK", "OR", "PA", "PR", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI",
  "WY",
] as const;
const stateCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => (usStateCodes as readonly string[]).includes(code), "Enter a US state code such as OH");

/** The accounts list: free text over number, name, city, state and ZIP; sortable columns. */
export const staffAccountsQuery = staffListQuery.extend({
  sort: z.enum(["number", "name", "city", "state", "zip", "created"]).optional(),
  state: stateCode.optional().or(z.literal("").transform(() => undefined)),
  format: z.enum(["csv"]).optional(),
});
export type StaffAccountsQuery = z.output<typeof staffAccountsQuery>;

/** The users list: free text over name, email and account (number or name). */
export const staffUsersQuery = staffListQuery.extend({
  sort: z.enum(["name", "email", "type", "lastLogin", "created"]).optional(),
  status: z
    .enum(["locked", "unlocked"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  format: z.enum(["csv"]).optional(),
});
export type StaffUsersQuery = z.output<typeof staffUsersQuery>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** Dollars as typed ("25,000" or "25000.50") to cents; empty is "no limit set". */
const creditLimit = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const text = String(value).replace(/[$,\s]/g, "");
    if (text === "") return null;
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "Enter the credit limit in dollars, such as 25000" });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** Credit terms in days as typed; empty is "card or ACH only". */
const creditTermsDays = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === "") return null;
    const days = Number(text);
    if (!Number.isInteger(days) || days < 1 || days > 180) {
      ctx.addIssue({ code: "custom", message: "Enter credit terms of 1–180 days, or leave empty" });
      return z.NEVER;
    }
    return days;
  })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** A new distributor account and its first administrator, who is mailed a link to choose a password. */
export const createStaffAccountBody = z
  .object({
    accountNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, "Enter an account number of 2–20 letters, digits or dashes"),
    name: z.string().trim().min(1, "Enter the company name").max(160),
    billingZip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code"),
    city: z.string().trim().min(1, "Enter the city").max(80),
    state: stateCode,
    phone: optionalText(40),
    creditTermsDays,
    creditLimit,
    admin: z
      .object({
        fname: z.string().trim().min(1, "Enter the administrator's first name").max(80),
        lname: z.string().trim().min(1, "Enter the administrator's last name").max(80),
        email: z.string().trim().toLowerCase().pipe(z.email("Enter the administrator's email address")),
        phone: optionalText(40),
      })
      .strict(),
  })
  .strict();
export type CreateStaffAccountBody = z.output<typeof createStaffAccountBody>;

/** An account's credit terms and credit limit, as customer service sets them. */
export const accountTermsBody = z.object({ creditTermsDays, creditLimit }).strict();
export type AccountTermsBody = z.output<typeof accountTermsBody>;

/** Verify or refuse a pending registration of an account that has no administrator yet. */
export const reviewRegistrationBody = z
  .object({
    userId: z.string().trim().min(1).max(100),
    decision: z.enum(["verify", "refuse"]),
    /** Verified as the account's first administrator, or as a member. */
    role: z.enum(["admin", "member"]).default("member"),
    /** Told to the person in the mail when refused. */
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export type ReviewRegistrationBody = z.output<typeof reviewRegistrationBody>;

export const assignSalesRepBody = z.object({ salesRepId: z.string().trim().min(1).max(40) }).strict();

/** A rep's territory: US state codes, typed with spaces or commas ("OH, MI IN"). */
export const repTerritoryBody = z
  .object({
    states: z
      .union([z.string(), z.array(z.string())])
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(/[\s,]+/))
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(z.array(stateCode).max(60))
      .transform((codes) => [...new Set(codes)].sort()),
  })
  .strict();

export const lockUserBody = z
  .object({ reason: z.string().trim().min(1, "Say why the user is locked").max(500) })
  .strict();

/** One row of the accounts list. */
export type StaffAccountRow = {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  billingZip: string;
  creditTermsDays: number | null;
  members: number;
  pending: number;
};

/** One row of the users list. */
export type StaffUserRow = {
  userId: string;
  name: string;
  email: string;
  customerType: "basic" | "distributor" | "representative";
  accounts: string[];
  lockedAt: string | null;
  lastLoginAt: string | null;
};

export type StaffMember = {
  userId: string;
  name: string;
  email: string;
  role: "admin" | "member";
  status: "active" | "pending";
  pendingAdmin: boolean;
  access: string[];
  orderLimitKind: "none" | "amount" | "always";
  orderLimitCents: number | null;
  lockedAt: string | null;
  lastLoginAt: string | null;
};

export type StaffSalesRep = { id: string; name: string; email: string; states: string[] };

export type StaffAddress = {
  id: string;
  kind: "billing" | "shipping";
  name: string;
  lines: string;
  isDefault: boolean;
};

/** An account as customer service sees it (the accounts module's part of the account page). */
export type StaffAccountDetail = {
  id: string;
  name: string;
  billingZip: string;
  city: string | null;
  state: string | null;
  phone: string | null;
  creditTermsDays: number | null;
  creditLimitCents: number | null;
  createdAt: string;
  addresses: StaffAddress[];
  reps: StaffSalesRep[];
  members: StaffMember[];
  /** Pending registrations can be verified by staff only while no active admin exists. */
  hasActiveAdmin: boolean;
};

/** A user as customer service sees them. */
export type StaffUserDetail = {
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  customerType: StaffUserRow["customerType"];
  lockedAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  sessions: number;
  memberships: {
    accountId: string | null;
    salesRepId: string | null;
    name: string;
    role: "admin" | "member";
    status: "active" | "pending";
  }[];
};

/** The latest few of an account's records of one kind, with how many there are in all. */
export type StaffRecent<T> = { total: number; latest: T[] };

/** One of an account's orders, quotes, invoices, payments or carts, as its page lists them. */
export type StaffAccountRecord = {
  id: string;
  /** Its number or payment reference. */
  reference: string;
  date: string;
  status: string;
  amountCents: number | null;
  /** Who placed, saved or paid it, when known. */
  by: string | null;
};

/** An account's price list in numbers: its net SKU prices and category discounts. */
export type StaffPriceListSummary = {
  skuPrices: number;
  categoryDiscounts: number;
  updatedAt: string | null;
};
