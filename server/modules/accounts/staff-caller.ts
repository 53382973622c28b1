import { sql } from "drizzle-orm";
import { z } from "zod";
import { type StaffCaller, staffRoleSchema } from "../../../lib/staff/contract.ts";
import { selectRows } from "../../db/rows.ts";
import type { AccountsDeps } from "./deps.ts";
import { sessionTokenOf, sessionTokenSettings } from "./session-token.ts";

const staffRow = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});

/**
 * Issue 33: the staff member of a request, or null. Only a session that passed the second factor,
 * within its staff lifetime, of an active member counts; a customer's session, a password-only one
 * and an expired one are all null (the staff API answers them 404). One statement.
 */
export async function findStaffCaller(
  { db, auth }: AccountsDeps,
  headers: Headers,
): Promise<StaffCaller | null> {
  if (!headers.get("cookie") && !headers.get("authorization")) return null;
  const token = sessionTokenOf(headers, await sessionTokenSettings(auth));
  if (!token) return null;
  const [row] = await selectRows(
    db,
    sql`select u.id as user_id, u.email, u.name, m.role
        from auth_sessions s
        join staff_sessions ss on ss.session_id = s.id and ss.expires_at > now()
        join staff_members m on m.user_id = s.user_id and m.active
        join auth_users u on u.id = s.user_id
        where s.token = ${token} and s.expires_at > now()`,
    staffRow,
  );
  return row ? { userId: row.user_id, email: row.email, name: row.name, role: row.role } : null;
}
