import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { startMailRetrier } from "./adapters/mail/mail-retrier.ts";
import { createApp } from "./app.ts";
import { boot } from "./boot.ts";
import { runCluster } from "./cluster.ts";
import { ConfigError, loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { startNewsletterForwarder } from "./modules/newsletter/index.ts";
import { reactServerBuild } from "./react-build.ts";
import { startStorageSweeper } from "./storage-sweep.ts";

/** The production server (entered through main.ts, which fixes NODE_ENV first): serves ./build. */
async function main() {
  const started = performance.now();
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  if (env.PROCESSES > 1 && cluster.isPrimary) {
    runCluster(env.PROCESSES, logger);
    return;
  }
  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const booted = await boot(env, logger).catch((error: unknown) => {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const { database, services, config } = booted;
  const app = createApp({
    services,
    config,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL ?? null,
    catalogRequestsPerMinute: env.CATALOG_REQUESTS_PER_MINUTE,
    outboxViewer: env.MAIL_OUTBOX_VIEWER,
    sharePageCache: env.SHARED_PAGE_CACHE === "auto" ? env.PROCESSES > 1 : env.SHARED_PAGE_CACHE === "true",
    testFixtures: env.E2E_FIXTURES,
    logger,
    build,
    mode: "production",
    clientDir: path.join(buildDir, "client"),
  });

  if (env.E2E_FIXTURES) {
    logger.warn("E2E_FIXTURES=true: /dev/fixtures creates and deletes test accounts (end-to-end tests only)");
  }

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        port: info.port,
        pid: process.pid,
        startupMs: Math.round(performance.now() - started),
        nodeEnv: process.env.NODE_ENV,
        react: reactServerBuild(),
      },
      `listening on http://localhost:${info.port}`,
    );
  });

  // Stored files no row refers to (an interrupted upload's): swept in the background from now on.
  // Mail whose SMTP delivery failed is sent again from the outbox (issue 15: nothing lost).
  const stopMailRetrier = startMailRetrier(services.mailer, { logger });
  const stopSweeper = startStorageSweeper(() => services.storageSweep.run(), {
    intervalMs: services.storageSweep.intervalMs,
    logger,
  });
  // NEWS-04: stored newsletter sign-ups forwarded to the mailing-list provider, when one is configured.
  const stopForwarder = services.newsletter.forwarding
    ? startNewsletterForwarder(() => services.newsletter.forwardDue(), {
        intervalMs: services.settings.newsletter?.intervalMs ?? 60_000,
        logger,
      })
    : () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopSweeper();
    stopMailRetrier();
    stopForwarder();
    logger.info({ signal }, "shutting down");
    // Stop accepting connections, let in-flight requests finish, then close the database so PGlite
    // flushes its files: the data is intact for the next start.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await database.close();
      clearTimeout(force);
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await main();
