import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { type AppOptions, createApp } from "./app.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { boot } from "./boot.ts";
import { runCluster } from "./cluster.ts";
import { ConfigError, loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { reactServerBuild } from "./react-build.ts";

/** How long an idle keep-alive connection stays open (longer than a load balancer's 60 s). */
const KEEP_ALIVE_MS = 65_000;

/** The production server (entered through main.ts, which fixes NODE_ENV first): serves ./build. */
export async function startProductionServer(options: Pick<AppOptions, "testRoutes"> = {}) {
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
  const sharePageCache =
    env.SHARED_PAGE_CACHE === "auto" ? env.PROCESSES > 1 : env.SHARED_PAGE_CACHE === "true";
  const app = createApp({
    services,
    config,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL ?? null,
    catalogRequestsPerMinute: env.CATALOG_REQUESTS_PER_MINUTE,
    outboxViewer: env.MAIL_OUTBOX_VIEWER,
    sharePageCache,
    testRoutes: options.testRoutes,
    logger,
    build,
    mode: "production",
    clientDir: path.join(buildDir, "client"),
  });

  if (options.testRoutes) {
    logger.warn("the end-to-end server: /dev/fixtures creates and deletes test accounts (tests only)");
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

  // An idle keep-alive connection is kept longer than the clients and proxies in front keep theirs
  // (a load balancer's 60 s): closed by Node's 5 s default, a request the client had just sent on it
  // is reset (ECONNRESET) rather than answered. Headers must be allowed to take a little longer still.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }

  // Mail retries, the storage sweep, the newsletter forwarding and the shared guest pages' pruning:
  // each run once per period across the processes on the database (background-jobs.ts).
  const jobs = startBackgroundJobs(services, { logger, sharedGuestPages: sharePageCache });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // No new background runs; those under way end (or give up their claim) before the database closes.
    const jobsStopped = jobs.stop();
    // Stop accepting connections, let in-flight requests finish, then close the database so PGlite
    // flushes its files: the data is intact for the next start.
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await jobsStopped;
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
