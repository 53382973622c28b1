import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffAccountDetail, StaffAccountRow } from "../../../lib/staff/accounts.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";
import { customerAccounts, memberships, salesReps, userProfiles } from "./schema.ts";

/** Issue 33 item 2: customer service's accounts: search, an account's page, a new account, reviews, reps. */
describe.each(testDatabaseKinds())("staff accounts on %s", (kind) => {
  let h: AppHarness;
  let service: StaffSession;
  let design: StaffSession;
  let customer: { cookie: string };
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    service = await signInStaff(h, demoStaffEmail("customer-service"));
    design = await signInStaff(h, demoStaffEmail("design"));
    customer = await h.signIn("dana.admin@brightline.example");
  });
  afterAll(async () => h?.dispose());

  const trail = (type: string, id: string) => h.services.audit.trailOf(type, id);

  it("#33.2 searches accounts by number, name, city, state and ZIP, sorted and paged, and exports CSV", async () => {
    const search = async (query: string) => {
      const answer = await h.getJson<StaffPage<StaffAccountRow>>(`/api/staff/accounts?${query}`, service);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    expect((await search("q=10002")).rows.map((r) => r.id)).toEqual(["A-10002"]);
    expect((await search("q=harbor")).rows.map((r) => r.id)).toEqual(["A-10003"]);
    expect((await search("q=indianapolis")).rows.map((r) => r.id)).toEqual(["A-10004"]);
    expect((await search("q=60601")).rows.map((r) => r.id)).toEqual(["A-10002"]);
    expect((await search("state=oh")).rows.map((r) => r.id)).toEqual(["A-10001"]);
    const byName = await search("sort=name&dir=desc&pageSize=2&page=1");
    expect(byName.total).toBeGreaterThanOrEqual(4);
    expect(byName.rows.map((r) => r.name)).toEqual([
      "Prairie Electric Co-op",
      "Northgate Lighting Distributors",
    ]);
    const brightline = (await search("q=A-10001")).rows[0];
    expect(brightline).toMatchObject({ members: expect.any(Number), pending: 1, creditTermsDays: 30 });
    const csv = await h.call("/api/staff/accounts?q=brightline&format=csv", service);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\n")[0]).toContain("Account,Name,City");
    expect(text).toContain("A-10001,Brightline Electrical Supply,Columbus,OH,43215,30");
    const bad = await h.getJson<{ code: string }>("/api/staff/accounts?state=ZZ", service);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION");
  });

  it("#33.2 an account's page: terms, addresses, reps, members with their rights; other modules' records", async () => {
    const answer = await h.getJson<StaffAccountDetail>("/api/staff/accounts/A-10001", service);
    expect(answer.status).toBe(200);
    const account = answer.body;
    expect(account).toMatchObject({ id: "A-10001", creditTermsDays: 30, hasActiveAdmin: true });
    expect(account.addresses.some((a) => a.kind === "billing")).toBe(true);
    expect(account.reps.map((r) => r.id)).toContain("SR-201");
    expect(account.reps.find((r) => r.id === "SR-201")?.states).toEqual(["OH", "MI", "IN"]);
    expect(account.members.find((m) => m.email === "dana.admin@brightline.example")).toMatchObject({
      role: "admin",
      status: "active",
      access: ["cart"],
      orderLimitKind: "none",
    });
    expect(account.members.find((m) => m.email === "paul.pending@brightline.example")?.status).toBe(
      "pending",
    );
    const orders = await h.services.orders.ordersOfAccountForStaff("A-10001", 3);
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.latest.length).toBeLessThanOrEqual(3);
    expect(orders.latest[0]?.reference).toMatch(/\S/);
    const invoices = await h.services.invoices.invoicesOfAccountForStaff("A-10001", 5);
    expect(invoices.total).toBeGreaterThan(0);
    const payments = await h.services.invoices.paymentsOfAccountForStaff("A-10001", 5);
    expect(payments.total).toBeGreaterThanOrEqual(payments.latest.length);
    expect(payments.latest.every((p) => p.reference.length > 0 && p.amountCents !== null)).toBe(true);
    expect((await h.services.quotes.quotesOfAccountForStaff("A-10003", 5)).total).toBe(0);
    expect((await h.services.cart.cartsOfAccountForStaff("A-10004", 5)).latest).toEqual([]);
    const prices = await h.services.pricing.priceListOfAccountForStaff("A-10001");
    expect(prices.skuPrices + prices.categoryDiscounts).toBeGreaterThan(0);
    expect((await h.getJson("/api/staff/accounts/A-99999", service)).status).toBe(404);
  });

  it("#33.2 a design-team member gets 403 and a customer 404 for every accounts call", async () => {
    const calls: [string, unknown?][] = [
      ["/api/staff/accounts"],
      ["/api/staff/accounts/A-10001"],
      ["/api/staff/accounts", { name: "x" }],
      ["/api/staff/accounts/A-10001/registrations", { userId: "x", decision: "verify" }],
      ["/api/staff/accounts/A-10001/sales-reps", { salesRepId: "SR-305" }],
    ];
    for (const [path, body] of calls) {
      expect((await h.call(path, { ...design, body })).status, path).toBe(403);
      expect((await h.call(path, { ...customer, body })).status, path).toBe(404);
      expect((await h.call(path, { body })).status, path).toBe(404);
    }
  });

  it("#33.2 creates a distributor account with its first admin, who is mailed the link to choose a password", async () => {
    const body = {
      accountNumber: "a-20001",
      name: "Lakeside Electric",
      billingZip: "53202",
      city: "Milwaukee",
      state: "wi",
      phone: "+1 (414) 555-0100",
      creditTermsDays: "45",
      creditLimit: "25,000",
      admin: { fname: "Lena", lname: "Lake", email: "Lena.Lake@lakeside.example" },
    };
    const created = await h.postJson<{ accountId: string; adminUserId: string }>(
      "/api/staff/accounts",
      body,
      service,
    );
    expect(created.status).toBe(201);
    expect(created.body.accountId).toBe("A-20001");
    const account = (await h.getJson<StaffAccountDetail>("/api/staff/accounts/A-20001", service)).body;
    expect(account).toMatchObject({
      state: "WI",
      creditTermsDays: 45,
      creditLimitCents: 2_500_000,
      hasActiveAdmin: true,
    });
    expect(account.members).toEqual([
      expect.objectContaining({ email: "lena.lake@lakeside.example", role: "admin", status: "active" }),
    ]);
    const link = await h.mailLink("lena.lake@lakeside.example", "invitation");
    expect(link.pathname).toContain("reset-password");
    const [entry] = await trail("account", "A-20001");
    expect(entry).toMatchObject({ action: "account.create", staffEmail: demoStaffEmail("customer-service") });

    // Taken number or address: nothing is written, no entry.
    const again = await h.postJson<{ code: string }>("/api/staff/accounts", body, service);
    expect(again.status).toBe(409);
    const sameEmail = await h.postJson("/api/staff/accounts", { ...body, accountNumber: "A-20002" }, service);
    expect(sameEmail.status).toBe(409);
    expect(await h.db.select().from(customerAccounts).where(eq(customerAccounts.id, "A-20002"))).toEqual([]);
    expect(await trail("account", "A-20002")).toEqual([]);
    const invalid = await h.postJson<{ code: string; error: string }>(
      "/api/staff/accounts",
      { ...body, accountNumber: "A-20003", billingZip: "abc", creditLimit: "lots" },
      service,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe("VALIDATION");
  });

  it("#33.2 verifies or refuses a pending registration of an account without an admin; one with an admin decides itself", async () => {
    const register = (email: string) =>
      h.call("/api/user-service/users", {
        body: {
          customerType: "distributor",
          email,
          password: "Harbor-pass-2026",
          fname: "Hal",
          lname: email.startsWith("hal") ? "Harbor" : "Other",
          accountNumber: "A-10003",
          billingZip: "48226",
        },
      });
    expect((await register("hal@harbor.example")).status).toBe(201);
    expect((await register("otto@harbor.example")).status).toBe(201);
    const account = (await h.getJson<StaffAccountDetail>("/api/staff/accounts/A-10003", service)).body;
    const hal = account.members.find((m) => m.email === "hal@harbor.example");
    const otto = account.members.find((m) => m.email === "otto@harbor.example");
    expect(hal?.status).toBe("pending");
    expect(account.hasActiveAdmin).toBe(false);

    const verified = await h.postJson(
      "/api/staff/accounts/A-10003/registrations",
      { userId: hal?.userId, decision: "verify", role: "admin" },
      service,
    );
    expect(verified.status).toBe(200);
    const [membership] = await h.db
      .select({ status: memberships.status, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, hal?.userId ?? ""));
    expect(membership).toEqual({ status: "active", role: "admin" });
    const [profile] = await h.db
      .select({ type: userProfiles.customerType })
      .from(userProfiles)
      .where(eq(userProfiles.userId, hal?.userId ?? ""));
    expect(profile?.type).toBe("distributor");
    const mails = await h.getJson<{ purpose: string; subject: string }[]>(
      "/dev/outbox?to=hal%40harbor.example",
    );
    expect(mails.body.find((m) => m.purpose === "account-review")?.subject).toContain(
      "Harbor Facilities Group",
    );

    // Now the account has an admin: the next registration is theirs to decide.
    const refusedByRule = await h.postJson(
      "/api/staff/accounts/A-10003/registrations",
      { userId: otto?.userId, decision: "refuse" },
      service,
    );
    expect(refusedByRule.status).toBe(409);
    await h.db
      .update(memberships)
      .set({ role: "member" })
      .where(eq(memberships.userId, hal?.userId ?? ""));
    const refused = await h.postJson(
      "/api/staff/accounts/A-10003/registrations",
      { userId: otto?.userId, decision: "refuse", reason: "Not an employee of Harbor" },
      service,
    );
    expect(refused.status).toBe(200);
    expect(
      await h.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, otto?.userId ?? "")),
    ).toEqual([]);
    const entries = await trail("account", "A-10003");
    expect(entries.map((e) => e.action)).toEqual([
      "account.registration-refuse",
      "account.registration-verify",
    ]);
    expect(entries[0]?.summary).toContain("Not an employee of Harbor");
    // Nothing pending is 404; Brightline has an admin (Dana) and keeps deciding Paul's request.
    const again = await h.postJson(
      "/api/staff/accounts/A-10003/registrations",
      { userId: otto?.userId, decision: "verify" },
      service,
    );
    expect(again.status).toBe(404);
    const paul = (
      await h.getJson<StaffAccountDetail>("/api/staff/accounts/A-10001", service)
    ).body.members.find((m) => m.status === "pending");
    const brightline = await h.postJson(
      "/api/staff/accounts/A-10001/registrations",
      { userId: paul?.userId, decision: "verify" },
      service,
    );
    expect(brightline.status).toBe(409);
  });

  it("#33.2 sets an account's credit terms and credit limit, with the entry; a bad value changes nothing", async () => {
    const put = (path: string, body: unknown, who = service) => h.call(path, { ...who, method: "PUT", body });
    const saved = await put("/api/staff/accounts/A-10002/terms", {
      creditTermsDays: "60",
      creditLimit: "$40,000.50",
    });
    expect(saved.status).toBe(200);
    const [row] = await h.db
      .select({ days: customerAccounts.creditTermsDays, limit: customerAccounts.creditLimitCents })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, "A-10002"));
    expect(row).toEqual({ days: 60, limit: 4_000_050 });
    const [entry] = await trail("account", "A-10002");
    expect(entry).toMatchObject({
      action: "account.terms",
      before: { creditTermsDays: null, creditLimit: null },
      after: { creditTermsDays: 60, creditLimit: 4_000_050 },
    });
    expect(entry?.summary).toBe("Set credit terms to Net 60 and the credit limit to $40,000.50");
    const bad = await put("/api/staff/accounts/A-10002/terms", { creditTermsDays: "400", creditLimit: "" });
    expect(bad.status).toBe(400);
    expect((await trail("account", "A-10002")).length).toBe(1);
    expect(
      (await put("/api/staff/accounts/A-99999/terms", { creditTermsDays: "", creditLimit: "" })).status,
    ).toBe(404);
    expect(
      (await put("/api/staff/accounts/A-10002/terms", { creditTermsDays: "", creditLimit: "" }, design))
        .status,
    ).toBe(403);
  });

  it("#33.2 assigns and removes a sales rep; sets a rep's territory; each with its entry", async () => {
    const assign = await h.postJson(
      "/api/staff/accounts/A-10004/sales-reps",
      { salesRepId: "SR-305" },
      service,
    );
    expect(assign.status).toBe(201);
    expect(
      (await h.postJson("/api/staff/accounts/A-10004/sales-reps", { salesRepId: "SR-305" }, service)).status,
    ).toBe(409);
    expect(
      (await h.postJson("/api/staff/accounts/A-10004/sales-reps", { salesRepId: "SR-999" }, service)).status,
    ).toBe(404);
    let account = (await h.getJson<StaffAccountDetail>("/api/staff/accounts/A-10004", service)).body;
    expect(account.reps.map((r) => r.id)).toContain("SR-305");
    const removed = await h.call("/api/staff/accounts/A-10004/sales-reps/SR-305", {
      ...service,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    account = (await h.getJson<StaffAccountDetail>("/api/staff/accounts/A-10004", service)).body;
    expect(account.reps.map((r) => r.id)).not.toContain("SR-305");
    expect((await trail("account", "A-10004")).map((e) => e.action)).toEqual([
      "account.rep-unassign",
      "account.rep-assign",
    ]);

    const territory = await h.call("/api/staff/sales-reps/SR-305/territory", {
      ...service,
      method: "PUT",
      body: { states: "wi, IL mn il" },
    });
    expect(territory.status).toBe(200);
    expect(await territory.json()).toEqual({ salesRepId: "SR-305", states: ["IL", "MN", "WI"] });
    const [rep] = await h.db
      .select({ territory: salesReps.territory })
      .from(salesReps)
      .where(eq(salesReps.id, "SR-305"));
    expect(rep?.territory).toBe("IL MN WI");
    const [entry] = await trail("sales-rep", "SR-305");
    expect(entry).toMatchObject({ action: "sales-rep.territory", before: { states: ["IL", "WI"] } });
    const bad = await h.call("/api/staff/sales-reps/SR-305/territory", {
      ...service,
      method: "PUT",
      body: { states: "ZZ" },
    });
    expect(bad.status).toBe(400);
    expect((await trail("sales-rep", "SR-305")).length).toBe(1);
    const reps = await h.getJson<{ salesReps: { id: string; states: string[] }[] }>(
      "/api/staff/sales-reps",
      service,
    );
    expect(reps.body.salesReps.find((r) => r.id === "SR-305")?.states).toEqual(["IL", "MN", "WI"]);
    expect(
      (
        await h.call("/api/staff/sales-reps/SR-305/territory", {
          ...design,
          method: "PUT",
          body: { states: "OH" },
        })
      ).status,
    ).toBe(403);
  });
});
