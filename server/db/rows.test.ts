import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError, z } from "zod";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases.ts";
import type { Db } from "./client.ts";
import { rowsOf, selectRows } from "./rows.ts";

/** Typed raw rows (server/db/rows.ts): a schema checks what a raw statement answers. */
describe.each(testDatabaseKinds())("selectRows on %s", (kind) => {
  let handle: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
  });
  afterAll(async () => handle?.dispose());

  it("#11.3 answers the rows a schema accepts, typed by it", async () => {
    const rows = await selectRows(
      db,
      sql`select n::int as n, 'row ' || n as label from generate_series(1, 3) as n`,
      z.object({ n: z.number(), label: z.string() }).strict(),
    );
    expect(rows).toEqual([
      { n: 1, label: "row 1" },
      { n: 2, label: "row 2" },
      { n: 3, label: "row 3" },
    ]);
  });

  it("#11.3 rejects a row that does not match the schema (a renamed column, a wrong type)", async () => {
    const schema = z.object({ n: z.number(), label: z.string() });
    // A column renamed in SQL: `label` is missing.
    await expect(selectRows(db, sql`select 1::int as n, 'x' as title`, schema)).rejects.toBeInstanceOf(
      ZodError,
    );
    // A number the SQL answers as text.
    await expect(selectRows(db, sql`select '1'::text as n, 'x' as label`, schema)).rejects.toThrow(ZodError);
    // One bad row among good ones fails the whole answer.
    await expect(
      selectRows(
        db,
        sql`select n::int as n, case when n = 2 then null else 'ok' end as label from generate_series(1, 3) as n`,
        schema,
      ),
    ).rejects.toThrow(ZodError);
  });

  it("#11.3 without a schema answers the rows as they came", async () => {
    const rows = await selectRows<{ anything: string }>(db, sql`select 'x' as anything`);
    expect(rows).toEqual([{ anything: "x" }]);
  });
});

describe("rowsOf", () => {
  it("#11.3 refuses a result without a rows array", () => {
    expect(() => rowsOf({})).toThrow("A raw statement answered no rows array");
    expect(() => rowsOf(null)).toThrow("A raw statement answered no rows array");
    expect(rowsOf({ rows: [{ a: 1 }] })).toEqual([{ a: 1 }]);
  });
});
