/**
 * Cart benchmark (issue 12, "Performance"): `npm run bench:cart`.
 *
 * On a fresh embedded PGlite database (in memory) and, with DATABASE_URL, on a fresh database created
 * on that PostgreSQL server (and dropped after), it seeds the demo accounts, price lists and coupons
 * and a demo catalogue, fills Brightline's cart with --lines lines (default 500) by quick order, and
 * then times, through the app in this process (`app.request`, a buyer's bearer token, the same
 * routers and caller lookup as a served request):
 *
 * - read the priced cart (API-18), change a quantity (API-21) and add a line (API-19, removed again
 *   untimed so the cart stays at its size), --requests times each: target p95 ≤ 100 ms;
 * - a quick order of 200 lines into an empty cart, --quick times: target ≤ 1 s;
 *
 * and prints p50/p95/p99/max and the statements each call sends (counted at the driver, the caller's
 * session lookup included). Not part of `npm test`: the figures depend on the machine.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { createApp } from "../server/app.ts";
import { toPublicConfig } from "../server/config.ts";
import { type Database, openDatabase } from "../server/db/client.ts";
import { countQueries } from "../server/db/test-query-counter.ts";
import { loadEnv } from "../server/env.ts";
import { createLogger } from "../server/logger.ts";
import { demoPassword, seedDemoAccounts } from "../server/modules/accounts/demo-accounts.ts";
import { seedDemoCoupons } from "../server/modules/cart/index.ts";
import {
  analyzeCatalog,
  generateDemoCatalog,
  pricingFactsFor,
  seedCatalog,
} from "../server/modules/catalog/index.ts";
import { seedDemoPriceLists } from "../server/modules/pricing/index.ts";
import { createServices } from "../server/services.ts";
import { testServiceSettings } from "../server/test-support.ts";

const usage = `Usage: npm run bench:cart -- [--lines N] [--requests N] [--quick N] [--only pglite|postgres]

  --lines N      lines in the cart under test (default 500)
  --requests N   timed requests per operation (default 200)
  --quick N      timed quick orders of 200 lines (default 10)
  --only KIND    one database only

PostgreSQL runs too when DATABASE_URL is set: a database named bench_cart_<random> is created on
that server for the run and dropped afterwards.`;

const argsSchema = z.object({
  lines: z.coerce.number().int().min(1).max(1_000).default(500),
  requests: z.coerce.number().int().min(10).max(10_000).default(200),
  quick: z.coerce.number().int().min(1).max(100).default(10),
  only: z.enum(["pglite", "postgres"]).optional(),
  help: z.boolean().default(false),
});
type Args = z.infer<typeof argsSchema>;

const TARGET_MS = { read: 100, update: 100, add: 100, quickOrder: 1_000 } as const;
const QUICK_ORDER_LINES = 200;
const migrationsDir = path.resolve("drizzle");
const origin = "http://localhost:3000";

type Figures = {
  database: string;
  operation: keyof typeof TARGET_MS;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statements: number;
  targetMs: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function run(database: Database, args: Args): Promise<Figures[]> {
  const started = performance.now();
  await database.migrate(migrationsDir);
  const products = Math.max(args.lines + 100, QUICK_ORDER_LINES + 100);
  await seedCatalog(database.db, generateDemoCatalog({ products }));
  await analyzeCatalog(database.db);
  await seedDemoAccounts(database.db);
  await seedDemoPriceLists(database.db);
  await seedDemoCoupons(database.db);
  await database.db.execute(sql`analyze`);
  console.log(
    `  seeded ${products} products and the demo accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const logger = createLogger("silent");
  const services = await createServices(database, testServiceSettings({ logger }));
  const app = createApp({
    services,
    config: toPublicConfig(loadEnv({})),
    logger,
    mode: "production",
    build: async () => {
      throw new Error("no pages in the benchmark");
    },
  });
  const call = async (method: string, url: string, token: string, body?: unknown) => {
    const response = await app.request(new URL(url, origin).toString(), {
      method,
      headers: {
        origin,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200)
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
  const ben = await signIn("ben.buyer@brightline.example");
  const olivia = await signIn("olivia.owner@northgate.example");

  // Every product in its standard configuration, in SKU order: the cart's lines, then spares to add.
  const facts = (
    await pricingFactsFor(database.db, { skus: (await skusOf(database)).slice(0, products) })
  ).sort((a, b) => a.sku.localeCompare(b.sku));
  const inCart = facts.slice(0, args.lines);
  const spare = facts.slice(args.lines);
  const filled = (await call("POST", "/api/cart-service/cart/quick-order", ben, {
    text: inCart.map((f) => `${f.sku} 2`).join("\n"),
  })) as { cart: { items: { id: string }[] } };
  const lineIds = filled.cart.items.map((item) => item.id);
  if (lineIds.length !== args.lines)
    throw new Error(`the cart holds ${lineIds.length} lines, not ${args.lines}`);
  await call("POST", "/api/cart-service/cart/coupon", ben, { code: "save10" });
  console.log(`  Brightline's cart: ${lineIds.length} lines, coupon save10`);

  const counter = countQueries(database.db);
  const figures: Figures[] = [];
  async function measure(
    operation: keyof typeof TARGET_MS,
    count: number,
    once: (i: number) => Promise<unknown>,
    after?: (i: number) => Promise<unknown>,
  ) {
    const times: number[] = [];
    let statements = 0;
    for (let i = 0; i < count; i++) {
      counter.reset();
      const t = performance.now();
      await once(i);
      times.push(performance.now() - t);
      statements = counter.count;
      await after?.(i);
    }
    times.sort((a, b) => a - b);
    const row: Figures = {
      database: database.kind === "pglite" ? "PGlite" : "PostgreSQL",
      operation,
      count,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? Number.NaN,
      statements,
      targetMs: TARGET_MS[operation],
    };
    figures.push(row);
    print(row);
  }

  try {
    await measure("read", args.requests, () => call("GET", "/api/cart-service/cart/portal/A-10001", ben));
    await measure("update", args.requests, (i) =>
      call("PUT", `/api/cart-service/cart/update/${lineIds[(i * 7) % lineIds.length]}`, ben, {
        quantity: 1 + (i % 9),
      }),
    );
    let added = "";
    await measure(
      "add",
      args.requests,
      async (i) => {
        const fact = spare[i % spare.length];
        const cart = (await call("POST", "/api/cart-service/cart/add", ben, {
          sku: fact?.sku,
          quantity: 1,
        })) as {
          items: { id: string; productDetails: { sku: string } }[];
        };
        added = cart.items.find((item) => item.productDetails.sku === fact?.sku)?.id ?? "";
      },
      () => call("DELETE", `/api/cart-service/cart/remove/${added}`, ben),
    );
    const quickText = facts
      .slice(0, QUICK_ORDER_LINES)
      .map((f, i) => (i % 2 ? `${f.sku},${1 + (i % 5)}` : `${f.sku} ${1 + (i % 5)}`))
      .join("\n");
    await measure(
      "quickOrder",
      args.quick,
      () => call("POST", "/api/cart-service/cart/quick-order", olivia, { text: quickText }),
      () => database.db.execute(sql`delete from carts where account_id = 'A-10002'`),
    );
  } finally {
    counter.stop();
  }
  return figures;
}

async function skusOf(database: Database): Promise<string[]> {
  const result = (await database.db.execute(sql`select sku from products order by sku`)) as unknown as {
    rows: { sku: string }[];
  };
  return result.rows.map((row) => row.sku);
}

const ms = (value: number) => value.toFixed(1).padStart(7);
function print(row: Figures) {
  const verdict = row.p95 <= row.targetMs ? "ok" : "OVER";
  const what = {
    read: "read the priced cart (API-18)",
    update: "change a quantity (API-21)",
    add: "add a line (API-19)",
    quickOrder: `quick order of ${QUICK_ORDER_LINES} lines`,
  }[row.operation];
  console.log(
    `  ${what.padEnd(32)} n=${String(row.count).padStart(4)}  p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}  max ${ms(row.max)} ms  ` +
      `${String(row.statements).padStart(2)} statements  p95 target ≤ ${row.targetMs} ms: ${verdict}`,
  );
}

async function withPostgres<T>(serverUrl: string, work: (database: Database) => Promise<T>): Promise<T> {
  const name = `bench_cart_${randomBytes(6).toString("hex")}`;
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

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      lines: { type: "string" },
      requests: { type: "string" },
      quick: { type: "string" },
      only: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success || parsed.data.help) {
    if (!parsed.success)
      console.error(parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("\n"));
    console.log(usage);
    return parsed.success ? 0 : 1;
  }
  const args = parsed.data;
  const all: Figures[] = [];
  console.log(
    `Cart benchmark: a cart of ${args.lines} lines, ${args.requests} requests per operation (${new Date().toISOString()})`,
  );
  if (args.only !== "postgres") {
    console.log("PGlite (embedded, in memory)");
    const database = await openDatabase({ kind: "pglite" });
    try {
      all.push(...(await run(database, args)));
    } finally {
      await database.close();
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (args.only !== "pglite") {
    if (serverUrl) {
      console.log("PostgreSQL (a fresh database on DATABASE_URL's server)");
      all.push(...(await withPostgres(serverUrl, (database) => run(database, args))));
    } else console.log("PostgreSQL: skipped (set DATABASE_URL to run it)");
  }
  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `cart-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ args, figures: all }, null, 2)}\n`);
  const over = all.filter((row) => row.p95 > row.targetMs);
  console.log(
    over.length === 0
      ? `Every p95 is within its target. Figures: ${path.relative(process.cwd(), file)}`
      : `Over target: ${over.map((r) => `${r.database} ${r.operation} (p95 ${r.p95.toFixed(1)} ms)`).join(", ")}`,
  );
  return 0;
}

process.exitCode = await main();
