import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases.ts";
import type { Db } from "./client.ts";
import { selectRows } from "./rows.ts";
import { type DbOrTx, inTransaction } from "./transaction.ts";

/** Architecture rule 8: every multi-row write runs in a transaction (server/db/transaction.ts). */
describe.each(testDatabaseKinds())("inTransaction on %s", (kind) => {
  let handle: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    await db.execute(sql`create table transaction_scratch (id serial primary key, note text not null)`);
  });
  beforeEach(async () => {
    await db.execute(sql`delete from transaction_scratch`);
  });
  afterAll(async () => handle?.dispose());

  const write = (target: DbOrTx, note: string) =>
    target.execute(sql`insert into transaction_scratch (note) values (${note})`);
  const notes = async (target: DbOrTx = db) =>
    (
      await selectRows(
        target,
        sql`select note from transaction_scratch order by id`,
        z.object({ note: z.string() }),
      )
    ).map((row) => row.note);

  it("#11.3 commits every write of a work that returns, and answers its value", async () => {
    const value = await inTransaction(db, async (tx) => {
      await write(tx, "a");
      await write(tx, "b");
      return 42;
    });
    expect(value).toBe(42);
    expect(await notes()).toEqual(["a", "b"]);
  });

  it("#11.3 rolls back every write when the work throws, and passes the error on", async () => {
    const error = await inTransaction(db, async (tx) => {
      await write(tx, "a");
      await write(tx, "b");
      // The writes are visible inside the transaction…
      expect(await notes(tx)).toEqual(["a", "b"]);
      throw new Error("work failed");
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("work failed");
    // …and gone after it.
    expect(await notes()).toEqual([]);
  });

  it("#11.3 rolls back the writes before a statement the database refuses", async () => {
    const error = await inTransaction(db, async (tx) => {
      await write(tx, "a");
      await tx.execute(sql`insert into transaction_scratch (note) values (null)`);
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await notes()).toEqual([]);
  });

  it("#11.3 a nested inTransaction is a savepoint: its failure undoes only its own writes", async () => {
    await inTransaction(db, async (outer) => {
      await write(outer, "outer-before");
      const inner = await inTransaction(outer, async (tx) => {
        await write(tx, "inner");
        throw new Error("inner failed");
      }).catch((e: unknown) => e);
      expect((inner as Error).message).toBe("inner failed");
      // The outer transaction goes on after the inner one rolled back to its savepoint.
      await write(outer, "outer-after");
    });
    expect(await notes()).toEqual(["outer-before", "outer-after"]);
  });

  it("#11.3 a nested inTransaction that succeeded is still undone when the outer one fails", async () => {
    const error = await inTransaction(db, async (outer) => {
      await write(outer, "outer");
      await inTransaction(outer, async (tx) => {
        await write(tx, "inner");
      });
      expect(await notes(outer)).toEqual(["outer", "inner"]);
      throw new Error("outer failed");
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("outer failed");
    expect(await notes()).toEqual([]);
  });

  it("#11.3 a nested inTransaction issues a SAVEPOINT, not a second BEGIN", async () => {
    const seen = await inTransaction(db, async (outer) =>
      inTransaction(outer, async (tx) => {
        // Inside a savepoint the transaction is the same: the outer one's id.
        const [inner] = await selectRows(
          tx,
          sql`select txid_current()::text as id`,
          z.object({ id: z.string() }),
        );
        return inner?.id;
      }).then(async (innerId) => {
        const [outerRow] = await selectRows(
          outer,
          sql`select txid_current()::text as id`,
          z.object({ id: z.string() }),
        );
        return { innerId, outerId: outerRow?.id };
      }),
    );
    expect(seen.innerId).toBeDefined();
    expect(seen.innerId).toBe(seen.outerId);
  });
});
