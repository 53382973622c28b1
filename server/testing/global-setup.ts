import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { postgresTemplatePrefix } from "./databases.ts";

/**
 * Vitest's global setup (vitest.config.ts): gives the run an id and a directory, which the test
 * processes inherit through the environment, for the seeded database templates they share
 * (databases.ts); when the run ends, the directory and the run's PostgreSQL templates go.
 */
export default function setup(): () => Promise<void> {
  // Each Vitest project runs the global setup: the first gives the run its id, the others share it.
  if (process.env.LUMEN_TEST_RUN_ID) return async () => {};
  const id = randomBytes(4).toString("hex");
  const dir = mkdtempSync(path.join(tmpdir(), "lumen-test-run-"));
  process.env.LUMEN_TEST_RUN_ID = id;
  process.env.LUMEN_TEST_RUN_DIR = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await dropTemplates(serverUrl, postgresTemplatePrefix(id));
  };
}

async function dropTemplates(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
