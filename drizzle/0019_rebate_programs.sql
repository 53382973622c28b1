CREATE TABLE "rebate_measures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_measures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"category_name" text NOT NULL,
	"sub_category_name" text,
	"wattage_min" integer NOT NULL,
	"wattage_max" integer NOT NULL,
	"baseline_watts" integer NOT NULL,
	"standard_cents" integer,
	"premium_cents" integer NOT NULL,
	CONSTRAINT "rebate_measures_band_ck" CHECK ("rebate_measures"."wattage_min" between 0 and "rebate_measures"."wattage_max"),
	CONSTRAINT "rebate_measures_amounts_ck" CHECK ("rebate_measures"."premium_cents" > 0 and ("rebate_measures"."standard_cents" is null or "rebate_measures"."standard_cents" between 1 and "rebate_measures"."premium_cents"))
);
--> statement-breakpoint
CREATE TABLE "rebate_programs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"utility" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"zip_areas" text[] NOT NULL,
	"description" text NOT NULL,
	"how_to_apply" text NOT NULL,
	"ends_on" date NOT NULL,
	"cap_percent" integer,
	"custom_cents_per_kwh" numeric(6, 2),
	"custom_cap_percent" integer,
	CONSTRAINT "rebate_programs_code_unique" UNIQUE("code"),
	CONSTRAINT "rebate_programs_state_ck" CHECK ("rebate_programs"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "rebate_programs_cap_ck" CHECK ("rebate_programs"."cap_percent" is null or "rebate_programs"."cap_percent" between 1 and 100),
	CONSTRAINT "rebate_programs_custom_cap_ck" CHECK ("rebate_programs"."custom_cap_percent" is null or "rebate_programs"."custom_cap_percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "rebate_measures" ADD CONSTRAINT "rebate_measures_program_id_rebate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."rebate_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rebate_measures_program_idx" ON "rebate_measures" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "rebate_programs_state_idx" ON "rebate_programs" USING btree ("state");