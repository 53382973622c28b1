/**
 * The catalogue module's public face: what the server's composition, other modules, scripts and
 * benchmarks import. Everything else in this folder is the module's own (its tables are reached
 * through these functions, never directly).
 */

// The printed literature's reading of the catalogue (issue 15 item 6).
export {
  type CatalogueContents,
  type CatalogueProduct,
  type CatalogueSection,
  catalogueContents,
  catalogueSubjects,
  documentLibrary,
  LIBRARY_DOCUMENT_TYPES,
  type LibraryDocument,
  type LibraryDocumentType,
  type LiteratureSubject,
  seriesContents,
  seriesSubjects,
} from "./catalogue-contents.ts";
// The demo catalogue, seeding and the catalogue import (start-up, scripts, benchmarks, tests).
export {
  DEFAULT_DEMO_PRODUCTS,
  type DemoCatalog,
  type DemoProduct,
  generateDemoCatalog,
} from "./demo/catalog.ts";
// The demo catalogue's luminaire drawings: its product images and the spec sheets' figures.
export { fixtureFigure, fixtureOfUrl, renderFixtureSvg } from "./demo/fixture-svg.ts";
export {
  CatalogImportError,
  type ImportCounts,
  type ImportOptions,
  importCatalog,
} from "./import-catalog.ts";
export type { InventoryCaller, ProductInventory } from "./inventory-for.ts";
// Products by rated attributes: the rebates module's qualifying fixtures, the innovation page's series.
export {
  listRatedProducts,
  type RatedProduct,
  type RatedProductFilter,
  type RatedProductPage,
} from "./list-rated-products.ts";
export {
  type CatalogFileFormat,
  catalogFormatOf,
  type ImportError,
  type ImportRow,
  type ParsedCatalogFile,
  parseCatalogFile,
} from "./parse-catalog-file.ts";
// What the cart, quotes and account pricing read of products: one statement for any number of them.
export { existingCategoryNames, type PricingFacts, pricingFactsFor } from "./pricing-facts.ts";
export {
  type ConfiguredSheet,
  createProductDetails,
  type DocumentSubject,
  type ProductDetails,
  type ProductFacts,
  type ProductSheet,
  type SitemapProduct,
  type SubCategoryPage,
} from "./product-details.ts";
// Services the server binds to a database, and the routers it mounts.
export { catalogRoutes, dashboardRoutes } from "./routes.ts";
export {
  type CatalogSearch,
  createCatalogSearch,
  type Paging,
  type ProductListPage,
  type ProductVariation,
} from "./search.ts";
export type { ProductSearchPage } from "./search-products.ts";
export {
  analyzeCatalog,
  catalogHasStatistics,
  clearCatalog,
  isCatalogEmpty,
  type SeedCounts,
  seedCatalog,
} from "./seed.ts";
export { type CatalogService, type CategoryPage, createCatalogService } from "./service.ts";
// What freight at checkout reads of products: weights, cartons and lead times (issue 32 item 1).
export { type ShippingFacts, shippingFactsFor } from "./shipping-facts.ts";
export { catalogStaffRoutes } from "./staff-routes.ts";
export type { TypeaheadInput } from "./typeahead.ts";
