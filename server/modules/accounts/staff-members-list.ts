import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffMemberRow, StaffMembersQuery } from "../../../lib/staff/members.ts";
import type { AccountsDeps } from "./deps.ts";
import { authUsers, staffMembers } from "./schema.ts";

const sortColumns = {
  name: authUsers.name,
  email: authUsers.email,
  role: staffMembers.role,
  lastSignIn: staffMembers.lastSignInAt,
  created: staffMembers.createdAt,
} as const;

function conditionOf(query: StaffMembersQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.role) parts.push(eq(staffMembers.role, query.role));
  if (query.status) parts.push(eq(staffMembers.active, query.status === "active"));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(authUsers.name, like), ilike(authUsers.email, like)));
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * Issue 33 item 1, the console's Staff page: the staff members with their role, whether active,
 * whether an authenticator app is set up, and their last sign-in. Two statements: a page of rows and
 * the count.
 */
export async function listStaffMembers(
  { db }: Pick<AccountsDeps, "db">,
  query: StaffMembersQuery,
): Promise<StaffPage<StaffMemberRow>> {
  const where = conditionOf(query);
  const key = (query.sort ?? "name") as keyof typeof sortColumns;
  const column = sortColumns[key] ?? authUsers.name;
  const order = query.dir === "desc" ? desc(column) : asc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: staffMembers.userId,
        name: authUsers.name,
        email: authUsers.email,
        role: staffMembers.role,
        active: staffMembers.active,
        authenticator: authUsers.twoFactorEnabled,
        lastSignInAt: staffMembers.lastSignInAt,
        createdAt: staffMembers.createdAt,
      })
      .from(staffMembers)
      .innerJoin(authUsers, eq(authUsers.id, staffMembers.userId))
      .where(where)
      .orderBy(key === "lastSignIn" ? sql`${order} nulls last` : order, asc(authUsers.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(staffMembers)
      .innerJoin(authUsers, eq(authUsers.id, staffMembers.userId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
