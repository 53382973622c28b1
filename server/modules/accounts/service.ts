import { hashPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AccountMessageKind } from "../../../lib/accounts/account-messages.ts";
import { accountMessages } from "../../../lib/accounts/account-messages.ts";
import type {
  ConnectBody,
  createVerifiedUserBody,
  RegisterBody,
  UpdateUserBody,
  upgradeUserBody,
} from "../../../lib/accounts/user-contract.ts";
import {
  type AccountOutcome,
  connectKindFor,
  type PortalUser,
  type RegistrationOutcome,
  type SessionUser,
  type UserModel,
} from "../../../lib/accounts/users.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Auth } from "./auth.ts";
import type { AccountGuards } from "./guards.ts";
import type { ClientRequest, Identity } from "./identity.ts";
import {
  authUsers,
  customerAccounts,
  memberships,
  salesRepAccounts,
  salesReps,
  userProfiles,
} from "./schema.ts";
import { loadSessionUser, membershipsOf, peopleOf, portalUsersOf } from "./user-model.ts";

export type Scope = { kind: "account" | "salesRep"; id: string };
type ScopeHint = { accountId?: string | undefined; salesRepId?: string | undefined };

const noPendingRequest = () => new AppError("NOT_FOUND", "No pending request for this user");
const userNotFound = () => new AppError("NOT_FOUND", "User not found");

/**
 * The accounts module: who a caller is, what they may reach, and every call of spec §7 "Users".
 * Every function takes the caller (from the session, never from the request) and answers 404 for
 * users, accounts and sales reps outside the caller's reach (architecture rule 6).
 */
/**
 * What a connection request comes to: a distributor waits for the account's admin; a representative
 * whose address is the sales rep record's own connects at once, anyone else waits for its admin.
 */
function connectionOutcome(
  request: ConnectBody | null,
  ownRepRecord: boolean,
): { messages: AccountMessageKind[]; approvalRequested: boolean } {
  if (!request) return { messages: [], approvalRequested: false };
  if (request.kind === "representative" && ownRepRecord) {
    return { messages: ["salespersonConnected"], approvalRequested: false };
  }
  return { messages: ["requestSentForReview"], approvalRequested: true };
}

