-- The CCT filter and facet read cct_options now (0007): the covering index of category listings
-- carries it, so a sub-category's counts and facets stay index-only (#9.15).
DROP INDEX IF EXISTS "products_category_facets_idx";--> statement-breakpoint
CREATE INDEX "products_category_facets_idx" ON "products" USING btree ("category_id")
	INCLUDE ("cct_options", "cct_kelvin", "wattage", "lumens", "mounting", "ip_rating", "dlc_listing", "name", "list_price_cents", "id");
