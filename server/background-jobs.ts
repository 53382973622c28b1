import { MAIL_RETRY_LEASE_MINUTES } from "./adapters/mail/mailer.ts";
import type { Db } from "./db/client.ts";
import { pruneGuestPages } from "./guest-pages.ts";
import { type JobRunner, type JobRunnerOptions, type PeriodicJob, startJobs } from "./jobs.ts";
import type { Logger } from "./logger.ts";
import { PAGE_MAX_AGE_MS } from "./page-cache.ts";
import type { Services } from "./services.ts";

/** How often the server sends again the mail whose delivery failed (issue 15: nothing lost). */
export const MAIL_RETRY_INTERVAL_MS = 5 * 60_000;

export type BackgroundJobsOptions = {
  logger: Logger;
  /** The guest pages are shared by the processes (SHARED_PAGE_CACHE): their table is pruned. */
  sharedGuestPages?: boolean;
};

/**
 * The work a server process does besides answering requests, each job run once per period across
 * every process on the database (server/jobs.ts). Only what is configured: the mail retries with
 * SMTP, the newsletter forwarding with a mailing-list provider, the pruning of the guest pages when
 * the processes share them through PostgreSQL (as app.ts does).
 */
export function backgroundJobs(services: Services, options: BackgroundJobsOptions): PeriodicJob[] {
  const { logger } = options;
  return [
    ...(services.mailer.delivers ? [mailRetryJob(services.mailer)] : []),
    storageSweepJob(services.storageSweep, logger),
    ...(services.newsletter.forwarding
      ? [
          newsletterForwardJob(
            services.newsletter,
            services.settings.newsletter?.intervalMs ?? 60_000,
            logger,
          ),
        ]
      : []),
    ...(options.sharedGuestPages && services.database.kind === "postgres"
      ? [guestPagesPruneJob(services.database.db)]
      : []),
  ];
}

/** Mail whose SMTP delivery failed is sent again from the outbox (issue 15: nothing lost). */
export function mailRetryJob(mailer: Pick<Services["mailer"], "retryFailed">): PeriodicJob {
  return {
    name: "mail-retry",
    everyMs: MAIL_RETRY_INTERVAL_MS,
    run: async () => void (await mailer.retryFailed()),
    failure: "the retry of failed mail failed; it runs again later",
    expireInSeconds: MAIL_RETRY_LEASE_MINUTES * 60,
  };
}

/** Stored files no row refers to (an interrupted upload's, issue 14.6); period 0: at start only. */
export function storageSweepJob(
  sweep: Pick<Services["storageSweep"], "run" | "intervalMs">,
  logger: Logger,
): PeriodicJob {
  return {
    name: "storage-sweep",
    everyMs: sweep.intervalMs,
    run: async () => {
      const result = await sweep.run();
      logger[result.removed > 0 ? "info" : "debug"](result, "swept stored files no row refers to");
    },
    failure: "the sweep of unreferenced stored files failed; it runs again later",
    // Listing a large bucket takes a while: an hour before its run counts as lost.
    expireInSeconds: 60 * 60,
  };
}

/** NEWS-04: stored newsletter sign-ups forwarded to the mailing-list provider. */
export function newsletterForwardJob(
  newsletter: Pick<Services["newsletter"], "forwardDue">,
  everyMs: number,
  logger: Logger,
): PeriodicJob {
  return {
    name: "newsletter-forward",
    everyMs,
    run: async () => {
      const result = await newsletter.forwardDue();
      if (result.claimed === 0) return;
      logger[result.failed > 0 ? "warn" : "info"](
        result,
        "forwarded newsletter sign-ups to the mailing-list provider",
      );
    },
    failure: "the newsletter forwarding sweep failed; it runs again later",
  };
}

/** Issue 17: the shared guest pages' table pruned by revision, age and number, once a minute. */
export function guestPagesPruneJob(db: Db, maxPages?: number): PeriodicJob {
  return {
    name: "guest-pages-prune",
    everyMs: 60_000,
    run: () => pruneGuestPages(db, { maxAgeMs: PAGE_MAX_AGE_MS, ...(maxPages ? { maxPages } : {}) }),
    failure: "the pruning of the shared guest pages failed; it runs again later",
  };
}

/** Starts the background jobs of this process; `stop()` them before closing the database. */
export function startBackgroundJobs(
  services: Services,
  options: BackgroundJobsOptions & Omit<JobRunnerOptions, "logger">,
): JobRunner {
  return startJobs(services.database, backgroundJobs(services, options), options);
}
