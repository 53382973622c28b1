import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { type PricedCart, priceCart } from "../../../../lib/cart/pricing.ts";
import type { BillTo, OrderStatus, PaymentType, ShipTo } from "../../../../lib/orders/contract.ts";
import { isBusinessDay } from "../../../../lib/orders/ship-dates.ts";
import type { Db } from "../../../db/client.ts";
import { inTransaction, type Tx } from "../../../db/transaction.ts";
import { usersByEmail } from "../../accounts/index.ts";
import { type ResolvedLine, resolveLines } from "../../cart/index.ts";
import { type PricingFacts, pricingFactsFor } from "../../catalog/index.ts";
import { surchargeModeOf } from "../order-draft.ts";
import { orderEvents, orderLines, orders } from "../schema.ts";

type DemoOrder = {
  /** Fixed, so other seeds (the invoices of the shipped on-account ones) can name them. */
  number: string;
  accountId: string;
  accountName: string;
  placedByEmail: string;
  purchaseOrder: string;
  paymentType: PaymentType;
  status: OrderStatus;
  daysAgo: number;
  /** Lines: the n-th demo product (by product code) and a quantity. */
  lines: [product: number, quantity: number][];
  shippingCents: number | null;
  tracking?: string;
  /**
   * Issue 32 item 1: how it ships, as checkout placed it (the freight is `shippingCents`): the method,
   * whether the freight is an LTL estimate, the rules' note and the requested ship date, in days after placing.
   */
  shipping?: { method: "GROUND" | "LTL"; estimated: boolean; note: string; shipAfterDays: number };
};

const BRIGHTLINE = "Brightline Electrical Supply";
const NORTHGATE = "Northgate Lighting Distributors";
const ben = "ben.buyer@brightline.example";
const dana = "dana.admin@brightline.example";
const olivia = "olivia.owner@northgate.example";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** A paid demo order's payment reference, shaped as a real one (`PAY-` and 20 base32 characters), stable per order. */
function demoPaymentReference(orderNumber: string): string {
  const bytes = createHash("sha256").update(`demo-payment:${orderNumber}`).digest().subarray(0, 20);
  return `PAY-${[...bytes].map((byte) => BASE32[byte % 32]).join("")}`;
}

/**
 * The demo accounts' order history (docs/orders-and-payments.md, "Demo orders"): Brightline (A-10001, Net 30) a dozen orders
 * over the last six months, on account and by card, delivered, shipped with UPS tracking, in
 * processing, pending and one cancelled; Northgate (A-10002, card or ACH only) a few. Numbers are in a
 * range the sequence does not reach for a long time (9000xx). The shipped and delivered on-account
 * ones are what the invoices seed bills.
 */
