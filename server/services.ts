import type { Database } from "./db/client.ts";
import { createProductDetails } from "./modules/catalog/product-details.ts";
import { createCatalogSearch } from "./modules/catalog/search.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";

/**
 * The domain modules, bound to one database. The JSON API, the pages (through the router context)
 * and later the assistant all call these same functions.
 */
export function createServices(database: Database) {
  return {
    database,
    catalog: createCatalogService(database.db),
    search: createCatalogSearch(database.db),
    productDetails: createProductDetails(database.db),
    newsletter: createNewsletterService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
