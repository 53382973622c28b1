import pg from "pg";
import { expect, it } from "vitest";
import { createPostgresDatabase } from "./testing/databases.ts";
import { runNodeScript, serverModule } from "./testing/processes.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/** A script that boots the server's start-up (migrate, seed, services) and exits: one replica's start. */
const bootScript = `
const { boot } = await import(${serverModule("server/boot.ts")});
const { loadEnv } = await import(${serverModule("server/env.ts")});
const { createLogger } = await import(${serverModule("server/logger.ts")});
const { database } = await boot(loadEnv(process.env), createLogger("silent"));
await database.close();
console.log("booted");
`;

const startReplica = (databaseUrl: string) =>
  runNodeScript(bootScript, { DATABASE_URL: databaseUrl, NODE_ENV: "production", LOG_LEVEL: "silent" });

/** #10.8: replicas started together on an empty PostgreSQL database take turns migrating and seeding. */
it.skipIf(!serverUrl)(
  "#10.8 three processes started at once on an empty database all start; the catalogue is seeded once",
  async () => {
    const database = await createPostgresDatabase(serverUrl as string);
    try {
      const results = await Promise.all([1, 2, 3].map(() => startReplica(database.url)));
      for (const result of results) {
        expect(result.output).toContain("booted");
        expect(result.code).toBe(0);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const count = async (table: string) =>
          Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0]?.n);
        expect(await count("products")).toBe(360);
        expect(await count("categories where parent_id is null")).toBe(12);
        const accounts = await count("customer_accounts");
        expect(accounts).toBeGreaterThan(0);
        // Seeded once: no demo address twice.
        expect(await count("(select email from auth_users group by email having count(*) > 1) d")).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  },
  120_000,
);
