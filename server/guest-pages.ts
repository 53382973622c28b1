import { and, eq, gt, inArray, lt, max, or, sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { guestPages } from "./db/guest-pages-schema.ts";
import type { Logger } from "./logger.ts";
import type { SharedPages, StoredPage } from "./page-cache.ts";

export type GuestPagesOptions = {
  /** A page older than this is neither answered nor kept (the page cache's own limit). */
  maxAgeMs: number;
};

export type GuestPagesPruning = GuestPagesOptions & {
  /** The most pages kept; past it the oldest go (about 17 KB each: 20,000 take some 340 MB). */
  maxPages?: number;
};

/**
 * The guest page cache shared by the server processes on one PostgreSQL database (issue 17): each
 * process keeps the pages it answers in its own memory (page-cache.ts), and one that does not have a
 * page reads it here before rendering it. Two processes behind one port used to render every page
 * twice, each for itself; now a page is rendered once per catalogue revision however many processes
 * (or machines) answer for it. The key carries the catalogue's revision, so an import or a seed makes
 * every older row unreachable at once, as in the processes' memory.
 *
 * Writes are not awaited by the answer that rendered the page, and a failure of either is only
 * logged: the cache makes answers cheaper, never later or wrong. The table is pruned by a background
 * job (pruneGuestPages).
 */
export function createGuestPages(db: Db, logger: Logger, options: GuestPagesOptions): SharedPages {
  const oldest = oldestKept(options.maxAgeMs);

  return {
    async load(key) {
      try {
        const [row] = await db
          .select({
            status: guestPages.status,
            headers: guestPages.headers,
            etag: guestPages.etag,
            gzip: guestPages.gzip,
            scriptHashes: guestPages.scriptHashes,
            ageMs: sql<number>`(extract(epoch from now() - ${guestPages.storedAt}) * 1000)::float8`,
          })
          .from(guestPages)
          .where(and(eq(guestPages.key, key), gt(guestPages.storedAt, oldest)));
        if (!row) return null;
        return {
          page: {
            gzip: row.gzip,
            scriptHashes: row.scriptHashes,
            status: row.status,
            headers: row.headers,
            etag: row.etag,
          },
          ageMs: Math.max(0, row.ageMs),
        };
      } catch (error) {
        logger.warn({ err: error }, "could not read a shared guest page: rendering it");
        return null;
      }
    },

    async save(key: string, revision: number, page: StoredPage) {
      const fields = {
        revision,
        status: page.status,
        headers: page.headers,
        etag: page.etag,
        gzip: page.gzip,
        scriptHashes: page.scriptHashes,
        storedAt: sql`now()`,
      };
      try {
        await db
          .insert(guestPages)
          .values({ key, ...fields })
          .onConflictDoUpdate({ target: guestPages.key, set: fields });
      } catch (error) {
        logger.warn({ err: error }, "could not store a shared guest page");
      }
    },
  };
}

/**
 * One pruning of the shared guest pages: the pages of a revision older than the newest stored one,
 * those past the age limit, and the oldest beyond `maxPages`. The server runs it as a background job,
 * once a minute across the processes (background-jobs.ts). Older than the newest *stored* revision,
 * not than one process's: a process answering late for an older revision never removes the newer pages.
 */
export async function pruneGuestPages(db: Db, options: GuestPagesPruning): Promise<void> {
  const newest = db.select({ revision: max(guestPages.revision) }).from(guestPages);
  await db
    .delete(guestPages)
    .where(
      or(lt(guestPages.revision, sql`(${newest})`), lt(guestPages.storedAt, oldestKept(options.maxAgeMs))),
    );
  const beyond = db
    .select({ key: guestPages.key })
    .from(guestPages)
    .orderBy(sql`${guestPages.storedAt} desc`)
    .offset(options.maxPages ?? 20_000);
  await db.delete(guestPages).where(inArray(guestPages.key, beyond));
}

/** Ages are the database's clock, as stored_at is: the processes' clocks may differ from it. */
function oldestKept(maxAgeMs: number) {
  return sql`now() - make_interval(secs => ${maxAgeMs / 1000})`;
}
