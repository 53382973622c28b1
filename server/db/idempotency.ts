import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyMessage,
  idempotencyKeySchema,
} from "../../lib/shared/idempotency-key.ts";
import { AppError } from "../errors.ts";
import { sqlState } from "./errors.ts";
import { idempotencyKeys, type StoredResponse } from "./idempotency-schema.ts";
import { selectRows } from "./rows.ts";
import { type DbOrTx, inTransaction, type Tx } from "./transaction.ts";

export { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "../../lib/shared/idempotency-key.ts";

/**
 * Idempotency keys (architecture rule 8, #11.3): a request a client may repeat (placing an order,
 * completing a payment, redeeming a coupon) carries a key, and every repetition with that key gets
 * the first answer instead of doing the work again.
 *
 * Semantics of `withIdempotencyKey(db, { key, callerId, operation, request }, work)`:
 *
 * - **First call**: one transaction inserts the key's row (`in_progress`), runs `work(tx)`, and stores
 *   its `{ status, body }` in the row (`completed`). The work's writes and the stored response commit
 *   together: either both exist or neither does.
 * - **Work throws**: the transaction rolls back: no writes, no key. The error reaches the caller and
 *   the client may retry with the same key, which runs the work afresh.
 * - **Repeat, same request** (same caller, operation and key; the request's canonical JSON hashes the
 *   same): the stored response, with `replayed: true`; the work does not run.
 * - **Repeat, different request**: `AppError("CONFLICT")` (409); nothing runs.
 * - **Concurrent first calls** (the chosen behaviour): the loser waits. Its insert of the same
 *   (caller, operation, key) blocks on the primary key until the winner's transaction ends; when the
 *   winner commits, the loser answers the stored response (or 409 for a different request), and when
 *   the winner rolls back, the loser's insert goes through and it runs the work itself. The wait is
 *   bounded by `waitMs` (default 10 s, PostgreSQL's `lock_timeout`); a loser still waiting then gets
 *   `AppError("CONFLICT", "… still in progress …")` and may retry later. So the work never runs twice
 *   for one key. On the embedded PGlite (one connection) transactions take turns, so the loser simply
 *   runs after the winner and replays.
 * - **No key** (`key` undefined: the client sent no header): the work runs in a transaction, nothing
 *   is stored.
 * - A returned response is stored whatever its status (a 4xx the work answers is replayed too); only a
 *   thrown error leaves the key unused. The body must be JSON: both the first answer and the replays
 *   are the stored JSON, so they are identical.
 *
 * Keys are scoped to the caller and the operation: one caller's key never answers another's request.
 * `pruneIdempotencyKeys` deletes keys older than a given time (a client retries within minutes or
 * hours, not weeks).
 */

export type IdempotentResponse<T> = { status: number; body: T };
export type IdempotentResult<T> = IdempotentResponse<T> & {
  /** True when this is the stored answer of an earlier call with the same key. */
  replayed: boolean;
};

export type IdempotencyRequest = {
  /** The client's key (see `idempotencyKeyOf`); undefined runs the work without storing anything. */
  key: string | undefined;
  /** The user id, or a guest's id: whose key it is. */
  callerId: string;
  /** What the key is for, e.g. "place-order". */
  operation: string;
  /** The request body (or whatever identifies the request); hashed as canonical JSON. */
  request: unknown;
  /** How long a concurrent call with the same key waits for the first one to finish (ms). */
  waitMs?: number;
};

const DEFAULT_WAIT_MS = 10_000;
/** SQLSTATE lock_not_available: a lock wait exceeded lock_timeout. */
const LOCK_NOT_AVAILABLE = "55P03";

export async function withIdempotencyKey<T>(
  db: DbOrTx,
  request: IdempotencyRequest,
  work: (tx: Tx) => Promise<IdempotentResponse<T>>,
): Promise<IdempotentResult<T>> {
  const { key, callerId, operation } = request;
  if (key === undefined) {
    const response = await inTransaction(db, work);
    return { ...checkedResponse(response), replayed: false };
  }
  const requestHash = hashRequest(request.request);
  const waitMs = Math.max(1, Math.round(request.waitMs ?? DEFAULT_WAIT_MS));
  const thisKey = and(
    eq(idempotencyKeys.callerId, callerId),
    eq(idempotencyKeys.operation, operation),
    eq(idempotencyKeys.key, key),
  );

  return inTransaction(db, async (tx) => {
    const claimed = await claimKey(tx, { key, callerId, operation, requestHash }, waitMs);
    if (!claimed) {
      const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
      // Gone between the insert and this read only if pruned at that instant: the client retries.
      if (!stored) throw new AppError("CONFLICT", "This request is being processed; please retry shortly");
      if (stored.requestHash !== requestHash) {
        throw new AppError(
          "CONFLICT",
          `This ${IDEMPOTENCY_KEY_HEADER} was already used with a different request; use a new key for a new request`,
        );
      }
      if (stored.state !== "completed" || !stored.response) {
        throw inProgress();
      }
      return { ...(stored.response as IdempotentResponse<T>), replayed: true };
    }

    const response = checkedResponse(await work(tx));
    const [completed] = await tx
      .update(idempotencyKeys)
      .set({ state: "completed", response, completedAt: sql`now()` })
      .where(thisKey)
      .returning({ response: idempotencyKeys.response });
    if (!completed?.response) throw new Error("The idempotency key row vanished inside its transaction");
    return { ...(completed.response as IdempotentResponse<T>), replayed: false };
  });
}

/**
 * Inserts the key's row; false when the key exists already. A concurrent first call's row that is
 * not committed yet makes this insert wait (on the primary key) for at most `waitMs`.
 */
async function claimKey(
  tx: Tx,
  row: { key: string; callerId: string; operation: string; requestHash: string },
  waitMs: number,
): Promise<boolean> {
  const [previous] = await selectRows(
    tx,
    sql`select current_setting('lock_timeout') as setting`,
    z.object({ setting: z.string() }),
  );
  await tx.execute(sql`select set_config('lock_timeout', ${`${waitMs}ms`}, true)`);
  try {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ ...row, state: "in_progress" })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length > 0;
  } catch (error) {
    if (sqlState(error) === LOCK_NOT_AVAILABLE) throw inProgress();
    throw error;
  } finally {
    // After a failed statement the transaction is aborted and rolls back (the setting with it).
    await tx
      .execute(sql`select set_config('lock_timeout', ${previous?.setting ?? "0"}, true)`)
      .catch(() => {});
  }
}

