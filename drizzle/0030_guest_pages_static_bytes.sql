-- A cached page is static bytes now (docs/decisions/011): its gzip body and its scripts' hashes in
-- place of the compressed pieces between its nonces. A cache: emptied, not converted.
TRUNCATE "guest_pages";--> statement-breakpoint
ALTER TABLE "guest_pages" DROP COLUMN "blocks";--> statement-breakpoint
ALTER TABLE "guest_pages" DROP COLUMN "block_lengths";--> statement-breakpoint
ALTER TABLE "guest_pages" DROP COLUMN "lengths";--> statement-breakpoint
ALTER TABLE "guest_pages" DROP COLUMN "crcs";--> statement-breakpoint
ALTER TABLE "guest_pages" ADD COLUMN "gzip" bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_pages" ADD COLUMN "script_hashes" text[] NOT NULL;--> statement-breakpoint
-- The body is deflate already: not worth TOAST's compressing again.
ALTER TABLE "guest_pages" ALTER COLUMN "gzip" SET STORAGE EXTERNAL;
