DROP INDEX "products_cct_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cct_options" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_cct_options_idx" ON "products" USING gin ("cct_options");--> statement-breakpoint
-- Existing catalogues: each product's own CCT and every CCT option's ("3000K", or segment "30K").
UPDATE "products" p SET "cct_options" = coalesce((
  SELECT array_agg(DISTINCT k ORDER BY k) FROM (
    SELECT p."cct_kelvin" AS k
    UNION
    SELECT coalesce(substring(o."name" from '(\d{4,5})\s*[Kk]')::integer,
                    substring(o."catalog_segment" from '^(\d{2,3})[Kk]$')::integer * 100)
    FROM "product_options" o WHERE o."product_id" = p."id" AND o."option_group" = 'CCT'
  ) s WHERE k IS NOT NULL
), '{}'::integer[]);
