CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	CONSTRAINT "quote_events_actor_ck" CHECK ("quote_events"."actor" in ('buyer','rep','staff')),
	CONSTRAINT "quote_events_action_ck" CHECK ("quote_events"."action" in ('requested','answered','asked-again','accepted','declined')),
	CONSTRAINT "quote_events_message_ck" CHECK (char_length("quote_events"."message") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "quote_negotiations" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"needed_by" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_negotiations_status_ck" CHECK ("quote_negotiations"."status" in ('requested','answered','accepted','declined')),
	CONSTRAINT "quote_negotiations_needed_by_ck" CHECK ("quote_negotiations"."needed_by" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "quote_negotiations_note_ck" CHECK (char_length("quote_negotiations"."note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_negotiations" ADD CONSTRAINT "quote_negotiations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_at_idx" ON "quote_events" USING btree ("quote_id","at","id");