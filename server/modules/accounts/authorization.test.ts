import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";
import { accountAddresses, authUsers, memberships, userProfiles } from "./schema.ts";

/**
 * The authorization matrix of issue 4: every /api/user-service endpoint × every kind of caller,
 * every cell asserted. The object under test is Brightline (A-10001, administered by Dana) or the
 * Great Lakes agency (SR-201, administered by Rita). A guest gets 401 on portal calls; a caller who
 * may not reach the object gets 404 with no data, never 403.
 */
const roles = ["guest", "basic", "distributor", "distributorAdmin", "representative", "otherAdmin"] as const;
type Role = (typeof roles)[number];
type SignedInRole = Exclude<Role, "guest">;
type Statuses = Record<Role, number>;

const emails: Record<SignedInRole, string> = {
  basic: "bob.basic@example.com",
  distributor: "ben.buyer@brightline.example",
  distributorAdmin: "dana.admin@brightline.example",
  representative: "rita.rep@greatlakes-agency.example",
  otherAdmin: "olivia.owner@northgate.example",
};

/** One expected status per caller, in the order of `roles`. */
function statuses(...values: [number, number, number, number, number, number]): Statuses {
  return Object.fromEntries(roles.map((role, i) => [role, values[i]])) as Statuses;
}
const everyoneSignedIn = statuses(401, 200, 200, 200, 200, 200);
const onlyDana = (ok: number) => statuses(401, 404, 404, ok, 404, 404);

type Cell = { method?: string; path: string; body?: unknown };
type Row = {
  name: string;
  expected: Statuses;
  /** The request of one cell; mutating rows make a fresh target per cell so cells cannot leak. */
  request(role: Role): Promise<Cell> | Cell;
  /** Checks the state behind one cell after its answer (a refused call changed nothing). */
  after?(role: Role, status: number, cell: Cell): Promise<void>;
};

