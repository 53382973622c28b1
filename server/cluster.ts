import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger.ts";

/** A worker that dies sooner than this after it started is failing to start: no new one is forked. */
const START_GRACE_MS = 15_000;

/**
 * PROCESSES > 1 (issue 17): this primary process forks that many servers, which share the port; Node's
 * cluster hands each new connection to the next worker in turn (round robin), so the primary is the
 * local load balancer and no request passes through a second hop. The workers share the PostgreSQL
 * database (the env check refuses PROCESSES > 1 without DATABASE_URL: PGlite is one process's).
 *
 * A worker that crashes after it started is replaced; one that fails while starting is not (a bad
 * configuration would fork forever), and when none is left the primary exits with its code. SIGTERM
 * and SIGINT are passed to every worker, which finishes its requests and closes the database.
 */
export function runCluster(processes: number, logger: Logger): void {
  const startedAt = new Map<number, number>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (!stopping && code !== 0 && lived > START_GRACE_MS) {
      logger.error({ pid: worker.process.pid, code, signal }, "a server process died: starting another");
      fork();
      return;
    }
    if (startedAt.size === 0) process.exit(stopping ? 0 : (code ?? 1));
  });
  for (let i = 0; i < processes; i++) fork();
  logger.info({ processes, pid: process.pid }, "started the server processes");
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
