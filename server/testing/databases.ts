import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createPglite, type Database, openDatabase } from "../db/client.ts";

/**
 * Databases for tests. PGlite always runs; PostgreSQL joins when TEST_DATABASE_URL names a server
 * on which the tests may create and drop databases.
 */
export type TestDatabaseKind = Database["kind"];
export type TestDatabase = { database: Database; dispose(): Promise<void> };

const migrationsDir = fileURLToPath(new URL("../../drizzle", import.meta.url));

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated, empty database that belongs to the caller until `dispose()`. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  return kind === "pglite" ? openPgliteClone() : openPostgresDatabase();
}

// Migrating PGlite takes about 6 s of CPU, and Vitest runs every test file in a process of its own:
// the migrated database is dumped once per set of migrations (the dump's name carries their hash) to
// the temporary directory, each process loads it once (about 1 s) and hands out copies of it.
let migratedTemplate: Promise<PGlite> | undefined;

async function openPgliteClone(): Promise<TestDatabase> {
  migratedTemplate ??= loadMigratedTemplate().catch((error: unknown) => {
    migratedTemplate = undefined;
    throw error;
  });
  // clone() returns the interface type, but the instance is a PGlite.
  const client = (await (await migratedTemplate).clone()) as PGlite;
  const database = await openDatabase({ kind: "pglite", client });
  return { database, dispose: () => database.close() };
}

async function loadMigratedTemplate(): Promise<PGlite> {
  const dumpFile = path.join(tmpdir(), `lumen-test-pglite-${migrationsHash()}.tar`);
  try {
    return await createPglite(undefined, new Blob([await readFile(dumpFile)]));
  } catch {
    // No dump yet (or an unreadable one): migrate, then leave the dump for the next processes. Two
    // processes racing here both migrate; each writes a file of its own and renames it into place.
    const client = await createPglite();
    await (await openDatabase({ kind: "pglite", client })).migrate(migrationsDir);
    const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    const partFile = `${dumpFile}.${process.pid}.part`;
    await writeFile(partFile, dump);
    await rename(partFile, dumpFile);
    return client;
  }
}

/** A hash of every migration's name and text: a changed or added migration means a new dump. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsDir, file);
    if (!statSync(full).isFile()) continue;
    hash.update(file).update("\0").update(readFileSync(full)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

async function openPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: empty.url, maxConnections: 4 });
  const dispose = async () => {
    await database.close();
    await empty.drop();
  };
  try {
    await database.migrate(migrationsDir);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database, dispose };
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` names: its URL, and `drop` (which ends
 * whatever connections are still open to it, e.g. of a process a test started).
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(8).toString("hex")}`;
  await administer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => administer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Runs one statement on its own connection; CREATE and DROP DATABASE cannot run in a transaction. */
async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
