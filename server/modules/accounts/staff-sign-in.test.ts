import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, cookieHeader, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, signInStaff } from "../../testing/staff.ts";
import { totpCode } from "../../testing/totp.ts";
import { authSessions, staffSessions } from "./schema.ts";

/** Issue 33 item 1: staff sign in at their own door with a second factor, and nowhere else. */
describe.each(testDatabaseKinds())("staff sign-in on %s", (kind) => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
  });
  afterAll(async () => h?.dispose());

  const password = "Lumen-demo-2026";

  it("#33.1 the first sign-in sets up the authenticator app; its code makes an 8-hour staff session", async () => {
    const email = demoStaffEmail("design");
    const first = await h.call("/api/staff-auth/sign-in", { body: { email, password } });
    expect(first.status).toBe(200);
    const step = (await first.json()) as {
      step: string;
      secret: string;
      totpUri: string;
      backupCodes: string[];
    };
    expect(step.step).toBe("enroll");
    expect(step.totpUri).toMatch(/^otpauth:\/\/totp\/Lumenor:dee\.design%40lumenor\.example\?/);
    expect(step.backupCodes).toHaveLength(8);
    // The password-only session opens nothing: not the console, not the portal.
    const passwordOnly = cookieHeader(first);
    expect((await h.call("/api/staff/me", { cookie: passwordOnly })).status).toBe(404);
    const portal = await h.call("/api/user-service/session", { cookie: passwordOnly });
    expect(((await portal.json()) as { user: unknown }).user).toBeNull();

    const wrong = await h.call("/api/staff-auth/code", { body: { code: "000000" }, cookie: passwordOnly });
    expect(wrong.status).toBe(401);
    const second = await h.call("/api/staff-auth/code", {
      body: { code: totpCode(step.secret) },
      cookie: passwordOnly,
    });
    expect(second.status).toBe(200);
    const cookie = cookieHeader(second);
    const me = await h.call("/api/staff/me", { cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { staff: { role: string; email: string } }).staff).toMatchObject({
      role: "design",
      email,
    });
    const [session] = await h.db
      .select({ expiresAt: staffSessions.expiresAt })
      .from(staffSessions)
      .innerJoin(authSessions, eq(authSessions.id, staffSessions.sessionId));
    const hours = ((session?.expiresAt.valueOf() ?? 0) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    // The staff session is not a portal session either.
    const asCustomer = await h.call("/api/user-service/session", { cookie });
    expect(((await asCustomer.json()) as { user: unknown }).user).toBeNull();
  });

  it("#33.1 once set up, the password alone is never a staff session: a code is asked for", async () => {
    const email = demoStaffEmail("warranty");
    await signInStaff(h, email);
    const again = await h.call("/api/staff-auth/sign-in", { body: { email, password } });
    expect(await again.json()).toEqual({ step: "code" });
    expect((await h.call("/api/staff/me", { cookie: cookieHeader(again) })).status).toBe(404);
    const session = await signInStaff(h, email);
    expect((await h.call("/api/staff/me", { cookie: session.cookie })).status).toBe(200);
  });

  it("#33.1 a customer's address or a wrong password is refused alike; a staff address cannot sign in as a customer", async () => {
    const customer = await h.call("/api/staff-auth/sign-in", {
      body: { email: "ben.buyer@brightline.example", password },
    });
    const wrong = await h.call("/api/staff-auth/sign-in", {
      body: { email: demoStaffEmail("catalog"), password: "not-the-password" },
    });
    expect(customer.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await customer.json()).toEqual(await wrong.json());
    const portal = await h.call("/api/user-service/sign-in", {
      body: { email: demoStaffEmail("admin"), password },
    });
    expect(portal.status).toBe(401);
    // A customer's session is no staff session.
    const ben = await h.signIn("ben.buyer@brightline.example");
    expect((await h.call("/api/staff/me", { cookie: ben.cookie })).status).toBe(404);
    expect((await h.call("/api/staff/me")).status).toBe(404);
  });

  it("#33.1 an expired staff session is over, whatever better-auth's own session says", async () => {
    const session = await signInStaff(h, demoStaffEmail("customer-service"));
    expect((await h.call("/api/staff/me", { cookie: session.cookie })).status).toBe(200);
    await h.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await h.call("/api/staff/me", { cookie: session.cookie })).status).toBe(404);
  });
});
