import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
export function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  return openSeededTestDatabase(kind, null);
}

/**
 * Demo data to start a test database from: `key` names the data set (the same key, the same data),
 * `seed` writes it into a migrated database.
 */
export type TestSeed = {
  key: string;
  seed: (database: Database) => Promise<void>;
  /**
   * One test file's data set (the 100,000-product catalogue): seeded into that file's own database
   * and never copied, since nobody else would start from the copy (on PGlite its dump alone was
   * 1.7 GB written, read back and loaded again).
   */
  once?: boolean;
};

/**
 * A fresh, migrated database with `seed`'s data (none when null), the caller's until `dispose()`.
 *
 * Seeding the demo accounts (password hashes) and a catalogue costs seconds, and about a hundred test
 * files ask for the same few data sets on both databases. So each data set is made once per test run
 * and copied: PGlite's data directory is dumped to the run's directory (server/testing/global-setup.ts)
 * and every process clones it from there; on PostgreSQL it becomes a template database the copies are
 * created from (CREATE DATABASE … TEMPLATE, a file copy). Outside a Vitest run (a benchmark), each
 * process seeds its own template once.
 */
export function openSeededTestDatabase(kind: TestDatabaseKind, seed: TestSeed | null): Promise<TestDatabase> {
  return kind === "pglite" ? openPgliteCopy(seed) : openPostgresCopy(seed);
}

const MIGRATED = "migrated";

/** This run's directory for templates and the run's id (set by global-setup.ts), if any. */
function testRun(): { id: string; dir: string } | null {
  const id = process.env.LUMEN_TEST_RUN_ID;
  const dir = process.env.LUMEN_TEST_RUN_DIR;
  return id && dir ? { id, dir } : null;
}

const shortHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

// PGlite: a data directory dump per data set in each process, read from the run's file or made and
// written by the first process that needs it; each test's database starts from it (about 0.35 s, a
// quarter less than clone(), which dumps its instance anew every time).
const pgliteTemplates = new Map<string, Promise<Blob>>();

async function openPgliteCopy(seed: TestSeed | null): Promise<TestDatabase> {
  if (seed?.once) {
    const client = await createPglite(undefined, await pgliteTemplate(null));
    const database = await openDatabase({ kind: "pglite", client });
    await seed.seed(database);
    return { database, dispose: () => database.close() };
  }
  const client = await createPglite(undefined, await pgliteTemplate(seed));
  const database = await openDatabase({ kind: "pglite", client });
  return { database, dispose: () => database.close() };
}

function pgliteTemplate(seed: TestSeed | null): Promise<Blob> {
  const key = seed?.key ?? MIGRATED;
  let template = pgliteTemplates.get(key);
  if (!template) {
    template = loadPgliteTemplate(seed).catch((error: unknown) => {
      pgliteTemplates.delete(key);
      throw error;
    });
    pgliteTemplates.set(key, template);
  }
  return template;
}

/**
 * The migrated template's dump outlives the run (its name carries the migrations' hash: migrating
 * PGlite takes about 6 s of CPU); a seeded one lives in the run's directory only, because the seed's
 * code may change from one run to the next.
 */
function pgliteDumpFile(seed: TestSeed | null): string | null {
  if (!seed) return path.join(tmpdir(), `lumen-test-pglite-${migrationsHash()}.tar`);
  const run = testRun();
  return run ? path.join(run.dir, `pglite-${migrationsHash()}-${shortHash(seed.key)}.tar`) : null;
}

async function loadPgliteTemplate(seed: TestSeed | null): Promise<Blob> {
  const dumpFile = pgliteDumpFile(seed);
  if (dumpFile) {
    try {
      return new Blob([await readFile(dumpFile)]);
    } catch {
      // No dump yet (or an unreadable one): made below.
    }
  }
  const client = seed ? await createPglite(undefined, await pgliteTemplate(null)) : await createPglite();
  const database = await openDatabase({ kind: "pglite", client });
  try {
    if (seed) await seed.seed(database);
    else await database.migrate(migrationsDir);
    const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    if (dumpFile) {
      // Two processes racing here both make it; each writes a file of its own and renames it into place.
      const partFile = `${dumpFile}.${process.pid}.part`;
      await writeFile(partFile, dump);
      await rename(partFile, dumpFile);
    }
    return new Blob([dump]);
  } finally {
    await database.close();
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

function postgresServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return serverUrl;
}

async function openPostgresCopy(seed: TestSeed | null): Promise<TestDatabase> {
  const serverUrl = postgresServerUrl();
  const run = testRun();
  // Outside a test run nobody would drop a template: a database of its own, migrated and seeded.
  const empty = run
    ? await createPostgresDatabase(
        serverUrl,
        await postgresTemplate(serverUrl, run.id, seed?.once ? null : seed),
      )
    : await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: "postgres", url: empty.url, maxConnections: 4 });
  const dispose = async () => {
    await database.close();
    await empty.drop();
  };
  try {
    if (!run) {
      await database.migrate(migrationsDir);
      await seed?.seed(database);
    } else if (seed?.once) {
      await seed.seed(database);
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database, dispose };
}

/** The prefix of this run's template databases (global-setup.ts drops them when the run ends). */
export function postgresTemplatePrefix(runId: string): string {
  return `tpl_${runId}_`;
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The name of this run's template database for `seed`, made by the first process that asks: under
 * an advisory lock (the other processes wait, then find it), built under another name and renamed
 * when complete, so a template that exists is whole.
 */
function postgresTemplate(serverUrl: string, runId: string, seed: TestSeed | null): Promise<string> {
  const name = `${postgresTemplatePrefix(runId)}${shortHash(`${migrationsHash()}\0${seed?.key ?? MIGRATED}`)}`;
  let made = postgresTemplates.get(name);
  if (!made) {
    made = makePostgresTemplate(serverUrl, runId, name, seed).catch((error: unknown) => {
      postgresTemplates.delete(name);
      throw error;
    });
    postgresTemplates.set(name, made);
  }
  return made;
}

async function makePostgresTemplate(
  serverUrl: string,
  runId: string,
  name: string,
  seed: TestSeed | null,
): Promise<string> {
  // A seeded template starts from the migrated one (made first, under its own lock).
  const from = seed ? await postgresTemplate(serverUrl, runId, null) : null;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await buildPostgresTemplate(serverUrl, admin, name, from, seed);
    return name;
  } finally {
    await admin.end();
  }
}

async function buildPostgresTemplate(
  serverUrl: string,
  admin: pg.Client,
  name: string,
  from: string | null,
  seed: TestSeed | null,
): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${building}"${from ? ` TEMPLATE "${from}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 2 });
  try {
    if (!from) await database.migrate(migrationsDir);
    await seed?.seed(database);
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
}

/**
 * A new database on the PostgreSQL server `serverUrl` names, empty or a copy of `template` (to which
 * no connection is open): its URL, and `drop` (which ends whatever connections are still open to it,
 * e.g. of a process a test started).
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(8).toString("hex")}`;
  await administer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
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