export const demoOrders: readonly DemoOrder[] = [
  {
    number: "SO-2026-900101",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-24817",
    paymentType: "ON_ACCOUNT",
    status: "DELIVERED",
    daysAgo: 172,
    lines: [
      [0, 24],
      [3, 12],
    ],
    shippingCents: 12500,
    tracking: "1Z999AA10123456784",
  },
  {
    number: "SO-2026-900102",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: dana,
    purchaseOrder: "PO-24863",
    paymentType: "ON_ACCOUNT",
    status: "DELIVERED",
    daysAgo: 151,
    lines: [[5, 48]],
    shippingCents: 18900,
    tracking: "1Z999AA10123456795",
  },
  {
    number: "SO-2026-900103",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-24901",
    paymentType: "CARD",
    status: "DELIVERED",
    daysAgo: 133,
    lines: [
      [1, 6],
      [7, 6],
    ],
    shippingCents: 4500,
    tracking: "1Z999AA10123456806",
  },
  {
    number: "SO-2026-900104",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-24955",
    paymentType: "ON_ACCOUNT",
    status: "CANCELLED",
    daysAgo: 118,
    lines: [[2, 10]],
    shippingCents: null,
  },
  {
    number: "SO-2026-900105",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: dana,
    purchaseOrder: "PO-25012",
    paymentType: "ON_ACCOUNT",
    status: "DELIVERED",
    daysAgo: 97,
    lines: [
      [4, 36],
      [8, 18],
      [9, 4],
    ],
    shippingCents: 21000,
    tracking: "1Z999AA10123456817",
  },
  {
    number: "SO-2026-900106",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-25088",
    paymentType: "ON_ACCOUNT",
    status: "SHIPPED",
    daysAgo: 64,
    lines: [[6, 20]],
    shippingCents: 9800,
    tracking: "1Z999AA10123456828",
  },
  {
    number: "SO-2026-900107",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-25140",
    paymentType: "ACH",
    status: "SHIPPED",
    daysAgo: 41,
    lines: [
      [10, 12],
      [0, 6],
    ],
    shippingCents: 7600,
    tracking: "1Z999AA10123456839",
  },
  {
    number: "SO-2026-900108",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: dana,
    purchaseOrder: "PO-25177",
    paymentType: "ON_ACCOUNT",
    status: "SHIPPED",
    daysAgo: 23,
    lines: [
      [11, 30],
      [3, 8],
    ],
    shippingCents: 15400,
    tracking: "1Z999AA10123456840",
  },
  {
    number: "SO-2026-900109",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-25203",
    paymentType: "ON_ACCOUNT",
    status: "PROCESSING",
    daysAgo: 9,
    lines: [[12, 16]],
    shippingCents: 8800,
  },
  {
    number: "SO-2026-900110",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-25219",
    paymentType: "CARD",
    status: "PROCESSING",
    daysAgo: 6,
    lines: [
      [13, 4],
      [14, 4],
    ],
    // Under Brightline's prepaid $1,500, shipped LTL as the buyer chose: an estimate, the quote to follow.
    shippingCents: 18900,
    shipping: {
      method: "LTL",
      estimated: true,
      note: "LTL freight on pallets: an estimate, the carrier's quote to follow. Freight is prepaid from $1,500.00.",
      shipAfterDays: 7,
    },
  },
  {
    number: "SO-2026-900111",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: dana,
    purchaseOrder: "PO-25230",
    paymentType: "ON_ACCOUNT",
    status: "PENDING",
    daysAgo: 2,
    lines: [[15, 60]],
    // Sixty fixtures go on pallets, LTL; the order is over Brightline's $1,500, so the freight is prepaid.
    shippingCents: 0,
    shipping: {
      method: "LTL",
      estimated: false,
      note: "Freight prepaid on orders of $1,500.00 or more",
      shipAfterDays: 7,
    },
  },
  {
    number: "SO-2026-900112",
    accountId: "A-10001",
    accountName: BRIGHTLINE,
    placedByEmail: ben,
    purchaseOrder: "PO-25236",
    paymentType: "CARD",
    status: "PENDING",
    daysAgo: 1,
    lines: [
      [2, 8],
      [5, 2],
    ],
    shippingCents: 5200,
  },
  {
    number: "SO-2026-900201",
    accountId: "A-10002",
    accountName: NORTHGATE,
    placedByEmail: olivia,
    purchaseOrder: "NG-7741",
    paymentType: "CARD",
    status: "DELIVERED",
    daysAgo: 88,
    lines: [[1, 20]],
    shippingCents: 9900,
    tracking: "1Z999BB20123456781",
  },
  {
    number: "SO-2026-900202",
    accountId: "A-10002",
    accountName: NORTHGATE,
    placedByEmail: olivia,
    purchaseOrder: "NG-7802",
    paymentType: "ACH",
    status: "SHIPPED",
    daysAgo: 30,
    lines: [
      [7, 14],
      [9, 6],
    ],
    shippingCents: 11200,
    tracking: "1Z999BB20123456792",
  },
  {
    number: "SO-2026-900203",
    accountId: "A-10002",
    accountName: NORTHGATE,
    placedByEmail: olivia,
    purchaseOrder: "NG-7855",
    paymentType: "CARD",
    status: "PENDING",
    daysAgo: 3,
    lines: [[4, 10]],
    shippingCents: 6400,
  },
];

