import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type StaffActor, staffRoleLabels, staffRoleSchema } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { type CommandLineActor, recordStaffAction } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import type { ClientRequest } from "./identity.ts";
import { authUsers, staffMembers, userProfiles } from "./schema.ts";

export const createStaffMemberBody = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address")),
    name: z.string().trim().min(1, "Enter the person's name").max(120),
    role: staffRoleSchema,
  })
  .strict();

/**
 * Issue 33 item 1: a new staff member (from the command line for the first administrator, then by an
 * administrator in the console). The identity has no portal profile, so it is staff only; the person
 * is mailed a link to choose a password, and sets up an authenticator app at the first sign-in.
 */
export async function createStaffMember(
  deps: AccountsDeps,
  actor: StaffActor | CommandLineActor,
  client: ClientRequest,
  body: z.output<typeof createStaffMemberBody>,
): Promise<{ userId: string; email: string; name: string; role: string }> {
  const { db, auth } = deps;
  const [existing] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${body.email}`);
  if (existing) throw new AppError("CONFLICT", "Someone with this email address already exists.");
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    { email: body.email, name: body.name, emailVerified: false },
    { method: "admin" },
  );
  try {
    await inTransaction(db, async (tx) => {
      // better-auth's create hook made every identity a portal user; staff are not.
      await tx.delete(userProfiles).where(eq(userProfiles.userId, created.id));
      await tx.insert(staffMembers).values({ userId: created.id, role: body.role });
      await recordStaffAction(tx, actor, {
        action: "staff.create",
        objectType: "staff",
        objectId: created.id,
        summary: `Added ${body.name} (${body.email}) as ${staffRoleLabels[body.role]}`,
        after: body,
      });
    });
  } catch (error) {
    await db.delete(authUsers).where(eq(authUsers.id, created.id));
    throw error;
  }
  await deps.identity.requestPasswordReset(client, body.email);
  return { userId: created.id, email: body.email, name: body.name, role: body.role };
}
