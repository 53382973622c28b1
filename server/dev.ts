import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { boot } from "./boot.ts";
import { loadDotEnvFile, loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

/** Development entry: Vite in middleware mode with hot reload in front of the same Hono app. */
loadDotEnvFile();
const env = loadEnv({ NODE_ENV: "development", MAIL_OUTBOX_VIEWER: "true", ...process.env });
const logger = createLogger(env.LOG_LEVEL);
const { services, config, database } = await boot(env, logger);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  services,
  config,
  logger,
  trustProxy: env.TRUST_PROXY,
  publicUrl: env.PUBLIC_URL ?? null,
  catalogRequestsPerMinute: env.CATALOG_REQUESTS_PER_MINUTE,
  outboxViewer: env.MAIL_OUTBOX_VIEWER,
  mode: "development",
  build: async () => {
    const environment = vite.environments.ssr as unknown as {
      runner: { import(id: string): Promise<unknown> };
    };
    return (await environment.runner.import("virtual:react-router/server-build")) as ServerBuild;
  },
});
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(env.PORT, env.HOST, () => logger.info(`dev server on http://localhost:${env.PORT}`));
// Mail retries, the storage sweep and the newsletter forwarding, as the production server runs them.
const jobs = startBackgroundJobs(services, { logger });
const stop = async () => {
  const jobsStopped = jobs.stop();
  server.close();
  await vite.close();
  await jobsStopped;
  await database.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
