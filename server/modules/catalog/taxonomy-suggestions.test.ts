import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import { importCatalog } from "./import-catalog.ts";
import { goodCsv } from "./import-fixtures.test-support.ts";
import { createCatalogSearch } from "./search.ts";
import { seedCatalog } from "./seed.ts";

describe.each(testDatabaseKinds())("the typeahead's categories and series on %s (issue 17)", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: 120 }));
  }, 60_000);
  afterAll(async () => harness?.dispose());

  it("API-13 a category, sub-category and series an import adds are suggested at once: the snapshot follows the revision", async () => {
    const { db } = harness.database;
    // One search, as a server process keeps it: its snapshot of the seeded taxonomy is read here.
    const search = createCatalogSearch(db);
    const taxonomy = async (term: string) =>
      (await search.typeahead({ term, limit: 12 }))
        .filter((r) => ["Category", "Sub-Category", "Series"].includes(r.badge))
        .map((r) => ({ badge: r.badge, name: r.name, link: r.link, image: r.image }));
    expect(await taxonomy("track")).toEqual([]);
    expect((await taxonomy("troffers")).map((r) => r.name)).toContain("Troffers and Panels");

    // The sample file's track heads: category Track Lighting, sub-category Track Heads, series TRK.
    await importCatalog(db, goodCsv, { format: "csv" });
    const suggested = await taxonomy("track");
    expect(suggested).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          badge: "Category",
          name: "Track Lighting",
          link: "/category/Track-Lighting",
        }),
        expect.objectContaining({
          badge: "Sub-Category",
          name: "Track Heads",
          link: "/p/Track-Lighting/Track-Heads",
        }),
        expect.objectContaining({ badge: "Series", name: "TRK Track Spotlight", link: "/catalogsearch/TRK" }),
      ]),
    );
    // The series shows the image of one of its products.
    const series = suggested.find((r) => r.badge === "Series");
    expect(series?.image).toMatch(/^\/media\//);
    // Inside another category the series has no products: it is not suggested there.
    const inTroffers = await search.typeahead({ term: "track", category: "Troffers and Panels" });
    expect(inTroffers.filter((r) => r.badge === "Series")).toEqual([]);
  });
});
