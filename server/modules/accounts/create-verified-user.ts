import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { accountMessages } from "../../../lib/accounts/account-messages.ts";
import type { createVerifiedUserBody } from "../../../lib/accounts/user-contract.ts";
import type { PortalUser, SessionUser } from "../../../lib/accounts/users.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { administeredTarget } from "./admin-target.ts";
import type { AccountsDeps } from "./deps.ts";
import { memberOfAdministered } from "./get-user.ts";
import type { ClientRequest } from "./identity.ts";
import { authUsers, memberships, userProfiles } from "./schema.ts";

/**
 * API-56 (SEC-08): an admin creates a verified user in their account. The person gets a mail to
 * choose a password; following it also proves the address. The mail goes only once the user exists.
 */
export async function createVerifiedUser(
  deps: AccountsDeps,
  caller: SessionUser,
  client: ClientRequest,
  body: z.output<typeof createVerifiedUserBody>,
): Promise<PortalUser> {
  const { db, auth, identity } = deps;
  const target = await administeredTarget(deps, caller, { accountId: body.accountId });
  if (target.kind !== "account")
    throw new AppError("VALIDATION", "Verified users are created in a customer account");
  const [existing] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${body.email}`);
  if (existing) throw new AppError("CONFLICT", accountMessages.existingAccount);
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    { email: body.email, name: `${body.fname} ${body.lname}`, emailVerified: false },
    { method: "admin" },
  );
  try {
    await inTransaction(db, async (tx) => {
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
        accountId: target.id,
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
  return memberOfAdministered(deps, caller, created.id, target);
}
