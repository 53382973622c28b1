import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { expect, it } from "vitest";

const serverUrl = process.env.TEST_DATABASE_URL;

/** A script that boots the server's start-up (migrate, seed, services) and exits: one replica's start. */
const bootScript = `
const { boot } = await import(${JSON.stringify(pathToFileURL(path.resolve("server/boot.ts")).href)});
const { loadEnv } = await import(${JSON.stringify(pathToFileURL(path.resolve("server/env.ts")).href)});
const { createLogger } = await import(${JSON.stringify(pathToFileURL(path.resolve("server/logger.ts")).href)});
const { database } = await boot(loadEnv(process.env), createLogger("silent"));
await database.close();
console.log("booted");
`;

function startReplica(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", bootScript], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production", LOG_LEVEL: "silent" },
    });
    let output = "";
    child.stdout.on("data", (data) => {
      output += data;
    });
    child.stderr.on("data", (data) => {
      output += data;
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** #10.8: replicas started together on an empty PostgreSQL database take turns migrating and seeding. */
it.skipIf(!serverUrl)(
  "#10.8 three processes started at once on an empty database all start; the catalogue is seeded once",
  async () => {
    const name = `t_${randomBytes(8).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    try {
      const results = await Promise.all([1, 2, 3].map(() => startReplica(url.toString())));
      for (const result of results) {
        expect(result.output).toContain("booted");
        expect(result.code).toBe(0);
      }
      const client = new pg.Client({ connectionString: url.toString() });
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
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  },
  120_000,
);
