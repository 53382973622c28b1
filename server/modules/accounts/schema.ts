import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/*
 * Identity (better-auth's tables). better-auth calls them user, session, account and verification;
 * "account" means a sign-in method there, so its table is `auth_credentials` here, to keep the word
 * "account" for customer accounts. Property names are the field names better-auth expects.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const authUsers = pgTable(
  "auth_users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** better-auth's two-factor plugin: set once the person has confirmed an authenticator app (staff). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("auth_users_email_lower_uq").on(sql`lower(${t.email})`)],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    /** The opaque session token the cookie (signed) and the bearer header carry. */
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const authCredentials = pgTable(
  "auth_credentials",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The scrypt hash of the password; never leaves the identity module. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_credentials_user_idx").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

/**
 * better-auth's two-factor plugin: a person's authenticator secret and backup codes, both encrypted
 * with the server secret. Staff only (issue 33): customers do not enrol.
 */
export const authTwoFactors = pgTable(
  "auth_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** False until the first code from the app is confirmed. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("auth_two_factors_user_idx").on(t.userId), index("auth_two_factors_secret_idx").on(t.secret)],
);

/**
 * Issue 33: the manufacturer's staff. An identity here is not a portal user (it has no profile, so
 * the portal's caller lookup never finds it), and its role says what it may do in the console.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "customer-service", "design", "warranty", "catalog"] }).notNull(),
    /** A deactivated member cannot sign in to the console; their audit entries stay. */
    active: boolean("active").notNull().default(true),
    /** When they last passed the second factor (sessions end and go; this stays), null: never. */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "staff_members_role_ck",
      sql`${t.role} in ('admin', 'customer-service', 'design', 'warranty', 'catalog')`,
    ),
  ],
);

/**
 * Issue 33: the sessions that passed the second factor, each good for a few hours from then
 * (STAFF_SESSION_HOURS) however it is used. A staff call finds its session here or is not a staff call.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    sessionId: text("session_id")
      .primaryKey()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => staffMembers.userId, { onDelete: "cascade" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

/** Sign-in attempts per client and path; in the database so every app process shares the counts. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: bigint("count", { mode: "number" }).notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Secrets the server generates once and every process shares (the session signing secret). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/*
 * Customers. A customer account is a distributor's company, known by its account number; a sales
 * rep record is an agency that works for the accounts assigned to it.
 */
export const customerAccounts = pgTable(
  "customer_accounts",
  {
    /** The account number printed on invoices; what a distributor types to connect. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The second proof a registering distributor must know (issue 4: "e.g. the billing ZIP"). */
    billingZip: text("billing_zip").notNull(),
    city: text("city"),
    state: text("state"),
    phone: text("phone"),
    /**
     * Credit terms in days (30 is "Net 30"): such an account may order on account, paying the invoice
     * its shipment brings by the due date. Null: card or ACH only.
     */
    creditTermsDays: integer("credit_terms_days"),
    /** Issue 33: how much the account may owe on account at once (cents), set by staff; null: none set. */
    creditLimitCents: bigint("credit_limit_cents", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_accounts_name_idx").on(t.name),
    check(
      "customer_accounts_credit_limit_ck",
      sql`${t.creditLimitCents} is null or ${t.creditLimitCents} between 0 and 100000000000`,
    ),
  ],
);

/** API-62: the people of an account (buyers, accounts payable) used to prefill payment forms. */
export const accountContacts = pgTable(
  "account_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id")
      .notNull()
      .references(() => customerAccounts.id, { onDelete: "cascade" }),
    fname: text("fname").notNull(),
    lname: text("lname").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    title: text("title"),
  },
  (t) => [index("account_contacts_account_idx").on(t.accountId)],
);

/** API-62 and #32.1: an account's billing address and its address book of ship-to addresses. */
export const accountAddresses = pgTable(
  "account_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id")
      .notNull()
      .references(() => customerAccounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["billing", "shipping"] }).notNull(),
    name: text("name").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").notNull().default("US"),
    /** #32.1: the shipping address checkout opens with (at most one per account, kept by the address book). */
    isDefault: boolean("is_default").notNull().default(false),
  },
  (t) => [index("account_addresses_account_idx").on(t.accountId)],
);

