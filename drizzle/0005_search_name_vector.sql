-- Full text of names and attributes only (and the category marker of 0004), without weights: what the
-- typeahead matches, and what the results page matches before it looks into applications and
-- descriptions. Its short posting lists keep a keystroke's lookup cheap, it answers prefix queries
-- without reading the rows (a weight-restricted query on search_vector would have to recheck every
-- candidate row), and its statistics describe the words of names, so the planner does not mistake a
-- word common in descriptions for a common word of names.
-- A stored generated column replaces the expression index of 0004: rows that must be rechecked (an OR
-- with a part-number condition, a results page ranking thousands of matches) recomputed the vector each.
DROP INDEX IF EXISTS "products_typeahead_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" tsvector GENERATED ALWAYS AS (
	to_tsvector('english'::regconfig,
		"name" || ' ' || coalesce("mounting", '') || ' ' || coalesce("ip_rating", '') || ' ' ||
		coalesce("dlc_listing", '') || ' ' || coalesce("dimming", '') || ' ' || coalesce("voltage", '') || ' ' ||
		'zzcat' || "category_id"::text)
) STORED;--> statement-breakpoint
CREATE INDEX "products_names_fts_idx" ON "products" USING gin ("name_vector");--> statement-breakpoint
-- A category's listing (which rows match its filters, in which order: productPageSql), its counts and
-- its filter panel (productCountSql, productFacetsSql) read only these columns: with them in the index,
-- PostgreSQL answers from the index alone and reads the wide product rows of the page only. 0004's
-- index lacked the columns of the listing's order.
DROP INDEX IF EXISTS "products_category_facets_idx";--> statement-breakpoint
CREATE INDEX "products_category_facets_idx" ON "products" USING btree ("category_id")
	INCLUDE ("cct_kelvin", "wattage", "lumens", "mounting", "ip_rating", "dlc_listing", "name", "list_price_cents", "id");
