import type { PublicConfig } from "../lib/public-config.ts";
import type { ProductDetails } from "./modules/catalog/product-details.ts";
import type { CatalogSearch } from "./modules/catalog/search.ts";
import type { CatalogService } from "./modules/catalog/service.ts";

/** What a React Router loader or action may reach: module services and the request's identity. */
export type PageContext = {
  requestId: string;
  config: PublicConfig;
  catalog: CatalogService;
  search: CatalogSearch;
  productDetails: ProductDetails;
};
