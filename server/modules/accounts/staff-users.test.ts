import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffUserDetail, StaffUserRow } from "../../../lib/staff/accounts.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";

/** Issue 33 item 2: customer service finds users and locks, unlocks and resets them. */
describe.each(testDatabaseKinds())("staff users on %s", (kind) => {
  let h: AppHarness;
  let service: StaffSession;
  let design: StaffSession;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    service = await signInStaff(h, demoStaffEmail("customer-service"));
    design = await signInStaff(h, demoStaffEmail("design"));
  });
  afterAll(async () => h?.dispose());

  const search = async (query: string) =>
    (await h.getJson<StaffPage<StaffUserRow>>(`/api/staff/users?${query}`, service)).body;
  const userIdOf = async (email: string) => {
    const row = (await search(`q=${encodeURIComponent(email)}`)).rows.find((r) => r.email === email);
    if (!row) throw new Error(`no user ${email}`);
    return row.userId;
  };

  it("#33.2 searches users by name, email and account; staff members are not portal users", async () => {
    expect((await search("q=nora")).rows.map((r) => r.email)).toEqual(["nora.viewer@brightline.example"]);
    const northgate = await search("q=northgate&sort=email");
    expect(northgate.rows.map((r) => r.email)).toEqual([
      "max.multi@northgate.example",
      "olivia.owner@northgate.example",
    ]);
    const byAccount = await search("q=A-10002");
    expect(byAccount.rows.map((r) => r.email).sort()).toEqual([
      "max.multi@northgate.example",
      "olivia.owner@northgate.example",
    ]);
    expect(byAccount.rows.find((r) => r.email.startsWith("max"))?.accounts).toEqual(["A-10001", "A-10002"]);
    expect((await search("q=lumenor.example")).total).toBe(0);
    const csv = await h.call("/api/staff/users?q=brightline&format=csv", service);
    expect((await csv.text()).split("\n")[0]).toContain("Name,Email,Type,Accounts");
    const dana = await userIdOf("dana.admin@brightline.example");
    const detail = await h.getJson<StaffUserDetail>(`/api/staff/users/${dana}`, service);
    expect(detail.body).toMatchObject({
      email: "dana.admin@brightline.example",
      customerType: "distributor",
    });
    expect(detail.body.memberships).toEqual([
      {
        accountId: "A-10001",
        salesRepId: null,
        name: "Brightline Electrical Supply",
        role: "admin",
        status: "active",
      },
    ]);
    expect((await h.getJson("/api/staff/users/no-such-user", service)).status).toBe(404);
  });

  it("#33.2 locking ends the user's sessions and refuses sign-in with a clear message; unlocking restores it", async () => {
    const email = "nora.viewer@brightline.example";
    const userId = await userIdOf(email);
    const { cookie } = await h.signIn(email);
    const sessionOf = async (c: string) =>
      ((await (await h.call("/api/user-service/session", { cookie: c })).json()) as { user: unknown }).user;
    expect(await sessionOf(cookie)).not.toBeNull();

    const noReason = await h.postJson<{ code: string }>(
      `/api/staff/users/${userId}/lock`,
      { reason: " " },
      service,
    );
    expect(noReason.status).toBe(400);
    const locked = await h.postJson<{ sessionsEnded: number }>(
      `/api/staff/users/${userId}/lock`,
      { reason: "Left the company" },
      service,
    );
    expect(locked.status).toBe(200);
    expect(locked.body.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await sessionOf(cookie)).toBeNull();
    const refused = await h.postJson<{ error: string; code: string }>("/api/user-service/sign-in", {
      email,
      password: "Lumen-demo-2026",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/locked/i);
    // A wrong password still reads as a wrong password: the lock is told only to the right one.
    const wrong = await h.postJson("/api/user-service/sign-in", { email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect((await search("status=locked")).rows.map((r) => r.email)).toEqual([email]);
    expect((await h.postJson(`/api/staff/users/${userId}/lock`, { reason: "again" }, service)).status).toBe(
      409,
    );

    const unlocked = await h.postJson(`/api/staff/users/${userId}/unlock`, {}, service);
    expect(unlocked.status).toBe(200);
    expect(await sessionOf((await h.signIn(email)).cookie)).not.toBeNull();
    expect((await h.postJson(`/api/staff/users/${userId}/unlock`, {}, service)).status).toBe(409);
    const entries = await h.services.audit.trailOf("user", userId);
    expect(entries.map((e) => e.action)).toEqual(["user.unlock", "user.lock"]);
    expect(entries[1]).toMatchObject({
      staffEmail: demoStaffEmail("customer-service"),
      after: { locked: true },
    });
    expect(entries[1]?.summary).toContain("Left the company");
  });

  it("#33.2 sends a password reset link through the identity service, with its entry", async () => {
    const email = "ben.buyer@brightline.example";
    const userId = await userIdOf(email);
    const sent = await h.postJson<{ email: string }>(
      `/api/staff/users/${userId}/password-reset`,
      {},
      service,
    );
    expect(sent.status).toBe(200);
    const link = await h.mailLink(email, "reset-password");
    expect(link.pathname).toContain("reset-password");
    const [entry] = await h.services.audit.trailOf("user", userId);
    expect(entry?.action).toBe("user.password-reset");
  });

  it("#33.2 the users calls: 403 for the design team, 404 for a customer or a guest; nothing changes", async () => {
    const userId = await userIdOf("olivia.owner@northgate.example");
    const customer = await h.signIn("dana.admin@brightline.example");
    const calls: [string, unknown?][] = [
      ["/api/staff/users"],
      [`/api/staff/users/${userId}`],
      [`/api/staff/users/${userId}/lock`, { reason: "x" }],
      [`/api/staff/users/${userId}/unlock`, {}],
      [`/api/staff/users/${userId}/password-reset`, {}],
    ];
    for (const [path, body] of calls) {
      expect((await h.call(path, { ...design, body })).status, path).toBe(403);
      expect((await h.call(path, { cookie: customer.cookie, body })).status, path).toBe(404);
      expect((await h.call(path, { body })).status, path).toBe(404);
    }
    expect(await h.services.audit.trailOf("user", userId)).toEqual([]);
  });
});
