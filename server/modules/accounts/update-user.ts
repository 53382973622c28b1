import { and, eq, sql } from "drizzle-orm";
import type { UpdateUserBody } from "../../../lib/accounts/user-contract.ts";
import type { PortalUser, SessionUser, UserModel } from "../../../lib/accounts/users.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { administeredTarget } from "./admin-target.ts";
import { type AccountsDeps, accountNotFound, userNotFound } from "./deps.ts";
import { sessionUser } from "./find-caller.ts";
import { getUser, memberOfAdministered } from "./get-user.ts";
import {
  authUsers,
  customerAccounts,
  memberships,
  salesRepAccounts,
  salesReps,
  userProfiles,
} from "./schema.ts";
import { reachedAccount, reachedSalesRep } from "./scope.ts";

/**
 * API-54: a user changes their own names and the account they work for (account switching); an
 * admin changes the role and access of a member of their account.
 */
export async function updateUser(
  deps: AccountsDeps,
  caller: SessionUser,
  userId: string,
  body: UpdateUserBody,
): Promise<UserModel | PortalUser> {
  const adminFields = body.role !== undefined || body.access !== undefined || body.orderLimit !== undefined;
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
      await getUser(deps, caller, userId);
      throw new AppError("VALIDATION", "Only role, access and order limit of another user can be changed");
    }
    return updateMember(deps, caller, userId, body);
  }
  if (adminFields) {
    throw new AppError("VALIDATION", "You cannot change your own role, access or order limit");
  }
  await checkSelection(deps, caller, body);
  await inTransaction(deps.db, async (tx) => {
    const [profile] = await tx
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
      .where(eq(userProfiles.userId, caller.userId))
      .returning({ fname: userProfiles.fname, lname: userProfiles.lname });
    // The identity keeps the display name too: both change together or neither does.
    if (profile && (body.fname !== undefined || body.lname !== undefined)) {
      await tx
        .update(authUsers)
        .set({ name: `${profile.fname} ${profile.lname}`, updatedAt: new Date() })
        .where(eq(authUsers.id, caller.userId));
    }
  });
  return sessionUser(deps, caller.userId);
}

/**
 * An admin sets the role and access of an active member of the account or record they administer,
 * and (#32.2) a member's order limit in an account.
 */
async function updateMember(
  deps: AccountsDeps,
  caller: SessionUser,
  userId: string,
  body: UpdateUserBody,
): Promise<PortalUser> {
  const target = await administeredTarget(deps, caller, body);
  const member = await memberOfAdministered(deps, caller, userId, target);
  if (member.pendingRepInfo) throw userNotFound();
  if (body.orderLimit && target.kind !== "account") {
    throw new AppError("VALIDATION", "Order limits apply to members of a customer account");
  }
  const column = target.kind === "account" ? memberships.accountId : memberships.salesRepId;
  await deps.db
    .update(memberships)
    .set({
      ...(body.role ? { role: body.role, pendingAdmin: false } : {}),
      ...(body.access ? { access: body.access } : {}),
      ...(body.orderLimit
        ? {
            orderLimitKind: body.orderLimit.kind,
            orderLimitCents: body.orderLimit.kind === "amount" ? body.orderLimit.cents : null,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(memberships.userId, userId), eq(column, target.id), eq(memberships.status, "active")));
  return memberOfAdministered(deps, caller, userId, target);
}

/**
 * USER-06…08, SEC-10: a selection names only what the caller reaches, asked of the database: an
 * account they work for, a sales rep record they belong to, an account assigned to the sales rep
 * record they select (or have selected). Anything else is a 404.
 */
async function checkSelection(
  { db }: AccountsDeps,
  caller: SessionUser,
  body: UpdateUserBody,
): Promise<void> {
  const found = async (query: Promise<unknown[]>) => {
    if ((await query).length === 0) throw accountNotFound();
  };
  if (body.selectedAccountId !== undefined) {
    await found(
      db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.accountId, body.selectedAccountId),
            eq(memberships.userId, caller.userId),
            reachedAccount(memberships.accountId, caller),
          ),
        ),
    );
  }
  if (body.selectedSalesRepId !== undefined) {
    await found(
      db
        .select({ id: salesReps.id })
        .from(salesReps)
        .where(and(eq(salesReps.id, body.selectedSalesRepId), reachedSalesRep(salesReps.id, caller))),
    );
  }
  if (body.selectedAssignedAccountId !== undefined) {
    const salesRepId = body.selectedSalesRepId ?? caller.selectedSalesRepId;
    await found(
      db
        .select({ id: customerAccounts.id })
        .from(salesRepAccounts)
        .innerJoin(customerAccounts, eq(customerAccounts.id, salesRepAccounts.accountId))
        .where(
          and(
            eq(salesRepAccounts.accountId, body.selectedAssignedAccountId),
            sql`${salesRepAccounts.salesRepId} = ${salesRepId ?? null}`,
            reachedSalesRep(salesRepAccounts.salesRepId, caller),
          ),
        ),
    );
  }
}
