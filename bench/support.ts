/**
 * What the in-process benchmarks (bench/cart.ts, bench/orders.ts, bench/assistant.ts) share: their
 * arguments, a fresh PGlite and (with DATABASE_URL) a fresh PostgreSQL database per run, the seeded
 * storefront, the app called in this process with a bearer token (or served on a loopback port), and
 * the timing, counting and printing of each operation. Each benchmark keeps only what it measures.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { z } from "zod";
import { createApp } from "../server/app.ts";
import { toPublicConfig } from "../server/config.ts";
import { type Database, openDatabase } from "../server/db/client.ts";
import { loadEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { demoPassword, seedDemoAccounts } from "../server/modules/accounts/demo/accounts.ts";
import { seedDemoCoupons } from "../server/modules/cart/index.ts";
import {
  analyzeCatalog,
  generateDemoCatalog,
  pricingFactsFor,
  seedCatalog,
} from "../server/modules/catalog/index.ts";
import { seedDemoPriceLists } from "../server/modules/pricing/index.ts";
import { createServices } from "../server/services.ts";
import { countQueries } from "../server/testing/query-counter.ts";
import { type PlanNode, planOf, type Statement } from "../server/testing/query-plans.ts";
import { testServiceSettings } from "../server/testing/service-settings.ts";

const migrationsDir = path.resolve("drizzle");
const origin = "http://localhost:3000";

/** Every benchmark takes `--only` and `--help`; the rest are its own. */
export type CommonArgs = { only?: "pglite" | "postgres" | undefined; help: boolean };

/**
 * Parses the command line with `options` (strings and booleans as node:util reads them) and
 * `schema`; prints the usage and answers the exit code when the arguments are wrong or --help asks.
 */
export function parseBenchArgs<T extends CommonArgs>(
  usage: string,
  options: ParseArgsOptionsConfig,
  schema: z.ZodType<T>,
): { args: T } | { exitCode: number } {
  let values: unknown;
  try {
    values = parseArgs({
      options: { ...options, only: { type: "string" }, help: { type: "boolean", short: "h" } },
    }).values;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.log(usage);
    return { exitCode: 1 };
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("\n"));
    console.log(usage);
    return { exitCode: 1 };
  }
  if (parsed.data.help) {
    console.log(usage);
    return { exitCode: 0 };
  }
  return { args: parsed.data };
}

/** One timed operation on one database. */
export type Figures = {
  database: string;
  operation: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Statements the last call sent (counted at the driver, the caller's session lookup included). */
  statements: number;
  /** The p95 it is held to; none: a figure shown for information, outside the verdict. */
  targetMs?: number;
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The figures of `times` (milliseconds, in any order) of `operation` on `database`. */
export function figuresOf(
  database: Database,
  operation: string,
  times: readonly number[],
  statements: number,
  targetMs?: number,
): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    database: databaseName(database),
    operation,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    statements,
    ...(targetMs === undefined ? {} : { targetMs }),
  };
}

export const databaseName = (database: Database) => (database.kind === "pglite" ? "PGlite" : "PostgreSQL");

/**
 * Migrates and seeds the storefront a benchmark calls: a demo catalogue of `products` products, the
 * demo accounts, price lists and coupons, then ANALYZE (PGlite runs no autovacuum).
 */
export async function seedStorefront(database: Database, products: number): Promise<void> {
  const started = performance.now();
  await database.migrate(migrationsDir);
  await seedCatalog(database.db, generateDemoCatalog({ products }));
  await analyzeCatalog(database.db);
  await seedDemoAccounts(database.db);
  await seedDemoPriceLists(database.db);
  await seedDemoCoupons(database.db);
  await database.db.execute(sql`analyze`);
  console.log(`  seeded ${products} products and the demo accounts in ${secondsSince(started)}`);
}

/** Every product in its standard configuration, in SKU order (what a quick order can name). */
export async function standardFacts(database: Database) {
  const result = (await database.db.execute(sql`select sku from products order by sku`)) as unknown as {
    rows: { sku: string }[];
  };
  const facts = await pricingFactsFor(database.db, { skus: result.rows.map((row) => row.sku) });
  return facts.sort((a, b) => a.sku.localeCompare(b.sku));
}

export type CallOptions = { headers?: Record<string, string>; status?: number };

/**
 * The app as the server builds it, in this process: `call` sends a request through every router and
 * middleware with a bearer token (as a served request, without the socket) and answers its JSON,
 * throwing unless the status is `status` (200 by default); `signIn` answers a demo user's token.
 */
