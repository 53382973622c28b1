CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_lower_c_idx" ON "products" USING btree ((lower("sku") collate "C"));--> statement-breakpoint
CREATE INDEX "products_category_sku_idx" ON "products" USING btree ("category_id",(lower("sku") collate "C"));--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_id_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_cct_idx" ON "products" USING btree ("cct_kelvin");--> statement-breakpoint
CREATE INDEX "products_wattage_idx" ON "products" USING btree ("wattage");--> statement-breakpoint
CREATE INDEX "products_lumens_idx" ON "products" USING btree ("lumens");--> statement-breakpoint
CREATE INDEX "products_series_category_idx" ON "products" USING btree ("series_id","category_id");--> statement-breakpoint
CREATE INDEX "series_name_trgm_idx" ON "series" USING gin (lower("name") gin_trgm_ops);