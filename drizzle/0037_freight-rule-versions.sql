CREATE TABLE "freight_rule_versions" (
	"revision" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freight_rule_versions_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rules" jsonb NOT NULL,
	"saved_by_email" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
