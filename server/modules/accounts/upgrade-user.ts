import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { upgradeUserBody } from "../../../lib/accounts/user-contract.ts";
import type { PortalUser, SessionUser } from "../../../lib/accounts/users.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { administeredTarget } from "./admin-target.ts";
import type { AccountsDeps } from "./deps.ts";
import { memberOfAdministered } from "./get-user.ts";
import { authUsers, memberships, userProfiles } from "./schema.ts";

/** API-57 (SEC-08): an admin upgrades an existing basic customer into their account. */
export async function upgradeUser(
  deps: AccountsDeps,
  caller: SessionUser,
  body: z.output<typeof upgradeUserBody>,
): Promise<PortalUser> {
  const target = await administeredTarget(deps, caller, { accountId: body.accountId });
  if (target.kind !== "account")
    throw new AppError("VALIDATION", "Users are upgraded into a customer account");
  const [person] = await deps.db
    .select({ userId: userProfiles.userId, customerType: userProfiles.customerType })
    .from(userProfiles)
    .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
    .where(sql`lower(${authUsers.email}) = ${body.email}`);
  if (person?.customerType !== "basic") {
    throw new AppError("NOT_FOUND", "No basic customer with this email address");
  }
  await inTransaction(deps.db, async (tx) => {
    await tx
      .insert(memberships)
      .values({
        userId: person.userId,
        accountId: target.id,
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
      .where(eq(userProfiles.userId, person.userId));
  });
  return memberOfAdministered(deps, caller, person.userId, target);
}
