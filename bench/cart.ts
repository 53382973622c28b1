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
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../server/db/client.ts";
import {
  createMeasure,
  type Figures,
  openBenchApp,
  parseBenchArgs,
  runOnDatabases,
  seedStorefront,
  standardFacts,
} from "./support.ts";

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

const QUICK_ORDER_LINES = 200;
const operations = {
  read: { name: "read", label: "read the priced cart (API-18)", targetMs: 100 },
  update: { name: "update", label: "change a quantity (API-21)", targetMs: 100 },
  add: { name: "add", label: "add a line (API-19)", targetMs: 100 },
  quickOrder: { name: "quickOrder", label: `quick order of ${QUICK_ORDER_LINES} lines`, targetMs: 1_000 },
} as const;

async function run(database: Database, args: Args): Promise<Figures[]> {
  const products = Math.max(args.lines + 100, QUICK_ORDER_LINES + 100);
  await seedStorefront(database, products);
  const { call, signIn } = await openBenchApp(database);
  const ben = await signIn("ben.buyer@brightline.example");
  const olivia = await signIn("olivia.owner@northgate.example");

  // Every product in its standard configuration, in SKU order: the cart's lines, then spares to add.
  const facts = await standardFacts(database);
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

  const { measure, figures, stop } = createMeasure(database);
  try {
    await measure(operations.read, args.requests, () =>
      call("GET", "/api/cart-service/cart/portal/A-10001", ben),
    );
    await measure(operations.update, args.requests, (i) =>
      call("PUT", `/api/cart-service/cart/update/${lineIds[(i * 7) % lineIds.length]}`, ben, {
        quantity: 1 + (i % 9),
      }),
    );
    let added = "";
    await measure(
      operations.add,
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
      operations.quickOrder,
      args.quick,
      () => call("POST", "/api/cart-service/cart/quick-order", olivia, { text: quickText }),
      () => database.db.execute(sql`delete from carts where account_id = 'A-10002'`),
    );
  } finally {
    stop();
  }
  return figures;
}

async function main(): Promise<number> {
  const parsed = parseBenchArgs(
    usage,
    { lines: { type: "string" }, requests: { type: "string" }, quick: { type: "string" } },
    argsSchema,
  );
  if ("exitCode" in parsed) return parsed.exitCode;
  const { args } = parsed;
  console.log(
    `Cart benchmark: a cart of ${args.lines} lines, ${args.requests} requests per operation (${new Date().toISOString()})`,
  );
  return runOnDatabases("cart", args, (database) => run(database, args));
}

process.exitCode = await main();
