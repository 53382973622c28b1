CREATE TABLE "account_category_discounts" (
	"account_id" text NOT NULL,
	"category" text NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_category_discounts_pk" PRIMARY KEY("account_id","category"),
	CONSTRAINT "account_category_discounts_percent_ck" CHECK ("account_category_discounts"."percent_basis_points" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "account_sku_prices" (
	"account_id" text NOT NULL,
	"sku" text NOT NULL,
	"net_price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_sku_prices_pk" PRIMARY KEY("account_id","sku"),
	CONSTRAINT "account_sku_prices_price_ck" CHECK ("account_sku_prices"."net_price_cents" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE INDEX "account_category_discounts_account_lower_idx" ON "account_category_discounts" USING btree ("account_id",lower("category"));--> statement-breakpoint
CREATE INDEX "account_sku_prices_account_sku_lower_idx" ON "account_sku_prices" USING btree ("account_id",lower("sku"));