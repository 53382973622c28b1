CREATE TABLE "catalog_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
