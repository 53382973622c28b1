import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import { importCatalog } from "./import-catalog.ts";
import { goodCsv } from "./import-fixtures.test-support.ts";
import { parseCatalogFile } from "./parse-catalog-file.ts";
import { createCatalogSearch } from "./search.ts";
import { clearCatalog, seedCatalog } from "./seed.ts";

/** The words of the lexicon, and every word of the products' name vectors, each sorted. */
async function lexiconAndVectors(db: Db) {
  const words = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ word: string }>(await db.execute(query))
      .map((row) => row.word)
      .sort();
  return {
    lexicon: await words(sql`select word from catalog_lexemes`),
    vectors: await words(sql`select word from ts_stat('select name_vector from products')`),
  };
}

describe.each(testDatabaseKinds())("the typeahead's lexicon on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: 120 }));
  }, 60_000);
  afterAll(async () => harness?.dispose());

  it("issue 17: the seed, an import and clearing the catalogue each leave exactly the words of the products' names", async () => {
    const { db } = harness.database;
    const seeded = await lexiconAndVectors(db);
    expect(seeded.lexicon.length).toBeGreaterThan(50);
    expect(seeded.lexicon).toEqual(seeded.vectors);
    expect(seeded.lexicon).toContain("emerg");
    expect(seeded.lexicon.some((word) => word.startsWith("emerald"))).toBe(false);

    // A track head named with a word that shares its beginning with "emergency".
    const rows = parseCatalogFile(goodCsv, "csv").rows.map((row, index) =>
      index === 0 ? { ...row, product: { ...row.product, name: "TRK Emerald 12W Track Head" } } : row,
    );
    await importCatalog(db, rows);
    const imported = await lexiconAndVectors(db);
    expect(imported.lexicon).toEqual(imported.vectors);
    expect(imported.lexicon.some((word) => word.startsWith("emerald"))).toBe(true);
    // "emer" being typed stands for both words now; with the lexicon of before it would miss the head.
    const found = await createCatalogSearch(db).typeahead({ term: "track emer" });
    expect(found.map((result) => result.description)).toContainEqual(
      expect.stringContaining("TRK-H1-12-30K"),
    );

    await db.transaction(async (tx) => clearCatalog(tx));
    expect(await lexiconAndVectors(db)).toEqual({ lexicon: [], vectors: [] });
  });
});
