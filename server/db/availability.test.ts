import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { toPublicConfig } from "../config.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { openTestDatabase } from "../testing/databases.ts";
import { testServiceSettings } from "../testing/service-settings.ts";
import { openDatabase } from "./client.ts";

/** #10.7: the database going away is a 503 the client may retry, and a dropped read is retried once. */
describe("database availability", () => {
  it("#10.7 with the database unreachable the API answers 503 UNAVAILABLE with Retry-After", async () => {
    // Nothing listens on port 1: every connection attempt is refused at once.
    const database = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
    try {
      const app = createApp({
        services: await createServices(database, testServiceSettings()),
        config: toPublicConfig(loadEnv({})),
        logger: createLogger("silent"),
        mode: "production",
        build: async () => {
          throw new Error("pages are not part of these tests");
        },
      });
      for (const path of [
        "/api/product-service/categories/sidebar",
        "/api/product-service/elastic-search/search?searchTerm=downlight",
        "/api/product-service/products/search?q=led",
      ]) {
        const response = await app.request(path);
        expect(response.status, path).toBe(503);
        expect(response.headers.get("retry-after"), path).toBe("5");
        expect(await response.json(), path).toEqual({ error: expect.any(String), code: "UNAVAILABLE" });
      }
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "#10.7 a read whose connection is killed mid-statement is retried once and succeeds",
    async () => {
      const harness = await openTestDatabase("postgres");
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { db } = harness.database;
        const [{ name } = { name: "" }] = (
          (await db.execute(sql`select current_database() as name`)) as unknown as {
            rows: { name: string }[];
          }
        ).rows;
        // A slow read; while it runs, every backend of the test database is terminated.
        const read = db.execute(sql`select pg_sleep(0.6), 42 as answer`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const killed = await admin.query(
          "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) t",
          [name],
        );
        expect(killed.rows[0]?.n).toBeGreaterThan(0);
        const result = (await read) as unknown as { rows: { answer: number }[] };
        expect(result.rows[0]?.answer).toBe(42);
        // A write is never repeated: it fails, and the caller decides.
        const write = db.execute(
          sql`insert into newsletter_subscribers (email) select 'x' || pg_sleep(0.6)::text`,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        await expect(write).rejects.toThrow();
        const rows = await db.execute(sql`select count(*)::int as n from newsletter_subscriptions`);
        expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      } finally {
        await admin.end();
        await harness.dispose();
      }
    },
  );
});
