ALTER TABLE "staff_members" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" <> 'Paid';--> statement-breakpoint
CREATE INDEX "layout_requests_open_created_idx" ON "layout_requests" USING btree ("created_at") WHERE "layout_requests"."status" <> 'COMPLETED';--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_negotiations_status_updated_idx" ON "quote_negotiations" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_status_created_idx" ON "warranty_claims" USING btree ("status","created_at");