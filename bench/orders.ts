/**
 * Orders benchmark (issue 13, "Performance"): `npm run bench:orders`.
 *
 * On a fresh embedded PGlite database (in memory) and, with DATABASE_URL, on a fresh database created
 * on that PostgreSQL server (and dropped after), it seeds the demo accounts, price lists and a demo
 * catalogue, generates Brightline's (A-10001, Net 30) history of --orders orders (one line each) and
 * --invoices invoices over three years in two INSERT … SELECT generate_series statements, ANALYZEs,
 * and then times, through the app in this process (`app.request`, a buyer's bearer token):
 *
 * - placing an order on account from a cart of --lines lines (API-48, a fresh Idempotency-Key each;
 *   the cart is filled again by quick order, untimed, after each): target p95 ≤ 150 ms;
 * - the orders list (API-47, 5 a page): the newest, `q=` a purchase order prefix, `status=SHIPPED`
 *   and a page further on by cursor: target p95 ≤ 50 ms;
 * - the invoice list (API-42): its first page and the paid invoices: target p95 ≤ 50 ms;
 * - the quick order's previously purchased and the warranty claim's orders (issue 32 item 6), both
 *   read from the latest orders: target p95 ≤ 50 ms;
 *
 * and prints p50/p95/p99/max, the statements each call sends (the session lookup included) and the
 * plan of each list's page query (its top nodes down to the table it reads: an index scan).
 * Not part of `npm test`: the figures depend on the machine.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../server/db/client.ts";
import { authUsers } from "../server/modules/accounts/schema.ts";
import { generateOrderHistory } from "../server/testing/order-history.ts";
import {
  createMeasure,
  type Figures,
  openBenchApp,
  parseBenchArgs,
  planPath,
  runOnDatabases,
  secondsSince,
  seedStorefront,
  standardFacts,
} from "./support.ts";

const usage = `Usage: npm run bench:orders -- [--lines N] [--orders N] [--invoices N] [--requests N]
                              [--placements N] [--only pglite|postgres]

  --lines N       lines of the cart each placed order is made from (default 50)
  --orders N      Brightline's order history (default 10000)
  --invoices N    Brightline's invoices (default 5000)
  --requests N    timed requests per list (default 200)
  --placements N  timed order placements (default 100)
  --only KIND     one database only

PostgreSQL runs too when DATABASE_URL is set: a database named bench_orders_<random> is created on
that server for the run and dropped afterwards.`;

const argsSchema = z.object({
  lines: z.coerce.number().int().min(1).max(500).default(50),
  orders: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
  invoices: z.coerce.number().int().min(100).max(1_000_000).default(5_000),
  requests: z.coerce.number().int().min(10).max(10_000).default(200),
  placements: z.coerce.number().int().min(5).max(10_000).default(100),
  only: z.enum(["pglite", "postgres"]).optional(),
  help: z.boolean().default(false),
});
type Args = z.infer<typeof argsSchema>;

/** The purchase order prefix the search asks for: PO-12340 … PO-12349 (of the generated ones). */
const PO_PREFIX = "PO-1234";
const operations = {
  place: { name: "place", label: "place an order on account (API-48)", targetMs: 150 },
  orders: { name: "orders", label: "orders, newest 5 (API-47)", targetMs: 50 },
  ordersByPo: { name: "ordersByPo", label: `orders, q=${PO_PREFIX}`, targetMs: 50 },
  ordersShipped: { name: "ordersShipped", label: "orders, status=SHIPPED", targetMs: 50 },
  ordersNext: { name: "ordersNext", label: "orders, a page further by cursor", targetMs: 50 },
  invoices: { name: "invoices", label: "invoices, first page (API-42)", targetMs: 50 },
  invoicesPaid: { name: "invoicesPaid", label: "invoices, status=Paid", targetMs: 50 },
  previouslyPurchased: {
    name: "previouslyPurchased",
    label: "quick order: previously purchased",
    targetMs: 50,
  },
  claimableOrders: { name: "claimableOrders", label: "warranty claim: the orders to pick", targetMs: 50 },
} as const;

const shipTo = {
  name: "Brightline Electrical Supply",
  attention: "Receiving",
  address1: "1200 Dublin Rd",
  city: "Columbus",
  state: "OH",
  zip: "43215",
};

/**
 * Brightline's invoices: `count` over the last three years, newest first. Net 30; open when issued in
 * the last 45 days (some of them overdue), and one in 61 older ones still open (long overdue); the
 * rest paid 20 to 31 days after issue.
 */
async function generateInvoices(database: Database, count: number) {
  await database.db.execute(sql`
    with base as (
      select i, current_date - (i * 1095 / ${count}) as invoice_date,
        (i * 1095 / ${count}) as age_days, 5000 + (i * 7919) % 2000000 as amount
      from generate_series(1, ${count}) as i
    )
    insert into invoices (number, account_id, order_number, purchase_order, invoice_date, due_date,
      amount_cents, balance_cents, status, payment_id, paid_at)
    select 'INV-' || extract(year from invoice_date) || '-' || lpad((500000 + i)::text, 6, '0'), 'A-10001',
      'SO-' || extract(year from invoice_date) || '-' || lpad((600000 + i)::text, 6, '0'),
      case when i % 4 = 0 then 'BL-' || (70000 + i) else 'PO-' || (30000 + i) end,
      invoice_date, invoice_date + 30, amount,
      case when age_days < 45 or i % 61 = 0 then amount else 0 end,
      case when age_days < 45 or i % 61 = 0 then 'Open' else 'Paid' end,
      case when age_days < 45 or i % 61 = 0 then null else 'SBX-INV-' || i end,
      case when age_days < 45 or i % 61 = 0 then null
        else (invoice_date + 20 + i % 12)::timestamptz end
    from base`);
}

