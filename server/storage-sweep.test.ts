import { utimesSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStorageSweepCommand } from "../scripts/storage-sweep-command.ts";
import { type FakeS3, startFakeS3 } from "./adapters/storage/s3.test-support.ts";
import { storageSweepJob } from "./background-jobs.ts";
import type { Database } from "./db/client.ts";
import { startJobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import { products } from "./modules/catalog/schema.ts";
import { orders } from "./modules/orders/schema.ts";
import { type AppHarness, openAppHarness } from "./testing/app-harness.ts";
import { testDatabaseKinds } from "./testing/databases.ts";
import { secondConnection } from "./testing/second-connection.ts";
import { formOf, sampleFiles, sendForm } from "./testing/uploads.ts";

const HOUR = 60 * 60 * 1000;
const PREFIX = "sweep/";
const bytes = (text: string) => new TextEncoder().encode(text);

/** The sweep on both drivers: the ages of stored files are set by the test (file times, object dates). */
const drivers = ["local", "s3"] as const;
const cases = testDatabaseKinds().flatMap((kind) => drivers.map((driver) => [kind, driver] as const));

describe.each(cases)("#14.6 the sweep of stored files no row refers to (%s, %s storage)", (kind, driver) => {
  let s3: FakeS3 | undefined;
  let h: AppHarness;
  let ben: string;
  let layoutKey: string;
  let warrantyKey: string;

  /** Makes a stored file look written `ms` ago. */
  const age = (key: string, ms: number) => {
    const when = new Date(Date.now() - ms);
    const files = h.services.settings.files;
    if (files?.kind === "local") utimesSync(path.join(files.dir, ...key.split("/")), when, when);
    else {
      const object = s3?.objects.get(`${PREFIX}${key}`);
      if (!object) throw new Error(`no object ${key} in the bucket`);
      object.lastModified = when;
    }
  };
  const stored = async (key: string) => (await h.services.storageSweep.storage.open(key)) !== null;

  beforeAll(async () => {
    if (driver === "s3") s3 = await startFakeS3();
    h = await openAppHarness(kind, {
      accounts: true,
      catalog: true,
      ...(s3 ? { files: { kind: "s3", ...s3.settings({ prefix: PREFIX }) } } : {}),
    });
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    const layout = await sendForm(
      h,
      "/api/user-service/lighting-layouts",
      formOf(
        {
          name: "Ben Buyer",
          email: "ben.buyer@brightline.example",
          projectName: "Sweep test",
          siteAddress: "1 Main St",
          spaceType: "Office",
          dimensions: "40 ft x 30 ft",
          ceilingHeight: "9 ft",
        },
        [["files", sampleFiles.pdf(), "plan.pdf"]],
      ),
      { cookie: ben },
    );
    expect(layout.status).toBe(201);
    const [sku] = await h.db.select({ sku: products.sku }).from(products).limit(1);
    const [order] = await h.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.accountId, "A-10001"))
      .limit(1);
    const claim = await sendForm(
      h,
      "/api/user-service/warranty-claims",
      formOf(
        {
          reference: order?.number as string,
          sku: sku?.sku as string,
          quantity: "1",
          installDate: "2026-01-15",
          failureDescription: "Flickers after an hour.",
        },
        [["photos", sampleFiles.png(), "fixture.png"]],
      ),
      { cookie: ben },
    );
    expect(claim.status).toBe(201);
    const keys = [];
    for await (const object of h.services.storageSweep.storage.list()) keys.push(object.key);
    layoutKey = keys.find((key) => key.startsWith("layouts/")) as string;
    warrantyKey = keys.find((key) => key.startsWith("warranty/")) as string;
    expect(layoutKey).toBeDefined();
    expect(warrantyKey).toBeDefined();
  });
  afterAll(async () => {
    await h?.dispose();
    await s3?.close();
  });

  it("#14.6 an old file with no row is removed; referenced files and fresh ones are kept", async () => {
    const storage = h.services.storageSweep.storage;
    const orphanPlan = await storage.put("layouts", bytes("%PDF-1.7 left by a crash"));
    const orphanPhoto = await storage.put("warranty", bytes("GIF89a left by a crash"));
    const freshPlan = await storage.put("layouts", bytes("%PDF-1.7 a submission under way"));
    const unowned = await storage.put("elsewhere", bytes("no module owns this prefix"));
    for (const key of [layoutKey, warrantyKey, orphanPlan, orphanPhoto, unowned]) age(key, 2 * HOUR);
    age(freshPlan, 10 * 60 * 1000);

    const result = await h.services.storageSweep.run(HOUR);
    expect(result).toMatchObject({ removed: 2, referenced: 2, unowned: 1 });
    expect(result.fresh).toBeGreaterThanOrEqual(1);
    expect(await stored(orphanPlan)).toBe(false);
    expect(await stored(orphanPhoto)).toBe(false);
    for (const key of [layoutKey, warrantyKey, freshPlan, unowned]) expect(await stored(key), key).toBe(true);
    // The owner still downloads the referenced plan.
    const list = await h.getJson<{ layouts: { plans: { url: string }[] }[] }>(
      "/api/user-service/lighting-layouts",
      { cookie: ben },
    );
    const url = list.body.layouts[0]?.plans[0]?.url as string;
    expect((await h.call(url, { cookie: ben })).status).toBe(200);
  });

  it("#14.6 npm run storage:sweep runs the same sweep with the configured or a given grace period", async () => {
    const storage = h.services.storageSweep.storage;
    const orphan = await storage.put("layouts", bytes("%PDF-1.7 orphan"));
    age(orphan, 30 * 60 * 1000);
    // The configured hour: 30 minutes old is kept.
    expect(await runStorageSweepCommand(h.services.storageSweep, [])).toMatch(/^Removed 0 unreferenced/);
    expect(await stored(orphan)).toBe(true);
    expect(await runStorageSweepCommand(h.services.storageSweep, ["--grace-minutes", "20"])).toMatch(
      /^Removed 1 unreferenced file\(s\); kept 2 referenced/,
    );
    expect(await stored(orphan)).toBe(false);
    await expect(runStorageSweepCommand(h.services.storageSweep, ["--grace-minutes", "1"])).rejects.toThrow(
      /5 or more/,
    );
  });

  /**
   * The server's sweep job, hourly, started in a process on `database`; `onSwept` hears of each sweep.
   * Each test names its own queue: the hour's run of another test's is done.
   */
  const startSweeper = (database: Database, name: string, onSwept: () => void) =>
    startJobs(
      database,
      [
        {
          ...storageSweepJob(
            {
              intervalMs: HOUR,
              run: async () => {
                const result = await h.services.storageSweep.run();
                onSwept();
                return result;
              },
            },
            createLogger("silent"),
          ),
          name,
        },
      ],
      { logger: createLogger("silent"), pollingSeconds: 0.5 },
    );

  it("#14.6 the server's sweeper runs in the background just after start, without delaying it", async () => {
    const storage = h.services.storageSweep.storage;
    const orphan = await storage.put("warranty", bytes("GIF89a orphan"));
    age(orphan, 2 * HOUR);
    let finished = false;
    const jobs = startSweeper(h.services.database, "storage-sweep-at-start", () => {
      finished = true;
    });
    try {
      // Nothing ran yet when the call returns: the boot goes on.
      expect(finished).toBe(false);
      await expect.poll(() => finished, { timeout: 10_000 }).toBe(true);
      expect(await stored(orphan)).toBe(false);
    } finally {
      await jobs.stop();
    }
  });

  it("#31.5 #14.6 two server processes started together sweep once in the hour, not once each", async () => {
    const other = await secondConnection(h.services.database);
    let sweeps = 0;
    const both = [h.services.database, other.database].map((database) =>
      startSweeper(database, "storage-sweep-twice", () => {
        sweeps += 1;
      }),
    );
    try {
      await Promise.all(both.map((jobs) => jobs.started));
      await Promise.all(
        both.flatMap((jobs) => Array.from({ length: 10 }, () => jobs.ask("storage-sweep-twice"))),
      );
      await expect.poll(() => sweeps, { timeout: 10_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(sweeps).toBe(1);
    } finally {
      await Promise.all(both.map((jobs) => jobs.stop()));
      await other.close();
    }
  });
});
