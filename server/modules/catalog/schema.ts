import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { DocumentType, OptionGroup, ProductImage } from "../../../lib/catalog/catalog.ts";

// The value sets of the catalogue are shared with the import's validation in lib/; they live there.
export {
  type DocumentType,
  documentTypes,
  type OptionGroup,
  optionGroups,
  type ProductImage,
} from "../../../lib/catalog/catalog.ts";

/**
 * Categories form a two-level tree: top-level categories (parentId null) and their sub-categories.
 * `slug` is the name with spaces replaced by hyphens (ROUTE-07); `imageNames` is the spec's
 * comma-separated `categoryImage` value.
 */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    imageNames: text("image_names").notNull().default(""),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("categories_slug_lower_uq").on(sql`lower(${t.slug})`),
    index("categories_parent_position_idx").on(t.parentId, t.position),
    // Search: names matched by substring and by shared trigrams (typo tolerance), see search-sql.ts.
    index("categories_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const series = pgTable(
  "series",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
  },
  // Search: the name starts with the code ("SCX Linear Architectural"), so one index serves both.
  (t) => [index("series_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`)],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The manufacturer's product id (spec `productID`), stable across imports. */
    productCode: text("product_code").notNull().unique(),
    sku: text("sku").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    images: jsonb("images").$type<ProductImage[]>().notNull().default([]),
    /** The spec's `::`-separated spec lines, e.g. "Wattage: 40W::Lumens: 5,200 lm". */
    technicalSpecs: text("technical_specs").notNull().default(""),
    /** Application text; may start with `::` as in the source data (stripped when shown). */
    application: text("application").notNull().default(""),
    link: text("link").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    seriesId: integer("series_id").references(() => series.id, { onDelete: "set null" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    // Typed attributes behind the spec lines, so filters and sorting can use indexes.
    wattage: integer("wattage"),
    lumens: integer("lumens"),
    cctKelvin: integer("cct_kelvin"),
    /** Every CCT the product can be ordered in (its own and its CCT options'): the CCT filter (#9.15). */
    cctOptions: integer("cct_options").array().notNull().default(sql`'{}'::integer[]`),
    cri: integer("cri"),
    voltage: text("voltage"),
    dimming: text("dimming"),
    ipRating: text("ip_rating"),
    dlcListing: text("dlc_listing"),
    mounting: text("mounting"),
    warrantyYears: integer("warranty_years"),
    dimensions: text("dimensions"),
    /**
     * Shipping facts (issue 32 item 1, freight at checkout): the boxed weight in ounces and the
     * carton's outside size in whole inches, longest side first. Null: unknown (the freight rules'
     * defaults apply).
     */
    shipWeightOz: integer("ship_weight_oz"),
    cartonLengthIn: integer("carton_length_in"),
    cartonWidthIn: integer("carton_width_in"),
    cartonHeightIn: integer("carton_height_in"),
    /** Business days from the order to the dock; null: the freight rules' default lead time. */
    leadTimeDays: integer("lead_time_days"),
    featured: boolean("featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("products_category_name_idx").on(t.categoryId, t.name),
    // The product page's related products (the series' first six by name) read straight off this index,
    // and every lookup by series uses its first column (issue 17: a sort of the whole series cost 22 ms).
    index("products_series_name_idx").on(t.seriesId, t.name, t.id),
    index("products_featured_idx").on(t.featured).where(sql`${t.featured}`),
    check("products_price_nonnegative", sql`${t.listPriceCents} >= 0`),
    check(
      "products_shipping_facts_ck",
      sql`coalesce(${t.shipWeightOz}, 1) > 0 and coalesce(${t.cartonLengthIn}, 1) > 0
        and coalesce(${t.cartonWidthIn}, 1) > 0 and coalesce(${t.cartonHeightIn}, 1) > 0
        and coalesce(${t.leadTimeDays}, 0) between 0 and 250`,
    ),
    // Search (search-sql.ts). The generated full-text columns `search_vector` and `name_vector`, their
    // GIN indexes and the covering index of category listings are created by the hand-written
    // migrations 0004_search_vector.sql and 0005_search_name_vector.sql and deliberately not declared
    // here: as Drizzle columns they would join every product row type (and every `select()`), which
    // only the search queries need.
    /**
     * Part numbers: exact and prefix (`LIKE 'scx-4%'`) lookups, returned in SKU order. In the "C"
     * collation one plain B-tree serves both the prefix range and the ORDER BY.
     */
    index("products_sku_lower_c_idx").on(sql`(lower(${t.sku}) collate "C")`),
    /** Part-number prefixes inside a category (the typeahead's category filter). */
    index("products_category_sku_idx").on(t.categoryId, sql`(lower(${t.sku}) collate "C")`),
    /** Exact names, which the typeahead and the results page rank first. */
    index("products_name_lower_idx").on(sql`lower(${t.name})`),
    /** Typo fallback of the results page: word similarity of the term to product names. */
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    /** Listings and search results by name, stable across pages. */
    index("products_name_id_idx").on(t.name, t.id),
    // Filters a lighting buyer narrows by; they also serve the wattage and lumens sorts.
    index("products_cct_options_idx").using("gin", t.cctOptions),
    index("products_wattage_idx").on(t.wattage),
    index("products_lumens_idx").on(t.lumens),
    /** "Does this series have products in that category?" (the typeahead's category filter). */
    index("products_series_category_idx").on(t.seriesId, t.categoryId),
  ],
);

/** The columns a product card shows (lib/catalog/catalog.ts toProductCard), selected by every list of cards. */
export const productCardColumns = {
  id: products.id,
  productID: products.productCode,
  sku: products.sku,
  name: products.name,
  images: products.images,
  technicalSpecs: products.technicalSpecs,
  link: products.link,
  listPriceCents: products.listPriceCents,
};

export const productOptions = pgTable(
  "product_options",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Spec `optionID`, unique within the product. */
    optionCode: text("option_code").notNull(),
    name: text("name").notNull(),
    group: text("option_group").$type<OptionGroup>().notNull(),
    /** The segment this option contributes to the catalog number, e.g. "40K". */
    catalogSegment: text("catalog_segment").notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    isDefault: boolean("is_default").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_options_product_code_uq").on(t.productId, t.optionCode),
    check("product_options_price_nonnegative", sql`${t.priceCents} >= 0`),
  ],
);

export const warehouses = pgTable("warehouses", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
});

export const inventory = pgTable(
  "inventory",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.warehouseId] }),
    check("inventory_quantity_nonnegative", sql`${t.quantity} >= 0`),
  ],
);

export const productDocuments = pgTable(
  "product_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    type: text("type").$type<DocumentType>().notNull(),
    title: text("title").notNull(),
    /** A path under the media routes or an absolute URL of the manufacturer's file store. */
    url: text("url").notNull(),
  },
  (t) => [uniqueIndex("product_documents_product_type_uq").on(t.productId, t.type)],
);

/**
 * The catalogue's revision (issue 17): one row (id 1), raised in the same transaction as every write
 * that changes what a guest sees of the catalogue (the seed, an import, clearing it). The guest page
 * cache keys pages by it, so a page rendered before a change is never served after it, in any process.
 */
export const catalogRevision = pgTable("catalog_revision", {
  id: integer("id").primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every lexeme of the products' name vectors (issue 17), written in the transaction of each change to
 * the catalogue (refreshCatalogLexicon). The typeahead turns a typed prefix into the words it stands
 * for ("emerg:*" into 'emerg'): the index then intersects exact words, skipping through their lists,
 * where a prefix made it collect every product of every word it starts with. Compared in byte order
 * (COLLATE "C", migration 0027), so a prefix is one range of the primary key.
 */
export const catalogLexemes = pgTable("catalog_lexemes", {
  word: text("word").primaryKey(),
});
