import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffMemberRow } from "../../../lib/staff/members.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";

/** Issue 33 item 1: administrators manage the staff in the console; every change is audited with it. */
describe.each(testDatabaseKinds())("staff members management on %s", (kind) => {
  let h: AppHarness;
  let admin: StaffSession;
  const members = new Map<string, StaffMemberRow>();

  const list = async (query = "") => {
    const answer = await h.getJson<StaffPage<StaffMemberRow>>(`/api/staff/members${query}`, {
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const idOf = (email: string) => {
    const member = members.get(email);
    if (!member) throw new Error(`no staff member ${email}`);
    return member.userId;
  };
  const trail = (email: string) => h.services.audit.trailOf("staff", idOf(email));
  const call = (path: string, body: unknown = {}, method = "POST", session = admin) =>
    h.postJson<{ member?: StaffMemberRow; error?: string; code?: string }>(
      `/api/staff/members${path}`,
      body,
      {
        cookie: session.cookie,
        method,
      },
    );
  const roleOf = async (session: StaffSession) =>
    h.getJson<{ staff: { role: string } }>("/api/staff/me", { cookie: session.cookie });

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    admin = await signInStaff(h, demoStaffEmail("admin"));
    for (const member of (await list()).rows) members.set(member.email, member);
  });
  afterAll(async () => h?.dispose());

  it("#33.1 the Staff list shows each member's role, status, authenticator and last sign-in, filtered and as CSV", async () => {
    const grace = members.get(demoStaffEmail("admin"));
    const cathy = members.get(demoStaffEmail("catalog"));
    expect(members.size).toBe(5);
    expect(grace).toMatchObject({ role: "admin", active: true, authenticator: true });
    expect(Date.parse(grace?.lastSignInAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(cathy).toMatchObject({ role: "catalog", active: true, authenticator: false, lastSignInAt: null });
    const designers = await list("?role=design&q=dee");
    expect(designers.rows.map((m) => m.email)).toEqual([demoStaffEmail("design")]);
    const csv = await h.call("/api/staff/members?format=csv&sort=email", { cookie: admin.cookie });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("Name,Email,Role,Status,Authenticator,Last sign-in,Added");
    expect(lines).toHaveLength(6);
    // Not for other roles: the door answers 403 before the list is read.
    const design = await signInStaff(h, demoStaffEmail("design"));
    expect((await h.call("/api/staff/members", { cookie: design.cookie })).status).toBe(403);
  });

  it("#33.1 an invited member chooses a password from the mailed link and signs in to the console; audited; the same address twice is refused", async () => {
    const body = { email: "nora.new@lumenor.example", name: "Nora New", role: "warranty" };
    const invited = await call("", body);
    expect(invited.status).toBe(201);
    const link = await h.mailLink(body.email, "invitation");
    const landing = await h.call(`${link.pathname}${link.search}`);
    const token = new URL(landing.headers.get("location") ?? "", link).searchParams.get("token");
    const chosen = await h.call("/api/user-service/password/reset", {
      body: { token, password: "Nora-chose-2026" },
    });
    expect(chosen.status).toBe(200);
    const nora = await signInStaff(h, body.email, "Nora-chose-2026");
    expect((await roleOf(nora)).body.staff.role).toBe("warranty");
    for (const member of (await list()).rows) members.set(member.email, member);
    expect(members.get(body.email)).toMatchObject({ role: "warranty", active: true, authenticator: true });
    const again = await call("", body);
    expect(again.status).toBe(409);
    const entries = await trail(body.email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "staff.create", staffEmail: admin.email, after: body });
  });

  it("#33.1 a new role applies at the member's next call; the entry has the role before and after", async () => {
    const email = demoStaffEmail("design");
    const dee = await signInStaff(h, email);
    const changed = await call(`/${idOf(email)}/role`, { role: "catalog" }, "PUT");
    expect(changed.status).toBe(200);
    expect(changed.body.member).toMatchObject({ role: "catalog" });
    expect((await roleOf(dee)).body.staff.role).toBe("catalog");
    const same = await call(`/${idOf(email)}/role`, { role: "catalog" }, "PUT");
    expect(same.status).toBe(409);
    const invalid = await call(`/${idOf(email)}/role`, { role: "owner" }, "PUT");
    expect(invalid.status).toBe(400);
    const [entry, ...rest] = await trail(email);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      action: "staff.role",
      before: { role: "design", active: true },
      after: { role: "catalog", active: true },
    });
    expect(entry?.summary).toBe(
      "Changed Dee Park (dee.design@lumenor.example) from Design team to Catalogue and pricing",
    );
  });

  it("#33.1 deactivation ends the member's sessions at once and bars the sign-in; reactivation lets them in again", async () => {
    const email = demoStaffEmail("customer-service");
    const sam = await signInStaff(h, email);
    expect((await roleOf(sam)).status).toBe(200);
    const off = await call(`/${idOf(email)}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.member).toMatchObject({ active: false });
    expect((await roleOf(sam)).status).toBe(404);
    await expect(signInStaff(h, email)).rejects.toThrow(/answered 401/);
    expect((await call(`/${idOf(email)}/deactivate`)).status).toBe(409);
    const on = await call(`/${idOf(email)}/reactivate`);
    expect(on.body.member).toMatchObject({ active: true });
    expect((await roleOf(await signInStaff(h, email))).status).toBe(200);
    const entries = await trail(email);
    expect(entries.map((e) => e.action)).toEqual(["staff.reactivate", "staff.deactivate"]);
    expect(entries[1]).toMatchObject({
      before: { active: true },
      after: { active: false },
      summary: "Deactivated Sam Ortega (sam.service@lumenor.example); ended 1 session",
    });
  });

  it("#33.1 an administrator can neither deactivate nor demote themselves; nothing is written", async () => {
    const self = idOf(admin.email);
    const off = await call(`/${self}/deactivate`);
    const demoted = await call(`/${self}/role`, { role: "design" }, "PUT");
    expect([off.status, demoted.status]).toEqual([409, 409]);
    expect(off.body.error).toMatch(/your own/);
    expect(await trail(admin.email)).toHaveLength(0);
    expect((await roleOf(admin)).body.staff.role).toBe("admin");
  });

  it("#33.1 the last active administrator cannot be removed, even by an administrator just deactivated", async () => {
    const email = demoStaffEmail("warranty");
    await call(`/${idOf(email)}/role`, { role: "admin" }, "PUT");
    const walt = await signInStaff(h, email);
    // Walt, now an administrator, may manage the staff; then Grace deactivates him.
    expect((await h.call("/api/staff/members", { cookie: walt.cookie })).status).toBe(200);
    expect((await call(`/${idOf(email)}/deactivate`)).status).toBe(200);
    // A request of Walt's already past the door when that landed: Grace is the last active administrator.
    const staleWalt: StaffActor = {
      userId: idOf(email),
      email,
      name: "Walt Brennan",
      role: "admin",
      ip: "::1",
    };
    const grace = idOf(admin.email);
    await expect(h.services.accounts.setStaffActive(staleWalt, grace, false)).rejects.toThrow(
      "The last active administrator cannot be removed.",
    );
    await expect(h.services.accounts.changeStaffRole(staleWalt, grace, "design")).rejects.toThrow(
      "The last active administrator cannot be removed.",
    );
    expect(await trail(admin.email)).toHaveLength(0);
    expect((await roleOf(admin)).body.staff.role).toBe("admin");
  });

  it("#33.1 resetting a member's authenticator ends their sessions; the next sign-in sets up a new app", async () => {
    const email = demoStaffEmail("catalog");
    const cathy = await signInStaff(h, email);
    expect((await roleOf(cathy)).status).toBe(200);
    const reset = await call(`/${idOf(email)}/reset-authenticator`);
    expect(reset.status).toBe(200);
    expect((await roleOf(cathy)).status).toBe(404);
    const first = await h.call("/api/staff-auth/sign-in", {
      body: { email, password: "Lumen-demo-2026" },
    });
    expect(((await first.json()) as { step: string }).step).toBe("enroll");
    expect((await roleOf(await signInStaff(h, email))).status).toBe(200);
    const [entry] = await trail(email);
    expect(entry).toMatchObject({
      action: "staff.reset-authenticator",
      before: { authenticator: true },
      after: { authenticator: false },
    });
  });

  it("#33.1 an unknown member is 404 for every change, and nothing is written", async () => {
    const before = (await h.services.audit.search({ page: 1, pageSize: 1 })).total;
    const unknown = "no-such-member";
    const answers = await Promise.all([
      call(`/${unknown}/deactivate`),
      call(`/${unknown}/reactivate`),
      call(`/${unknown}/reset-authenticator`),
      call(`/${unknown}/role`, { role: "design" }, "PUT"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect((await h.services.audit.search({ page: 1, pageSize: 1 })).total).toBe(before);
  });

  it("#33.6 the audit log lists these changes, searched by text, kind of object and date, as JSON and CSV; no call changes it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const found = await h.getJson<
      StaffPage<{ action: string; objectId: string; before: unknown; after: unknown }>
    >(`/api/staff/audit?objectType=staff&q=dee.design&from=${today}&to=${today}`, { cookie: admin.cookie });
    expect(found.status).toBe(200);
    expect(found.body.rows.map((e) => e.action)).toEqual(["staff.role"]);
    expect(found.body.rows[0]).toMatchObject({
      objectId: idOf(demoStaffEmail("design")),
      after: { role: "catalog" },
    });
    const before = await h.getJson<StaffPage<unknown>>("/api/staff/audit?to=2020-01-01", {
      cookie: admin.cookie,
    });
    expect(before.body.total).toBe(0);
    const csv = await h.call("/api/staff/audit?format=csv&objectType=staff", { cookie: admin.cookie });
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("At,Staff email,Staff name,Action,Object type,Object id,Summary,Before,After,IP");
    expect(lines.length - 1).toBe(
      (await h.services.audit.search({ objectType: "staff", page: 1, pageSize: 200 })).total,
    );
    expect((await h.call("/api/staff/audit?format=pdf", { cookie: admin.cookie })).status).toBe(400);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect((await h.call("/api/staff/audit", { method, body: {}, cookie: admin.cookie })).status).toBe(404);
    }
  });

  it("#33.1 two administrators deactivating each other at once: one change lands, the other finds the last administrator", async () => {
    const email = demoStaffEmail("warranty");
    // Walt (made an administrator above, then deactivated) comes back: Grace and Walt are the two.
    expect((await call(`/${idOf(email)}/reactivate`)).status).toBe(200);
    const actorOf = (who: string, name: string): StaffActor => ({
      userId: idOf(who),
      email: who,
      name,
      role: "admin",
      ip: "::1",
    });
    const grace = actorOf(admin.email, "Grace Holloway");
    const walt = actorOf(email, "Walt Brennan");
    const outcomes = await Promise.allSettled([
      h.services.accounts.setStaffActive(grace, walt.userId, false),
      h.services.accounts.setStaffActive(walt, grace.userId, false),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(String(refused.reason)).toContain("The last active administrator cannot be removed.");
    const admins = (
      await h.services.accounts.listStaffMembers({ role: "admin", status: "active", page: 1, pageSize: 10 })
    ).rows;
    expect(admins).toHaveLength(1);
  });
});