export function createAccountsService(db: Db, auth: Auth, identity: Identity, guards: AccountGuards) {
  /** The account or sales rep an admin call is about: the one named, else the caller's working one. */
  function scopeFor(caller: SessionUser, hint: ScopeHint): Scope | null {
    if (hint.accountId) return { kind: "account", id: hint.accountId };
    if (hint.salesRepId) return { kind: "salesRep", id: hint.salesRepId };
    if (caller.customerType === "representative" && caller.selectedSalesRepId) {
      return { kind: "salesRep", id: caller.selectedSalesRepId };
    }
    if (caller.customerType === "distributor" && caller.selectedAccountId) {
      return { kind: "account", id: caller.selectedAccountId };
    }
    return null;
  }

  /** SEC-06…08: the caller is an active, verified admin of the scope; anything else is a 404. */
  async function requireAdmin(caller: SessionUser, scope: Scope | null): Promise<Scope> {
    if (!scope || !caller.emailVerified) throw new AppError("NOT_FOUND", "Account not found");
    const mine = await membershipsOf(db, caller.userId);
    const admin = mine.some(
      (m) =>
        m.status === "active" &&
        m.role === "admin" &&
        (scope.kind === "account" ? m.accountId === scope.id : m.salesRepId === scope.id),
    );
    if (!admin)
      throw new AppError("NOT_FOUND", scope.kind === "account" ? "Account not found" : "Sales rep not found");
    return scope;
  }

  async function sessionUser(userId: string): Promise<SessionUser> {
    const user = await loadSessionUser(db, userId);
    if (!user) throw userNotFound();
    return user;
  }

  function scopeCondition(scope: Scope) {
    return scope.kind === "account"
      ? eq(memberships.accountId, scope.id)
      : eq(memberships.salesRepId, scope.id);
  }

  async function membershipIn(userId: string, scope: Scope) {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), scopeCondition(scope)));
    return row;
  }

  async function onePortalUser(scope: Scope, userId: string): Promise<PortalUser> {
    const [user] = await portalUsersOf(db, scope, userId);
    if (!user) throw userNotFound();
    return user;
  }

  /** Checks the distributor's proof: the account number and its billing ZIP (first five digits). */
  async function accountByProof(q: Db, accountNumber: string, billingZip: string) {
    const [account] = await q
      .select({
        id: customerAccounts.id,
        name: customerAccounts.name,
        billingZip: customerAccounts.billingZip,
      })
      .from(customerAccounts)
      .where(sql`upper(${customerAccounts.id}) = upper(${accountNumber})`);
    if (!account || account.billingZip.slice(0, 5) !== billingZip.slice(0, 5)) {
      throw new AppError("VALIDATION", accountMessages.distributorVerificationFailed);
    }
    return account;
  }

  /**
   * The proof checked outside any transaction, behind its limit (#10.5): an account number that has
   * seen too many wrong ZIPs this hour is refused outright, and each wrong ZIP for a real account counts.
   */
  async function checkProof(accountNumber: string, billingZip: string) {
    await guards.beforeProof(accountNumber);
    try {
      return await accountByProof(db, accountNumber, billingZip);
    } catch (error) {
      const [account] = await db
        .select({ id: customerAccounts.id })
        .from(customerAccounts)
        .where(sql`upper(${customerAccounts.id}) = upper(${accountNumber})`);
      if (account) await guards.proofFailed(account.id);
      throw error;
    }
  }

  async function salesRepById(q: Db, salesRepId: string) {
    const [rep] = await q
      .select({ id: salesReps.id, email: salesReps.email })
      .from(salesReps)
      .where(sql`upper(${salesReps.id}) = upper(${salesRepId})`);
    if (!rep) throw new AppError("VALIDATION", "We could not find that sales representative record.");
    return rep;
  }

  /**
   * Adds the connection a registration or an upgrade asks for, inside the caller's transaction.
   * Distributors wait for the account's admin; a representative whose address is the sales rep
   * record's own connects at once, anyone else at the agency waits for its admin.
   */
  async function connectInTransaction(
    tx: Db,
    userId: string,
    email: string,
    request: ConnectBody,
  ): Promise<{ messages: AccountMessageKind[]; approvalRequested: boolean }> {
    if (request.kind === "distributor") {
      const account = await accountByProof(tx, request.accountNumber, request.billingZip);
      const inserted = await tx
        .insert(memberships)
        .values({ userId, accountId: account.id, status: "pending" })
        .onConflictDoNothing()
        .returning({ id: memberships.id });
      if (inserted.length === 0) {
        throw new AppError(
          "CONFLICT",
          "You are already connected to this account or waiting for its approval.",
        );
      }
      await tx
        .update(userProfiles)
        .set({ company: account.name, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
      return connectionOutcome(request, false);
    }
    const rep = await salesRepById(tx, request.salesRepId);
    const ownRecord = rep.email.toLowerCase() === email.toLowerCase();
    const inserted = await tx
      .insert(memberships)
      .values({ userId, salesRepId: rep.id, status: ownRecord ? "active" : "pending" })
      .onConflictDoNothing()
      .returning({ id: memberships.id });
    if (inserted.length === 0) {
      throw new AppError(
        "CONFLICT",
        "You are already connected to this sales rep record or waiting for approval.",
      );
    }
    if (ownRecord) {
      await tx
        .update(userProfiles)
        .set({ customerType: "representative", updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId));
    }
    return connectionOutcome(request, ownRecord);
  }

  async function outcome(
    userId: string,
    messages: AccountMessageKind[],
    approvalRequested: boolean,
  ): Promise<AccountOutcome> {
    const user = await sessionUser(userId);
    const all = user.emailVerified
      ? messages
      : (["basicPendingVerification", ...messages] as AccountMessageKind[]);
    return { user, messages: all, approvalRequested };
  }

  /** Writes the portal profile of a new identity; better-auth's hook has made a basic one already. */
  async function writeProfile(tx: Db, userId: string, body: RegisterBody) {
    const values = {
      userId,
      fname: body.fname,
      lname: body.lname,
      phone: body.phone ?? null,
      company: "company" in body ? (body.company ?? null) : null,
      customerType: body.customerType === "distributor" ? ("distributor" as const) : ("basic" as const),
    };
    await tx
      .insert(userProfiles)
      .values(values)
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } });
  }

  /** API-53: oneself, or a user of an account or sales rep the caller administers. */
  async function getUser(caller: SessionUser, userId: string): Promise<UserModel | PortalUser> {
    if (userId === caller.userId) return caller;
    const target = await membershipsOf(db, userId);
    for (const m of target) {
      const scope: Scope = m.accountId
        ? { kind: "account", id: m.accountId }
        : { kind: "salesRep", id: m.salesRepId as string };
      const allowed = await requireAdmin(caller, scope).then(
        () => true,
        () => false,
      );
      if (allowed) return onePortalUser(scope, userId);
    }
    throw userNotFound();
  }

  return {
    sessionUser,

    /** The signed-in user of a request (cookie or bearer token), or null for a guest. */
    async callerOf(headers: Headers): Promise<SessionUser | null> {
      const userId = await identity.sessionUserId(headers);
      return userId ? loadSessionUser(db, userId) : null;
    },

    /**
     * API-55: sign-up of a basic customer, a distributor or a representative. Behind its limit, the
     * proof is checked before anything is written; if writing the profile fails the new identity is
     * removed again, so a failed registration leaves nothing behind. An address that already has an
     * account gets the same answer as a new one (#10.5) and its owner a mail saying so; nobody is
     * signed in by registering, so the answers cannot differ in a session either.
     */
    async register(client: ClientRequest, body: RegisterBody): Promise<RegistrationOutcome> {
      const connect: ConnectBody | null =
        body.customerType === "distributor"
          ? { kind: "distributor", accountNumber: body.accountNumber, billingZip: body.billingZip }
          : body.customerType === "representative"
            ? { kind: "representative", salesRepId: body.salesRepId }
            : null;
      // #10.5: the limit comes first, so neither the proof nor the address is checked for a limited caller.
      await guards.beforeRegistration(client);
      if (connect?.kind === "distributor") await checkProof(connect.accountNumber, connect.billingZip);
      const rep = connect?.kind === "representative" ? await salesRepById(db, connect.salesRepId) : null;
      const [existing] = await db
        .select({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
        .from(authUsers)
        .where(sql`lower(${authUsers.email}) = ${body.email}`);
      if (existing) {
        // The same work a new address costs (a password hash), then the owner hears of the attempt.
        await hashPassword(body.password);
        await guards.existingAddressRegistered(existing);
        const expected = connectionOutcome(connect, rep?.email === body.email);
        return {
          messages: ["basicPendingVerification", ...expected.messages],
          approvalRequested: expected.approvalRequested,
        };
      }

      const { userId } = await identity.signUp(client, {
        email: body.email,
        password: body.password,
        name: `${body.fname} ${body.lname}`,
      });
      try {
        const result = await db.transaction(async (tx) => {
          await writeProfile(tx as unknown as Db, userId, body);
          return connect
            ? connectInTransaction(tx as unknown as Db, userId, body.email, connect)
            : connectionOutcome(null, false);
        });
        return {
          messages: ["basicPendingVerification", ...result.messages],
          approvalRequested: result.approvalRequested,
        };
      } catch (error) {
        await db.delete(authUsers).where(eq(authUsers.id, userId));
        throw error;
      }
    },

    /** A signed-in user connects to a distributor account or a sales rep record (the upgrade). */
    async connect(client: ClientRequest, caller: SessionUser, request: ConnectBody): Promise<AccountOutcome> {
      await guards.beforeConnect(client, caller.userId);
      // One customer type a person: a distributor adds accounts, a representative sales rep records.
      const allowedKind = connectKindFor(caller.customerType);
      if (allowedKind && request.kind !== allowedKind) {
        throw new AppError(
          "VALIDATION",
          caller.customerType === "distributor"
            ? "A distributor connects to other distributor accounts only."
            : "A sales representative connects to other sales rep records only.",
        );
      }
      if (request.kind === "distributor") await checkProof(request.accountNumber, request.billingZip);
      const result = await db.transaction((tx) =>
        connectInTransaction(tx as unknown as Db, caller.userId, caller.email, request),
      );
      const messages: AccountMessageKind[] =
        caller.customerType === "basic" && request.kind === "distributor"
          ? ["upgradeRequested", ...result.messages]
          : result.messages;
      return outcome(caller.userId, messages, result.approvalRequested);
    },

    /** API-58: records that the caller signed in through the identity service; answers the user. */
    async recordLogin(caller: SessionUser): Promise<SessionUser> {
      await db
        .update(userProfiles)
        .set({ lastLoginAt: new Date() })
        .where(eq(userProfiles.userId, caller.userId));
      return caller;
    },

    /** API-52: the users of an account or sales rep the caller administers (SEC-06). */
    async listUsers(caller: SessionUser, hint: ScopeHint): Promise<PortalUser[]> {
      const scope = await requireAdmin(caller, scopeFor(caller, hint));
      return portalUsersOf(db, scope);
    },

    getUser,

    /**
     * API-54: a user changes their own names and the account they work for (account switching);
     * an admin changes the role and access of a member of their account.
     */
    async updateUser(
      caller: SessionUser,
      userId: string,
      body: UpdateUserBody,
    ): Promise<UserModel | PortalUser> {
      const adminFields = body.role !== undefined || body.access !== undefined;
      const selfFields =
        body.fname !== undefined ||
        body.lname !== undefined ||
        body.phone !== undefined ||
        body.selectedAccountId !== undefined ||
        body.selectedSalesRepId !== undefined ||
        body.selectedAssignedAccountId !== undefined;
      if (userId !== caller.userId) {
        if (selfFields) {
          // Only the person may change their own names or selection; not even an admin.
          await getUser(caller, userId);
          throw new AppError("VALIDATION", "Only role and access of another user can be changed");
        }
        const scope = await requireAdmin(caller, scopeFor(caller, body));
        const membership = await membershipIn(userId, scope);
        if (membership?.status !== "active") throw userNotFound();
        await db
          .update(memberships)
          .set({
            ...(body.role ? { role: body.role, pendingAdmin: false } : {}),
            ...(body.access ? { access: body.access } : {}),
            updatedAt: new Date(),
          })
          .where(eq(memberships.id, membership.id));
        return onePortalUser(scope, userId);
      }
      if (adminFields) {
        throw new AppError("VALIDATION", "You cannot change your own role or access");
      }
      const reachable = (id: string | undefined, options: string[]) => {
        if (id !== undefined && !options.includes(id)) throw new AppError("NOT_FOUND", "Account not found");
      };
      reachable(body.selectedAccountId, caller.accountIds);
      reachable(body.selectedSalesRepId, caller.salesRepIds);
      let assignedOptions = caller.assignedAccountIds;
      if (body.selectedSalesRepId && body.selectedSalesRepId !== caller.selectedSalesRepId) {
        const rows = await db
          .select({ id: salesRepAccounts.accountId })
          .from(salesRepAccounts)
          .where(eq(salesRepAccounts.salesRepId, body.selectedSalesRepId));
        assignedOptions = rows.map((r) => r.id);
      }
      reachable(body.selectedAssignedAccountId, assignedOptions);
      await db
        .update(userProfiles)
        .set({
          ...(body.fname !== undefined ? { fname: body.fname } : {}),
          ...(body.lname !== undefined ? { lname: body.lname } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.selectedAccountId !== undefined ? { selectedAccountId: body.selectedAccountId } : {}),
          ...(body.selectedSalesRepId !== undefined ? { selectedSalesRepId: body.selectedSalesRepId } : {}),
          ...(body.selectedAssignedAccountId !== undefined
            ? { selectedAssignedAccountId: body.selectedAssignedAccountId }
            : body.selectedSalesRepId !== undefined
              ? // A new rep has other accounts: the first of them becomes the working one (USER-08).
                { selectedAssignedAccountId: null }
              : {}),
          updatedAt: new Date(),
        })
        .where(eq(userProfiles.userId, caller.userId));
      if (body.fname !== undefined || body.lname !== undefined) {
        const next = await sessionUser(caller.userId);
        await db
          .update(authUsers)
          .set({ name: `${next.fname} ${next.lname}`, updatedAt: new Date() })
          .where(eq(authUsers.id, caller.userId));
      }
      return sessionUser(caller.userId);
    },

    /** API-59 (SEC-09, USER-05): a member who is not an admin asks for administration rights. */
    async requestAdmin(
      caller: SessionUser,
      hint: ScopeHint & { userId?: string | undefined },
    ): Promise<SessionUser> {
      if (hint.userId !== undefined && hint.userId !== caller.userId) throw userNotFound();
      const scope = scopeFor(caller, hint);
      const membership = scope ? await membershipIn(caller.userId, scope) : undefined;
      if (!scope || !membership || membership.status !== "active" || !caller.emailVerified) {
        throw new AppError("NOT_FOUND", "Account not found");
      }
      if (membership.role === "admin")
        throw new AppError("CONFLICT", "You are already an admin of this account");
      await db
        .update(memberships)
        .set({ pendingAdmin: true, updatedAt: new Date() })
        .where(eq(memberships.id, membership.id));
      return sessionUser(caller.userId);
    },

    /**
     * API-60 (USER-02, SEC-07): approves the pending request of a user in the admin's account or
     * sales rep: a connection becomes active (the user becomes a distributor or representative), an
     * admin request makes the member an admin.
     */
    async approveUser(caller: SessionUser, body: ScopeHint & { userId: string }): Promise<PortalUser> {
      const scope = await requireAdmin(caller, scopeFor(caller, body));
      const membership = await membershipIn(body.userId, scope);
      if (!membership || (membership.status !== "pending" && !membership.pendingAdmin))
        throw noPendingRequest();
      await db.transaction(async (tx) => {
        await tx
          .update(memberships)
          .set(
            membership.status === "pending"
              ? { status: "active", updatedAt: new Date() }
              : { role: "admin", pendingAdmin: false, updatedAt: new Date() },
          )
          .where(eq(memberships.id, membership.id));
        if (membership.status === "pending") {
          await tx
            .update(userProfiles)
            .set({
              customerType: scope.kind === "account" ? "distributor" : "representative",
              updatedAt: new Date(),
            })
            .where(and(eq(userProfiles.userId, body.userId), eq(userProfiles.customerType, "basic")));
        }
      });
      return onePortalUser(scope, body.userId);
    },

    /** API-61 (USER-03, SEC-07): a pending connection is removed; an admin request is withdrawn. */
    async declineUser(
      caller: SessionUser,
      body: ScopeHint & { userId: string },
    ): Promise<{ userId: string }> {
      const scope = await requireAdmin(caller, scopeFor(caller, body));
      const membership = await membershipIn(body.userId, scope);
      if (!membership || (membership.status !== "pending" && !membership.pendingAdmin))
        throw noPendingRequest();
      if (membership.status === "pending") {
        await db.delete(memberships).where(eq(memberships.id, membership.id));
      } else {
        await db
          .update(memberships)
          .set({ pendingAdmin: false, updatedAt: new Date() })
          .where(eq(memberships.id, membership.id));
      }
      return { userId: body.userId };
    },

    /**
     * API-56 (SEC-08): an admin creates a verified user in their account. The person gets a mail
     * to choose a password; following it also proves the address.
     */
    async createVerifiedUser(
      caller: SessionUser,
      client: ClientRequest,
      body: z.output<typeof createVerifiedUserBody>,
    ): Promise<PortalUser> {
      const scope = await requireAdmin(caller, scopeFor(caller, { accountId: body.accountId }));
      if (scope.kind !== "account")
        throw new AppError("VALIDATION", "Verified users are created in a customer account");
      const [existing] = await db
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(sql`lower(${authUsers.email}) = ${body.email}`);
      if (existing) throw new AppError("CONFLICT", accountMessages.existingAccount);
      const context = await auth.$context;
      const created = await context.internalAdapter.createUser(
        {
          email: body.email,
          name: `${body.fname} ${body.lname}`,
          emailVerified: false,
        },
        { method: "admin" },
      );
      try {
        await db.transaction(async (tx) => {
          const profile = {
            fname: body.fname,
            lname: body.lname,
            phone: body.phone ?? null,
            customerType: "distributor" as const,
          };
          await tx
            .insert(userProfiles)
            .values({ userId: created.id, ...profile })
            .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
          await tx.insert(memberships).values({
            userId: created.id,
            accountId: scope.id,
            status: "active",
            role: body.role,
            access: body.access,
          });
        });
      } catch (error) {
        await db.delete(authUsers).where(eq(authUsers.id, created.id));
        throw error;
      }
      await identity.requestPasswordReset(client, body.email);
      return onePortalUser(scope, created.id);
    },

    /** API-57 (SEC-08): an admin upgrades an existing basic customer into their account. */
    async upgradeUser(caller: SessionUser, body: z.output<typeof upgradeUserBody>): Promise<PortalUser> {
      const scope = await requireAdmin(caller, scopeFor(caller, { accountId: body.accountId }));
      if (scope.kind !== "account")
        throw new AppError("VALIDATION", "Users are upgraded into a customer account");
      const [target] = await db
        .select({ userId: userProfiles.userId, customerType: userProfiles.customerType })
        .from(userProfiles)
        .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
        .where(sql`lower(${authUsers.email}) = ${body.email}`);
      if (target?.customerType !== "basic") {
        throw new AppError("NOT_FOUND", "No basic customer with this email address");
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(memberships)
          .values({
            userId: target.userId,
            accountId: scope.id,
            status: "active",
            role: body.role,
            access: body.access,
          })
          .onConflictDoUpdate({
            target: [memberships.userId, memberships.accountId],
            targetWhere: sql`${memberships.accountId} is not null`,
            set: { status: "active", role: body.role, access: body.access, updatedAt: new Date() },
          });
        await tx
          .update(userProfiles)
          .set({ customerType: "distributor", updatedAt: new Date() })
          .where(eq(userProfiles.userId, target.userId));
      });
      return onePortalUser(scope, target.userId);
    },

    /** API-62: the people and addresses of an account the caller works for or is assigned to. */
    async peopleAccounts(caller: SessionUser, accountId: string) {
      const reachable =
        caller.accountIds.includes(accountId) ||
        (caller.customerType === "representative" && (await repReaches(caller, accountId)));
      const people = reachable ? await peopleOf(db, accountId) : null;
      if (!people) throw new AppError("NOT_FOUND", "Account not found");
      return people;
    },

    /** API-63: sales reps by email (exact, case-insensitive) and territory (a state code). */
    async salesReps(filter: { email?: string | undefined; territory?: string | undefined }) {
      const conditions = [];
      if (filter.email) conditions.push(sql`lower(${salesReps.email}) = ${filter.email.toLowerCase()}`);
      if (filter.territory) {
        conditions.push(
          sql`lower(${salesReps.territory}) like ${`%${filter.territory.toLowerCase().replace(/[%_\\]/g, "")}%`}`,
        );
      }
      return db
        .select({
          id: salesReps.id,
          name: salesReps.name,
          email: salesReps.email,
          phone: salesReps.phone,
          territory: salesReps.territory,
        })
        .from(salesReps)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(salesReps.name)
        .limit(50);
    },
  };

  async function repReaches(caller: SessionUser, accountId: string): Promise<boolean> {
    if (caller.salesRepIds.length === 0) return false;
    const [row] = await db
      .select({ accountId: salesRepAccounts.accountId })
      .from(salesRepAccounts)
      .where(
        and(
          eq(salesRepAccounts.accountId, accountId),
          sql`${salesRepAccounts.salesRepId} in ${caller.salesRepIds}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;
