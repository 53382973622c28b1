import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { seedDemoAccounts } from "./demo/accounts.ts";
import { accountAddresses, authUsers, customerAccounts, memberships } from "./schema.ts";
import { type Caller, ownedBy, reachedAccount, reachedSalesRep, workingAccountScope } from "./scope.ts";

/** The ids of the customer accounts a condition lets through, by id. */
async function accountsLetThrough(
  db: Db,
  caller: Pick<Caller, "userId">,
  reach: "member" | "admin" = "member",
) {
  const rows = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(reachedAccount(customerAccounts.id, caller, reach))
    .orderBy(asc(customerAccounts.id));
  return rows.map((row) => row.id);
}

describe.each(testDatabaseKinds())("account scope on %s", (kind) => {
  let harness: TestDatabase;
  let db: Db;
  const ids = new Map<string, string>();
  const caller = (email: string, workingAccountId: string | null = null): Caller => {
    const userId = ids.get(email);
    if (!userId) throw new Error(`no demo user ${email}`);
    return { userId, workingAccountId };
  };

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    db = harness.database.db;
    await seedDemoAccounts(db);
    for (const row of await db.select({ id: authUsers.id, email: authUsers.email }).from(authUsers)) {
      ids.set(row.email, row.id);
    }
  });
  afterAll(async () => {
    await harness?.dispose();
  });

  it("#11.2 SEC-10 a distributor reaches the accounts they are an active member of, and no other", async () => {
    expect(await accountsLetThrough(db, caller("dana.admin@brightline.example"))).toEqual(["A-10001"]);
    expect(await accountsLetThrough(db, caller("max.multi@northgate.example"))).toEqual([
      "A-10001",
      "A-10002",
    ]);
  });

  it("#11.2 SEC-10 a representative reaches the accounts assigned to their sales rep record", async () => {
    expect(await accountsLetThrough(db, caller("rita.rep@greatlakes-agency.example"))).toEqual([
      "A-10001",
      "A-10003",
      "A-10004",
    ]);
  });

  it("#11.2 a pending connection, a basic customer and an unverified address reach nothing", async () => {
    expect(await accountsLetThrough(db, caller("paul.pending@brightline.example"))).toEqual([]);
    expect(await accountsLetThrough(db, caller("bob.basic@example.com"))).toEqual([]);
    const ben = caller("ben.buyer@brightline.example");
    await db.update(authUsers).set({ emailVerified: false }).where(eq(authUsers.id, ben.userId));
    try {
      expect(await accountsLetThrough(db, ben)).toEqual([]);
    } finally {
      await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, ben.userId));
    }
    expect(await accountsLetThrough(db, ben)).toEqual(["A-10001"]);
  });

  it("#11.2 an admin reach counts only what the caller administers", async () => {
    expect(await accountsLetThrough(db, caller("dana.admin@brightline.example"), "admin")).toEqual([
      "A-10001",
    ]);
    expect(await accountsLetThrough(db, caller("ben.buyer@brightline.example"), "admin")).toEqual([]);
    // Rita administers her sales rep record, not the accounts assigned to it.
    expect(await accountsLetThrough(db, caller("rita.rep@greatlakes-agency.example"), "admin")).toEqual([]);
    const reps = await db
      .select({ id: memberships.salesRepId })
      .from(memberships)
      .where(reachedSalesRep(memberships.salesRepId, caller("rita.rep@greatlakes-agency.example"), "admin"));
    expect(reps.map((r) => r.id)).toEqual(["SR-201"]);
  });

  it("#11.2 the reach is read from the memberships at query time: a removed connection reaches nothing at once", async () => {
    const max = caller("max.multi@northgate.example");
    await db
      .update(memberships)
      .set({ status: "pending" })
      .where(and(eq(memberships.userId, max.userId), eq(memberships.accountId, "A-10002")));
    try {
      expect(await accountsLetThrough(db, max)).toEqual(["A-10001"]);
    } finally {
      await db
        .update(memberships)
        .set({ status: "active" })
        .where(and(eq(memberships.userId, max.userId), eq(memberships.accountId, "A-10002")));
    }
  });

  it("#11.2 USER-23 SEC-10 a query on any table with an account column sees the working account's rows only", async () => {
    const addressesOf = (scope: ReturnType<typeof workingAccountScope>) =>
      db.selectDistinct({ accountId: accountAddresses.accountId }).from(accountAddresses).where(scope);
    const max = caller("max.multi@northgate.example", "A-10002");
    expect(await addressesOf(workingAccountScope(accountAddresses.accountId, max, undefined))).toEqual([
      { accountId: "A-10002" },
    ]);
    const rita = caller("rita.rep@greatlakes-agency.example", "A-10003");
    expect(await addressesOf(workingAccountScope(accountAddresses.accountId, rita, undefined))).toEqual([
      { accountId: "A-10003" },
    ]);
  });

  it("#11.2 a working account the caller does not reach selects nothing (another account's object is a 404)", async () => {
    const dana = caller("dana.admin@brightline.example", "A-10002");
    const rows = await db
      .select({ id: accountAddresses.id })
      .from(accountAddresses)
      .where(workingAccountScope(accountAddresses.accountId, dana, undefined));
    expect(rows).toEqual([]);
  });

  it("#11.2 USER-23 AMB-35 with no selection the configured fallback account is used, still only if reached", async () => {
    const scoped = (who: Caller, fallback: string) =>
      db
        .selectDistinct({ accountId: accountAddresses.accountId })
        .from(accountAddresses)
        .where(workingAccountScope(accountAddresses.accountId, who, fallback));
    expect(await scoped(caller("ben.buyer@brightline.example"), "A-10001")).toEqual([
      { accountId: "A-10001" },
    ]);
    // A basic customer gains nothing from the fallback: they reach no account.
    expect(await scoped(caller("bob.basic@example.com"), "A-10001")).toEqual([]);
  });

  it("#11.2 CONST-40 AMB-35 with neither a selection nor a configured fallback the call is refused as not found", () => {
    expect(() =>
      workingAccountScope(accountAddresses.accountId, caller("bob.basic@example.com"), undefined),
    ).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
  });

  it("#11.2 a scope is never built without a caller", () => {
    expect(() => reachedAccount(customerAccounts.id, { userId: "" })).toThrow(
      "An account scope needs a caller",
    );
    expect(() => ownedBy(memberships.userId, { userId: "" })).toThrow("An account scope needs a caller");
  });

  it("#11.2 the condition is part of the statement itself", () => {
    const query = db
      .select({ id: accountAddresses.id })
      .from(accountAddresses)
      .where(
        workingAccountScope(
          accountAddresses.accountId,
          caller("dana.admin@brightline.example", "A-10001"),
          undefined,
        ),
      )
      .toSQL();
    // The working account, and the caller's reach of it, tested once on its id (a one-time filter).
    expect(query.sql).toMatch(
      /"account_addresses"."account_id" = \$1 and \$2::text in \(select "memberships"."account_id"/,
    );
    expect(query.params.slice(0, 2)).toEqual(["A-10001", "A-10001"]);
    expect(sql`x`).toBeTruthy();
  });
});
