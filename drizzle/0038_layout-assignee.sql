ALTER TABLE "layout_requests" ADD COLUMN "assigned_staff_user_id" text;--> statement-breakpoint
ALTER TABLE "layout_requests" ADD COLUMN "assigned_staff_name" text;--> statement-breakpoint
CREATE INDEX "layout_requests_status_idx" ON "layout_requests" USING btree ("status","created_at");