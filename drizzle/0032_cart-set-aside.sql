DROP INDEX "carts_account_uq";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_account_uq" ON "carts" USING btree ("account_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_status_ck" CHECK ("carts"."status" in ('open','awaiting_approval'));