import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type AppHarnessOptions, openAppHarness, origin } from "../../testing/app-harness.ts";
import type { TestDatabaseKind } from "../../testing/databases.ts";
import { authUsers, memberships, userProfiles } from "./schema.ts";

export { cookieHeader, origin } from "../../testing/app-harness.ts";

/**
 * The app on a fresh database with the demo accounts (server/testing/app-harness.ts), plus what the
 * accounts tests need besides: the identity service in-process and people added straight to the
 * database.
 */
export async function openAccountsHarness(
  kind: TestDatabaseKind,
  options: Omit<AppHarnessOptions, "accounts"> = {},
) {
  const harness = await openAppHarness(kind, { ...options, accounts: true });
  const { db, services } = harness;

  /**
   * A call to the identity service in-process, as identity.ts makes them: its endpoints other than
   * the links a browser follows are not served over HTTP (#10.6).
   */
  async function callIdentityService(
    path: string,
    options: { body: unknown; headers?: Record<string, string> },
  ) {
    return services.auth.handler(
      new Request(new URL(`/api/auth${path}`, origin), {
        method: "POST",
        headers: { origin, "content-type": "application/json", ...options.headers },
        body: JSON.stringify(options.body),
      }),
    );
  }

  /**
   * Adds a person straight to the database (no password, no mail): a fresh target that one test may
   * change without touching the demo users others rely on.
   */
  async function addUser(
    person: {
      customerType?: "basic" | "distributor" | "representative";
      emailVerified?: boolean;
      membership?: Omit<typeof memberships.$inferInsert, "userId" | "id">;
    } = {},
  ): Promise<{ userId: string; email: string }> {
    const userId = randomUUID();
    const email = `person-${userId.slice(0, 8)}@example.com`;
    await db.insert(authUsers).values({
      id: userId,
      name: "Test Person",
      email,
      emailVerified: person.emailVerified ?? true,
    });
    await db.insert(userProfiles).values({
      userId,
      fname: "Test",
      lname: "Person",
      customerType: person.customerType ?? "basic",
    });
    if (person.membership) await db.insert(memberships).values({ userId, ...person.membership });
    return { userId, email };
  }

  async function userIdOf(email: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`);
    return row?.id;
  }

  return { ...harness, callIdentityService, addUser, userIdOf };
}

export type AccountsHarness = Awaited<ReturnType<typeof openAccountsHarness>>;