describe.each(testDatabaseKinds())("user-service authorization matrix on %s", (kind) => {
  let h: AccountsHarness;
  const sessions = {} as Record<SignedInRole, { cookie: string; userId: string }>;
  let noraId: string;

  beforeAll(async () => {
    h = await openAccountsHarness(kind);
    for (const role of roles) {
      if (role === "guest") continue;
      const { cookie } = await h.signIn(emails[role]);
      sessions[role] = { cookie, userId: (await h.userIdOf(emails[role])) as string };
    }
    noraId = (await h.userIdOf("nora.viewer@brightline.example")) as string;
  });
  afterAll(async () => h?.dispose());

  const own = (role: Role) => (role === "guest" ? noraId : sessions[role].userId);

  async function membershipOf(userId: string) {
    const [row] = await h.db.select().from(memberships).where(eq(memberships.userId, userId));
    return row;
  }

  const jobSite = { name: "Job site", address1: "9 Site Road", city: "Dayton", state: "OH", zip: "45402" };
  /** A fresh saved ship-to address of `accountId`, not the default. */
  async function savedAddress(accountId: string): Promise<string> {
    const [row] = await h.db
      .insert(accountAddresses)
      .values({ accountId, kind: "shipping", ...jobSite })
      .returning({ id: accountAddresses.id });
    return (row as { id: string }).id;
  }

  const pendingIn = (scope: { accountId: string } | { salesRepId: string }) =>
    h.addUser({ customerType: "basic", membership: { ...scope, status: "pending" } });

  const rows: Row[] = [
    {
      name: "API-52 SEC-06 GET /users?accountId= lists an account's users to its admin only",
      expected: onlyDana(200),
      request: () => ({ path: "/api/user-service/users?accountId=A-10001" }),
    },
    {
      name: "API-52 SEC-06 GET /users?salesRepId= lists a sales rep's users to its admin only",
      expected: statuses(401, 404, 404, 404, 200, 404),
      request: () => ({ path: "/api/user-service/users?salesRepId=SR-201" }),
    },
    {
      name: "API-53 GET /users/{uid} shows a member of an account to its admin only",
      expected: onlyDana(200),
      request: () => ({ path: `/api/user-service/users/${noraId}` }),
    },
    {
      name: "API-53 GET /users/{uid} shows every signed-in user themselves",
      expected: everyoneSignedIn,
      request: (role) => ({ path: `/api/user-service/users/${own(role)}` }),
    },
    {
      name: "API-54 SEC-06 PUT /users/{userId} changes a member's access for the account's admin only",
      expected: onlyDana(200),
      async request() {
        const { userId } = await h.addUser({
          customerType: "distributor",
          membership: { accountId: "A-10001", status: "active" },
        });
        return {
          method: "PUT",
          path: `/api/user-service/users/${userId}`,
          body: { accountId: "A-10001", access: ["cart"] },
        };
      },
      async after(_role, status, cell) {
        const userId = cell.path.split("/").at(-1) as string;
        expect((await membershipOf(userId))?.access).toEqual(status === 200 ? ["cart"] : []);
      },
    },
    {
      name: "#32.2 API-54 PUT /users/{userId} sets a member's order limit for the account's admin only",
      expected: onlyDana(200),
      async request() {
        const { userId } = await h.addUser({
          customerType: "distributor",
          membership: { accountId: "A-10001", status: "active" },
        });
        return {
          method: "PUT",
          path: `/api/user-service/users/${userId}`,
          body: { accountId: "A-10001", orderLimit: { kind: "amount", cents: 250_000 } },
        };
      },
      async after(_role, status, cell) {
        const userId = cell.path.split("/").at(-1) as string;
        const row = await membershipOf(userId);
        expect([row?.orderLimitKind, row?.orderLimitCents]).toEqual(
          status === 200 ? ["amount", 250_000] : ["none", null],
        );
      },
    },
    {
      name: "API-54 PUT /users/{userId} lets every signed-in user change their own phone",
      expected: everyoneSignedIn,
      request: (role) => ({
        method: "PUT",
        path: `/api/user-service/users/${own(role)}`,
        body: { phone: "+1 (614) 555-0100" },
      }),
    },
    {
      name: "API-56 SEC-08 POST /users/verify/create creates a verified user for the account's admin only",
      expected: onlyDana(201),
      request: (role) => ({
        path: "/api/user-service/users/verify/create",
        body: {
          email: `created-by-${role}@example.com`,
          fname: "New",
          lname: "Person",
          accountId: "A-10001",
        },
      }),
      async after(_role, status, cell) {
        const email = (cell.body as { email: string }).email;
        expect((await h.userIdOf(email)) !== undefined).toBe(status === 201);
      },
    },
    {
      name: "API-57 SEC-08 POST /users/verify/upgrade upgrades a basic customer for the account's admin only",
      expected: onlyDana(200),
      async request() {
        const { email } = await h.addUser({ customerType: "basic" });
        return {
          path: "/api/user-service/users/verify/upgrade",
          body: { email, accountId: "A-10001" },
        };
      },
      async after(_role, status, cell) {
        const userId = (await h.userIdOf((cell.body as { email: string }).email)) as string;
        const [profile] = await h.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
        expect(profile?.customerType).toBe(status === 200 ? "distributor" : "basic");
        expect((await membershipOf(userId))?.status).toBe(status === 200 ? "active" : undefined);
      },
    },
    {
      name: "API-58 POST /users/thirdPartyLogin records the login of any signed-in user",
      expected: everyoneSignedIn,
      request: () => ({ method: "POST", path: "/api/user-service/users/thirdPartyLogin" }),
    },
    {
      name: "API-59 SEC-09 POST /users/request-admin is for a member who is not an admin yet",
      expected: statuses(401, 404, 200, 409, 409, 409),
      request: () => ({ path: "/api/user-service/users/request-admin", body: {} }),
    },
    {
      name: "API-59 SEC-09 POST /users/request-admin for an account the caller is not in answers 404",
      expected: statuses(401, 404, 404, 404, 404, 409),
      request: () => ({ path: "/api/user-service/users/request-admin", body: { accountId: "A-10002" } }),
    },
    {
      name: "API-59 POST /users/request-admin on behalf of another user answers 404",
      expected: statuses(401, 404, 404, 404, 404, 404),
      request: () => ({
        path: "/api/user-service/users/request-admin",
        body: { userId: noraId, accountId: "A-10001" },
      }),
    },
    ...(["approve", "decline"] as const).flatMap((action): Row[] => {
      const id = action === "approve" ? "API-60" : "API-61";
      const reviewed = async (status: number, userId: string) => {
        const membership = await membershipOf(userId);
        if (status !== 200) expect(membership?.status).toBe("pending");
        else expect(membership?.status).toBe(action === "approve" ? "active" : undefined);
      };
      return [
        {
          name: `${id} SEC-07 POST /users/${action}-user in an account is for the account's admin only`,
          expected: onlyDana(200),
          async request() {
            const { userId } = await pendingIn({ accountId: "A-10001" });
            return { path: `/api/user-service/users/${action}-user`, body: { userId, accountId: "A-10001" } };
          },
          after: (_role, status, cell) => reviewed(status, (cell.body as { userId: string }).userId),
        },
        {
          name: `${id} SEC-07 POST /users/${action}-user at a sales rep is for the sales rep's admin only`,
          expected: statuses(401, 404, 404, 404, 200, 404),
          async request() {
            const { userId } = await pendingIn({ salesRepId: "SR-201" });
            return { path: `/api/user-service/users/${action}-user`, body: { userId, salesRepId: "SR-201" } };
          },
          after: (_role, status, cell) => reviewed(status, (cell.body as { userId: string }).userId),
        },
      ];
    }),
    {
      name: "API-62 GET /users/people-accounts/{id} answers the account's members and its rep",
      expected: statuses(401, 404, 200, 200, 200, 404),
      request: () => ({ path: "/api/user-service/users/people-accounts/A-10001" }),
    },
    {
      name: "API-62 GET /users/people-accounts/{id} of another account answers 404",
      expected: statuses(401, 404, 404, 404, 404, 200),
      request: () => ({ path: "/api/user-service/users/people-accounts/A-10002" }),
    },
    {
      name: "#32.1 GET /accounts/{id}/addresses: the address book is read by the account's members and its rep",
      expected: statuses(401, 404, 200, 200, 200, 404),
      request: () => ({ path: "/api/user-service/accounts/A-10001/addresses" }),
    },
    {
      name: "#32.1 GET /accounts/{id}/addresses of another account answers 404",
      expected: statuses(401, 404, 404, 404, 404, 200),
      request: () => ({ path: "/api/user-service/accounts/A-10002/addresses" }),
    },
    {
      name: "#32.1 POST /accounts/{id}/addresses adds a ship-to address for the account's admin only",
      expected: onlyDana(201),
      request: (role) => ({
        path: "/api/user-service/accounts/A-10001/addresses",
        body: { ...jobSite, name: `Job site of ${role}` },
      }),
      async after(role, status) {
        const rows = await h.db
          .select()
          .from(accountAddresses)
          .where(eq(accountAddresses.name, `Job site of ${role}`));
        expect(rows.length).toBe(status === 201 ? 1 : 0);
      },
    },
    ...(["edit", "default", "remove"] as const).map((action) => ({
      name: `#32.1 ${action} of a saved address is for the account's admin only; another account's is 404`,
      expected: onlyDana(200),
      async request() {
        const id = await savedAddress("A-10001");
        const path = `/api/user-service/accounts/A-10001/addresses/${id}`;
        if (action === "edit") return { method: "PUT", path, body: { ...jobSite, city: "Kettering" } };
        if (action === "default") return { path: `${path}/default`, body: {} };
        return { method: "DELETE", path };
      },
      async after(_role: Role, status: number, cell: Cell) {
        const id = cell.path
          .replace(/\/default$/, "")
          .split("/")
          .at(-1) as string;
        const [row] = await h.db.select().from(accountAddresses).where(eq(accountAddresses.id, id));
        if (status !== 200) expect(row).toMatchObject({ city: "Dayton", isDefault: false });
        else if (action === "edit") expect(row?.city).toBe("Kettering");
        else if (action === "default") expect(row?.isDefault).toBe(true);
        else expect(row).toBeUndefined();
      },
    })),
    {
      name: "#32.1 Brightline's admin cannot touch Northgate's saved address (404, unchanged)",
      expected: statuses(401, 404, 404, 404, 404, 200),
      async request() {
        const id = await savedAddress("A-10002");
        return {
          method: "PUT",
          path: `/api/user-service/accounts/A-10002/addresses/${id}`,
          body: { ...jobSite, city: "Kettering" },
        };
      },
      async after(_role, status, cell) {
        const id = cell.path.split("/").at(-1) as string;
        const [row] = await h.db.select().from(accountAddresses).where(eq(accountAddresses.id, id));
        expect(row?.city).toBe(status === 200 ? "Kettering" : "Dayton");
      },
    },
    {
      name: "#32.1 a Brightline address through Northgate's path answers 404 even for Northgate's admin",
      expected: statuses(401, 404, 404, 404, 404, 404),
      async request() {
        const id = await savedAddress("A-10001");
        return { method: "DELETE", path: `/api/user-service/accounts/A-10002/addresses/${id}` };
      },
      async after(_role, _status, cell) {
        const id = cell.path.split("/").at(-1) as string;
        expect(await h.db.select().from(accountAddresses).where(eq(accountAddresses.id, id))).toHaveLength(1);
      },
    },
    {
      name: "API-63 GET /salesReps is public (find-my-salesrep)",
      expected: statuses(200, 200, 200, 200, 200, 200),
      request: () => ({ path: "/api/user-service/salesReps?territory=OH" }),
    },
    {
      name: "USER-21 SEC-10 POST /users/connect asks a signed-in user's connection to an account; a representative connects sales rep records only",
      expected: statuses(401, 200, 200, 200, 400, 200),
      request: () => ({
        path: "/api/user-service/users/connect",
        body: { kind: "distributor", accountNumber: "A-10003", billingZip: "48226" },
      }),
      async after(role, status) {
        if (role === "guest") return;
        const rows = await h.db
          .select()
          .from(memberships)
          .where(and(eq(memberships.userId, own(role)), eq(memberships.accountId, "A-10003")));
        expect(rows.map((m) => m.status)).toEqual(status === 200 ? ["pending"] : []);
      },
    },
    {
      name: "USER-13 GET /session answers each caller themselves, and null for a guest",
      expected: statuses(200, 200, 200, 200, 200, 200),
      request: () => ({ path: "/api/user-service/session" }),
    },
  ];

  it.each(rows)("$name", async (row) => {
    const actual = {} as Statuses;
    for (const role of roles) {
      const cell = await row.request(role);
      const response = await h.call(cell.path, {
        ...(cell.method ? { method: cell.method } : {}),
        ...(cell.body !== undefined ? { body: cell.body } : {}),
        ...(role === "guest" ? {} : { cookie: sessions[role].cookie }),
      });
      actual[role] = response.status;
      await expectNoLeak(role, response);
      await row.after?.(role, response.status, cell);
    }
    expect(actual).toEqual(row.expected);
  });

  /** A refusal is the error shape and nothing else; an answer about people is never cached. */
  async function expectNoLeak(role: Role, response: Response) {
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.headers.get("cache-control"), role).toBe("private, no-store");
    if (response.status === 401)
      expect(body, role).toEqual({ error: expect.any(String), code: "UNAUTHENTICATED" });
    if (response.status === 404) expect(body, role).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
    if (response.status === 403) throw new Error(`${role} got 403: a refusal must be 401 or 404`);
    if (response.status === 200 && "user" in body && Object.keys(body).length === 1) {
      // GET /session: the caller themselves, or null for a guest.
      const user = body.user as { email?: string } | null;
      expect(user?.email ?? null, role).toBe(role === "guest" ? null : emails[role]);
    }
  }

  it("API-55 #10.5 POST /users (registration) is public: a guest registers, then signs in", async () => {
    const response = await h.call("/api/user-service/users", {
      body: {
        customerType: "basic",
        email: "guest.registers@example.com",
        password: "Guest-pass-2026",
        fname: "Guest",
        lname: "Registers",
      },
    });
    expect(response.status).toBe(201);
    // Registering signs nobody in: the answer must read the same for an address that has an account.
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await h.signIn("guest.registers@example.com", "Guest-pass-2026")).token).toBeTruthy();
    const [user] = await h.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "guest.registers@example.com"));
    expect(user?.emailVerified).toBe(false);
  });
});
