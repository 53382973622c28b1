import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResult } from "../../../lib/search/product-query.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import { currentCatalogRevision, raiseCatalogRevision } from "./revision.ts";
import { products } from "./schema.ts";
import { createCatalogSearch } from "./search.ts";
import { seedCatalog } from "./seed.ts";
import type { TypeaheadInput } from "./typeahead.ts";
import { cachedTypeahead } from "./typeahead-cache.ts";

const names = (results: SearchResult[]) => results.map((result) => result.name);

describe.each(testDatabaseKinds())("the typeahead's answer cache on %s (issue 17)", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: 300 }));
  }, 60_000);
  afterAll(async () => harness?.dispose());

  it("#17.3 an answer is kept until the catalogue's revision moves, then searched again", async () => {
    const db = harness.database.db;
    const search = createCatalogSearch(db, { entries: 100, revision: () => currentCatalogRevision(db) });
    const [row] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(products.sku)
      .limit(1);
    if (!row) throw new Error("the demo catalogue has products");
    const input = { term: row.name, limit: 12, shortened: true };
    const first = await search.typeahead(input);
    expect(names(first)).toContain(row.name);
    // A change written without raising the revision (no path of the product does that) is not seen:
    // the answer comes from the cache, not the database.
    await db
      .update(products)
      .set({ name: `${row.name} Renamed` })
      .where(eq(products.id, row.id));
    expect(names(await search.typeahead(input))).toEqual(names(first));
    // The seed and the import raise the revision in the transaction of their change: asked again.
    await raiseCatalogRevision(db);
    const after = await search.typeahead({ ...input });
    expect(names(after)).toContain(`${row.name} Renamed`);
    // Without a cache, the search itself answers every time.
    const uncached = createCatalogSearch(db);
    expect(names(await uncached.typeahead(input))).toEqual(names(after));
  });
});

describe("the typeahead's answer cache (issue 17)", () => {
  /** A search that counts its calls and answers with the term, failing for "fail". */
  function countingSearch() {
    const calls: string[] = [];
    const search = async (input: TypeaheadInput): Promise<SearchResult[]> => {
      calls.push(input.term);
      if (input.term === "fail") throw new Error("the database went away");
      return [{ name: input.term } as SearchResult];
    };
    return { calls, search };
  }

  it("#17.3 keys on every input, keeps the most recently used, and searches once for callers at the same moment", async () => {
    const { calls, search } = countingSearch();
    const typeahead = cachedTypeahead(search, { entries: 2, revision: async () => 7 });
    await Promise.all([typeahead({ term: "led" }), typeahead({ term: "led" })]);
    expect(calls).toEqual(["led"]);
    await typeahead({ term: "led", limit: 5 });
    await typeahead({ term: "led", category: "Wall Packs" });
    expect(calls).toEqual(["led", "led", "led"]);
    // Two entries: the oldest ({ term: "led" }) went; the newest two are kept.
    await typeahead({ term: "led", category: "Wall Packs" });
    await typeahead({ term: "led", limit: 5 });
    expect(calls).toHaveLength(3);
    await typeahead({ term: "led" });
    expect(calls).toHaveLength(4);
  });

  it("#17.3 a failed search is not kept, an answer older than its age limit is searched again, and 0 entries keeps none", async () => {
    const { calls, search } = countingSearch();
    let now = 0;
    const typeahead = cachedTypeahead(search, {
      entries: 10,
      revision: async () => 1,
      maxAgeMs: 1_000,
      now: () => now,
    });
    await expect(typeahead({ term: "fail" })).rejects.toThrow("the database went away");
    await expect(typeahead({ term: "fail" })).rejects.toThrow("the database went away");
    expect(calls).toEqual(["fail", "fail"]);
    await typeahead({ term: "track" });
    now = 1_000;
    await typeahead({ term: "track" });
    expect(calls).toHaveLength(3);
    now = 2_001;
    await typeahead({ term: "track" });
    expect(calls).toHaveLength(4);

    const none = countingSearch();
    const uncached = cachedTypeahead(none.search, { entries: 0, revision: async () => 1 });
    await uncached({ term: "track" });
    await uncached({ term: "track" });
    expect(none.calls).toHaveLength(2);
  });
});
