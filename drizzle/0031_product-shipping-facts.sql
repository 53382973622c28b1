ALTER TABLE "products" ADD COLUMN "ship_weight_oz" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_length_in" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_width_in" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_height_in" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_facts_ck" CHECK (coalesce("products"."ship_weight_oz", 1) > 0 and coalesce("products"."carton_length_in", 1) > 0
        and coalesce("products"."carton_width_in", 1) > 0 and coalesce("products"."carton_height_in", 1) > 0
        and coalesce("products"."lead_time_days", 0) between 0 and 250);