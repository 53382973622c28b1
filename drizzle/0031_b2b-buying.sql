CREATE TABLE "invoice_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text,
	"credit_memo_id" uuid,
	"amount_cents" bigint NOT NULL,
	"applied_by" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_allocations_kind_ck" CHECK ("invoice_allocations"."kind" in ('payment','credit')),
	CONSTRAINT "invoice_allocations_source_ck" CHECK (("invoice_allocations"."kind" = 'payment') = ("invoice_allocations"."payment_id" is not null)
        and ("invoice_allocations"."kind" = 'credit') = ("invoice_allocations"."credit_memo_id" is not null)),
	CONSTRAINT "invoice_allocations_amount_ck" CHECK ("invoice_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"purchase_order" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"ship_to" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"order_id" uuid,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_status_ck" CHECK ("approval_requests"."status" in ('pending','approved','declined','withdrawn')),
	CONSTRAINT "approval_requests_total_ck" CHECK ("approval_requests"."total_cents" >= 0),
	CONSTRAINT "approval_requests_decline_ck" CHECK (("approval_requests"."status" = 'declined') = ("approval_requests"."decline_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	CONSTRAINT "quote_events_actor_ck" CHECK ("quote_events"."actor" in ('buyer','rep','staff')),
	CONSTRAINT "quote_events_action_ck" CHECK ("quote_events"."action" in ('requested','answered','asked-again','accepted','declined')),
	CONSTRAINT "quote_events_message_ck" CHECK (char_length("quote_events"."message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "quote_negotiations" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"needed_by" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_negotiations_status_ck" CHECK ("quote_negotiations"."status" in ('requested','answered','accepted','declined')),
	CONSTRAINT "quote_negotiations_needed_by_ck" CHECK ("quote_negotiations"."needed_by" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "quote_negotiations_note_ck" CHECK (char_length("quote_negotiations"."note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_ck";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_balance_ck";--> statement-breakpoint
DROP INDEX "carts_account_uq";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_limit_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_weight_oz" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_length_in" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_width_in" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carton_height_in" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "credit_memos" ADD COLUMN "applied_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_account_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_account_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_ship_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_to" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "allocations" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_negotiations" ADD CONSTRAINT "quote_negotiations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_allocations_payment_uq" ON "invoice_allocations" USING btree ("payment_id","invoice_id") WHERE "invoice_allocations"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_allocations_account_idx" ON "invoice_allocations" USING btree ("account_id","applied_at");--> statement-breakpoint
CREATE INDEX "invoice_allocations_invoice_idx" ON "invoice_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_allocations_memo_idx" ON "invoice_allocations" USING btree ("credit_memo_id");--> statement-breakpoint
CREATE INDEX "approval_requests_account_status_idx" ON "approval_requests" USING btree ("account_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_requester_idx" ON "approval_requests" USING btree ("requested_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_cart_pending_uq" ON "approval_requests" USING btree ("cart_id") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "quote_events_quote_at_idx" ON "quote_events" USING btree ("quote_id","at","id");--> statement-breakpoint
CREATE INDEX "invoices_account_unpaid_due_idx" ON "invoices" USING btree ("account_id","due_date","id") WHERE "invoices"."status" <> 'Paid';--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_uq" ON "carts" USING btree ("account_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_limit_ck" CHECK (("memberships"."order_limit_kind" = 'amount' and "memberships"."order_limit_cents" between 1 and 1000000000)
        or ("memberships"."order_limit_kind" in ('none','always') and "memberships"."order_limit_cents" is null));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_status_ck" CHECK ("carts"."status" in ('open','awaiting_approval'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_facts_ck" CHECK (coalesce("products"."ship_weight_oz", 1) > 0 and coalesce("products"."carton_length_in", 1) > 0
        and coalesce("products"."carton_width_in", 1) > 0 and coalesce("products"."carton_height_in", 1) > 0
        and coalesce("products"."lead_time_days", 0) between 0 and 250);--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_applied_ck" CHECK ("credit_memos"."applied_cents" between 0 and "credit_memos"."amount_cents"
        and ("credit_memos"."status" = 'Applied' or "credit_memos"."applied_cents" < "credit_memos"."amount_cents"));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('Open','Partly paid','Paid'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_ck" CHECK ("invoices"."amount_cents" > 0 and "invoices"."balance_cents" between 0 and "invoices"."amount_cents"
        and ("invoices"."status" = 'Paid') = ("invoices"."balance_cents" = 0)
        and ("invoices"."status" = 'Open') = ("invoices"."balance_cents" = "invoices"."amount_cents"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_ck" CHECK ("orders"."shipping_method" is null or ("orders"."shipping_method" in ('GROUND','LTL','WILL_CALL','CARRIER_ACCOUNT')
          and "orders"."freight_source" is not null and "orders"."shipping_cents" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_account_ck" CHECK (("orders"."shipping_method" = 'CARRIER_ACCOUNT') = ("orders"."carrier_account_number" is not null));