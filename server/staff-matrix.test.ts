import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleMay, type StaffRole, staffRoles } from "../lib/staff/contract.ts";
import { STAFF_API_PREFIX, type StaffEndpoint } from "./staff-api.ts";
import { staffApiOf } from "./staff-routes.ts";
import { type AppHarness, openAppHarness } from "./testing/app-harness.ts";
import { testDatabaseKinds } from "./testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaffRoles } from "./testing/staff.ts";

/** What stands for every id in a path: no object has it, so a permitted call answers 400 or 404. */
const placeholder = "00000000-0000-0000-0000-000000000000";

/** The customers of the matrix: a buyer and an account admin (README, "Demo accounts"). */
const customers = ["ben.buyer@brightline.example", "dana.admin@brightline.example"];

function concretePath(endpoint: StaffEndpoint): string {
  return endpoint.path.replace(/:[A-Za-z]+/g, placeholder);
}

/**
 * Issue 33, security: the authorization matrix of the staff console. Every staff call the registry
 * holds (so every module's calls, as they are added) × every staff role × customers × a guest: a
 * customer or a guest is answered 404 for every staff path; a role without the call's permission 403;
 * a role with it is let through (its handler answers; with placeholder ids and an empty body a 400
 * or 404 is expected). And no route under /api/staff is mounted around the registry.
 */
describe.each(testDatabaseKinds())("staff authorization matrix on %s", (kind) => {
  let h: AppHarness;
  let endpoints: StaffEndpoint[];
  let staff: Record<StaffRole, StaffSession>;
  const customerCookies: Record<string, string> = {};

  const callAs = (endpoint: StaffEndpoint, cookie?: string) =>
    h.call(concretePath(endpoint), {
      method: endpoint.method,
      ...(endpoint.method === "GET" ? {} : { body: {} }),
      ...(cookie ? { cookie } : {}),
    });

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    endpoints = staffApiOf(h.services).endpoints;
    staff = await signInStaffRoles(h);
    for (const email of customers) customerCookies[email] = (await h.signIn(email)).cookie;
  });
  afterAll(async () => h?.dispose());

  it("#33.sec every /api/staff route the app mounts is a registered staff call (none bypasses the door's permission)", () => {
    const registered = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
    const mounted = h.app.routes
      .filter((route) => route.path.startsWith(`${STAFF_API_PREFIX}/`) && route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`);
    expect(mounted.length).toBeGreaterThan(0);
    expect(mounted.filter((route) => !registered.has(route))).toEqual([]);
    // And every registered call is mounted once (two registrations of one call would shadow one).
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it("#33.sec a guest and a customer are answered 404 for every staff call", async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      for (const [who, cookie] of [["guest", undefined], ...Object.entries(customerCookies)] as const) {
        const response = await callAs(endpoint, cookie);
        if (response.status !== 404)
          wrong.push(`${who} ${endpoint.method} ${endpoint.path}: ${response.status}`);
        await response.body?.cancel();
      }
    }
    expect(wrong).toEqual([]);
  });

  it("#33.sec each staff role: 403 without the call's permission, let through with it", async () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      for (const role of staffRoles) {
        const response = await callAs(endpoint, staff[role].cookie);
        const may = roleMay(role, endpoint.permission);
        const ok = may ? ![401, 403, 500].includes(response.status) : response.status === 403;
        if (!ok)
          wrong.push(
            `${role} ${endpoint.method} ${endpoint.path} (${endpoint.permission}): ${response.status}`,
          );
        await response.body?.cancel();
      }
    }
    expect(wrong).toEqual([]);
    // The staff sessions are still good after the walk (no call ended one).
    expect((await h.call("/api/staff/me", { cookie: staff.admin.cookie })).status).toBe(200);
  });

  it("#33.sec a staff session's form post from another site is refused by the Origin check; the same post from the console passes", async () => {
    const members = await h.getJson<{ rows: { userId: string; email: string; active: boolean }[] }>(
      "/api/staff/members?q=dee.design",
      { cookie: staff.admin.cookie },
    );
    const dee = members.body.rows[0];
    expect(dee?.email).toBe(demoStaffEmail("design"));
    const post = (origin: string) =>
      h.call(`/api/staff/members/${dee?.userId}/deactivate`, {
        method: "POST",
        cookie: staff.admin.cookie,
        // A cross-site form can send text/plain that reads as JSON: the classic forged request.
        headers: { origin, "content-type": "text/plain" },
      });
    const forged = await post("https://evil.example");
    expect(forged.status).toBe(403);
    const after = await h.getJson<{ rows: { active: boolean }[] }>("/api/staff/members?q=dee.design", {
      cookie: staff.admin.cookie,
    });
    expect(after.body.rows[0]?.active).toBe(true);
    expect(await h.services.audit.trailOf("staff", dee?.userId ?? "")).toEqual([]);
    // The console's own origin passes the check (the refusal above was the Origin's).
    expect((await post("http://localhost:3000")).status).toBe(200);
    expect(
      (
        await h.call("/staff/members", {
          method: "POST",
          cookie: staff.admin.cookie,
          headers: {
            origin: "https://evil.example",
            "content-type": "application/x-www-form-urlencoded",
          },
        })
      ).status,
    ).toBe(403);
  });
});
