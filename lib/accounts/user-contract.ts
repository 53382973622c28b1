import { z } from "zod";
import { text } from "../shared/safe-text.ts";
import { accessRights } from "./users.ts";

/**
 * The request bodies and query strings of /api/user-service (spec §7 "Users"), shared by the
 * server, which parses them, and the forms, which validate before sending. Every schema is strict:
 * an unknown field is a 400, never silently ignored.
 */

const name = text().trim().min(1, "is required").max(80);
export const emailField = text().trim().toLowerCase().pipe(z.email("must be an email address"));
/** better-auth's own bounds are 8…128; a portal password also needs a little variety. */
export const passwordField = z
  .string()
  .min(10, "must be at least 10 characters")
  .max(128, "must be at most 128 characters")
  .refine((v) => /[a-zA-Z]/.test(v) && /[^a-zA-Z]/.test(v), "must mix letters with digits or symbols");
const id = text().trim().min(1).max(64);
const accessList = z.array(z.enum(accessRights)).max(accessRights.length);
const zip = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code like 43215");

/** #32.2: a member's order limit; an amount in whole cents, $1 up to $10,000,000. */
export const orderLimitField = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }).strict(),
  z
    .object({
      kind: z.literal("amount"),
      cents: z
        .number("must be an amount")
        .int("must be whole cents")
        .min(100, "must be at least $1.00")
        .max(1_000_000_000, "must be at most $10,000,000.00"),
    })
    .strict(),
  z.object({ kind: z.literal("always") }).strict(),
]);

export const signInBody = z
  .object({ email: emailField, password: text().min(1, "is required").max(128) })
  .strict();

/** API-55: sign-up of a basic customer, a distributor (with proof) or a representative. */
export const registerBody = z.discriminatedUnion("customerType", [
  z
    .object({
      customerType: z.literal("basic"),
      email: emailField,
      password: passwordField,
      fname: name,
      lname: name,
      company: text().trim().max(120).optional(),
      phone: text().trim().max(30).optional(),
    })
    .strict(),
  z
    .object({
      customerType: z.literal("distributor"),
      email: emailField,
      password: passwordField,
      fname: name,
      lname: name,
      phone: text().trim().max(30).optional(),
      accountNumber: id,
      billingZip: zip,
    })
    .strict(),
  z
    .object({
      customerType: z.literal("representative"),
      email: emailField,
      password: passwordField,
      fname: name,
      lname: name,
      phone: text().trim().max(30).optional(),
      salesRepId: id,
    })
    .strict(),
]);
export type SignInBody = z.infer<typeof signInBody>;
export type RegisterBody = z.infer<typeof registerBody>;

/** A signed-in user connects to an account or a sales rep record (the upgrade of a basic customer). */
export const connectBody = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("distributor"), accountNumber: id, billingZip: zip }).strict(),
  z.object({ kind: z.literal("representative"), salesRepId: id }).strict(),
]);
export type ConnectBody = z.infer<typeof connectBody>;

/** API-52: exactly one of accountId or salesRepId. */
export const listUsersQuery = z.union([
  z.object({ accountId: id }).strict(),
  z.object({ salesRepId: id }).strict(),
]);

/**
 * API-54: what a user may change of themselves (names, phone, the account they work for), and what
 * an admin may change of a member of their account (role, access, order limit).
 */
export const updateUserBody = z
  .object({
    fname: name.optional(),
    lname: name.optional(),
    phone: text().trim().max(30).nullable().optional(),
    selectedAccountId: id.optional(),
    selectedSalesRepId: id.optional(),
    selectedAssignedAccountId: id.optional(),
    /** Admin fields: which account's membership they apply to (default: the admin's working one). */
    accountId: id.optional(),
    role: z.enum(["admin", "member"]).optional(),
    access: accessList.optional(),
    orderLimit: orderLimitField.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "nothing to update");
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** API-56: an admin creates a verified user in one of their accounts. */
export const createVerifiedUserBody = z
  .object({
    email: emailField,
    fname: name,
    lname: name,
    phone: text().trim().max(30).optional(),
    accountId: id.optional(),
    role: z.enum(["admin", "member"]).default("member"),
    access: accessList.default([]),
  })
  .strict();

/** API-57: an admin upgrades an existing basic customer into one of their accounts. */
export const upgradeUserBody = z
  .object({
    email: emailField,
    accountId: id.optional(),
    role: z.enum(["admin", "member"]).default("member"),
    access: accessList.default([]),
  })
  .strict();

/** API-59: the account (or sales rep) whose administration is requested; default the working one. */
export const requestAdminBody = z
  .object({ accountId: id.optional(), salesRepId: id.optional(), userId: id.optional() })
  .strict();

/** API-60, API-61: the pending user, and where they are pending (default the admin's working account). */
export const reviewUserBody = z
  .object({ userId: id, accountId: id.optional(), salesRepId: id.optional() })
  .strict()
  .refine((b) => !(b.accountId && b.salesRepId), "give accountId or salesRepId, not both");

/** API-63: find-my-salesrep filters. */
export const salesRepsQuery = z
  .object({
    email: text().trim().max(254).optional(),
    territory: text().trim().max(60).optional(),
  })
  .strict();

export const forgotPasswordBody = z.object({ email: emailField }).strict();
/** #9.9: a signed-in user changes their own password; the current one proves it is them. */
export const changePasswordBody = z
  .object({ currentPassword: text().min(1, "is required").max(128), newPassword: passwordField })
  .strict();

export const resetPasswordBody = z
  .object({ token: text().min(1).max(512), password: passwordField })
  .strict();
