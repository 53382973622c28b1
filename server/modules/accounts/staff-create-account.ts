import { eq, sql } from "drizzle-orm";
import type { CreateStaffAccountBody } from "../../../lib/staff/accounts.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import type { ClientRequest } from "./identity.ts";
import { authUsers, customerAccounts, memberships, userProfiles } from "./schema.ts";

/**
 * Issue 33 item 2: customer service opens a distributor account and invites its first administrator.
 * The account, the admin's verified-to-be identity, profile and admin membership, and the audit entry
 * are written together; only then is the person mailed the link to choose a password (the same
 * invitation as API-56's). A taken account number or address writes nothing.
 */
export async function createAccountForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  client: ClientRequest,
  body: CreateStaffAccountBody,
): Promise<{ accountId: string; adminUserId: string }> {
  const { db, auth, identity } = deps;
  const [taken] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(sql`upper(${customerAccounts.id}) = ${body.accountNumber}`);
  if (taken) throw new AppError("CONFLICT", `Account ${body.accountNumber} already exists.`);
  const [existing] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${body.admin.email}`);
  if (existing) throw new AppError("CONFLICT", "Someone with this email address already has a sign-in.");

  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    { email: body.admin.email, name: `${body.admin.fname} ${body.admin.lname}`, emailVerified: false },
    { method: "admin" },
  );
  try {
    await inTransaction(db, async (tx) => {
      const account = {
        id: body.accountNumber,
        name: body.name,
        billingZip: body.billingZip,
        city: body.city,
        state: body.state,
        phone: body.phone,
        creditTermsDays: body.creditTermsDays,
        creditLimitCents: body.creditLimit,
      };
      // The primary key settles two staff members creating the same number at once.
      const inserted = await tx
        .insert(customerAccounts)
        .values(account)
        .onConflictDoNothing()
        .returning({ id: customerAccounts.id });
      if (inserted.length === 0)
        throw new AppError("CONFLICT", `Account ${body.accountNumber} already exists.`);
      const profile = {
        fname: body.admin.fname,
        lname: body.admin.lname,
        phone: body.admin.phone,
        company: body.name,
        customerType: "distributor" as const,
        selectedAccountId: body.accountNumber,
      };
      await tx
        .insert(userProfiles)
        .values({ userId: created.id, ...profile })
        .onConflictDoUpdate({ target: userProfiles.userId, set: profile });
      await tx.insert(memberships).values({
        userId: created.id,
        accountId: body.accountNumber,
        status: "active",
        role: "admin",
        access: ["cart"],
      });
      await recordStaffAction(tx, actor, {
        action: "account.create",
        objectType: "account",
        objectId: body.accountNumber,
        summary: `Created account ${body.accountNumber} ${body.name} with ${body.admin.email} as its administrator`,
        after: { ...account, admin: body.admin },
      });
    });
  } catch (error) {
    await db.delete(authUsers).where(eq(authUsers.id, created.id));
    throw error;
  }
  await identity.requestPasswordReset(client, body.admin.email);
  return { accountId: body.accountNumber, adminUserId: created.id };
}