export async function openBenchApp(
  database: Database,
  settings: Omit<Parameters<typeof testServiceSettings>[0], "logger"> = {},
) {
  const logger = createLogger("silent");
  const services = await createServices(database, testServiceSettings({ ...settings, logger }));
  const app = createApp({
    services,
    config: toPublicConfig(loadEnv({})),
    logger,
    mode: "production",
    build: async () => {
      throw new Error("no pages in the benchmark");
    },
  });
  const call = async (
    method: string,
    url: string,
    token: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<Record<string, unknown>> => {
    const response = await app.request(new URL(url, origin).toString(), {
      method,
      headers: {
        origin,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status !== (options.status ?? 200))
      throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const signIn = async (email: string) => {
    const response = await app.request(new URL("/api/user-service/sign-in", origin).toString(), {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ email, password: demoPassword }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  return { app, services, call, signIn };
}

/**
 * `app` served on a free loopback port, for a benchmark that measures over HTTP (the socket, the
 * Node server's streaming of the body): answers its base URL and `close()`.
 */
export async function serveBenchApp(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Times operations on `database`: each `measure` runs `once` `count` times (with `after`, untimed,
 * after each), prints a row with `label` and keeps it. `lastStatements` holds the statements (with
 * their parameters) of the last timed call, for an EXPLAIN. `stop()` unhooks the counter.
 */
export function createMeasure(database: Database) {
  const counter = countQueries(database.db);
  const figures: Figures[] = [];
  let lastStatements: Statement[] = [];
  async function measure(
    operation: { name: string; label: string; targetMs: number },
    count: number,
    once: (i: number) => Promise<unknown>,
    after?: (i: number) => Promise<unknown>,
  ): Promise<Figures> {
    const times: number[] = [];
    let statements = 0;
    for (let i = 0; i < count; i++) {
      counter.reset();
      const t = performance.now();
      await once(i);
      times.push(performance.now() - t);
      statements = counter.count;
      lastStatements = counter.calls.slice();
      await after?.(i);
    }
    const row = figuresOf(database, operation.name, times, statements, operation.targetMs);
    figures.push(row);
    printFigures(row, operation.label);
    return row;
  }
  return {
    measure,
    figures,
    get lastStatements() {
      return lastStatements;
    },
    stop: () => counter.stop(),
  };
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const LABEL_WIDTH = 40;

export function printFigures(row: Figures, label: string) {
  const verdict =
    row.targetMs === undefined
      ? ""
      : `  p95 target ≤ ${row.targetMs} ms: ${row.p95 <= row.targetMs ? "ok" : "OVER"}`;
  console.log(
    `  ${label.padEnd(LABEL_WIDTH)} n=${String(row.count).padStart(4)}  p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}  max ${ms(row.max)} ms  ` +
      `${String(row.statements).padStart(2)} statements${verdict}`,
  );
}

/**
 * The plan of one statement the app sent, as the planner chooses it (sequential scans allowed), from
 * its top node down to the first node that reads a table: "Limit → Index Scan using
 * orders_account_created_idx on orders".
 */
export async function planPath(database: Database, statement: Statement): Promise<string> {
  const chain: string[] = [];
  for (let node: PlanNode | undefined = await planOf(database, statement, { seqscan: true }); node; ) {
    const index = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
    const table = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
    chain.push(`${node["Node Type"]}${index}${table}`);
    node = node["Relation Name"] ? undefined : node.Plans?.[0];
  }
  return chain.join(" → ");
}

/** Creates a database on the server of `serverUrl` for `work`, and drops it after. */
async function withPostgres<T>(
  serverUrl: string,
  prefix: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    return await work(database);
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/**
 * Runs `run` on a fresh in-memory PGlite and, when DATABASE_URL is set, on a fresh database
 * `bench_<name>_<random>` on that server (dropped after); `--only` keeps one. Writes the figures to
 * bench/results/<name>-<time>.json and says which p95 are over their targets. Answers the exit code.
 */
export async function runOnDatabases<A extends CommonArgs>(
  name: string,
  args: A,
  run: (database: Database) => Promise<Figures[]>,
): Promise<number> {
  const all: Figures[] = [];
  if (args.only !== "postgres") {
    console.log("PGlite (embedded, in memory)");
    const database = await openDatabase({ kind: "pglite" });
    try {
      all.push(...(await run(database)));
    } finally {
      await database.close();
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (args.only !== "pglite") {
    if (serverUrl) {
      console.log("PostgreSQL (a fresh database on DATABASE_URL's server)");
      all.push(...(await withPostgres(serverUrl, `bench_${name}`, run)));
    } else console.log("PostgreSQL: skipped (set DATABASE_URL to run it)");
  }
  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ args, figures: all }, null, 2)}\n`);
  const over = all.filter((row) => row.targetMs !== undefined && row.p95 > row.targetMs);
  console.log(
    over.length === 0
      ? `Every p95 is within its target. Figures: ${path.relative(process.cwd(), file)}`
      : `Over target: ${over.map((r) => `${r.database} ${r.operation} (p95 ${r.p95.toFixed(1)} ms)`).join(", ")}`,
  );
  return 0;
}

export const secondsSince = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
