import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases.ts";
import type { Db } from "./client.ts";
import {
  canonicalJson,
  hashRequest,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyOf,
  idempotencyKeySchema,
  pruneIdempotencyKeys,
  withIdempotencyKey,
} from "./idempotency.ts";
import { idempotencyKeys } from "./idempotency-schema.ts";
import { selectRows } from "./rows.ts";
import { inTransaction, type Tx } from "./transaction.ts";

/** Rows the work writes, to count what a call left behind. */
async function scratchCount(db: Db, note: string): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*)::int as n from idempotency_scratch where note = ${note}`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? -1;
}

async function writeScratch(tx: Tx, note: string): Promise<void> {
  await tx.execute(sql`insert into idempotency_scratch (note) values (${note})`);
}

async function storedKeys(db: Db, key: string) {
  return db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise with its resolve function, to hold a work open until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function conflictOf(error: unknown): AppError {
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe("CONFLICT");
  expect(appError.status).toBe(409);
  return appError;
}

describe.each(testDatabaseKinds())("idempotency keys on %s", (kind) => {
  let handle: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    // A plain table (not a temporary one): on PostgreSQL the calls run on different pooled connections.
    await db.execute(sql`create table idempotency_scratch (id serial primary key, note text not null)`);
  });
  afterAll(async () => handle?.dispose());

  /** A fresh key and a note naming this test's writes. */
  const fresh = () => {
    const id = randomUUID();
    return { key: `key-${id}`, note: `note-${id}` };
  };

  it("#11.3 a first call runs the work and stores its response; a repeat with the same key and request replays it without running the work", async () => {
    const { key, note } = fresh();
    let calls = 0;
    const work = async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      return { status: 201, body: { orderId: "O-1", lines: [{ sku: "A", quantity: 2 }] } };
    };
    const request = { key, callerId: "user-1", operation: "place-order", request: { cart: "C-1", po: "77" } };

    const first = await withIdempotencyKey(db, request, work);
    const second = await withIdempotencyKey(db, request, work);
    const third = await withIdempotencyKey(db, request, work);

    expect(first).toEqual({
      status: 201,
      body: { orderId: "O-1", lines: [{ sku: "A", quantity: 2 }] },
      replayed: false,
    });
    expect(second).toEqual({ ...first, replayed: true });
    expect(third).toEqual({ ...first, replayed: true });
    expect(calls).toBe(1);
    expect(await scratchCount(db, note)).toBe(1);

    const [row] = await storedKeys(db, key);
    expect(row).toMatchObject({
      callerId: "user-1",
      operation: "place-order",
      state: "completed",
      requestHash: hashRequest({ cart: "C-1", po: "77" }),
      response: { status: 201, body: first.body },
    });
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it("#11.3 a repeat whose request differs only in the order of its keys is the same request", async () => {
    const { key, note } = fresh();
    let calls = 0;
    const work = async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      return { status: 200, body: { ok: true } };
    };
    const base = { key, callerId: "user-1", operation: "place-order" };
    await withIdempotencyKey(db, { ...base, request: { a: 1, b: { c: [1, 2], d: "x" } } }, work);
    const again = await withIdempotencyKey(
      db,
      { ...base, request: { b: { d: "x", c: [1, 2] }, a: 1 } },
      work,
    );
    expect(again.replayed).toBe(true);
    expect(calls).toBe(1);
  });

  it("#11.3 the same key with a different request body is a 409 CONFLICT and runs nothing", async () => {
    const { key, note } = fresh();
    let calls = 0;
    const work = async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      return { status: 201, body: { orderId: "O-2" } };
    };
    const base = { key, callerId: "user-1", operation: "place-order" };
    await withIdempotencyKey(db, { ...base, request: { cart: "C-1", quantity: 1 } }, work);

    const error = await withIdempotencyKey(
      db,
      { ...base, request: { cart: "C-1", quantity: 2 } },
      work,
    ).catch((e: unknown) => e);
    expect(conflictOf(error).message).toMatch(/different request/);
    expect(calls).toBe(1);
    expect(await scratchCount(db, note)).toBe(1);
    // The stored answer is untouched: the original request still replays it.
    const replay = await withIdempotencyKey(db, { ...base, request: { cart: "C-1", quantity: 1 } }, work);
    expect(replay).toEqual({ status: 201, body: { orderId: "O-2" }, replayed: true });
  });

  it("#11.3 a work that throws leaves neither its writes nor the key, and a retry with the key runs the work", async () => {
    const { key, note } = fresh();
    let calls = 0;
    const request = { key, callerId: "user-1", operation: "place-order", request: { cart: "C-3" } };

    const failure = await withIdempotencyKey(db, request, async (tx) => {
      calls++;
      await writeScratch(tx, note);
      await writeScratch(tx, note);
      throw new Error("payment provider down");
    }).catch((e: unknown) => e);
    expect((failure as Error).message).toBe("payment provider down");
    expect(await scratchCount(db, note)).toBe(0);
    expect(await storedKeys(db, key)).toEqual([]);

    const retry = await withIdempotencyKey(db, request, async (tx) => {
      calls++;
      await writeScratch(tx, note);
      return { status: 201, body: { orderId: "O-3" } };
    });
    expect(retry).toEqual({ status: 201, body: { orderId: "O-3" }, replayed: false });
    expect(calls).toBe(2);
    expect(await scratchCount(db, note)).toBe(1);
  });

  it("#11.3 a returned 4xx answer is stored and replayed like any other", async () => {
    const { key } = fresh();
    let calls = 0;
    const request = { key, callerId: "user-1", operation: "redeem-coupon", request: { code: "X" } };
    const work = async () => {
      calls++;
      return { status: 422, body: { error: "Coupon expired", code: "VALIDATION" } };
    };
    await withIdempotencyKey(db, request, work);
    expect(await withIdempotencyKey(db, request, work)).toEqual({
      status: 422,
      body: { error: "Coupon expired", code: "VALIDATION" },
      replayed: true,
    });
    expect(calls).toBe(1);
  });

  it("#11.3 keys belong to one caller and one operation: the same key elsewhere runs the work", async () => {
    const { key, note } = fresh();
    let calls = 0;
    const work = async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      return { status: 200, body: { call: calls } };
    };
    const request = { cart: "C-4" };
    const a = await withIdempotencyKey(
      db,
      { key, callerId: "user-a", operation: "place-order", request },
      work,
    );
    const b = await withIdempotencyKey(
      db,
      { key, callerId: "user-b", operation: "place-order", request },
      work,
    );
    const c = await withIdempotencyKey(
      db,
      { key, callerId: "user-a", operation: "pay-invoice", request },
      work,
    );
    expect([a.body, b.body, c.body]).toEqual([{ call: 1 }, { call: 2 }, { call: 3 }]);
    expect([a.replayed, b.replayed, c.replayed]).toEqual([false, false, false]);
    expect(await scratchCount(db, note)).toBe(3);
    expect(await storedKeys(db, key)).toHaveLength(3);
  });

  it("#11.3 without a key the work runs in a transaction every time and nothing is stored", async () => {
    const { note } = fresh();
    let calls = 0;
    const request = { key: undefined, callerId: "user-1", operation: "place-order", request: {} };
    const work = async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      return { status: 201, body: { n: calls } };
    };
    await withIdempotencyKey(db, request, work);
    await withIdempotencyKey(db, request, work);
    expect(calls).toBe(2);
    expect(await scratchCount(db, note)).toBe(2);
    const failed = await withIdempotencyKey(db, request, async (tx) => {
      await writeScratch(tx, note);
      throw new Error("no");
    }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(await scratchCount(db, note)).toBe(2);
    const [row] = await selectRows(
      db,
      sql`select count(*)::int as n from idempotency_keys where caller_id = 'user-1' and operation = 'place-order' and request_hash = ${hashRequest({})}`,
      z.object({ n: z.number() }),
    );
    expect(row?.n).toBe(0);
  });

  it("#11.3 the first answer and the replay are the same JSON (dates become strings in both)", async () => {
    const { key } = fresh();
    const request = { key, callerId: "user-1", operation: "place-order", request: {} };
    const work = async () => ({
      status: 201,
      body: { placedAt: new Date("2026-01-02T03:04:05.000Z"), note: undefined, total: 1999 },
    });
    const first = await withIdempotencyKey(db, request, work);
    const replay = await withIdempotencyKey(db, request, work);
    expect(first.body).toEqual({ placedAt: "2026-01-02T03:04:05.000Z", total: 1999 });
    expect(replay.body).toEqual(first.body);
  });

  it("#11.3 inside an outer transaction that rolls back, the key goes with the outer writes", async () => {
    const { key, note } = fresh();
    const request = { key, callerId: "user-1", operation: "place-order", request: {} };
    let calls = 0;
    const work = async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      return { status: 201, body: {} };
    };
    const outcome = await inTransaction(db, async (outer) => {
      await withIdempotencyKey(outer, request, work);
      // Within the outer transaction the key is already stored.
      expect((await withIdempotencyKey(outer, request, work)).replayed).toBe(true);
      throw new Error("outer failure");
    }).catch((e: unknown) => e);
    expect((outcome as Error).message).toBe("outer failure");
    expect(await storedKeys(db, key)).toEqual([]);
    expect(await scratchCount(db, note)).toBe(0);
    expect((await withIdempotencyKey(db, request, work)).replayed).toBe(false);
    expect(calls).toBe(2);
  });

  it("#11.3 concurrent first calls with one key run the work once and all answer its response", async () => {
    const { key, note } = fresh();
    let calls = 0;
    const request = { key, callerId: "user-1", operation: "place-order", request: { cart: "C-5" } };
    const work = async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      // Long enough for the other calls to arrive while this one is in progress.
      await sleep(150);
      return { status: 201, body: { orderId: `O-${calls}` } };
    };
    const results = await Promise.all([1, 2, 3].map(() => withIdempotencyKey(db, request, work)));
    expect(calls).toBe(1);
    expect(await scratchCount(db, note)).toBe(1);
    expect(results.map((r) => r.body)).toEqual([{ orderId: "O-1" }, { orderId: "O-1" }, { orderId: "O-1" }]);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it("#11.3 of two concurrent calls with one key and different requests, one runs and the other gets a 409", async () => {
    const { key, note } = fresh();
    let calls = 0;
    const base = { key, callerId: "user-1", operation: "place-order" };
    const work = (cart: string) => async (tx: Tx) => {
      calls++;
      await writeScratch(tx, note);
      await sleep(100);
      return { status: 201, body: { cart } };
    };
    // Which one claims the key first is the database's choice (two connections on PostgreSQL).
    const outcomes = await Promise.allSettled(
      ["C-6", "C-other"].map((cart) => withIdempotencyKey(db, { ...base, request: { cart } }, work(cart))),
    );
    const fulfilled = outcomes.filter((o) => o.status === "fulfilled");
    const rejected = outcomes.filter((o) => o.status === "rejected");
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(conflictOf(rejected[0]?.reason).message).toMatch(/different request/);
    expect(calls).toBe(1);
    expect(await scratchCount(db, note)).toBe(1);
    // The stored request is the winner's.
    const winner = (fulfilled[0] as PromiseFulfilledResult<{ body: { cart: string } }>).value.body.cart;
    const [row] = await storedKeys(db, key);
    expect(row?.requestHash).toBe(hashRequest({ cart: winner }));
  });

  it("#11.3 pruneIdempotencyKeys deletes the keys created before the given time and keeps the newer ones", async () => {
    const old = fresh();
    const recent = fresh();
    const work = async () => ({ status: 200, body: {} });
    await withIdempotencyKey(db, { key: old.key, callerId: "pruner", operation: "op", request: {} }, work);
    await withIdempotencyKey(db, { key: recent.key, callerId: "pruner", operation: "op", request: {} }, work);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(idempotencyKeys.key, old.key));

    const pruned = await pruneIdempotencyKeys(db, new Date("2021-01-01T00:00:00Z"));
    expect(pruned).toBe(1);
    expect(await storedKeys(db, old.key)).toEqual([]);
    expect(await storedKeys(db, recent.key)).toHaveLength(1);
    // A pruned key is a new key again.
    let ran = false;
    await withIdempotencyKey(
      db,
      { key: old.key, callerId: "pruner", operation: "op", request: {} },
      async () => {
        ran = true;
        return { status: 200, body: {} };
      },
    );
    expect(ran).toBe(true);
  });

  // Several connections at once: only a database server has them (PGlite runs one transaction at a time).
  it.runIf(kind === "postgres")(
    "#11.3 a concurrent call still waiting after waitMs gets a 409 'still in progress' and the work runs once",
    async () => {
      const { key, note } = fresh();
      const request = { key, callerId: "user-1", operation: "place-order", request: { cart: "C-7" } };
      const started = gate();
      const release = gate();
      let calls = 0;
      const first = withIdempotencyKey(db, request, async (tx) => {
        calls++;
        await writeScratch(tx, note);
        started.open();
        await release.opened;
        return { status: 201, body: { orderId: "O-7" } };
      });
      await started.opened;

      const waited = performance.now();
      const error = await withIdempotencyKey(db, { ...request, waitMs: 300 }, async () => {
        calls++;
        return { status: 500, body: {} };
      }).catch((e: unknown) => e);
      expect(performance.now() - waited).toBeGreaterThanOrEqual(250);
      expect(conflictOf(error).message).toMatch(/still in progress/);

      release.open();
      expect(await first).toEqual({ status: 201, body: { orderId: "O-7" }, replayed: false });
      const later = await withIdempotencyKey(db, request, async () => {
        calls++;
        return { status: 500, body: {} };
      });
      expect(later).toEqual({ status: 201, body: { orderId: "O-7" }, replayed: true });
      expect(calls).toBe(1);
      expect(await scratchCount(db, note)).toBe(1);
    },
  );

  it.runIf(kind === "postgres")(
    "#11.3 when the first of two concurrent calls fails, the waiting one runs the work and its answer is stored",
    async () => {
      const { key, note } = fresh();
      const request = { key, callerId: "user-1", operation: "place-order", request: { cart: "C-8" } };
      const started = gate();
      const release = gate();
      const first = withIdempotencyKey(db, request, async (tx) => {
        await writeScratch(tx, `${note}-failed`);
        started.open();
        await release.opened;
        throw new Error("first attempt failed");
      });
      const firstOutcome = first.catch((e: unknown) => e);
      await started.opened;

      let secondRan = false;
      const second = withIdempotencyKey(db, request, async (tx) => {
        secondRan = true;
        await writeScratch(tx, note);
        return { status: 201, body: { orderId: "O-8" } };
      });
      // The second call is waiting on the first one's key.
      await sleep(100);
      expect(secondRan).toBe(false);
      release.open();

      expect(((await firstOutcome) as Error).message).toBe("first attempt failed");
      expect(await second).toEqual({ status: 201, body: { orderId: "O-8" }, replayed: false });
      expect(secondRan).toBe(true);
      expect(await scratchCount(db, `${note}-failed`)).toBe(0);
      expect(await scratchCount(db, note)).toBe(1);
      const [row] = await storedKeys(db, key);
      expect(row?.response).toEqual({ status: 201, body: { orderId: "O-8" } });
    },
  );
});

describe("canonical request hash", () => {
  it("#11.3 sorts object keys at every level and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(hashRequest({ a: 1, b: 2 })).toBe(hashRequest({ b: 2, a: 1 }));
    expect(hashRequest([1, 2])).not.toBe(hashRequest([2, 1]));
    expect(hashRequest({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the Idempotency-Key header", () => {
  const app = new Hono();
  app.onError((error, c) =>
    error instanceof AppError
      ? c.json({ error: error.message, code: error.code }, error.status)
      : c.json({ error: "unexpected" }, 500),
  );
  app.post("/", (c) => c.json({ key: idempotencyKeyOf(c) ?? null }));
  const send = (key?: string) =>
    app.request("/", { method: "POST", headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key } });

  it("#11.3 idempotencyKeyOf answers undefined without the header and the key when it is well-formed", async () => {
    expect(await (await send()).json()).toEqual({ key: null });
    for (const key of ["abcdefgh", randomUUID(), "order:2026-01-02.A_b-c", "x".repeat(128)]) {
      const response = await send(key);
      expect(response.status, key).toBe(200);
      expect(await response.json(), key).toEqual({ key });
    }
  });

  it("#11.3 a malformed Idempotency-Key header is a 400 VALIDATION", async () => {
    for (const key of ["", "short", "x".repeat(129), "has space in it", "semi;colon!", "ünïcödé-key"]) {
      const response = await send(key);
      expect(response.status, key).toBe(400);
      expect(((await response.json()) as { code: string }).code, key).toBe("VALIDATION");
    }
    expect(idempotencyKeySchema.safeParse("a/b/c/d/e/f").success).toBe(false);
  });
});
