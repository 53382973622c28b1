import { customType, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Binary data as a Buffer: node-postgres reads bytea as one, PGlite as a plain Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The guest page cache's copy shared by every server process on the database (issue 17,
 * server/guest-pages.ts): a page rendered by one process is answered by the others without rendering
 * it again. Kept compressed as the process keeps it (server/page-cache.ts). A cache: the table is
 * unlogged (no WAL; emptied after a crash of the database) and its rows are pruned by age, by the
 * catalogue's revision and by number.
 */
export const guestPages = pgTable(
  "guest_pages",
  {
    /** The catalogue's revision and the page's address, as server/page-cache.ts keys it. */
    key: text("key").primaryKey(),
    /** The catalogue's revision the page was rendered from: older ones are pruned. */
    revision: integer("revision").notNull(),
    status: integer("status").notNull(),
    headers: jsonb("headers").$type<[string, string][]>().notNull(),
    etag: text("etag").notNull(),
    /** The page gzip-compressed, as every answer sends it (no nonce: its scripts run by their hashes). */
    gzip: bytea("gzip").notNull(),
    /** The `'sha256-…'` source of each of its inline scripts, for its Content-Security-Policy. */
    scriptHashes: text("script_hashes").array().notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guest_pages_stored_at_idx").on(t.storedAt)],
);
