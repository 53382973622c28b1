CREATE SEQUENCE "public"."warranty_claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "custom_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text,
	"series" text NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"configuration" jsonb NOT NULL,
	"catalog_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_designs_series_ck" CHECK ("custom_designs"."series" in ('SCX')),
	CONSTRAINT "custom_designs_name_ck" CHECK (char_length("custom_designs"."name") between 1 and 80),
	CONSTRAINT "custom_designs_note_ck" CHECK (char_length("custom_designs"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"rid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layout_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"role" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_request_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "layout_request_files_role_ck" CHECK ("layout_request_files"."role" in ('PLAN','LAYOUT'))
);
--> statement-breakpoint
CREATE TABLE "layout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" text,
	"account_id" text,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"project_name" text NOT NULL,
	"site_address" text NOT NULL,
	"space_type" text NOT NULL,
	"dimensions" text NOT NULL,
	"ceiling_height" text NOT NULL,
	"target_light_levels" text DEFAULT '' NOT NULL,
	"fixture_preferences" text DEFAULT '' NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "layout_requests_status_ck" CHECK ("layout_requests"."status" in ('RECEIVED','IN_DESIGN','COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "project_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "project_lines_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"options_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"sku" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"image_alt" text,
	"catalog_number" text NOT NULL,
	"options" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_lines_quantity_ck" CHECK ("project_lines"."quantity" between 1 and 99999),
	CONSTRAINT "project_lines_note_ck" CHECK (char_length("project_lines"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_name_ck" CHECK (char_length("projects"."name") between 1 and 80),
	CONSTRAINT "projects_note_ck" CHECK (char_length("projects"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claim_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"reference_kind" text NOT NULL,
	"reference" text NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"install_date" date NOT NULL,
	"failure_description" text NOT NULL,
	"claimant_name" text NOT NULL,
	"claimant_email" text NOT NULL,
	"rma_number" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_number_unique" UNIQUE("number"),
	CONSTRAINT "warranty_claims_status_ck" CHECK ("warranty_claims"."status" in ('SUBMITTED','UNDER_REVIEW','APPROVED','DENIED')),
	CONSTRAINT "warranty_claims_reference_kind_ck" CHECK ("warranty_claims"."reference_kind" in ('ORDER','INVOICE')),
	CONSTRAINT "warranty_claims_quantity_ck" CHECK ("warranty_claims"."quantity" between 1 and 99999),
	CONSTRAINT "warranty_claims_rma_ck" CHECK ("warranty_claims"."status" <> 'APPROVED' or "warranty_claims"."rma_number" is not null),
	CONSTRAINT "warranty_claims_reason_ck" CHECK ("warranty_claims"."status" <> 'DENIED' or "warranty_claims"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "layout_request_files" ADD CONSTRAINT "layout_request_files_request_id_layout_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."layout_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lines" ADD CONSTRAINT "project_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_photos" ADD CONSTRAINT "warranty_claim_photos_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_designs_owner_created_idx" ON "custom_designs" USING btree ("user_id","account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_product_uq" ON "favorites" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST,"rid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "layout_request_files_request_idx" ON "layout_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "layout_requests_user_idx" ON "layout_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_lines_configuration_uq" ON "project_lines" USING btree ("project_id","product_id","options_key");--> statement-breakpoint
CREATE INDEX "project_lines_project_seq_idx" ON "project_lines" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("account_id","user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warranty_claim_photos_claim_idx" ON "warranty_claim_photos" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_user_idx" ON "warranty_claims" USING btree ("user_id","account_id","created_at");