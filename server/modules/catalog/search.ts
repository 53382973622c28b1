import type { Db } from "../../db/client.ts";

/** Product search and typeahead (issue 3): filled in by the search work. */
export function createCatalogSearch(_db: Db) {
  return {};
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
