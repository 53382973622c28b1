CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"merchant_account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"callback_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"transaction_id" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"callback_delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_status_ck" CHECK ("sandbox_payments"."status" in ('open','approved','declined','cancelled')),
	CONSTRAINT "sandbox_payments_amount_ck" CHECK ("sandbox_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_memos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" text NOT NULL,
	"memo_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"invoice_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_memos_status_ck" CHECK ("credit_memos"."status" in ('Open','Applied')),
	CONSTRAINT "credit_memos_amount_ck" CHECK ("credit_memos"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" text NOT NULL,
	"account_id" text NOT NULL,
	"paid_by" text NOT NULL,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"invoice_ids" uuid[] NOT NULL,
	"base_cents" bigint NOT NULL,
	"bank_surcharge_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_ck" CHECK ("invoice_payments"."amount_cents" = "invoice_payments"."base_cents" + "invoice_payments"."bank_surcharge_cents" and "invoice_payments"."base_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" text NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"purchase_order" text DEFAULT '' NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('Open','Paid')),
	CONSTRAINT "invoices_balance_ck" CHECK ("invoices"."amount_cents" > 0 and "invoices"."balance_cents" between 0 and "invoices"."amount_cents"
        and ("invoices"."status" = 'Paid') = ("invoices"."balance_cents" = 0)),
	CONSTRAINT "invoices_due_ck" CHECK ("invoices"."due_date" >= "invoices"."invoice_date")
);
--> statement-breakpoint
CREATE TABLE "portal_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" text NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_payments_amount_ck" CHECK ("portal_payments"."amount_cents" = "portal_payments"."payment_cents" + "portal_payments"."fee_cents" and "portal_payments"."payment_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "rmas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" text NOT NULL,
	"rma_date" date NOT NULL,
	"order_number" text,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rmas_status_ck" CHECK ("rmas"."status" in ('Open','Received','Closed')),
	CONSTRAINT "rmas_amount_ck" CHECK ("rmas"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	CONSTRAINT "order_events_note_ck" CHECK (char_length("order_events"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"cart_line_id" uuid,
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
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" between 1 and 99999),
	CONSTRAINT "order_lines_prices_ck" CHECK ("order_lines"."unit_price_cents" >= 0 and "order_lines"."list_price_cents" >= 0 and "order_lines"."options_per_unit_cents" >= 0
        and "order_lines"."line_total_cents" = "order_lines"."line_item_cents" + "order_lines"."line_option_cents" and "order_lines"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"placed_by" text NOT NULL,
	"placed_by_name" text NOT NULL,
	"placed_by_email" text NOT NULL,
	"source" text NOT NULL,
	"quote_id" uuid,
	"quote_number" text,
	"purchase_order" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"ship_to" jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"order_status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_id" text,
	"payment_amount_cents" bigint,
	"coupon" jsonb,
	"item_total_cents" bigint NOT NULL,
	"option_total_cents" bigint NOT NULL,
	"sub_total_cents" bigint NOT NULL,
	"shipping_cents" integer,
	"bank_surcharge_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."order_status" in ('AWAITING_PAYMENT','PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED')),
	CONSTRAINT "orders_payment_status_ck" CHECK ("orders"."payment_status" in ('UNPAID','AUTHORIZED','ON_ACCOUNT','VOIDED')),
	CONSTRAINT "orders_payment_type_ck" CHECK ("orders"."payment_type" in ('ON_ACCOUNT','CARD','ACH')),
	CONSTRAINT "orders_purchase_order_ck" CHECK ("orders"."purchase_order" = btrim("orders"."purchase_order") and char_length("orders"."purchase_order") between 1 and 40),
	CONSTRAINT "orders_notes_ck" CHECK (char_length("orders"."notes") <= 2000),
	CONSTRAINT "orders_totals_ck" CHECK ("orders"."sub_total_cents" = "orders"."item_total_cents" + "orders"."option_total_cents" and "orders"."total_cents" >= 0
        and "orders"."discount_cents" >= 0 and "orders"."bank_surcharge_cents" >= 0),
	CONSTRAINT "orders_paid_ck" CHECK (("orders"."payment_status" = 'AUTHORIZED') = ("orders"."payment_id" is not null and "orders"."payment_amount_cents" is not null)),
	CONSTRAINT "orders_awaiting_ck" CHECK ("orders"."order_status" <> 'AWAITING_PAYMENT' or "orders"."payment_status" = 'UNPAID')
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session" text,
	"flow" text NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"base_cents" bigint NOT NULL,
	"surcharge_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"order_id" uuid,
	"invoice_ids" uuid[],
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_flow_ck" CHECK ("payment_attempts"."flow" in ('order','invoices','portal')),
	CONSTRAINT "payment_attempts_status_ck" CHECK ("payment_attempts"."status" in ('pending','approved','declined','cancelled','abandoned')),
	CONSTRAINT "payment_attempts_method_ck" CHECK ("payment_attempts"."method" in ('card','ach')),
	CONSTRAINT "payment_attempts_amounts_ck" CHECK ("payment_attempts"."base_cents" > 0 and "payment_attempts"."surcharge_cents" >= 0 and "payment_attempts"."amount_cents" = "payment_attempts"."base_cents" + "payment_attempts"."surcharge_cents"),
	CONSTRAINT "payment_attempts_subject_ck" CHECK (("payment_attempts"."flow" = 'order') = ("payment_attempts"."order_id" is not null)
        and ("payment_attempts"."flow" = 'invoices') = ("payment_attempts"."invoice_ids" is not null)),
	CONSTRAINT "payment_attempts_settled_ck" CHECK (("payment_attempts"."status" in ('pending','abandoned')) = ("payment_attempts"."result" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_callback_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callback_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD COLUMN "credit_terms_days" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_reference_uq" ON "sandbox_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_payments_created_idx" ON "sandbox_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_memos_number_uq" ON "credit_memos" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_memos_account_date_idx" ON "credit_memos" USING btree ("account_id","memo_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_payment_uq" ON "invoice_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_account_idx" ON "invoice_payments" USING btree ("account_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_account_date_idx" ON "invoices" USING btree ("account_id","invoice_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_account_status_due_idx" ON "invoices" USING btree ("account_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_payments_payment_uq" ON "portal_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "portal_payments_account_idx" ON "portal_payments" USING btree ("account_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rmas_number_uq" ON "rmas" USING btree ("number");--> statement-breakpoint
CREATE INDEX "rmas_account_status_date_idx" ON "rmas" USING btree ("account_id","status","rma_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_uq" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_uq" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_account_status_created_idx" ON "orders" USING btree ("account_id","order_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_account_po_idx" ON "orders" USING btree ("account_id",lower("purchase_order") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_live_uq" ON "orders" USING btree ("quote_id") WHERE "orders"."quote_id" is not null and "orders"."order_status" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_reference_uq" ON "payment_attempts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_session_uq" ON "payment_attempts" USING btree ("provider","provider_session");--> statement-breakpoint
CREATE INDEX "payment_attempts_account_created_idx" ON "payment_attempts" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_order_pending_uq" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."order_id" is not null and "payment_attempts"."status" = 'pending';