ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_account_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_account_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_ship_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_ck" CHECK ("orders"."shipping_method" is null or ("orders"."shipping_method" in ('GROUND','LTL','WILL_CALL','CARRIER_ACCOUNT')
          and "orders"."freight_source" is not null and "orders"."shipping_cents" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_account_ck" CHECK (("orders"."shipping_method" = 'CARRIER_ACCOUNT') = ("orders"."carrier_account_number" is not null));