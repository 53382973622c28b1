import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestPagesPruneJob } from "./background-jobs.ts";
import { guestPages } from "./db/guest-pages-schema.ts";
import { createGuestPages, pruneGuestPages } from "./guest-pages.ts";
import { startJobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import type { StoredPage } from "./page-cache.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "./testing/databases.ts";
import { secondConnection } from "./testing/second-connection.ts";

const silent = createLogger("silent");

/** A stored page of `text`, as the page cache stores it. */
function storedPage(text: string): StoredPage {
  return {
    gzip: gzipSync(text),
    scriptHashes: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", `'sha256-${text.length}'`],
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    etag: `W/"7-${text.length}"`,
  };
}

describe.each(testDatabaseKinds())("the guest pages shared by the server processes, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => t?.dispose());

  it("#17.3 a stored page is read back whole, its bytes and its scripts' hashes; an old one is not answered", async () => {
    const shared = createGuestPages(t.database.db, silent, { maxAgeMs: 60_000 });
    const page = storedPage(`<script>${"Ünïcode ✓ ".repeat(400)}</script> end`);
    await shared.save("7 http://shop/p/a", 7, page);
    const loaded = await shared.load("7 http://shop/p/a");
    expect(loaded?.page).toEqual(page);
    expect(loaded?.ageMs).toBeGreaterThanOrEqual(0);
    expect(loaded?.ageMs).toBeLessThan(5_000);
    expect(await shared.load("7 http://shop/p/b")).toBeNull();

    const brief = createGuestPages(t.database.db, silent, { maxAgeMs: 40 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await brief.load("7 http://shop/p/a")).toBeNull();
  });

  const keys = async () =>
    (await t.database.db.select({ key: guestPages.key }).from(guestPages)).map((row) => row.key).sort();

  it("#17.3 pruning keeps the newest pages up to the limit and drops older revisions and pages past the age limit", async () => {
    await t.database.db.delete(guestPages);
    const shared = createGuestPages(t.database.db, silent, { maxAgeMs: 60_000 });
    const prune = (maxAgeMs = 60_000) => pruneGuestPages(t.database.db, { maxAgeMs, maxPages: 2 });
    for (const name of ["one", "two", "three"]) {
      await shared.save(`8 http://shop/p/${name}`, 8, storedPage(`page ${name}`));
      // Stored at distinct moments, so that "newest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await prune();
    expect(await keys()).toEqual(["8 http://shop/p/three", "8 http://shop/p/two"]);
    // A page of a newer revision: the older revision's pages go.
    await shared.save("9 http://shop/p/one", 9, storedPage("page one again"));
    await prune();
    expect(await keys()).toEqual(["9 http://shop/p/one"]);
    // A late page of an older revision leaves the newer ones alone; it goes itself, being older than
    // the newest revision stored (a process still on it renders it again).
    await shared.save("8 http://shop/p/late", 8, storedPage("late"));
    await prune();
    expect(await keys()).toEqual(["9 http://shop/p/one"]);
    // Past the age limit (the database's clock): pruned whatever the revision.
    await shared.save("9 http://shop/p/fresh", 9, storedPage("fresh"));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await shared.save("9 http://shop/p/fresher", 9, storedPage("fresher"));
    await prune(300);
    expect(await keys()).toEqual(["9 http://shop/p/fresher"]);
  });

  it("#31.5 #17.3 the pruning job started by two server processes prunes the table in the background", async () => {
    await t.database.db.delete(guestPages);
    const shared = createGuestPages(t.database.db, silent, { maxAgeMs: 60_000 });
    for (const key of [
      "10 http://shop/p/old",
      "11 http://shop/p/a",
      "11 http://shop/p/b",
      "11 http://shop/p/c",
    ]) {
      await shared.save(key, Number(key.split(" ")[0]), storedPage(key));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const other = await secondConnection(t.database);
    const both = [t.database, other.database].map((database) =>
      startJobs(database, [guestPagesPruneJob(database.db, 2)], { logger: silent, pollingSeconds: 0.5 }),
    );
    try {
      await expect.poll(keys, { timeout: 10_000 }).toEqual(["11 http://shop/p/b", "11 http://shop/p/c"]);
    } finally {
      await Promise.all(both.map((jobs) => jobs.stop()));
      await other.close();
    }
  });
});