const shipTos: Record<string, ShipTo> = {
  "A-10001": {
    name: BRIGHTLINE,
    attention: "Receiving",
    address1: "1200 Dublin Rd",
    address2: null,
    city: "Columbus",
    state: "OH",
    zip: "43215",
    country: "US",
    phone: "+1 (614) 555-0190",
  },
  "A-10002": {
    name: NORTHGATE,
    attention: "Warehouse 2",
    address1: "455 N Wabash Ave",
    address2: null,
    city: "Chicago",
    state: "IL",
    zip: "60601",
    country: "US",
    phone: "+1 (312) 555-0117",
  },
};

/** The bill-to each order froze when placed: the account's billing address (accounts' demo seed). */
const billTos: Record<string, BillTo> = {
  "A-10001": {
    name: BRIGHTLINE,
    address1: "100 Commerce Street",
    address2: null,
    city: "Columbus",
    state: "OH",
    zip: "43215",
    country: "US",
  },
  "A-10002": {
    name: NORTHGATE,
    address1: "125 Commerce Street",
    address2: null,
    city: "Chicago",
    state: "IL",
    zip: "60601",
    country: "US",
  },
};

const DAY_MS = 86_400_000;
/** After placing: processing one day later, shipped two, delivered five (cancelled one). */
const reached: Partial<Record<OrderStatus, { after: number; path: OrderStatus[] }>> = {
  PROCESSING: { after: 1, path: ["PROCESSING"] },
  SHIPPED: { after: 2, path: ["PROCESSING", "SHIPPED"] },
  DELIVERED: { after: 5, path: ["PROCESSING", "SHIPPED", "DELIVERED"] },
  CANCELLED: { after: 1, path: ["CANCELLED"] },
};

type DemoUser = { id: string; name: string };

/** What the demo orders are made of: the products as cart lines and pricing facts, and who placed them. */
type DemoSources = {
  /** The n-th demo product (by SKU) as a resolved line in its default configuration. */
  lineOf: ReadonlyMap<number, ResolvedLine>;
  /** Pricing facts by product id. */
  factOf: ReadonlyMap<string, PricingFacts>;
  userOf: ReadonlyMap<string, DemoUser>;
};

/**
 * Seeds `demoOrders` on the demo catalogue (the first of `catalogSkus` in order, each in its default
 * configuration at its list price, priced by the cart's rule with the surcharge of the payment type)
 * and the demo users. Nothing when the catalogue or the users are missing, or the orders exist.
 */
export async function seedDemoOrders(
  db: Db,
  catalogSkus: readonly string[],
  now = new Date(),
): Promise<{ orders: number }> {
  const sources = await loadDemoSources(db, catalogSkus);
  if (!sources) return { orders: 0 };
  const written = await inTransaction(db, async (tx) => {
    if (await demoOrdersExist(tx)) return { orders: 0 };
    for (const demo of demoOrders) await writeDemoOrder(tx, demo, sources, now);
    return { orders: demoOrders.length };
  });
  // Statistics for the tables just filled, as after the catalogue (PGlite runs no autovacuum).
  if (written.orders > 0) await db.execute(sql`analyze ${orders}, ${orderLines}, ${orderEvents}`);
  return written;
}

/** The demo products the orders name and the demo users; null when the catalogue is too small or a user is missing. */
async function loadDemoSources(db: Db, catalogSkus: readonly string[]): Promise<DemoSources | null> {
  const count = Math.max(...demoOrders.flatMap((order) => order.lines.map(([index]) => index))) + 1;
  const skus = [...catalogSkus].sort().slice(0, count);
  if (skus.length < count) return null;
  const [facts, resolved, userOf] = [
    await pricingFactsFor(db, { skus }),
    (
      await resolveLines(
        db,
        skus.map((sku) => ({ sku, quantity: 1, options: [] })),
      )
    ).resolved,
    await usersByEmail(db, [ben, dana, olivia]),
  ];
  if (userOf.size < 3 || resolved.length < count || facts.length < count) return null;
  return {
    lineOf: new Map(resolved.map((line) => [line.index, line])),
    factOf: new Map(facts.map((fact) => [fact.productId, fact])),
    userOf,
  };
}

async function demoOrdersExist(tx: Tx): Promise<boolean> {
  const existing = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(
      inArray(
        orders.number,
        demoOrders.map((order) => order.number),
      ),
    );
  return existing.length > 0;
}

