import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../lib/accounts/users.ts";
import { type AppHarness, openAppHarness } from "./app-harness.ts";
import { testDatabaseKinds } from "./databases.ts";

/** #11.9: one harness opens the app on a database of its own, seeded as a test asks. */
describe.each(testDatabaseKinds())("the app harness on %s", (kind) => {
  describe("without seeding", () => {
    let h: AppHarness;
    beforeAll(async () => {
      h = await openAppHarness(kind);
    });
    afterAll(async () => h?.dispose());

    it("#11.9 opens the app on an empty migrated database and captures its log", async () => {
      const health = await h.getJson<{ status: string }>("/healthz");
      expect(health).toMatchObject({ status: 200, body: { status: "ok" } });
      expect(h.catalog).toBeUndefined();
      expect((await h.getJson<unknown[]>("/api/dashboard/categories")).body).toEqual([]);
      const signIn = await h.postJson<{ code: string }>("/api/user-service/sign-in", {
        email: "dana.admin@brightline.example",
        password: "Lumen-demo-2026",
      });
      expect(signIn.status).toBe(401);
      expect(h.logLines.some((line) => line.includes('"path":"/healthz"'))).toBe(true);
      // The request line (written without the logger's redaction) names the path, never the query.
      await h.getJson("/api/dashboard/categories?token=abc123&searchTerm=private");
      const line = h.logLines.find((l) => l.includes('"path":"/api/dashboard/categories"'));
      expect(JSON.parse(line ?? "{}")).toMatchObject({ msg: "request", method: "GET", status: 200 });
      expect(h.logLines.join("")).not.toMatch(/abc123|private/);
    });
  });

  describe("with the demo accounts and a catalogue", () => {
    let h: AppHarness;
    beforeAll(async () => {
      h = await openAppHarness(kind, { accounts: true, catalog: { products: 12 } });
    });
    afterAll(async () => h?.dispose());

    it("#11.9 a demo user signs in by cookie and bearer token, and the catalogue answers", async () => {
      const { cookie, token } = await h.signIn("dana.admin@brightline.example");
      for (const credentials of [{ cookie }, { token }]) {
        const session = await h.getJson<{ user: SessionUser }>("/api/user-service/session", credentials);
        expect(session.status).toBe(200);
        expect(session.body.user.email).toBe("dana.admin@brightline.example");
      }
      expect(h.catalog?.products).toHaveLength(12);
      const categories = await h.getJson<{ categoryName: string }[]>("/api/dashboard/categories");
      expect(categories.body.map((c) => c.categoryName)).toEqual(
        expect.arrayContaining(h.catalog?.categories.map((c) => c.name) ?? ["?"]),
      );
    });
  });

  it("#11.9 dispose closes the database", async () => {
    const h = await openAppHarness(kind);
    expect(await h.database.ping()).toBe(true);
    await h.dispose();
    expect(await h.database.ping()).toBe(false);
  });
});