export const salesReps = pgTable(
  "sales_reps",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The rep's own address: a representative who registers with it connects at once. */
    email: text("email").notNull(),
    phone: text("phone"),
    /** Two-letter state codes the rep covers, space-separated ("OH MI IN"). */
    territory: text("territory").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sales_reps_email_lower_idx").on(sql`lower(${t.email})`),
    index("sales_reps_territory_trgm_idx").using("gin", sql`lower(${t.territory}) gin_trgm_ops`),
  ],
);

export const salesRepAccounts = pgTable(
  "sales_rep_accounts",
  {
    salesRepId: text("sales_rep_id")
      .notNull()
      .references(() => salesReps.id, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => customerAccounts.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.salesRepId, t.accountId] }),
    index("sales_rep_accounts_account_idx").on(t.accountId),
  ],
);

/** The portal's side of a person: customer type and the account they work for now. */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    fname: text("fname").notNull(),
    lname: text("lname").notNull(),
    phone: text("phone"),
    company: text("company"),
    customerType: text("customer_type", { enum: ["basic", "distributor", "representative"] })
      .notNull()
      .default("basic"),
    selectedAccountId: text("selected_account_id").references(() => customerAccounts.id, {
      onDelete: "set null",
    }),
    selectedSalesRepId: text("selected_sales_rep_id").references(() => salesReps.id, {
      onDelete: "set null",
    }),
    selectedAssignedAccountId: text("selected_assigned_account_id").references(() => customerAccounts.id, {
      onDelete: "set null",
    }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Issue 33: locked by customer service: no new session is issued while set (auth.ts). */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "user_profiles_customer_type_ck",
      sql`${t.customerType} in ('basic','distributor','representative')`,
    ),
  ],
);

/**
 * Membership of a person in a customer account (distributors) or a sales rep record
 * (representatives): exactly one of the two is set. `status` pending means the request to join
 * awaits an admin (the spec's `pendingRepInfo`); `pendingAdmin` means admin rights were requested.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.userId, { onDelete: "cascade" }),
    accountId: text("account_id").references(() => customerAccounts.id, { onDelete: "cascade" }),
    salesRepId: text("sales_rep_id").references(() => salesReps.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "pending"] }).notNull(),
    role: text("role", { enum: ["admin", "member"] })
      .notNull()
      .default("member"),
    /** The access list of the spec; may contain `cart`. */
    access: text("access").array().notNull().default(sql`'{}'::text[]`),
    pendingAdmin: boolean("pending_admin").notNull().default(false),
    /**
     * #32.2: the member's order limit, set by the account's admin: none, an amount in cents (an order
     * above it goes to the admin for approval), or every order needs approval.
     */
    orderLimitKind: text("order_limit_kind", { enum: ["none", "amount", "always"] })
      .notNull()
      .default("none"),
    orderLimitCents: integer("order_limit_cents"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "memberships_order_limit_ck",
      sql`(${t.orderLimitKind} = 'amount' and ${t.orderLimitCents} between 1 and 1000000000)
        or (${t.orderLimitKind} in ('none','always') and ${t.orderLimitCents} is null)`,
    ),
    check("memberships_one_scope_ck", sql`(${t.accountId} is null) <> (${t.salesRepId} is null)`),
    uniqueIndex("memberships_user_account_uq")
      .on(t.userId, t.accountId)
      .where(sql`${t.accountId} is not null`),
    uniqueIndex("memberships_user_sales_rep_uq")
      .on(t.userId, t.salesRepId)
      .where(sql`${t.salesRepId} is not null`),
    // The caller's session statement reads a person's memberships, of accounts and rep records alike
    // (issue 17): the partial unique indexes above cannot answer that without their conditions.
    index("memberships_user_idx").on(t.userId),
    index("memberships_account_idx").on(t.accountId).where(sql`${t.accountId} is not null`),
    index("memberships_sales_rep_idx").on(t.salesRepId).where(sql`${t.salesRepId} is not null`),
  ],
);
