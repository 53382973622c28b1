import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "../logger.ts";
import { isConnectionFailure } from "./errors.ts";
/**
 * The Drizzle database both drivers share; modules depend on this type only. It carries no schema:
 * queries name the tables their module owns (imported from its schema.ts), and no code uses Drizzle's
 * relational `db.query.*` API, so db/ depends on no module. The index of every table, for drizzle-kit
 * alone, is drizzle/schema.ts.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations in `migrationsDir`. */
  migrate(migrationsDir: string): Promise<void>;
  /**
   * Runs `work` (migrations and the demo seed) while holding the start-up lock: on PostgreSQL a
   * session advisory lock, so replicas started together take turns (#10.8); the embedded database
   * has one process by design and runs it at once.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Answers quickly whether the database can run a query. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * The driver's own client, for the job queue (server/jobs.ts), which writes its SQL itself: the
   * embedded database's one connection, or the pool of the PostgreSQL server's.
   */
  native: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /** Where a dropped connection is reported (at warn); not reported without one. */
      logger?: Pick<Logger, "warn">;
    }
  | { kind: "pglite"; dataDir?: string }
  | { kind: "pglite"; client: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    return openPostgres(options.url, options.maxConnections ?? 10, options.logger);
  }
  if ("client" in options) return wrapPglite(options.client);
  return wrapPglite(await createPglite(options.dataDir));
}

/**
 * An embedded PostgreSQL with pg_trgm; in memory when no directory is given. `loadDataDir` starts it
 * from a dump of another one (`dumpDataDir`), as the tests do from their migrated template.
 */
export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(path.resolve(dataDir), { recursive: true });
  return PGlite.create(dataDir ? path.resolve(dataDir) : undefined, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) =>
      migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder }),
    ping: (timeoutMs) => ping(db, timeoutMs),
    native: { kind: "pglite", client },
    withStartupLock: (work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The advisory lock replicas hold while migrating and seeding: any fixed number, "LUMEN-ST" in ASCII. */
const STARTUP_LOCK_KEY = "5497401405695120468";

/** A statement that only reads, so running it twice is harmless. */
function isRead(statement: unknown): boolean {
  const text = typeof statement === "string" ? statement : (statement as { text?: unknown } | null)?.text;
  return (
    typeof text === "string" &&
    /^\s*(select|with|show|explain)\b/i.test(text) &&
    !/\b(insert|update|delete)\b/i.test(text)
  );
}

/**
 * #10.7: a read that failed because its connection was dropped (a restarted server, a killed backend)
 * is sent once more on a fresh connection. Writes are never repeated: the first one may have landed.
 * Transactions hold their own client and are not retried here either.
 */
function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise) || !isRead(args[0])) return result;
    return result.catch((error: unknown) => {
      if (!isConnectionFailure(error)) throw error;
      return query(...args);
    });
  }) as typeof pool.query;
}

/**
 * #30.4: a connection the server drops (a terminated backend, a restart, a failover) is a warning and a
 * 503 for the request that held it, never the end of the process. pg-pool listens for a client's
 * "error" only while the client is idle; one checked out (a transaction's, the start-up lock's) that
 * emitted "error" with no listener crashed the process ("Unhandled 'error' event … Connection terminated
 * unexpectedly"). So every client gets a listener of its own as it connects, for its whole life, which:
 * - logs the loss at warn through the server's scrubbed error serializer (logger.ts), which writes the
 *   error's type, code, message and stack, never a statement's parameters or the connection string;
 * - if the client is checked out, releases it to the pool with the error right away, so the pool
 *   discards it and opens a new connection for the next caller, even when its holder never releases it
 *   (Drizzle's `transaction` does not when its `begin` fails). The holder's query has already failed
 *   with the error ("Connection terminated unexpectedly", SQLSTATE 57P01: a 503 in app.ts), its next
 *   ones fail as "not queryable", and its own later `release()` does nothing.
 */
function guardConnections(pool: pg.Pool, logger?: Pick<Logger, "warn">): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (error: Error) => {
      logger?.warn({ err: error, checkedOut: checkedOut.has(client) }, "database connection lost");
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(error);
    });
  });
  // An idle client's error: pg-pool removes the client and emits it here; the client's listener logged it.
  pool.on("error", () => {});
}

function openPostgres(url: string, max: number, logger?: Pick<Logger, "warn">): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // A GIN index answers a prefix ("wall:*") with a bitmap of every product it matches; beyond
    // work_mem that bitmap turns lossy, and every row of a lossy page is read and rechecked. With the
    // default 4 MB a typed "wall" inside a category read 27,860 pages of a 1,000,000-product catalogue
    // to keep none of them (225 ms; 82 ms with 32 MB). An `options` parameter in DATABASE_URL wins.
    options: "-c work_mem=32MB",
  });
  guardConnections(pool, logger);
  retryReadsOnce(pool);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: (migrationsFolder) =>
      migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder }),
    ping: (timeoutMs) => ping(db, timeoutMs),
    native: { kind: "postgres", pool },
    withStartupLock: async (work) => {
      // A session lock on a connection of its own; the work runs on the pool's other connections.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      // Closing twice (a shutdown racing a test's teardown) is harmless, as it is for PGlite.
      if (!pool.ended) await pool.end();
    },
  };
}

async function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
