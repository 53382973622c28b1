ALTER TABLE "sandbox_payments" DROP CONSTRAINT "sandbox_payments_status_ck";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_status_ck";--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
-- Pending attempts started before expiry existed hold their subject for the default 30 minutes.
UPDATE "payment_attempts" SET "expires_at" = "created_at" + interval '30 minutes' WHERE "status" = 'pending';--> statement-breakpoint
-- Quotes already ordered link to their live order.
UPDATE "quotes" q SET "order_id" = o."id", "order_number" = o."number", "ordered_at" = o."created_at"
  FROM "orders" o WHERE o."quote_id" = q."id" AND o."order_status" <> 'CANCELLED';--> statement-breakpoint
-- One unpaid order per cart: of a cart placed by card or ACH more than once, the newest order stays.
WITH "older" AS (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "account_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
    FROM "orders" WHERE "source" = 'cart' AND "order_status" = 'AWAITING_PAYMENT'
  ) "ranked" WHERE "n" > 1
), "cancelled" AS (
  UPDATE "orders" SET "order_status" = 'CANCELLED', "cancelled_at" = now(), "updated_at" = now()
  WHERE "id" IN (SELECT "id" FROM "older") RETURNING "id", "payment_status"
)
INSERT INTO "order_events" ("order_id", "order_status", "payment_status", "actor", "actor_name", "note")
  SELECT "id", 'CANCELLED', "payment_status", 'system', 'System', 'Replaced by a newer order of the same cart'
  FROM "cancelled";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_awaiting_uq" ON "orders" USING btree ("account_id") WHERE "orders"."source" = 'cart' and "orders"."order_status" = 'AWAITING_PAYMENT';--> statement-breakpoint
CREATE INDEX "payment_attempts_account_pending_idx" ON "payment_attempts" USING btree ("account_id","expires_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_status_ck" CHECK ("sandbox_payments"."status" in ('open','approved','declined','cancelled','voided'));--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_status_ck" CHECK ("payment_attempts"."status" in ('pending','approved','declined','cancelled','abandoned','voided'));