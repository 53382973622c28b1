import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_HEADER } from "../../lib/shared/idempotency-key.ts";
import { createLogger } from "../logger.ts";
import { type AppHarness, openAppHarness } from "../testing/app-harness.ts";
import { createPostgresDatabase } from "../testing/databases.ts";
import { type Database, openDatabase } from "./client.ts";
import { isConnectionFailure } from "./errors.ts";
import { inTransaction } from "./transaction.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A connection of its own to the app's database that takes a lock and, while the app's write waits on
 * it, terminates every other backend of that database (the app's, busy and idle), as an operator's
 * `pg_terminate_backend` or a failover does. It is excluded, so it lives on and can let go.
 */
async function openLocker(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async lock(tables: string) {
      await client.query("begin");
      await client.query(`lock table ${tables} in exclusive mode`);
    },
    /** Answers once a backend of the database waits on a lock (the app's write has reached it). */
    async waitForBlockedWrite() {
      for (let tries = 0; tries < 250; tries++) {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        if ((rows[0]?.n ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error("no write waited on the lock within 5 s");
    },
    /** pg_terminate_backend of every backend of the database but this one: how many. */
    async terminateOthers() {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) t",
      );
      return rows[0]?.n ?? 0;
    },
    release: () => client.query("commit"),
    end: () => client.end(),
  };
}

/** Errors that reached no handler: a pg client's "error" event without a listener ends the process. */
function watchUncaught() {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", record);
  return { uncaught, stop: () => process.off("uncaughtException", record) };
}

/**
 * Issue 30 item 4 (architecture rule 8): a lost connection is a 503, not an outage. A connection the
 * database drops while a request's transaction holds it fails that request as "unavailable" and
 * rolls its writes back; the process lives on, and the pool replaces the connection by itself.
 */
describe.skipIf(!serverUrl)("a lost connection on PostgreSQL", () => {
  let cleanups: (() => Promise<unknown>)[] = [];
  let watch: ReturnType<typeof watchUncaught>;
  beforeEach(() => {
    cleanups = [];
    watch = watchUncaught();
  });
  afterEach(async () => {
    watch.stop();
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  });

  it("#30.4 a transaction whose connection is terminated while it waits on a lock fails as a connection failure, rolls back, and the pool recovers", async () => {
    const empty = await createPostgresDatabase(serverUrl as string);
    cleanups.unshift(empty.drop);
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    // A password in the URL (trust authentication ignores it): it must not reach a log line.
    const url = new URL(empty.url);
    url.password = "pool-password-secret";
    const database: Database = await openDatabase({
      kind: "postgres",
      url: url.toString(),
      maxConnections: 4,
      logger,
    });
    cleanups.unshift(() => database.close());
    const { db } = database;
    await db.execute(sql`create table lost_written (id serial primary key, note text not null)`);
    await db.execute(sql`create table lost_locked (id serial primary key, note text not null)`);
    const count = async (table: "lost_written" | "lost_locked") =>
      (
        (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;

    const locker = await openLocker(empty.url);
    cleanups.unshift(() => locker.end());
    await locker.lock("lost_locked");
    // The transaction writes one row, then waits on the locked table with its connection checked out.
    const write = inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into lost_written (note) values ('before the lock')`);
      await tx.execute(sql`insert into lost_locked (note) values ('behind the lock')`);
    }).catch((error: unknown) => error);
    await locker.waitForBlockedWrite();
    expect(await locker.terminateOthers()).toBeGreaterThan(0);

    const error = await write;
    expect(error).toBeInstanceOf(Error);
    expect(isConnectionFailure(error), String(error)).toBe(true);
    await locker.release();

    // Rolled back: the row written before the lock is gone.
    expect(await count("lost_written")).toBe(0);
    // The pool recovers by itself: more transactions at once than it has connections all commit, so
    // no broken connection was handed out again.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inTransaction(db, async (tx) => {
          await tx.execute(sql`insert into lost_written (note) values (${`after ${i}`})`);
          await tx.execute(sql`insert into lost_locked (note) values (${`after ${i}`})`);
        }),
      ),
    );
    expect(await count("lost_written")).toBe(8);
    expect(await count("lost_locked")).toBe(8);

    expect(watch.uncaught).toEqual([]);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.msg === "database connection lost").length).toBeGreaterThan(0);
    expect(logged.every((line) => line.level === 40 && line.msg === "database connection lost")).toBe(true);
    expect(lines.join("")).not.toContain("pool-password-secret");
  });

  it("#30.4 a cart write whose connection is terminated answers 503 UNAVAILABLE, rolls back, and the next request succeeds", async () => {
    const h: AppHarness = await openAppHarness("postgres", { accounts: true, catalog: true });
    cleanups.unshift(() => h.dispose());
    const { cookie } = await h.signIn("ben.buyer@brightline.example");
    const [{ name } = { name: "" }] = (
      (await h.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    ).rows;
    const appDatabase = new URL(serverUrl as string);
    appDatabase.pathname = `/${name}`;

    const locker = await openLocker(appDatabase.toString());
    cleanups.unshift(() => locker.end());
    // As an operator's `lock table` under write traffic: the add claims its idempotency key, then
    // waits to write the cart.
    await locker.lock("orders, carts, cart_items");
    const headers = { [IDEMPOTENCY_KEY_HEADER]: "lost-connection-add-1" };
    const add = () =>
      h.postJson<{ error?: string; code?: string; items?: unknown[] }>(
        "/api/cart-service/cart/add",
        { sku: "EDL-4SMD-11-30K", quantity: 2 },
        { cookie, headers },
      );
    const pending = add();
    await locker.waitForBlockedWrite();
    expect(await locker.terminateOthers()).toBeGreaterThan(0);

    const failed = await pending;
    expect(failed.status, JSON.stringify(failed.body)).toBe(503);
    expect(failed.body).toEqual({ error: expect.any(String), code: "UNAVAILABLE" });
    expect(failed.headers.get("retry-after")).toBe("5");
    await locker.release();

    // Rolled back with the key it claimed: the same request again is not "in progress" but done now.
    const again = await add();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.items).toHaveLength(1);
    const cart = await h.getJson<{ items: { quantity: number }[] }>("/api/cart-service/cart", { cookie });
    expect(cart.status).toBe(200);
    expect(cart.body.items.map((item) => item.quantity)).toEqual([2]);
    expect((await h.call("/healthz")).status).toBe(200);

    // The process lived on; the failure is a warning, not an error.
    expect(watch.uncaught).toEqual([]);
    const levels = h.logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(levels.some((line) => line.level === 40 && line.msg === "database unavailable")).toBe(true);
    expect(levels.filter((line) => line.level >= 50)).toEqual([]);
  });
});
