CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"image_alt" text,
	"catalog_number" text NOT NULL,
	"options" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"account_price_cents" integer,
	"price_override" jsonb,
	"unit_price_cents" integer NOT NULL,
	"options_per_unit_cents" integer NOT NULL,
	"line_item_cents" bigint NOT NULL,
	"line_option_cents" bigint NOT NULL,
	"line_total_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	CONSTRAINT "quote_lines_quantity_ck" CHECK ("quote_lines"."quantity" between 1 and 99999),
	CONSTRAINT "quote_lines_prices_ck" CHECK ("quote_lines"."unit_price_cents" >= 0 and "quote_lines"."list_price_cents" >= 0 and "quote_lines"."options_per_unit_cents" >= 0
        and "quote_lines"."line_total_cents" = "quote_lines"."line_item_cents" + "quote_lines"."line_option_cents" and "quote_lines"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"purchase_order" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"coupon" jsonb,
	"designated_skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_cents" integer,
	"surcharge_method" text,
	"item_total_cents" bigint NOT NULL,
	"option_total_cents" bigint NOT NULL,
	"sub_total_cents" bigint NOT NULL,
	"bank_surcharge_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_purchase_order_ck" CHECK ("quotes"."purchase_order" = btrim("quotes"."purchase_order") and char_length("quotes"."purchase_order") between 1 and 40),
	CONSTRAINT "quotes_notes_ck" CHECK (char_length("quotes"."notes") <= 2000),
	CONSTRAINT "quotes_status_ck" CHECK ("quotes"."status" in ('draft')),
	CONSTRAINT "quotes_shipping_ck" CHECK ("quotes"."shipping_cents" is null or "quotes"."shipping_cents" between 0 and 100000000),
	CONSTRAINT "quotes_surcharge_method_ck" CHECK ("quotes"."surcharge_method" is null or "quotes"."surcharge_method" in ('card','ach')),
	CONSTRAINT "quotes_totals_ck" CHECK ("quotes"."sub_total_cents" = "quotes"."item_total_cents" + "quotes"."option_total_cents" and "quotes"."total_cents" >= 0
        and "quotes"."discount_cents" >= 0 and "quotes"."bank_surcharge_cents" >= 0),
	CONSTRAINT "quotes_expiry_ck" CHECK ("quotes"."expires_at" > "quotes"."created_at")
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_uq" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_uq" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotes_account_created_idx" ON "quotes" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);