import type { Db } from "../db/client.ts";
import type { Statement } from "./query-plans.ts";

/**
 * Counts the statements a database handle sends (tests and benchmarks: "a bounded number of queries
 * per call"). It hooks Drizzle's query logger on the handle's session and on the options every
 * transaction's session is made from; `stop()` puts the previous loggers back. Transaction control
 * statements count on node-postgres (Drizzle sends begin/commit as statements) but not on PGlite.
 */
export function countQueries(db: Db): {
  readonly count: number;
  readonly statements: string[];
  /** The same statements with their parameters (for `planOf`: the plan of what was sent). */
  readonly calls: Statement[];
  reset(): void;
  stop(): void;
} {
  type Logger = { logQuery(query: string, params: unknown[]): void };
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const previous = { logger: session.logger, options: session.options };
  const statements: string[] = [];
  const calls: Statement[] = [];
  const logger: Logger = {
    logQuery(query, params) {
      if (/^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i.test(query)) return;
      statements.push(query);
      calls.push({ sql: query, params });
    },
  };
  session.logger = logger;
  session.options = { ...session.options, logger };
  return {
    get count() {
      return statements.length;
    },
    statements,
    calls,
    reset() {
      statements.length = 0;
      calls.length = 0;
    },
    stop() {
      session.logger = previous.logger;
      session.options = previous.options;
    },
  };
}