function inProgress(): AppError {
  return new AppError(
    "CONFLICT",
    `A request with this ${IDEMPOTENCY_KEY_HEADER} is still in progress; retry it shortly`,
  );
}

function checkedResponse<T>(response: IdempotentResponse<T>): StoredResponse & IdempotentResponse<T> {
  if (!Number.isInteger(response.status) || response.status < 100 || response.status > 599) {
    throw new Error(`An idempotent operation answered the status ${response.status}`);
  }
  return { status: response.status, body: response.body };
}

/** SHA-256 (hex) of the request's canonical JSON: the same request hashes the same, key order aside. */
export function hashRequest(request: unknown): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
}

/**
 * JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` are one request. Values
 * serialise as JSON.stringify would (Dates through toJSON, undefined properties left out).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? "null";
}

function sortKeys(value: unknown): unknown {
  if (value && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return sortKeys((value as { toJSON: () => unknown }).toJSON());
  }
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, sortKeys((value as Record<string, unknown>)[name])]),
    );
  }
  return value;
}

/** Deletes keys created before `olderThan`; answers how many went. */
export async function pruneIdempotencyKeys(db: DbOrTx, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, olderThan))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/**
 * The request's `Idempotency-Key` header: undefined when absent, the key when well-formed, and
 * `AppError("VALIDATION")` (400) otherwise.
 */
export function idempotencyKeyOf(c: Context): string | undefined {
  const value = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw new AppError("VALIDATION", idempotencyKeyMessage);
  return parsed.data;
}
