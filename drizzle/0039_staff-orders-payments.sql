CREATE SEQUENCE "public"."credit_memo_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"provider_reference" text,
	"credit_memo_id" uuid,
	"credit_memo_number" text,
	"staff_user_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_kind_ck" CHECK ("payment_refunds"."kind" in ('refund','credit-memo')),
	CONSTRAINT "payment_refunds_amount_ck" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_memo_ck" CHECK (("payment_refunds"."kind" = 'credit-memo') = ("payment_refunds"."credit_memo_id" is not null and "payment_refunds"."credit_memo_number" is not null))
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" USING btree ("attempt_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("order_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree (lower("number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_po_prefix_idx" ON "orders" USING btree (lower("purchase_order") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_account_name_prefix_idx" ON "orders" USING btree (lower("account_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payment_attempts_created_idx" ON "payment_attempts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_attempts_status_created_idx" ON "payment_attempts" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_attempts_reference_prefix_idx" ON "payment_attempts" USING btree (lower("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payment_attempts_email_prefix_idx" ON "payment_attempts" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);