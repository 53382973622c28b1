ALTER TABLE "newsletter_subscriptions" ADD COLUMN "forward_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "forward_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "next_forward_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "forward_error" text;--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_due_idx" ON "newsletter_subscriptions" USING btree ("next_forward_at") WHERE "newsletter_subscriptions"."forward_status" = 'pending';