async function userIdOf(database: Database, email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  const id = row?.id;
  if (!id) throw new Error(`the demo has ${email}`);
  return id;
}

async function run(database: Database, args: Args): Promise<Figures[]> {
  await seedStorefront(database, args.lines + 100);
  const started = performance.now();
  await generateOrderHistory(database.db, args.orders);
  await generateInvoices(database, args.invoices);
  await database.db.execute(sql`analyze`);
  console.log(
    `  generated ${args.orders} orders (a line each) and ${args.invoices} invoices for A-10001 and analyzed in ${secondsSince(started)}`,
  );
  const { call, signIn, services } = await openBenchApp(database);
  const ben = await signIn("ben.buyer@brightline.example");
  const benUser = await services.accounts.sessionUser(
    await userIdOf(database, "ben.buyer@brightline.example"),
  );
  const cartText = (await standardFacts(database))
    .slice(0, args.lines)
    .map((f, i) => `${f.sku} ${1 + (i % 6)}`)
    .join("\n");
  const fillCart = async () => {
    const filled = (await call("POST", "/api/cart-service/cart/quick-order", ben, { text: cartText })) as {
      cart: { items: unknown[] };
    };
    if (filled.cart.items.length !== args.lines)
      throw new Error(`the cart holds ${filled.cart.items.length} lines, not ${args.lines}`);
  };

  const measured = createMeasure(database);
  const { measure, figures, stop } = measured;
  /** The plan of the last call's page query on `table` (its statement with a LIMIT). */
  const plan = async (table: string) => {
    const statement = measured.lastStatements.find(
      (s) => s.sql.includes(`from "${table}"`) && /\blimit\b/i.test(s.sql),
    );
    console.log(
      `      plan: ${statement ? await planPath(database, statement) : `no statement reads ${table}`}`,
    );
  };
  try {
    await fillCart();
    await measure(
      operations.place,
      args.placements,
      (i) =>
        call(
          "POST",
          "/api/order-service/orders",
          ben,
          { source: { kind: "cart" }, shipTo, PurchaseOrder: `BENCH-${i}`, PaymentType: "ON_ACCOUNT" },
          { status: 201, headers: { "Idempotency-Key": randomUUID() } },
        ),
      fillCart,
    );

    const list = "/api/order-service/user/me?limit=5";
    await measure(operations.orders, args.requests, () => call("GET", list, ben));
    await plan("orders");
    await measure(operations.ordersByPo, args.requests, () => call("GET", `${list}&q=${PO_PREFIX}`, ben));
    await plan("orders");
    await measure(operations.ordersShipped, args.requests, () => call("GET", `${list}&status=SHIPPED`, ben));
    await plan("orders");
    // The cursors of pages 101 to 150 (walked to, untimed; fewer in a shorter list), asked for in turn.
    let cursors: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 150 && (page === 0 || cursor); page++) {
      const answer = (await call("GET", cursor ? `${list}&cursor=${cursor}` : list, ben)) as {
        nextCursor: string | null;
      };
      cursor = answer.nextCursor;
      if (cursor) cursors.push(cursor);
    }
    cursors = cursors.slice(-50);
    if (cursors.length === 0) throw new Error("the orders list gave no cursor");
    await measure(operations.ordersNext, args.requests, (i) =>
      call("GET", `${list}&cursor=${cursors[i % cursors.length]}`, ben),
    );
    await plan("orders");

    const invoices = "/api/portal-service/invoices/A-10001";
    await measure(operations.invoices, args.requests, () => call("GET", invoices, ben));
    await plan("invoices");
    await measure(operations.invoicesPaid, args.requests, () => call("GET", `${invoices}?status=Paid`, ben));
    await plan("invoices");

    // Issue 32 item 6: the two reads of the latest orders, by the account's created_at index too.
    await measure(operations.previouslyPurchased, args.requests, () =>
      call("GET", "/api/order-service/previously-purchased?limit=20", ben),
    );
    await plan("orders");
    await measure(operations.claimableOrders, args.requests, () => services.orders.claimableOrders(benUser));
    await plan("orders");
  } finally {
    stop();
  }
  return figures;
}

async function main(): Promise<number> {
  const parsed = parseBenchArgs(
    usage,
    {
      lines: { type: "string" },
      orders: { type: "string" },
      invoices: { type: "string" },
      requests: { type: "string" },
      placements: { type: "string" },
    },
    argsSchema,
  );
  if ("exitCode" in parsed) return parsed.exitCode;
  const { args } = parsed;
  console.log(
    `Orders benchmark: ${args.placements} orders placed from a ${args.lines}-line cart; lists of ${args.orders} orders and ${args.invoices} invoices, ${args.requests} requests each (${new Date().toISOString()})`,
  );
  return runOnDatabases("orders", args, (database) => run(database, args));
}

process.exitCode = await main();
