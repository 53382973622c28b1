import { eq, sql } from "drizzle-orm";
import type { DesignatedSkuRule } from "../../../../lib/cart/pricing.ts";
import { createQuoteBody, QUOTE_VALIDITY_DAYS } from "../../../../lib/quotes/contract.ts";
import type { Db } from "../../../db/client.ts";
import { demoCallers } from "../../accounts/index.ts";
import { bareCartState, noOverride, priceLineRows, resolveLines } from "../../cart/index.ts";
import { createQuoteFromLines } from "../create-quote.ts";
import { quoteLines, quotes } from "../schema.ts";

const DAY_MS = 86_400_000;

/**
 * The demo buyer's saved quotes (README, "Demo accounts"): the bids of his two projects (the same
 * products, quantities and options), saved under Brightline's purchase orders `daysAgo` before now,
 * so one is still valid for most of its 30 days and the other for three weeks.
 */
export const demoQuotes: readonly {
  email: string;
  daysAgo: number;
  body: { PurchaseOrder: string; notes: string };
  lines: { sku: string; quantity: number; options?: string[] }[];
}[] = [
  {
    email: "ben.buyer@brightline.example",
    daysAgo: 9,
    body: {
      PurchaseOrder: "PO-25248",
      notes: "Polaris distribution center – phase 2: bid pricing for Ridgeline Construction.",
    },
    lines: [
      { sku: "TOL-4-300-40K", quantity: 64, options: ["MNT-CH", "SEN-BT"] },
      { sku: "VTX-8-80-50K", quantity: 16 },
      { sku: "WPC-S-20-40K", quantity: 22, options: ["FIN-BK"] },
      { sku: "ARX-L-300-40K", quantity: 8, options: ["MNT-SF"] },
      { sku: "EML-HO-8-50K", quantity: 12 },
    ],
  },
  {
    email: "ben.buyer@brightline.example",
    daysAgo: 3,
    body: {
      PurchaseOrder: "PO-25261",
      notes: "Westerville Middle School gym retrofit: Buckeye Electric's bid, winter break install.",
    },
    lines: [
      { sku: "TOL-HB-150-50K", quantity: 24, options: ["CCT-40K", "MNT-PE", "SEN-PC"] },
      { sku: "WRP-4-45-35K", quantity: 18 },
      { sku: "SNS-WS-PIR-WH", quantity: 8 },
      { sku: "EXT-CB-4-WH", quantity: 6 },
    ],
  },
];

/**
 * Seeds `demoQuotes` through the module's save from priced lines (the lines priced now as the cart
 * prices them for the buyer, without touching his cart), then dated `daysAgo` back with their 30 days
 * of validity. Nothing when a user or a product is missing (another catalogue), or when the buyer's
 * account has a quote already: a restart adds nothing.
 */
export async function seedDemoQuotes(
  db: Db,
  options: { designatedSkus: readonly DesignatedSkuRule[]; now?: Date },
): Promise<{ quotes: number }> {
  const now = options.now ?? new Date();
  const callers = await demoCallers(db, [...new Set(demoQuotes.map((entry) => entry.email))]);
  if (demoQuotes.some((entry) => !callers.get(entry.email)?.workingAccountId)) return { quotes: 0 };
  const accounts = [...new Set([...callers.values()].map((caller) => caller.workingAccountId ?? ""))];
  for (const accountId of accounts) {
    const existing = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.accountId, accountId))
      .limit(1);
    if (existing.length > 0) return { quotes: 0 };
  }
  const planned = [];
  for (const entry of demoQuotes) {
    const caller = callers.get(entry.email);
    if (!caller?.workingAccountId) return { quotes: 0 };
    const { resolved, refused } = await resolveLines(
      db,
      entry.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, options: line.options ?? [] })),
    );
    if (refused.length > 0 || resolved.length < entry.lines.length) return { quotes: 0 };
    const priced = await priceLineRows(
      db,
      caller,
      bareCartState(caller.workingAccountId),
      resolved.map((line) => ({
        id: String(line.index),
        productId: line.productId,
        quantity: line.quantity,
        ...line.snapshot,
        ...noOverride,
        addedAt: now,
      })),
      options.designatedSkus,
    );
    planned.push({ entry, caller, priced });
  }
  for (const { entry, caller, priced } of planned) {
    const body = createQuoteBody.parse({ ...entry.body, accountId: caller.workingAccountId });
    const saved = await createQuoteFromLines(
      { db, designatedSkus: options.designatedSkus },
      caller,
      body,
      priced,
      { source: "demo-seed" },
    );
    const savedAt = new Date(now.getTime() - entry.daysAgo * DAY_MS);
    await db
      .update(quotes)
      .set({
        createdAt: savedAt,
        updatedAt: savedAt,
        expiresAt: new Date(savedAt.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS),
      })
      .where(eq(quotes.id, saved.body.id));
  }
  // Statistics for the tables just filled, as after the catalogue (PGlite runs no autovacuum).
  if (planned.length > 0) await db.execute(sql`analyze ${quotes}, ${quoteLines}`);
  return { quotes: planned.length };
}
