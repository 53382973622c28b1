ALTER TABLE "memberships" ADD COLUMN "order_limit_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_limit_ck" CHECK (("memberships"."order_limit_kind" = 'amount' and "memberships"."order_limit_cents" between 1 and 1000000000)
        or ("memberships"."order_limit_kind" in ('none','always') and "memberships"."order_limit_cents" is null));