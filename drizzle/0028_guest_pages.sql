-- A cache (server/guest-pages.ts): unlogged, so its writes skip the WAL; a crash of the database empties it.
CREATE UNLOGGED TABLE "guest_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"status" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"etag" text NOT NULL,
	"blocks" bytea NOT NULL,
	"block_lengths" integer[] NOT NULL,
	"lengths" integer[] NOT NULL,
	"crcs" bigint[] NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_pages_stored_at_idx" ON "guest_pages" USING btree ("stored_at");
--> statement-breakpoint
-- The blocks are deflate already: not worth TOAST's compressing again.
ALTER TABLE "guest_pages" ALTER COLUMN "blocks" SET STORAGE EXTERNAL;