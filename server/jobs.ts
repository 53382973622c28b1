import { fromPglite, PgBoss, type Db as QueueDb } from "pg-boss";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";

/**
 * The server's background work (mail retries, the newsletter forwarding, the storage sweep, the
 * guest pages' pruning) on one job queue, pg-boss, in the database every process shares
 * (docs/decisions/010-background-jobs.md): each job runs at most once per period across all the
 * processes, one run at a time, and a run that throws is retried with an exponential back-off.
 *
 * How: every process asks for the current period's run on a timer of its own (unref'd); the queue
 * keeps one job per period (pg-boss's `singletonSeconds`) and, its policy being `exclusive`, none
 * while another of the same name is waiting, retrying or running. Whichever process's worker claims
 * the job (FOR UPDATE SKIP LOCKED) runs it; one that dies mid-run loses its claim after
 * `expireInSeconds` and the job is tried again. pg-boss keeps its tables in a schema of its own
 * (`pgboss`), which it creates and migrates itself at start, under its own advisory lock.
 */
export type PeriodicJob = {
  /** The job's name, the same in every process (`mail-retry`). */
  name: string;
  /** At most one run per this period across the processes; 0: one run when a process starts. */
  everyMs: number;
  /** One run; it logs what it did. A run that throws is logged with `failure` and retried. */
  run(): Promise<void>;
  /** What the log says when a run throws. */
  failure: string;
  /** How many times a run that threw is tried again, each after up to 1, 2, 4 … × retryDelaySeconds (jittered). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer than this belongs to a process that is gone: it is tried again. */
  expireInSeconds?: number;
};

export type JobRunner = {
  /** Settles once the queue has started (or failed to start, which is logged). */
  started: Promise<void>;
  /**
   * Asks for the current period's run of `name`, as the timers do: true when this ask queued it,
   * false when the period's run is already queued, retrying, running or done (by any process).
   */
  ask(name: string): Promise<boolean>;
  /** Stops asking for runs and waits (a few seconds at most) for the runs under way. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  logger: Logger;
  /** How often an idle worker looks for a job; pg-boss's default is 2 s. */
  pollingSeconds?: number;
  /** How long `stop()` waits for runs under way. */
  stopTimeoutMs?: number;
};

/** How long a finished job's row is kept (pg-boss's default is a week: 120,960 rows of a 5 s job). */
const KEEP_FINISHED_SECONDS = 24 * 60 * 60;
/** Processes ask at least this often, so that all of them ask for the same period's run as it opens. */
const MAX_ASK_EVERY_MS = 60_000;

/**
 * Starts the queue in the background (the server's start is not delayed by it) and the jobs' timers.
 * Answers at once; `stop()` before closing the database.
 */
export function startJobs(
  database: Database,
  jobs: readonly PeriodicJob[],
  options: JobRunnerOptions,
): JobRunner {
  const { logger } = options;
  const boss = new PgBoss({
    db: queueDatabase(database),
    ...(database.kind === "pglite" ? { backend: "pglite" as const } : {}),
    // Periods are kept by our own timers (any number of seconds), not by cron expressions.
    schedule: false,
    openTelemetry: { enabled: false },
  });
  boss.on("error", (error: unknown) => logger.warn({ err: error }, "the job queue reported an error"));
  boss.on("warning", (warning: unknown) => logger.debug({ warning }, "the job queue warns"));

  const ask = async (name: string) => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`no background job ${name}`);
    const period = job.everyMs > 0 ? { singletonKey: job.name, singletonSeconds: periodSeconds(job) } : {};
    return (await boss.send(job.name, null, period)) !== null;
  };
  const timers: NodeJS.Timeout[] = [];
  let stopping = false;
  const started = (async () => {
    await boss.start();
    for (const job of jobs) {
      await prepareQueue(boss, job);
      await boss.work(job.name, { pollingIntervalSeconds: options.pollingSeconds ?? 2 }, async () => {
        try {
          await job.run();
        } catch (error) {
          logger.warn({ err: error, job: job.name }, job.failure);
          throw error;
        }
      });
      if (stopping) continue;
      const askNow = () =>
        void ask(job.name).catch((error: unknown) => {
          logger.warn(
            { err: error, job: job.name },
            "could not ask for a background job's run; asking again later",
          );
        });
      timers.push(...everyPeriod(job, askNow));
    }
  })().catch((error: unknown) => {
    logger.error({ err: error }, "the background jobs did not start; they run after the next restart");
  });

  return {
    started,
    ask: async (name) => {
      await started;
      return ask(name);
    },
    async stop() {
      stopping = true;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await started;
      await boss
        .stop({ graceful: true, timeout: options.stopTimeoutMs ?? 5_000 })
        .catch((error: unknown) => logger.warn({ err: error }, "the job queue did not stop cleanly"));
    },
  };
}

/** The job's queue, created by the first process that starts and given the current retry rules. */
async function prepareQueue(boss: PgBoss, job: PeriodicJob): Promise<void> {
  const retryDelay = job.retryDelaySeconds ?? 30;
  const rules = {
    retryLimit: job.retryLimit ?? 5,
    retryDelay,
    retryBackoff: true,
    // Never longer apart than the period: a waiting retry holds the next period's run back.
    ...(job.everyMs > 0 ? { retryDelayMax: Math.max(retryDelay, periodSeconds(job)) } : {}),
    expireInSeconds: job.expireInSeconds ?? 15 * 60,
    deleteAfterSeconds: KEEP_FINISHED_SECONDS,
  };
  await boss.createQueue(job.name, { policy: "exclusive", ...rules });
  // An existing queue keeps its policy; its rules follow the code.
  await boss.updateQueue(job.name, rules);
}

/** Calls `ask` now and then on a timer (neither keeps the process alive). */
function everyPeriod(job: PeriodicJob, ask: () => void): NodeJS.Timeout[] {
  const first = setTimeout(ask, 0);
  first.unref();
  if (job.everyMs <= 0) return [first];
  const every = setInterval(ask, Math.max(1_000, Math.min(job.everyMs, MAX_ASK_EVERY_MS)));
  every.unref();
  return [first, every];
}

function periodSeconds(job: PeriodicJob): number {
  return Math.max(1, Math.round(job.everyMs / 1000));
}

/**
 * pg-boss speaks SQL through the driver's own client: the embedded database's one connection (its
 * adapter sends a multi-statement block as one call, so nothing of ours lands inside it), or the
 * server's pool, whose connections the rest of the app shares (no LISTEN: the workers poll).
 */
function queueDatabase(database: Database): QueueDb {
  const { native } = database;
  if (native.kind === "pglite") return fromPglite(native.client);
  return { executeSql: (text: string, values?: unknown[]) => native.pool.query(text, values) };
}
