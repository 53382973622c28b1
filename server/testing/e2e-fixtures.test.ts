import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortalUser, SessionUser } from "../../lib/accounts/users.ts";
import { demoPassword } from "../modules/accounts/demo/accounts.ts";
import {
  authSessions,
  authUsers,
  customerAccounts,
  memberships,
  salesRepAccounts,
  salesReps,
  userProfiles,
} from "../modules/accounts/schema.ts";
import { type AppHarness, openAppHarness } from "./app-harness.ts";
import { testDatabaseKinds } from "./databases.ts";
import { type FixtureAccount, fixtureAccountIdPattern, fixturePassword } from "./e2e-fixtures.ts";

/**
 * #11.9: /dev/fixtures lets the end-to-end tests own their data: an account of their own with an
 * admin, a member, a basic customer and a representative, deleted afterwards. Only with the app's testFixtures option.
 */
describe.each(testDatabaseKinds())("test fixtures router on %s", (kind) => {
  let h: AppHarness;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, testFixtures: true });
  });
  afterAll(async () => h?.dispose());

  async function createAccount(): Promise<FixtureAccount> {
    const created = await h.postJson<FixtureAccount>("/dev/fixtures/accounts", {});
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    return created.body;
  }

  async function signInStatus(email: string, password = fixturePassword): Promise<number> {
    return (await h.call("/api/user-service/sign-in", { body: { email, password } })).status;
  }

  async function userRows(fixture: FixtureAccount) {
    const ids = Object.values(fixture.users).map((user) => user.userId);
    return h.db.select({ id: authUsers.id }).from(authUsers).where(inArray(authUsers.id, ids));
  }

  it("#11.9 POST creates an account whose verified admin, member and basic customer sign in with the fixture password", async () => {
    const fixture = await createAccount();
    expect(fixture.accountId).toMatch(fixtureAccountIdPattern);
    expect(fixture.password).toBe(fixturePassword);

    const admin = await h.signIn(fixture.users.admin.email, fixture.password);
    const session = await h.getJson<{ user: SessionUser }>("/api/user-service/session", {
      cookie: admin.cookie,
    });
    expect(session.body.user).toMatchObject({
      email: fixture.users.admin.email,
      customerType: "distributor",
      emailVerified: true,
      verified: true,
      cartAccess: true,
      workingAccountId: fixture.accountId,
      accounts: [{ id: fixture.accountId, name: fixture.name }],
    });

    const users = await h.getJson<PortalUser[]>(`/api/user-service/users?accountId=${fixture.accountId}`, {
      token: admin.token,
    });
    expect(users.status).toBe(200);
    expect(
      users.body.map((u) => ({ email: u.email, role: u.role, access: u.access, pending: u.pendingRepInfo })),
    ).toEqual(
      expect.arrayContaining([
        { email: fixture.users.admin.email, role: "admin", access: ["cart"], pending: false },
        { email: fixture.users.member.email, role: null, access: [], pending: false },
      ]),
    );
    expect(users.body).toHaveLength(2);

    const member = await h.signIn(fixture.users.member.email, fixture.password);
    const memberSession = await h.getJson<{ user: SessionUser }>("/api/user-service/session", {
      token: member.token,
    });
    expect(memberSession.body.user).toMatchObject({
      verified: true,
      cartAccess: false,
      role: null,
      workingAccountId: fixture.accountId,
    });

    const basic = await h.signIn(fixture.users.basic.email, fixture.password);
    const basicSession = await h.getJson<{ user: SessionUser }>("/api/user-service/session", {
      token: basic.token,
    });
    expect(basicSession.body.user).toMatchObject({ customerType: "basic", accounts: [] });
  });

  it("#11.9 the fixture's representative works for the account through a sales rep record of its own, with cart access", async () => {
    const fixture = await createAccount();
    const rep = await h.signIn(fixture.users.rep.email, fixture.password);
    const session = await h.getJson<{ user: SessionUser }>("/api/user-service/session", { token: rep.token });
    expect(session.body.user).toMatchObject({
      customerType: "representative",
      verified: true,
      cartAccess: true,
      role: null,
      selectedSalesRepId: fixture.salesRepId,
      selectedAssignedAccountId: fixture.accountId,
      workingAccountId: fixture.accountId,
      assignedAccounts: [{ id: fixture.accountId, name: fixture.name }],
    });
    // The demo accounts are not assigned to it.
    expect(session.body.user.assignedAccountIds).toEqual([fixture.accountId]);

    expect((await h.call(`/dev/fixtures/accounts/${fixture.accountId}`, { method: "DELETE" })).status).toBe(
      204,
    );
    expect(await h.db.select().from(salesReps).where(eq(salesReps.id, fixture.salesRepId))).toEqual([]);
    expect(
      await h.db.select().from(salesRepAccounts).where(eq(salesRepAccounts.salesRepId, fixture.salesRepId)),
    ).toEqual([]);
    expect(await signInStatus(fixture.users.rep.email)).toBe(401);
  });

  it("#11.9 each POST makes a new account with users of its own", async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    expect(first.accountId).not.toBe(second.accountId);
    expect(first.users.admin.email).not.toBe(second.users.admin.email);
    // The other fixture's admin is not an admin here: its account is out of reach (404).
    const admin = await h.signIn(first.users.admin.email, first.password);
    const other = await h.call(`/api/user-service/users?accountId=${second.accountId}`, {
      token: admin.token,
    });
    expect(other.status).toBe(404);
  });

  it("#11.9 DELETE removes the account, its users (one who joined later too) and their sessions; they can no longer sign in", async () => {
    const fixture = await createAccount();
    const admin = await h.signIn(fixture.users.admin.email, fixture.password);
    // A distributor registers into the fixture account during a test.
    const joiner = "late.joiner@example.com";
    const registered = await h.call("/api/user-service/users", {
      body: {
        email: joiner,
        password: fixturePassword,
        fname: "Late",
        lname: "Joiner",
        customerType: "distributor",
        accountNumber: fixture.accountId,
        billingZip: fixture.billingZip,
      },
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const [joinerRow] = await h.db.select().from(authUsers).where(eq(authUsers.email, joiner));
    expect(joinerRow).toBeDefined();

    const deleted = await h.call(`/dev/fixtures/accounts/${fixture.accountId}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);

    expect(
      await h.db.select().from(customerAccounts).where(eq(customerAccounts.id, fixture.accountId)),
    ).toEqual([]);
    expect(await userRows(fixture)).toEqual([]);
    expect(await h.db.select().from(authUsers).where(eq(authUsers.email, joiner))).toEqual([]);
    expect(await h.db.select().from(memberships).where(eq(memberships.accountId, fixture.accountId))).toEqual(
      [],
    );
    const ids = Object.values(fixture.users).map((user) => user.userId);
    expect(await h.db.select().from(authSessions).where(inArray(authSessions.userId, ids))).toEqual([]);
    expect(await h.db.select().from(userProfiles).where(inArray(userProfiles.userId, ids))).toEqual([]);

    expect(await signInStatus(fixture.users.admin.email)).toBe(401);
    expect(await signInStatus(fixture.users.basic.email)).toBe(401);
    // The admin's earlier session ended with the user: the token is nobody's now.
    const after = await h.getJson<{ user: unknown }>("/api/user-service/session", { token: admin.token });
    expect(after.body.user).toBeNull();
    // Deleting twice: the second finds nothing.
    expect((await h.call(`/dev/fixtures/accounts/${fixture.accountId}`, { method: "DELETE" })).status).toBe(
      404,
    );
  });

  it("#11.9 DELETE of a demo account or an id that is not a fixture's answers 404 and deletes nothing", async () => {
    const before = await h.db.$count(customerAccounts);
    for (const id of ["A-10001", "E2E-0000000000", "e2e-abc", "%25"]) {
      const response = await h.call(`/dev/fixtures/accounts/${id}`, { method: "DELETE" });
      expect(response.status, id).toBe(404);
      expect(((await response.json()) as { code: string }).code, id).toBe("NOT_FOUND");
    }
    expect(await h.db.$count(customerAccounts)).toBe(before);
    expect(await signInStatus("dana.admin@brightline.example", demoPassword)).toBe(200);
  });
});

describe("test fixtures router switched off", () => {
  let h: AppHarness;

  beforeAll(async () => {
    // As every server runs unless E2E_FIXTURES=true: the option is off by default.
    h = await openAppHarness("pglite");
  });
  afterAll(async () => h?.dispose());

  it("#11.9 without the testFixtures option /dev/fixtures answers 404 and creates nothing", async () => {
    const created = await h.postJson<{ code: string }>("/dev/fixtures/accounts", {});
    expect(created.status).toBe(404);
    expect(created.body.code).toBe("NOT_FOUND");
    expect((await h.call("/dev/fixtures/accounts/E2E-0123456789", { method: "DELETE" })).status).toBe(404);
    expect(await h.db.select().from(customerAccounts)).toEqual([]);
    expect(await h.db.select().from(authUsers)).toEqual([]);
  });
});
