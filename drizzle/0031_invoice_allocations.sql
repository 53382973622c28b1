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
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_ck";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_balance_ck";--> statement-breakpoint
ALTER TABLE "credit_memos" ADD COLUMN "applied_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "allocations" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_allocations_payment_uq" ON "invoice_allocations" USING btree ("payment_id","invoice_id") WHERE "invoice_allocations"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_allocations_account_idx" ON "invoice_allocations" USING btree ("account_id","applied_at");--> statement-breakpoint
CREATE INDEX "invoice_allocations_invoice_idx" ON "invoice_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_allocations_memo_idx" ON "invoice_allocations" USING btree ("credit_memo_id");--> statement-breakpoint
ALTER TABLE "credit_memos" ADD CONSTRAINT "credit_memos_applied_ck" CHECK ("credit_memos"."applied_cents" between 0 and "credit_memos"."amount_cents"
        and ("credit_memos"."status" = 'Applied' or "credit_memos"."applied_cents" < "credit_memos"."amount_cents"));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_ck" CHECK ("invoices"."status" in ('Open','Partly paid','Paid'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_ck" CHECK ("invoices"."amount_cents" > 0 and "invoices"."balance_cents" between 0 and "invoices"."amount_cents"
        and ("invoices"."status" = 'Paid') = ("invoices"."balance_cents" = 0)
        and ("invoices"."status" = 'Open') = ("invoices"."balance_cents" = "invoices"."amount_cents"));