-- The typeahead's head: the same index as products_names_fts_idx over one product in 64 (by the last
-- byte of its random id). A GIN index answers a query only with a bitmap of every match, so a prefix
-- such as "hi:* & bay:*" made it collect 68,774 products at 1,000,000 to rank a sample of 60
-- (search-sql.ts, TYPEAHEAD_SAMPLE). The typeahead asks the head first: for a term that common the
-- head alone holds a sample (about 1,070 of its 15,600 products), at a 64th of the cost; for a rarer
-- term the head holds fewer than a sample, and the whole index, whose bitmap is then small (fewer than
-- about 64 × 60 matches), answers as before. Either way a keystroke's bitmap stays bounded whatever the
-- size of the catalogue. Hand-written because the predicate reads the id's bytes.
CREATE INDEX "products_names_head_idx" ON "products" USING gin ("name_vector")
	WHERE get_byte(uuid_send("id"), 15) < 4;
