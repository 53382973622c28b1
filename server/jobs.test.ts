import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client.ts";
import { type JobRunner, type PeriodicJob, startJobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "./testing/databases.ts";
import { secondConnection } from "./testing/second-connection.ts";

const silent = createLogger("silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())("the background jobs' queue on %s", (kind) => {
  let t: TestDatabase;
  let other: Awaited<ReturnType<typeof secondConnection>>;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    other = await secondConnection(t.database);
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await other?.close();
    await t?.dispose();
  });

  /** The same jobs started in two "processes", as every server process starts them. */
  const inTwoProcesses = async (jobs: PeriodicJob[]) => {
    const pair = [t.database, other.database].map((database: Database) =>
      startJobs(database, jobs, { logger: silent, pollingSeconds: 0.5 }),
    );
    runners.push(...pair);
    await Promise.all(pair.map((runner) => runner.started));
    return pair;
  };

  it("#31.5 #14.6 NEWS-04 #15 #17.3 twenty asks for one period's run from two processes at once: it runs once, one run at a time", async () => {
    let runs = 0;
    let running = 0;
    let mostAtOnce = 0;
    const [a, b] = await inTwoProcesses([
      {
        name: "test-once",
        everyMs: 60 * 60_000,
        failure: "failed",
        run: async () => {
          runs += 1;
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await sleep(300);
          running -= 1;
        },
      },
    ]);
    // Each process has asked once already (its timer's first ask): one of them queued the run.
    const asks = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b)?.ask("test-once")));
    expect(asks.filter(Boolean).length).toBeLessThanOrEqual(1);
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    // Asked again once the run is done, within the same period: nothing more runs.
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b)?.ask("test-once")));
    await sleep(1_000);
    expect(runs).toBe(1);
    expect(mostAtOnce).toBe(1);
  });

  it("#31.5 #14.6 NEWS-04 #15 #17.3 a run that throws is retried with a back-off that grows, then done", async () => {
    const at: number[] = [];
    await inTwoProcesses([
      {
        name: "test-retry",
        everyMs: 60 * 60_000,
        failure: "failed",
        retryDelaySeconds: 1,
        run: async () => {
          at.push(Date.now());
          if (at.length <= 2) throw new Error("the provider is down");
        },
      },
    ]);
    await expect.poll(() => at.length, { timeout: 20_000, interval: 200 }).toBe(3);
    // pg-boss waits between 1/2 and 1 × retryDelay × 2^n before retry n+1 (jittered).
    const [first = 0, second = 0, third = 0] = at;
    expect(second - first).toBeGreaterThanOrEqual(450);
    expect(third - second).toBeGreaterThanOrEqual(950);
    // Done: the period's run is not asked for again, and no fourth run comes.
    await sleep(1_000);
    expect(at).toHaveLength(3);
  });

  it("#31.5 #14.6 a job of period 0 runs once when a process starts, and not while that run is under way", async () => {
    let runs = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [a] = await inTwoProcesses([
      {
        name: "test-at-start",
        everyMs: 0,
        failure: "failed",
        run: async () => {
          runs += 1;
          await held;
        },
      },
    ]);
    await expect.poll(() => runs, { timeout: 10_000 }).toBe(1);
    // Both processes asked at start; while the first run goes on, another ask queues nothing.
    expect(await a?.ask("test-at-start")).toBe(false);
    release();
    await sleep(1_500);
    expect(runs).toBe(1);
  });
});
