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
ALTER TABLE "orders" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by_name" text;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_account_status_idx" ON "approval_requests" USING btree ("account_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_requester_idx" ON "approval_requests" USING btree ("requested_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_cart_pending_uq" ON "approval_requests" USING btree ("cart_id") WHERE "approval_requests"."status" = 'pending';