CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"options_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"sku" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"image_alt" text,
	"catalog_number" text NOT NULL,
	"options" jsonb NOT NULL,
	"override_price_cents" integer,
	"override_original_cents" integer,
	"override_by" text,
	"override_by_name" text,
	"override_at" timestamp with time zone,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" between 1 and 99999),
	CONSTRAINT "cart_items_override_ck" CHECK (("cart_items"."override_price_cents" is null and "cart_items"."override_original_cents" is null and "cart_items"."override_by" is null and "cart_items"."override_at" is null)
        or ("cart_items"."override_price_cents" between 0 and 1000000000 and "cart_items"."override_original_cents" is not null
          and "cart_items"."override_by" is not null and "cart_items"."override_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"coupon_code" text,
	"coupon_applied_at" timestamp with time zone,
	"shipping_cents" integer,
	"shipping_set_by" text,
	"shipping_set_at" timestamp with time zone,
	"surcharge_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_shipping_ck" CHECK ("carts"."shipping_cents" is null or "carts"."shipping_cents" between 0 and 100000000),
	CONSTRAINT "carts_surcharge_method_ck" CHECK ("carts"."surcharge_method" is null or "carts"."surcharge_method" in ('card','ach'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"percent_basis_points" integer DEFAULT 0 NOT NULL,
	"flat_cents" integer,
	"product_codes" text[],
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_ck" CHECK ("coupons"."code" = lower(btrim("coupons"."code")) and char_length("coupons"."code") between 1 and 40),
	CONSTRAINT "coupons_kind_ck" CHECK (("coupons"."flat_cents" is null and "coupons"."percent_basis_points" between 1 and 10000)
        or ("coupons"."flat_cents" between 1 and 100000000 and "coupons"."percent_basis_points" = 0 and "coupons"."product_codes" is null)),
	CONSTRAINT "coupons_redemptions_ck" CHECK ("coupons"."redemptions" >= 0 and ("coupons"."max_redemptions" is null or "coupons"."redemptions" <= "coupons"."max_redemptions")),
	CONSTRAINT "coupons_max_redemptions_ck" CHECK ("coupons"."max_redemptions" is null or "coupons"."max_redemptions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_configuration_uq" ON "cart_items" USING btree ("cart_id","product_id","options_key");--> statement-breakpoint
CREATE INDEX "cart_items_cart_seq_idx" ON "cart_items" USING btree ("cart_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_uq" ON "carts" USING btree ("account_id");