DROP INDEX "products_series_idx";--> statement-breakpoint
CREATE INDEX "products_series_name_idx" ON "products" USING btree ("series_id","name","id");