/** One demo order with its lines and its status history, as placing it and the ERP's updates would write them. */
async function writeDemoOrder(tx: Tx, demo: DemoOrder, sources: DemoSources, now: Date): Promise<void> {
  const user = sources.userOf.get(demo.placedByEmail);
  const lines = demoLines(demo, sources);
  const priced = priceDemoOrder(demo, lines);
  const timeline = timelineOf(demo, now);
  const [row] = await tx
    .insert(orders)
    .values(orderRow(demo, user, priced, timeline))
    .returning({ id: orders.id });
  if (!row) throw new Error("A demo order was not written");
  await tx.insert(orderLines).values(orderLineRows(row.id, lines, priced));
  await tx.insert(orderEvents).values(orderEventRows(row.id, demo, user, timeline));
}

type DemoLine = {
  line: ResolvedLine;
  fact: PricingFacts;
  quantity: number;
  options: (ResolvedLine["snapshot"]["options"][number] & { priceCents: number })[];
};

/** The order's lines: each product in its default configuration, its options at the product's own prices. */
function demoLines(demo: DemoOrder, { lineOf, factOf }: DemoSources): DemoLine[] {
  return demo.lines.map(([index, quantity]) => {
    const line = lineOf.get(index);
    const fact = line ? factOf.get(line.productId) : undefined;
    if (!line || !fact) throw new Error("A demo product was not found");
    const price = new Map(
      fact.optionGroups.flatMap((g) => g.options.map((o) => [o.optionCode, o.priceCents])),
    );
    return {
      line,
      fact,
      quantity,
      options: line.snapshot.options.map((o) => ({ ...o, priceCents: price.get(o.code) ?? 0 })),
    };
  });
}

/** The cart's pricing rule at list prices, with the demo's shipping and its payment type's surcharge. */
function priceDemoOrder(demo: DemoOrder, lines: readonly DemoLine[]): PricedCart {
  return priceCart({
    lines: lines.map(({ fact, quantity, options }, i) => ({
      lineId: String(i),
      productId: fact.productCode,
      sku: fact.sku,
      quantity,
      unitPriceCents: fact.listPriceCents,
      options,
    })),
    coupon: null,
    shippingCents: demo.shippingCents,
    surcharge: surchargeModeOf(demo.paymentType),
    designatedSkus: [],
  });
}

/** When the order was placed, how far it has come since (see `reached`), and a day after placing as a date. */
type Timeline = {
  placedAt: Date;
  later: (typeof reached)[OrderStatus];
  at: (days: number) => Date;
};

function timelineOf(demo: DemoOrder, now: Date): Timeline {
  const placedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
  return {
    placedAt,
    later: reached[demo.status],
    at: (days) => new Date(placedAt.getTime() + days * DAY_MS),
  };
}

/** Card and ACH orders were paid (authorised) when placed; on-account ones are billed later. */
const isPaid = (demo: DemoOrder) => demo.paymentType !== "ON_ACCOUNT";

function orderRow(
  demo: DemoOrder,
  user: DemoUser | undefined,
  priced: PricedCart,
  { placedAt, later, at }: Timeline,
): typeof orders.$inferInsert {
  const paid = isPaid(demo);
  return {
    number: demo.number,
    accountId: demo.accountId,
    accountName: demo.accountName,
    placedBy: user?.id ?? "",
    placedByName: user?.name ?? demo.placedByEmail,
    placedByEmail: demo.placedByEmail,
    source: "cart",
    purchaseOrder: demo.purchaseOrder,
    shipTo: shipTos[demo.accountId] ?? (shipTos["A-10001"] as ShipTo),
    paymentType: demo.paymentType,
    orderStatus: demo.status,
    paymentStatus: paid ? "AUTHORIZED" : "ON_ACCOUNT",
    paymentId: paid ? demoPaymentReference(demo.number) : null,
    paymentAmountCents: paid ? priced.totalCents : null,
    itemTotalCents: priced.itemTotalCents,
    optionTotalCents: priced.optionTotalCents,
    subTotalCents: priced.subTotalCents,
    shippingCents: demo.shippingCents,
    bankSurchargeCents: priced.bankSurchargeCents,
    discountCents: priced.discountCents,
    totalCents: priced.totalCents,
    carrier: demo.tracking ? "UPS" : null,
    trackingNumber: demo.tracking ?? null,
    createdAt: placedAt,
    updatedAt: later ? at(later.after) : placedAt,
    paidAt: paid ? placedAt : null,
    shippedAt: demo.tracking ? at(2) : null,
    deliveredAt: demo.status === "DELIVERED" ? at(5) : null,
    cancelledAt: demo.status === "CANCELLED" ? at(1) : null,
    billTo: billTos[demo.accountId] ?? null,
    ...(demo.shipping
      ? {
          shippingMethod: demo.shipping.method,
          freightEstimated: demo.shipping.estimated,
          freightSource: "rules" as const,
          freightNote: demo.shipping.note,
          requestedShipDate: businessDayFrom(at(demo.shipping.shipAfterDays)),
        }
      : {}),
  };
}

