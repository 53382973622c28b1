import { and, asc, eq } from "drizzle-orm";
import type { StaffRole } from "../../../lib/staff/contract.ts";
import type { AccountsDeps } from "./deps.ts";
import { authUsers, staffMembers } from "./schema.ts";

/** A staff member as another module names them (a designer a request is given to). */
export type StaffMemberName = { userId: string; name: string; email: string };

/**
 * Issue 33: the active staff members of one role, by name (the designers a layout request can be
 * assigned to); `userId` narrows it to one member, to check an assignment.
 */
export async function staffOfRole(
  { db }: Pick<AccountsDeps, "db">,
  role: StaffRole,
  userId?: string,
): Promise<StaffMemberName[]> {
  return db
    .select({ userId: staffMembers.userId, name: authUsers.name, email: authUsers.email })
    .from(staffMembers)
    .innerJoin(authUsers, eq(authUsers.id, staffMembers.userId))
    .where(
      and(
        eq(staffMembers.role, role),
        eq(staffMembers.active, true),
        userId ? eq(staffMembers.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(authUsers.name), asc(authUsers.email));
}
