-- Full-text search over each product's own columns. Hand-written because, declared in the Drizzle
-- schema, the column would join every product row type and every `select()`, and only the search
-- queries (server/modules/catalog/search-sql.ts) read it.
-- A stored generated column: every insert and update (the seed, the catalogue import) keeps it, and
-- so the index, current at once, with no application code.
-- Weights: A = name, B = the attributes a buyer types (mounting, IP rating, DLC
-- listing, dimming, voltage), C = application, D = description; the results page ranks with them.
-- The `::`-separated spec lines are left out: they repeat the name and the typed attributes, and
-- their numbers would nearly double the size of every row. So is the product code: as a word it would
-- add one lexeme per product, which every one-letter prefix query would have to walk; product codes are
-- matched exactly instead (products_product_code_unique).
-- The last lexeme, `zzcat<category_id>`, makes the category part of the document: a search inside a
-- category adds `& (zzcat17 | zzcat18 …)` to its query, and the GIN index intersects words and category
-- itself. With a separate `category_id IN (…)` condition the planner assumes the two independent and,
-- for a word that never occurs in that category, walks the whole category testing every row.
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "name"), 'A') ||
	setweight(to_tsvector('english'::regconfig,
		coalesce("mounting", '') || ' ' || coalesce("ip_rating", '') || ' ' || coalesce("dlc_listing", '') || ' ' ||
		coalesce("dimming", '') || ' ' || coalesce("voltage", '')), 'B') ||
	setweight(to_tsvector('english'::regconfig, "application"), 'C') ||
	setweight(to_tsvector('english'::regconfig, "description"), 'D') ||
	to_tsvector('simple'::regconfig, 'zzcat' || "category_id"::text)
) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
-- A category's listing counts and its filter panel (productFacetsSql, productCountSql) read only these
-- columns: with them in the index, PostgreSQL answers from the index alone and never reads the wide
-- product rows. Hand-written because Drizzle cannot declare INCLUDE columns.
CREATE INDEX "products_category_facets_idx" ON "products" USING btree ("category_id")
	INCLUDE ("cct_kelvin", "wattage", "lumens", "mounting", "ip_rating", "dlc_listing");
--> statement-breakpoint
-- The typeahead's full-text index: name and attributes only (and the category marker), without
-- weights. Its short posting lists keep a keystroke's lookup cheap, it answers prefix queries without reading the rows
-- (a weight-restricted query on search_vector would have to recheck every candidate row), and its
-- statistics describe the words the typeahead matches, so the planner does not mistake a word that is
-- common in descriptions for a common word of names. The expression must stay identical to
-- `typeaheadVector` in search-sql.ts.
CREATE INDEX "products_typeahead_idx" ON "products" USING gin (to_tsvector('english'::regconfig,
	"name" || ' ' || coalesce("mounting", '') || ' ' || coalesce("ip_rating", '') || ' ' ||
	coalesce("dlc_listing", '') || ' ' || coalesce("dimming", '') || ' ' || coalesce("voltage", '') || ' ' ||
	'zzcat' || "category_id"::text));
