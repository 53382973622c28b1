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
 *
 * and prints p50/p95/p99/max, the statements each call sends (the session lookup included) and the
 * plan of each list's page query (its top nodes down to the table it reads: an index scan).
 * Not part of `npm test`: the figures depend on the machine.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../server/db/client.ts";
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
 * Brightline's order history: `count` orders over the last three years, newest first (order i is
 * i × 3 years / count old), each with one line of a catalogue product. What a distributor's history
 * looks like: delivered mostly, the last fortnight shipped, processing or pending, one in 37
 * cancelled, one in 97 shipped and never confirmed delivered; on account mostly, one in five by card
 * (3 % surcharge, authorised) and one in eleven by ACH; purchase orders PO-1xxxx or BL-5xxxx.
 */
async function generateOrders(database: Database, count: number) {
  await database.db.execute(sql`
    with buyer as (
      select id, name, email from auth_users where email = 'ben.buyer@brightline.example'
    ), catalog as (
      select id, product_code, sku, name, list_price_cents,
        (row_number() over (order by sku) - 1)::int as k, (count(*) over ())::int as total
      from products
    ), base as (
      select i, now() - make_interval(secs => i * (1095 * 86400.0 / ${count})) as created_at,
        i * 1095.0 / ${count} as age_days,
        case when i % 5 = 0 then 'CARD' when i % 11 = 0 then 'ACH' else 'ON_ACCOUNT' end as payment_type,
        1 + (i * 13) % 48 as quantity
      from generate_series(1, ${count}) as i
    ), g as (
      select base.*, catalog.id as product_id, catalog.product_code, catalog.sku,
        catalog.name as product_name, catalog.list_price_cents,
        'SO-' || to_char(base.created_at, 'YYYY') || '-' || lpad((500000 + base.i)::text, 6, '0') as number,
        case when base.i % 37 = 0 then 'CANCELLED'
          when base.age_days < 2 then 'PENDING'
          when base.age_days < 5 then 'PROCESSING'
          when base.age_days < 14 or base.i % 97 = 0 then 'SHIPPED'
          else 'DELIVERED' end as status,
        (catalog.list_price_cents * base.quantity)::bigint as items,
        4500 + (base.i % 20) * 500 as shipping
      from base join catalog on catalog.k = (base.i * 7) % catalog.total
    ), priced as (
      select g.*,
        case when payment_type = 'CARD' then round(items * 0.03)::bigint else 0 end as surcharge
      from g
    ), placed as (
      insert into orders (number, account_id, account_name, placed_by, placed_by_name, placed_by_email,
        source, purchase_order, ship_to, payment_type, order_status, payment_status, payment_id,
        payment_amount_cents, item_total_cents, option_total_cents, sub_total_cents, shipping_cents,
        bank_surcharge_cents, discount_cents, total_cents, carrier, tracking_number, created_at,
        updated_at, paid_at, shipped_at, delivered_at, cancelled_at)
      select number, 'A-10001', 'Brightline Electrical Supply', buyer.id, buyer.name, buyer.email, 'cart',
        case when i % 4 = 0 then 'BL-' || (50000 + i) else 'PO-' || (10000 + i) end,
        ${JSON.stringify({ ...shipTo, attention: "Receiving", address2: null, country: "US", phone: null })}::jsonb,
        payment_type, status,
        case when payment_type = 'ON_ACCOUNT' then 'ON_ACCOUNT'
          when status = 'CANCELLED' then 'VOIDED' else 'AUTHORIZED' end,
        case when payment_type <> 'ON_ACCOUNT' and status <> 'CANCELLED' then 'SBX-' || number end,
        case when payment_type <> 'ON_ACCOUNT' and status <> 'CANCELLED'
          then items + shipping + surcharge end,
        items, 0, items, shipping, surcharge, 0, items + shipping + surcharge,
        case when status in ('SHIPPED', 'DELIVERED') then 'UPS' end,
        case when status in ('SHIPPED', 'DELIVERED') then '1Z999AA1' || lpad(i::text, 10, '0') end,
        created_at, created_at + interval '5 days',
        case when payment_type <> 'ON_ACCOUNT' and status <> 'CANCELLED' then created_at end,
        case when status in ('SHIPPED', 'DELIVERED') then created_at + interval '2 days' end,
        case when status = 'DELIVERED' then created_at + interval '5 days' end,
        case when status = 'CANCELLED' then created_at + interval '1 day' end
      from priced cross join buyer
      returning id, number
    )
    insert into order_lines (order_id, position, product_id, product_code, sku, name, catalog_number,
      options, quantity, list_price_cents, unit_price_cents, options_per_unit_cents, line_item_cents,
      line_option_cents, line_total_cents, discount_cents)
    select placed.id, 0, g.product_id, g.product_code, g.sku, g.product_name, g.sku, '[]'::jsonb,
      g.quantity, g.list_price_cents, g.list_price_cents, 0, g.items, 0, g.items, 0
    from placed join g on g.number = placed.number`);
}

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

async function run(database: Database, args: Args): Promise<Figures[]> {
  await seedStorefront(database, args.lines + 100);
  const started = performance.now();
  await generateOrders(database, args.orders);
  await generateInvoices(database, args.invoices);
  await database.db.execute(sql`analyze`);
  console.log(
    `  generated ${args.orders} orders (a line each) and ${args.invoices} invoices for A-10001 and analyzed in ${secondsSince(started)}`,
  );
  const { call, signIn } = await openBenchApp(database);
  const ben = await signIn("ben.buyer@brightline.example");
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
