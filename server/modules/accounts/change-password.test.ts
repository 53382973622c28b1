import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, cookieHeader, openAccountsHarness } from "./harness.test-support.ts";

/** #9.9: a signed-in user changes their own name, phone and password from the portal. */
describe.each(testDatabaseKinds())("own profile and password on %s", (kind) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await openAccountsHarness(kind);
  });
  afterAll(async () => h?.dispose());

  const email = "nora.viewer@brightline.example";
  const current = "Lumen-demo-2026";
  const next = "Warm-dim-3000K-fixtures";

  it("#9.9 the user's own name and phone are saved; another user's are not theirs to change", async () => {
    const session = await h.signIn(email, current);
    const me = (await (await h.call("/api/user-service/session", { cookie: session.cookie })).json()) as {
      user: { userId: string };
    };
    const saved = await h.call(`/api/user-service/users/${me.user.userId}`, {
      method: "PUT",
      cookie: session.cookie,
      body: { fname: "Nora", lname: "Lindqvist", phone: "+1 614 555 0187" },
    });
    expect(saved.status).toBe(200);
    const after = (await (await h.call("/api/user-service/session", { cookie: session.cookie })).json()) as {
      user: { lname: string; phone: string | null };
    };
    expect(after.user).toMatchObject({ lname: "Lindqvist", phone: "+1 614 555 0187" });
    const dana = await h.userIdOf("dana.admin@brightline.example");
    const other = await h.call(`/api/user-service/users/${dana}`, {
      method: "PUT",
      cookie: session.cookie,
      body: { lname: "Changed" },
    });
    expect(other.status).toBeGreaterThanOrEqual(400);
    expect(other.status).toBeLessThan(500);
  });

  it("#9.9 a wrong current password or a weak new one changes nothing", async () => {
    const session = await h.signIn(email, current);
    const wrong = await h.call("/api/user-service/password/change", {
      cookie: session.cookie,
      body: { currentPassword: "not-my-password", newPassword: next },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "The current password is not correct.", code: "VALIDATION" });
    const weak = await h.call("/api/user-service/password/change", {
      cookie: session.cookie,
      body: { currentPassword: current, newPassword: "short" },
    });
    expect(weak.status).toBe(400);
    expect(
      (
        await h.call("/api/user-service/password/change", {
          body: { currentPassword: current, newPassword: next },
        })
      ).status,
    ).toBe(401);
    // The password is unchanged.
    expect((await h.signIn(email, current)).cookie).not.toBe("");
  });

  it("#9.9 the change asks for the current password, ends the user's other sessions and keeps this one", async () => {
    const here = await h.signIn(email, current);
    const elsewhere = await h.signIn(email, current);
    const changed = await h.call("/api/user-service/password/change", {
      cookie: here.cookie,
      body: { currentPassword: current, newPassword: next },
    });
    expect(changed.status).toBe(200);
    const renewed = cookieHeader(changed) || here.cookie;
    const sessionOf = async (cookie: string) =>
      ((await (await h.call("/api/user-service/session", { cookie })).json()) as { user: unknown }).user;
    expect(await sessionOf(renewed)).not.toBeNull();
    expect(await sessionOf(elsewhere.cookie)).toBeNull();
    const oldPassword = await h.call("/api/user-service/sign-in", { body: { email, password: current } });
    expect(oldPassword.status).toBe(401);
    expect((await h.signIn(email, next)).cookie).not.toBe("");
  });
});
