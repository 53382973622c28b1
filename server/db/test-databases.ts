import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createPglite, type Database, openDatabase } from "./client.ts";

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

// Migrating PGlite takes a while; migrate once per process and hand out copies of the result.
let migratedTemplate: Promise<PGlite> | undefined;

async function openPgliteClone(): Promise<TestDatabase> {
  migratedTemplate ??= createMigratedTemplate().catch((error: unknown) => {
    migratedTemplate = undefined;
    throw error;
  });
  // clone() returns the interface type, but the instance is a PGlite.
  const client = (await (await migratedTemplate).clone()) as PGlite;
  const database = await openDatabase({ kind: "pglite", client });
  return { database, dispose: () => database.close() };
}

async function createMigratedTemplate(): Promise<PGlite> {
  const client = await createPglite();
  await (await openDatabase({ kind: "pglite", client })).migrate(migrationsDir);
  return client;
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
