import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages } from "../../../lib/accounts/account-messages.ts";
import type {
  AccountOutcome,
  PortalUser,
  RegistrationOutcome,
  SessionUser,
} from "../../../lib/accounts/users.ts";
import { mailOutbox } from "../../adapters/mail/schema.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";
import { authUsers, memberships, userProfiles } from "./schema.ts";

/** The behaviour of the user-service calls (spec §4 "Users", §7), driven over HTTP as the portal does. */
const dana = "dana.admin@brightline.example";
const ben = "ben.buyer@brightline.example";
const nora = "nora.viewer@brightline.example";
const max = "max.multi@northgate.example";
const rita = "rita.rep@greatlakes-agency.example";
const paul = "paul.pending@brightline.example";
const alex = "alex.asks@brightline.example";
const bob = "bob.basic@example.com";
const olivia = "olivia.owner@northgate.example";
const newPassword = "Fresh-pass-2026";

type CallOptions = Parameters<AccountsHarness["call"]>[1];

describe.each(testDatabaseKinds())("user-service behaviour on %s", (kind) => {
  let h: AccountsHarness;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    h = await openAccountsHarness(kind);
  });
  afterAll(async () => h?.dispose());

  /** A portal call as the signed-in user (one sign-in per user and file). */
  async function as(email: string, path: string, options: CallOptions = {}) {
    let cookie = cookies.get(email);
    if (!cookie) {
      cookie = (await h.signIn(email)).cookie;
      cookies.set(email, cookie);
    }
    return h.call(path, { ...options, cookie });
  }

  async function json<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
    const answer = await response;
    const body = await answer.text();
    expect(answer.status, body).toBe(status);
    return JSON.parse(body) as T;
  }

  async function sessionBy(cookie: string): Promise<SessionUser> {
    const { user } = await json<{ user: SessionUser }>(h.call("/api/user-service/session", { cookie }));
    return user;
  }

  async function sessionOf(email: string): Promise<SessionUser> {
    const { user } = await json<{ user: SessionUser }>(as(email, "/api/user-service/session"));
    return user;
  }

  async function idOf(email: string): Promise<string> {
    const id = await h.userIdOf(email);
    if (!id) throw new Error(`no user ${email}`);
    return id;
  }

  const listOf = (email: string, scope = "accountId=A-10001") =>
    json<PortalUser[]>(as(email, `/api/user-service/users?${scope}`));

  /**
   * Registers (API-55), then, for a new address, signs in as the person does next (#10.5: registering
   * signs nobody in) and answers the session cookie and the new user's id.
   */
  async function register(body: Record<string, unknown>, status = 201) {
    const response = await h.call("/api/user-service/users", {
      body: { password: newPassword, fname: "New", lname: "Person", ...body },
    });
    const outcome = await json<RegistrationOutcome>(response, status);
    expect(response.headers.getSetCookie()).toEqual([]);
    if (status !== 201) return { outcome, cookie: "", userId: "" };
    const email = String(body.email).toLowerCase();
    const { cookie } = await h.signIn(email, newPassword);
    return { outcome, cookie, userId: await idOf(email) };
  }

  /** Follows the verification link of the newest mail to the address, as the person's mail client does. */
  async function verifyEmail(email: string) {
    const link = await h.mailLink(email, "verify-email");
    const response = await h.call(`${link.pathname}${link.search}`);
    expect(response.status).toBe(302);
    const [row] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(row?.emailVerified).toBe(true);
  }

  async function expectError(response: Promise<Response>, status: number, code: string, error?: string) {
    const body = await json<{ error: string; code: string }>(response, status);
    expect(body).toEqual({ error: error ?? expect.any(String), code });
  }

  it("USER-09 USER-10 USER-01 verified, cart access and pending of every demo user", async () => {
    const expected: Record<string, [verified: boolean, cartAccess: boolean, pending: boolean]> = {
      [bob]: [false, false, false],
      [dana]: [true, true, false],
      [ben]: [true, true, false],
      [nora]: [true, false, false],
      [max]: [true, true, false],
      [olivia]: [true, true, false],
      [rita]: [true, true, false],
      [paul]: [false, false, true],
      [alex]: [true, false, true],
    };
    const actual: typeof expected = {};
    for (const email of Object.keys(expected)) {
      const user = await sessionOf(email);
      actual[email] = [user.verified, user.cartAccess, user.pending];
    }
    expect(actual).toEqual(expected);
  });

  it("USER-07 a distributor works for the first of their accounts; a basic customer for none", async () => {
    expect(await sessionOf(max)).toMatchObject({
      accountIds: ["A-10002", "A-10001"],
      selectedAccountId: "A-10002",
      workingAccountId: "A-10002",
    });
    expect(await sessionOf(ben)).toMatchObject({ accountIds: ["A-10001"], selectedAccountId: "A-10001" });
    expect(await sessionOf(bob)).toMatchObject({
      accountIds: [],
      selectedAccountId: null,
      workingAccountId: null,
    });
  });

  it("USER-08 SEC-10 a representative works under the first sales rep and its first assigned account", async () => {
    const user = await sessionOf(rita);
    expect(user).toMatchObject({
      customerType: "representative",
      salesRepIds: ["SR-201"],
      selectedSalesRepId: "SR-201",
      assignedAccountIds: ["A-10001", "A-10003", "A-10004"],
      selectedAssignedAccountId: "A-10001",
      workingAccountId: "A-10001",
      selectedAccountId: null,
    });
    expect(user.peopleAccount?.accountId).toBe("A-10001");
  });

  it("USER-25 the session user carries every field of the client user model", async () => {
    const user = await sessionOf(ben);
    for (const field of [
      "userId",
      "email",
      "fname",
      "lname",
      "customerType",
      "role",
      "access",
      "accountIds",
      "selectedAccountId",
      "salesRepIds",
      "selectedSalesRepId",
      "assignedAccountIds",
      "selectedAssignedAccountId",
      "emailVerified",
      "pendingAdmin",
      "pendingRepInfo",
      "peopleAccount",
      "peopleAddresses",
    ]) {
      expect(user, field).toHaveProperty(field);
    }
  });

  it("USER-05 API-59 requesting admin access marks the member pendingAdmin for them and their admin", async () => {
    const user = await json<SessionUser>(as(nora, "/api/user-service/users/request-admin", { body: {} }));
    expect(user).toMatchObject({ pendingAdmin: true, pending: true, role: null });
    const listed = (await listOf(dana)).find((u) => u.email === nora);
    expect(listed).toMatchObject({ pendingAdmin: true, pendingRepInfo: false, role: null });
  });

  it("USER-02 API-60 approving a pending user moves them from pending to active", async () => {
    const paulId = await idOf(paul);
    expect((await listOf(dana)).find((u) => u.userId === paulId)?.pendingRepInfo).toBe(true);
    const approved = await json<PortalUser>(
      as(dana, "/api/user-service/users/approve-user", { body: { userId: paulId } }),
    );
    expect(approved).toMatchObject({ userId: paulId, pendingRepInfo: false, pendingAdmin: false });
    const listed = (await listOf(dana)).filter((u) => u.userId === paulId);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.pendingRepInfo).toBe(false);
    expect(await sessionOf(paul)).toMatchObject({
      accountIds: ["A-10001"],
      verified: true,
      pending: false,
      pendingRepInfo: false,
    });
    // Approving again: nothing is pending any more.
    await expectError(
      as(dana, "/api/user-service/users/approve-user", { body: { userId: paulId } }),
      404,
      "NOT_FOUND",
    );
  });

  it("USER-02 USER-11 an approved registration becomes verified once the address is verified", async () => {
    const email = "approved.after.verify@example.com";
    const { cookie, userId } = await register({
      customerType: "distributor",
      email,
      accountNumber: "A-10001",
      billingZip: "43215",
    });
    expect(await sessionBy(cookie)).toMatchObject({
      emailVerified: false,
      pendingRepInfo: true,
      verified: false,
    });
    await json(as(dana, "/api/user-service/users/approve-user", { body: { userId } }));
    expect(await sessionBy(cookie)).toMatchObject({ pendingRepInfo: false, verified: false, accountIds: [] });
    await verifyEmail(email);
    expect(await sessionBy(cookie)).toMatchObject({
      verified: true,
      accountIds: ["A-10001"],
      selectedAccountId: "A-10001",
    });
  });

  it("USER-02 API-60 approving an admin request makes the member an admin", async () => {
    const approved = await json<PortalUser>(
      as(dana, "/api/user-service/users/approve-user", { body: { userId: await idOf(alex) } }),
    );
    expect(approved).toMatchObject({ role: "admin", pendingAdmin: false });
    expect(await sessionOf(alex)).toMatchObject({ role: "admin", pendingAdmin: false, cartAccess: true });
  });

  it("USER-03 API-61 declining a pending user removes them without making them active", async () => {
    const pending = await h.addUser({ membership: { accountId: "A-10001", status: "pending" } });
    expect((await listOf(dana)).some((u) => u.userId === pending.userId)).toBe(true);
    const declined = await json<{ userId: string }>(
      as(dana, "/api/user-service/users/decline-user", { body: { userId: pending.userId } }),
    );
    expect(declined).toEqual({ userId: pending.userId });
    expect((await listOf(dana)).some((u) => u.userId === pending.userId)).toBe(false);
    expect(await h.services.accounts.sessionUser(pending.userId)).toMatchObject({
      customerType: "basic",
      accountIds: [],
      pendingRepInfo: false,
      verified: false,
    });
  });

  it("USER-03 API-61 declining an admin request keeps the member, without admin rights", async () => {
    const asker = await h.addUser({
      customerType: "distributor",
      membership: { accountId: "A-10001", status: "active", pendingAdmin: true },
    });
    await json(as(dana, "/api/user-service/users/decline-user", { body: { userId: asker.userId } }));
    const listed = (await listOf(dana)).find((u) => u.userId === asker.userId);
    expect(listed).toMatchObject({ pendingAdmin: false, pendingRepInfo: false, role: null });
  });

  it("USER-11 API-55 a distributor registers unverified; the outbox link verifies the address", async () => {
    const email = "dee.distributor@example.com";
    const { outcome, cookie } = await register({
      customerType: "distributor",
      email,
      accountNumber: "a-10001",
      billingZip: "43215-1234",
    });
    expect(await sessionBy(cookie)).toMatchObject({
      customerType: "distributor",
      emailVerified: false,
      verified: false,
    });
    expect(outcome.messages).toEqual(["basicPendingVerification", "requestSentForReview"]);
    expect(outcome.approvalRequested).toBe(true);
    await verifyEmail(email);
    expect(await sessionBy(cookie)).toMatchObject({ email, emailVerified: true, pendingRepInfo: true });
  });

  it("USER-21 API-55 a wrong billing ZIP or account number fails verification and creates nothing", async () => {
    for (const [accountNumber, billingZip] of [
      ["A-10001", "60601"],
      ["A-99999", "43215"],
    ]) {
      const email = `wrong.${accountNumber}.${billingZip}@example.com`.toLowerCase();
      const { outcome } = await register(
        { customerType: "distributor", email, accountNumber, billingZip },
        400,
      );
      expect(outcome).toEqual({ error: accountMessages.distributorVerificationFailed, code: "VALIDATION" });
      expect(await h.userIdOf(email)).toBeUndefined();
    }
  });

  it("#10.5 API-55 an existing email, in any case, answers as a new one; nothing is created and its owner is mailed", async () => {
    const answer = (email: string) =>
      h.call("/api/user-service/users", {
        body: {
          customerType: "distributor",
          email,
          password: newPassword,
          fname: "New",
          lname: "Person",
          accountNumber: "A-10001",
          billingZip: "43215",
        },
      });
    const existing = await answer("Ben.Buyer@Brightline.example");
    const fresh = await answer("never.seen.before@example.com");
    expect(existing.status).toBe(fresh.status);
    expect(await existing.json()).toEqual(await fresh.json());
    expect(existing.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    // Ben's account is untouched: one identity, his own password, no new connection request.
    const rows = await h.db.select().from(authUsers).where(eq(authUsers.email, ben));
    expect(rows).toHaveLength(1);
    expect((await h.signIn(ben)).token).toBeTruthy();
    expect((await sessionOf(ben)).pendingConnections).toEqual([]);
    const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, ben));
    expect(mails.map((mail) => mail.purpose)).toContain("existing-address");
  });

  it("USER-21 API-55 a basic customer registers with basic access pending verification", async () => {
    const { outcome, cookie } = await register({ customerType: "basic", email: "bea.basic@example.com" });
    expect(outcome).toEqual({ messages: ["basicPendingVerification"], approvalRequested: false });
    expect(await sessionBy(cookie)).toMatchObject({
      customerType: "basic",
      verified: false,
      cartAccess: false,
    });
  });

  it("USER-21 API-55 a representative with the sales rep's own address connects at once", async () => {
    const email = "sam.reps@windycity-reps.example";
    const { outcome, cookie, userId } = await register({
      customerType: "representative",
      email,
      salesRepId: "sr-305",
    });
    expect(outcome.messages).toEqual(["basicPendingVerification", "salespersonConnected"]);
    expect(outcome.approvalRequested).toBe(false);
    expect(await sessionBy(cookie)).toMatchObject({ customerType: "representative", verified: false });
    await verifyEmail(email);
    expect(await h.services.accounts.sessionUser(userId)).toMatchObject({
      salesRepIds: ["SR-305"],
      selectedAssignedAccountId: "A-10002",
      verified: true,
    });
  });

  it("USER-21 API-55 a representative with another address waits for the sales rep's admin", async () => {
    const { outcome, userId } = await register({
      customerType: "representative",
      email: "new.colleague@greatlakes-agency.example",
      salesRepId: "SR-201",
    });
    expect(outcome.messages).toEqual(["basicPendingVerification", "requestSentForReview"]);
    expect(outcome.approvalRequested).toBe(true);
    const listed = await listOf(rita, "salesRepId=SR-201");
    expect(listed.find((u) => u.userId === userId)?.pendingRepInfo).toBe(true);
  });

  it("USER-21 a basic customer asks to upgrade by connecting to a distributor account", async () => {
    const outcome = await json<AccountOutcome>(
      as(bob, "/api/user-service/users/connect", {
        body: { kind: "distributor", accountNumber: "A-10004", billingZip: "46204" },
      }),
    );
    expect(outcome.messages).toEqual(["upgradeRequested", "requestSentForReview"]);
    expect(outcome.user.pendingConnections).toEqual([
      { kind: "account", id: "A-10004", name: "Prairie Electric Co-op" },
    ]);
    await expectError(
      as(bob, "/api/user-service/users/connect", {
        body: { kind: "distributor", accountNumber: "A-10004", billingZip: "46204" },
      }),
      409,
      "CONFLICT",
    );
  });

  it("SEC-10 API-54 a distributor connects a second account, works for it once approved, and stays a distributor", async () => {
    const email = "second.account@example.com";
    const { cookie, userId } = await register({
      customerType: "distributor",
      email,
      accountNumber: "A-10001",
      billingZip: "43215",
    });
    await verifyEmail(email);
    await json(as(dana, "/api/user-service/users/approve-user", { body: { userId } }));
    const connect = (body: Record<string, unknown>) =>
      h.call("/api/user-service/users/connect", { cookie, body });

    // One customer type a person: a distributor cannot turn into a representative this way.
    await expectError(connect({ kind: "representative", salesRepId: "SR-201" }), 400, "VALIDATION");
    const asked = await json<AccountOutcome>(
      connect({ kind: "distributor", accountNumber: "A-10002", billingZip: "60601" }),
    );
    expect(asked.messages).toEqual(["requestSentForReview"]);
    expect(asked.user).toMatchObject({ accountIds: ["A-10001"], selectedAccountId: "A-10001" });
    // Dana administers A-10001 only: the request to A-10002 is Olivia's to decide.
    await expectError(
      as(dana, "/api/user-service/users/approve-user", { body: { userId, accountId: "A-10002" } }),
      404,
      "NOT_FOUND",
    );
    await json(as(olivia, "/api/user-service/users/approve-user", { body: { userId } }));
    expect(await sessionBy(cookie)).toMatchObject({
      customerType: "distributor",
      accountIds: ["A-10001", "A-10002"],
      selectedAccountId: "A-10001",
    });
    const switched = await json<SessionUser>(
      h.call(`/api/user-service/users/${userId}`, {
        cookie,
        method: "PUT",
        body: { selectedAccountId: "A-10002" },
      }),
    );
    expect(switched).toMatchObject({
      selectedAccountId: "A-10002",
      workingAccountId: "A-10002",
      verified: true,
    });
  });

  it("SEC-10 a representative connects further sales rep records only", async () => {
    await expectError(
      as(rita, "/api/user-service/users/connect", {
        body: { kind: "distributor", accountNumber: "A-10002", billingZip: "60601" },
      }),
      400,
      "VALIDATION",
    );
    expect((await sessionOf(rita)).customerType).toBe("representative");
  });

  it("API-54 SEC-10 a distributor switches to another of their accounts, never to someone else's", async () => {
    const maxId = await idOf(max);
    const switched = await json<SessionUser>(
      as(max, `/api/user-service/users/${maxId}`, { method: "PUT", body: { selectedAccountId: "A-10001" } }),
    );
    expect(switched).toMatchObject({ selectedAccountId: "A-10001", workingAccountId: "A-10001" });
    await expectError(
      as(max, `/api/user-service/users/${maxId}`, { method: "PUT", body: { selectedAccountId: "A-10003" } }),
      404,
      "NOT_FOUND",
    );
    expect((await sessionOf(max)).selectedAccountId).toBe("A-10001");
  });

  it("API-54 SEC-10 a representative switches among the accounts assigned to their sales rep only", async () => {
    const ritaId = await idOf(rita);
    const put = (body: unknown) => as(rita, `/api/user-service/users/${ritaId}`, { method: "PUT", body });
    expect(await json<SessionUser>(put({ selectedAssignedAccountId: "A-10004" }))).toMatchObject({
      selectedAssignedAccountId: "A-10004",
      workingAccountId: "A-10004",
    });
    await expectError(put({ selectedAssignedAccountId: "A-10002" }), 404, "NOT_FOUND");
    await expectError(put({ selectedSalesRepId: "SR-305" }), 404, "NOT_FOUND");
    expect(await sessionOf(rita)).toMatchObject({
      selectedSalesRepId: "SR-201",
      selectedAssignedAccountId: "A-10004",
    });
  });

  it("API-54 a user changes their own names; an admin may not change another user's names or their own role", async () => {
    const benId = await idOf(ben);
    const renamed = await json<SessionUser>(
      as(ben, `/api/user-service/users/${benId}`, { method: "PUT", body: { fname: "Benjamin" } }),
    );
    expect(renamed).toMatchObject({ fname: "Benjamin", lname: "Buyer" });
    const [identity] = await h.db.select().from(authUsers).where(eq(authUsers.id, benId));
    expect(identity?.name).toBe("Benjamin Buyer");
    await expectError(
      as(dana, `/api/user-service/users/${benId}`, { method: "PUT", body: { fname: "Mallory" } }),
      400,
      "VALIDATION",
    );
    const danaId = await idOf(dana);
    await expectError(
      as(dana, `/api/user-service/users/${danaId}`, { method: "PUT", body: { role: "member" } }),
      400,
      "VALIDATION",
    );
    expect((await sessionOf(ben)).fname).toBe("Benjamin");
  });

  it("#32.2 the account admin sets a member's order limit: none, an amount or always; bad ones are 400", async () => {
    const { userId } = await h.addUser({
      customerType: "distributor",
      membership: { accountId: "A-10001", status: "active", access: ["cart"] },
    });
    const put = (body: unknown, email = dana) =>
      as(email, `/api/user-service/users/${userId}`, { method: "PUT", body });
    const limited = await json<PortalUser>(
      put({ accountId: "A-10001", orderLimit: { kind: "amount", cents: 250_000 } }),
    );
    expect(limited.orderLimit).toEqual({ kind: "amount", cents: 250_000 });
    expect((await listOf(dana)).find((u) => u.userId === userId)?.orderLimit).toEqual({
      kind: "amount",
      cents: 250_000,
    });
    expect((await json<PortalUser>(put({ orderLimit: { kind: "always" } }))).orderLimit).toEqual({
      kind: "always",
    });
    for (const bad of [
      { kind: "amount", cents: 99 },
      { kind: "amount", cents: 12.5 },
      { kind: "amount" },
      { kind: "always", cents: 100 },
      { kind: "sometimes" },
    ]) {
      await expectError(put({ orderLimit: bad }), 400, "VALIDATION");
    }
    await expectError(put({ orderLimit: { kind: "none" } }, ben), 404, "NOT_FOUND");
    const danaId = await idOf(dana);
    await expectError(
      as(dana, `/api/user-service/users/${danaId}`, {
        method: "PUT",
        body: { orderLimit: { kind: "none" } },
      }),
      400,
      "VALIDATION",
    );
    expect((await json<PortalUser>(put({ orderLimit: { kind: "none" } }))).orderLimit).toEqual({
      kind: "none",
    });
  });

  it("SEC-06 a userId or accountId hint the caller may not reach answers 404 and changes nothing", async () => {
    const [noraId, oliviaId, benId] = await Promise.all([idOf(nora), idOf(olivia), idOf(ben)]);
    const pendingElsewhere = await h.addUser({ membership: { accountId: "A-10002", status: "pending" } });
    const cases: [string, string, CallOptions][] = [
      [dana, "/api/user-service/users?accountId=A-10002", {}],
      [dana, `/api/user-service/users/${oliviaId}`, {}],
      [
        dana,
        `/api/user-service/users/${oliviaId}`,
        { method: "PUT", body: { accountId: "A-10002", role: "member" } },
      ],
      [
        dana,
        "/api/user-service/users/approve-user",
        { body: { userId: pendingElsewhere.userId, accountId: "A-10002" } },
      ],
      [
        dana,
        "/api/user-service/users/decline-user",
        { body: { userId: pendingElsewhere.userId, accountId: "A-10002" } },
      ],
      [dana, "/api/user-service/users/approve-user", { body: { userId: pendingElsewhere.userId } }],
      [
        dana,
        "/api/user-service/users/verify/create",
        { body: { email: "x@example.com", fname: "X", lname: "Y", accountId: "A-10002" } },
      ],
      [dana, "/api/user-service/users/verify/upgrade", { body: { email: bob, accountId: "A-10002" } }],
      [ben, "/api/user-service/users/request-admin", { body: { accountId: "A-10002" } }],
      [ben, "/api/user-service/users/request-admin", { body: { userId: noraId } }],
      [ben, "/api/user-service/users/people-accounts/A-10002", {}],
      [ben, `/api/user-service/users/${noraId}`, { method: "PUT", body: { access: ["cart"] } }],
      [nora, `/api/user-service/users/${benId}`, {}],
      [dana, "/api/user-service/users/not-a-user-id", {}],
      [dana, "/api/user-service/users/people-accounts/A-99999", {}],
    ];
    for (const [email, path, options] of cases) {
      const response = await as(email, path, options);
      expect(response.status, `${email} ${path} ${JSON.stringify(options)}`).toBe(404);
      expect(await response.json()).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
    }
    const [pendingRow] = await h.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, pendingElsewhere.userId));
    expect(pendingRow?.status).toBe("pending");
    expect((await listOf(olivia, "accountId=A-10002")).find((u) => u.userId === oliviaId)?.role).toBe(
      "admin",
    );
    expect(await h.userIdOf("x@example.com")).toBeUndefined();
    expect((await sessionOf(bob)).customerType).toBe("basic");
  });

  it("API-62 people accounts: contacts and addresses of an account the caller works for", async () => {
    const people = await json<SessionUser>(as(ben, "/api/user-service/users/people-accounts/A-10001"));
    expect(people.peopleAccount).toMatchObject({
      accountId: "A-10001",
      name: "Brightline Electrical Supply",
    });
    expect(people.peopleAccount?.contacts.map((c) => c.title)).toEqual([
      "Accounts payable",
      "Purchasing manager",
    ]);
    // #32.1: the billing address, then the address book (its default first).
    expect(people.peopleAddresses.map((a) => [a.accountId, a.kind, a.name])).toEqual([
      ["A-10001", "billing", "Brightline Electrical Supply"],
      ["A-10001", "shipping", "Brightline Electrical Supply warehouse"],
      ["A-10001", "shipping", "Riverside Medical Center job site"],
    ]);
    const forRep = await json<SessionUser>(as(rita, "/api/user-service/users/people-accounts/A-10003"));
    expect(forRep.peopleAccount?.name).toBe("Harbor Facilities Group");
  });

  it("API-63 sales reps by email (any case) and by territory", async () => {
    const reps = (query: string) =>
      json<{ id: string }[]>(h.call(`/api/user-service/salesReps${query}`)).then((r) => r.map((x) => x.id));
    expect(await reps("?email=Rita.Rep@GreatLakes-Agency.example")).toEqual(["SR-201"]);
    expect(await reps("?territory=mi")).toEqual(["SR-201"]);
    expect(await reps("?territory=IL")).toEqual(["SR-305"]);
    expect(await reps("?email=rita.rep@greatlakes-agency.example&territory=IL")).toEqual([]);
    expect(await reps("?email=nobody@example.com")).toEqual([]);
    expect(await reps("")).toEqual(["SR-201", "SR-305"]);
  });

  it("API-56 an admin creates a verified user, whose invitation link sets a password to sign in with", async () => {
    const email = "ivy.invited@brightline.example";
    const created = await json<PortalUser>(
      as(dana, "/api/user-service/users/verify/create", {
        body: { email: "Ivy.Invited@Brightline.example", fname: "Ivy", lname: "Invited", access: ["cart"] },
      }),
      201,
    );
    expect(created).toMatchObject({
      email,
      customerType: "distributor",
      access: ["cart"],
      pendingRepInfo: false,
    });
    const link = await h.mailLink(email, "invitation");
    const landing = await h.call(`${link.pathname}${link.search}`);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get("location") ?? "", link).searchParams.get("token");
    expect(token).toBeTruthy();
    await json(h.call("/api/user-service/password/reset", { body: { token, password: newPassword } }));
    const { cookie } = await h.signIn(email, newPassword);
    expect(await sessionBy(cookie)).toMatchObject({
      emailVerified: true,
      verified: true,
      cartAccess: true,
      selectedAccountId: "A-10001",
    });
    // The link works once.
    await expectError(
      h.call("/api/user-service/password/reset", { body: { token, password: "Another-pass-2026" } }),
      400,
      "VALIDATION",
    );
    await expectError(
      as(dana, "/api/user-service/users/verify/create", { body: { email, fname: "Ivy", lname: "Again" } }),
      409,
      "CONFLICT",
      accountMessages.existingAccount,
    );
  });

  it("API-57 an admin upgrades a basic customer into their account", async () => {
    const basic = await h.addUser({ customerType: "basic" });
    const upgraded = await json<PortalUser>(
      as(dana, "/api/user-service/users/verify/upgrade", { body: { email: basic.email, access: ["cart"] } }),
    );
    expect(upgraded).toMatchObject({ userId: basic.userId, customerType: "distributor", access: ["cart"] });
    expect(await h.services.accounts.sessionUser(basic.userId)).toMatchObject({
      accountIds: ["A-10001"],
      verified: true,
      cartAccess: true,
    });
    // A user who is no longer basic is not upgraded twice.
    await expectError(
      as(dana, "/api/user-service/users/verify/upgrade", { body: { email: basic.email } }),
      404,
      "NOT_FOUND",
    );
  });

  it("API-58 a third-party login is recorded and answers the signed-in user", async () => {
    const benId = await idOf(ben);
    const user = await json<SessionUser>(
      as(ben, "/api/user-service/users/thirdPartyLogin", { method: "POST" }),
    );
    expect(user.userId).toBe(benId);
    const [profile] = await h.db.select().from(userProfiles).where(eq(userProfiles.userId, benId));
    expect(Date.now() - (profile?.lastLoginAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("API-52 … API-61 bad bodies, unknown fields and bad queries answer 400 VALIDATION", async () => {
    const danaId = await idOf(dana);
    const cases: [string, CallOptions][] = [
      ["/api/user-service/users", { body: { customerType: "admin", email: "a@example.com" } }],
      [
        "/api/user-service/users",
        {
          body: { customerType: "basic", email: "b@example.com", password: "short", fname: "B", lname: "B" },
        },
      ],
      [
        "/api/user-service/users",
        {
          body: {
            customerType: "basic",
            email: "c@example.com",
            password: newPassword,
            fname: "C",
            lname: "C",
            role: "admin",
          },
        },
      ],
      [
        "/api/user-service/users",
        {
          body: {
            customerType: "distributor",
            email: "d@example.com",
            password: newPassword,
            fname: "D",
            lname: "D",
            accountNumber: "A-10001",
            billingZip: "4321",
          },
        },
      ],
      ["/api/user-service/users?accountId=A-10001&salesRepId=SR-201", {}],
      ["/api/user-service/users", {}],
      [`/api/user-service/users/${danaId}`, { method: "PUT", body: {} }],
      [`/api/user-service/users/${danaId}`, { method: "PUT", body: { customerType: "representative" } }],
      ["/api/user-service/users/request-admin", { body: { userId: danaId, admin: true } }],
      ["/api/user-service/users/approve-user", { body: {} }],
      [
        "/api/user-service/users/decline-user",
        { body: { userId: danaId, accountId: "A-10001", salesRepId: "SR-201" } },
      ],
      ["/api/user-service/users/verify/create", { body: { fname: "No", lname: "Email" } }],
      ["/api/user-service/users/verify/upgrade", { body: { email: bob, access: ["everything"] } }],
      ["/api/user-service/users/connect", { body: { kind: "distributor", accountNumber: "A-10001" } }],
      ["/api/user-service/salesReps?state=OH", {}],
      ["/api/user-service/sign-in", { body: { email: dana } }],
      [
        "/api/user-service/users/approve-user",
        { headers: { "content-type": "application/json" }, method: "POST" },
      ],
    ];
    for (const [path, options] of cases) {
      const response = await as(dana, path, options);
      const body = await response.json();
      expect(response.status, `${path} ${JSON.stringify(options)}`).toBe(400);
      expect(body).toEqual({ error: expect.any(String), code: "VALIDATION" });
    }
    expect(await h.userIdOf("c@example.com")).toBeUndefined();
  });
});
