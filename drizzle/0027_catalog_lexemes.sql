-- The lexemes of the products' name vectors (catalog/schema.ts, catalogLexemes). COLLATE "C" is
-- hand-written: in byte order the words starting with a prefix are one range of the primary key.
CREATE TABLE "catalog_lexemes" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "catalog_lexemes" ("word") SELECT "word" FROM ts_stat('SELECT name_vector FROM products');