/** The first business day on or after `day`, as a date. */
function businessDayFrom(day: Date): string {
  let iso = day.toISOString().slice(0, 10);
  while (!isBusinessDay(iso)) iso = new Date(Date.parse(iso) + DAY_MS).toISOString().slice(0, 10);
  return iso;
}

function orderLineRows(
  orderId: string,
  lines: readonly DemoLine[],
  priced: PricedCart,
): (typeof orderLines.$inferInsert)[] {
  return lines.map(({ line, fact, quantity, options }, i) => {
    const figures = priced.lines[i];
    return {
      orderId,
      position: i + 1,
      productId: fact.productId,
      productCode: fact.productCode,
      sku: fact.sku,
      name: line.snapshot.name,
      imageUrl: line.snapshot.imageUrl,
      imageAlt: line.snapshot.imageAlt,
      catalogNumber: line.snapshot.catalogNumber,
      options,
      quantity,
      listPriceCents: fact.listPriceCents,
      accountPriceCents: null,
      unitPriceCents: fact.listPriceCents,
      optionsPerUnitCents: figures?.optionsPerUnitCents ?? 0,
      lineItemCents: figures?.lineItemCents ?? 0,
      lineOptionCents: figures?.lineOptionCents ?? 0,
      lineTotalCents: figures?.lineTotalCents ?? 0,
      discountCents: 0,
    };
  });
}

/** The history: placed by the buyer, then each later status as the ERP integration reported it. */
function orderEventRows(
  orderId: string,
  demo: DemoOrder,
  user: DemoUser | undefined,
  { later, at }: Timeline,
): (typeof orderEvents.$inferInsert)[] {
  const paid = isPaid(demo);
  const paymentStatus = paid ? ("AUTHORIZED" as const) : ("ON_ACCOUNT" as const);
  const steps: { status: OrderStatus; day: number; actor: "buyer" | "integration" }[] = [
    { status: "PENDING", day: 0, actor: "buyer" },
    ...(later?.path ?? []).map((status, i, path) => ({
      status,
      day: i === path.length - 1 ? (later?.after ?? 1) : i + 1,
      actor: "integration" as const,
    })),
  ];
  return steps.map((step) => ({
    orderId,
    at: at(step.day),
    orderStatus: step.status,
    paymentStatus,
    actor: step.actor,
    actorName: step.actor === "buyer" ? (user?.name ?? demo.placedByEmail) : "ERP integration",
    note: step.actor === "buyer" ? (paid ? "Placed and paid" : "Placed on account") : "",
    carrier: step.status === "SHIPPED" ? "UPS" : null,
    trackingNumber: step.status === "SHIPPED" ? (demo.tracking ?? null) : null,
  }));
}

/** What the invoices seed bills for a demo order: its id, purchase order and total as charged. */
export type DemoOrderBilling = { id: string; purchaseOrder: string; totalCents: number };

/**
 * Issue 32 #4: the seeded demo orders by number (those written; none before the orders seed ran), so
 * the demo invoices that name one bill its total, carry its purchase order and point at it by id.
 */
export async function demoOrderBilling(db: Db): Promise<Map<string, DemoOrderBilling>> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      purchaseOrder: orders.purchaseOrder,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(
      inArray(
        orders.number,
        demoOrders.map((order) => order.number),
      ),
    );
  return new Map(rows.map((row) => [row.number, row]));
}
