import { eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../../lib/accounts/users.ts";
import type { Cart } from "../../../../lib/cart/contract.ts";
import type { DesignatedSkuRule } from "../../../../lib/cart/pricing.ts";
import { todayOf } from "../../../../lib/quotes/negotiation-contract.ts";
import type { Db } from "../../../db/client.ts";
import { demoCallers } from "../../accounts/index.ts";
import { bareCartState, noOverride, priceLineRows, resolveLines } from "../../cart/index.ts";
import { answerQuoteRequest } from "../answer-quote-request.ts";
import { createQuoteFromLines } from "../create-quote.ts";
import { quoteEvents, quoteLines, quoteNegotiations, quotes } from "../schema.ts";

const DAY_MS = 86_400_000;
const BEN = "ben.buyer@brightline.example";
const RITA = "rita.rep@greatlakes-agency.example";

type DemoLine = { sku: string; quantity: number; options?: string[] };

/**
 * The demo's negotiated quotes (README, "Demo accounts"; issue 32 item 3), both with Rita (SR-201):
 * Ben's request for Brightline's warehouse job, which Rita answered two days later with prices about
 * 7% under his own and a note (waiting for Ben: accept, ask again or decline); and an open request of
 * Harbor Facilities Group (another of Rita's accounts) from its purchasing manager, Andre Baptiste
 * (the account's contact), waiting for Rita's prices.
 */
export const demoNegotiations = {
  brightline: {
    purchaseOrder: "PO-25307",
    message:
      "Polaris distribution center, phase 3 (Ridgeline Construction): we are bidding the high bays and the dock lights against a competing package. Can you sharpen these for a 36-fixture order? We release the PO on award.",
    requestedDaysAgo: 4,
    neededInDays: 6,
    answeredDaysAgo: 2,
    /** What Rita took off Ben's own price, in basis points (7%). */
    offBasisPoints: 700,
    holdDays: 21,
    note: "Project pricing for Polaris phase 3, held three weeks. The high bays ship in 3 weeks from order; the VTX and EML are in stock in Columbus.",
    lines: [
      { sku: "TOL-HB-150-50K", quantity: 36, options: ["CCT-40K", "MNT-PE", "SEN-PC"] },
      { sku: "VTX-8-80-50K", quantity: 20 },
      { sku: "EML-HO-8-50K", quantity: 12 },
    ] satisfies DemoLine[],
  },
  harbor: {
    accountId: "A-10003",
    requester: { name: "Andre Baptiste", email: "andre.baptiste@harbor-facilities-group.example" },
    purchaseOrder: "HFG-2291",
    message:
      "Renaissance Tower garage retrofit, levels 2 to 4. Please quote 40 wraparounds with occupancy sensors; install starts in January.",
    requestedDaysAgo: 1,
    neededInDays: 5,
    lines: [
      { sku: "WRP-4-45-35K", quantity: 40 },
      { sku: "SNS-WS-PIR-WH", quantity: 12 },
    ] satisfies DemoLine[],
  },
} as const;

/** The lines priced now for `caller` on `accountId`, as the cart prices them; null if any is missing. */
async function pricedDemoLines(
  db: Db,
  caller: SessionUser,
  accountId: string,
  lines: readonly DemoLine[],
  designatedSkus: readonly DesignatedSkuRule[],
  now: Date,
): Promise<Cart | null> {
  const { resolved, refused } = await resolveLines(
    db,
    lines.map((line) => ({ sku: line.sku, quantity: line.quantity, options: line.options ?? [] })),
  );
  if (refused.length > 0 || resolved.length < lines.length) return null;
  const priced = await priceLineRows(
    db,
    caller,
    bareCartState(accountId),
    resolved.map((line) => ({
      id: String(line.index),
      productId: line.productId,
      quantity: line.quantity,
      ...line.snapshot,
      ...noOverride,
      addedAt: now,
    })),
    designatedSkus,
  );
  return { ...priced, appliedCoupon: null };
}

/** A request as `requestQuote` writes it (quote, negotiation "requested", the buyer's first message), dated `at`. */
async function seedRequest(
  db: Db,
  designatedSkus: readonly DesignatedSkuRule[],
  caller: SessionUser,
  cart: Cart,
  request: { purchaseOrder: string; message: string; neededBy: string; at: Date },
  requester: { name: string; email: string },
): Promise<string> {
  const saved = await createQuoteFromLines(
    { db, designatedSkus },
    caller,
    { PurchaseOrder: request.purchaseOrder, notes: "", accountId: cart.accountId },
    cart,
    { source: "demo-seed" },
    undefined,
    {
      request: { message: request.message, neededBy: request.neededBy },
      async write(tx, quote) {
        await tx.insert(quoteNegotiations).values({
          quoteId: quote.id,
          status: "requested",
          neededBy: request.neededBy,
          requestedByEmail: requester.email,
        });
        await tx.insert(quoteEvents).values({
          quoteId: quote.id,
          actor: "buyer",
          actorName: requester.name,
          action: "requested",
          message: request.message,
        });
      },
    },
  );
  const id = saved.body.id;
  // Dated back: asked `at`, priced as asked (the rep's answer sets the expiry it holds to).
  await db
    .update(quotes)
    .set({ createdAt: request.at, updatedAt: request.at, createdByName: requester.name })
    .where(eq(quotes.id, id));
  await db
    .update(quoteNegotiations)
    .set({ createdAt: request.at, updatedAt: request.at })
    .where(eq(quoteNegotiations.quoteId, id));
  await db.update(quoteEvents).set({ at: request.at }).where(eq(quoteEvents.quoteId, id));
  return id;
}

/**
 * Seeds `demoNegotiations` through the module's own writes (the request as `requestQuote` makes it,
 * the answer by `answerQuoteRequest` as Rita), dated back. Nothing when a demo user or product is
 * missing, or when any negotiated quote exists already: a restart adds nothing.
 */
export async function seedDemoNegotiations(
  db: Db,
  options: { designatedSkus: readonly DesignatedSkuRule[]; now?: Date },
): Promise<{ negotiatedQuotes: number }> {
  const now = options.now ?? new Date();
  const none = { negotiatedQuotes: 0 };
  const [existing] = await db.select({ id: quoteNegotiations.quoteId }).from(quoteNegotiations).limit(1);
  if (existing) return none;
  const callers = await demoCallers(db, [BEN, RITA]);
  const ben = callers.get(BEN);
  const rita = callers.get(RITA);
  const { brightline, harbor } = demoNegotiations;
  if (!ben?.workingAccountId || !rita?.assignedAccounts.some((a) => a.id === harbor.accountId)) return none;
  // Rita keys in Harbor's request for its purchasing manager, as her selected account.
  const forHarbor: SessionUser = { ...rita, workingAccountId: harbor.accountId };
  const benCart = await pricedDemoLines(
    db,
    ben,
    ben.workingAccountId,
    brightline.lines,
    options.designatedSkus,
    now,
  );
  const harborCart = await pricedDemoLines(
    db,
    forHarbor,
    harbor.accountId,
    harbor.lines,
    options.designatedSkus,
    now,
  );
  if (!benCart || !harborCart) return none;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const asked = daysAgo(brightline.requestedDaysAgo);
  const bens = await seedRequest(
    db,
    options.designatedSkus,
    ben,
    benCart,
    {
      purchaseOrder: brightline.purchaseOrder,
      message: brightline.message,
      neededBy: todayOf(new Date(asked.getTime() + brightline.neededInDays * DAY_MS)),
      at: asked,
    },
    { name: `${ben.fname} ${ben.lname}`.trim(), email: ben.email },
  );
  const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, bens));
  const answeredAt = daysAgo(brightline.answeredDaysAgo);
  await answerQuoteRequest(
    { db, designatedSkus: options.designatedSkus, now: () => answeredAt },
    { kind: "rep", caller: rita, quoteId: bens },
    {
      lines: lines.map((line) => ({
        id: line.id,
        // Whole cents: 7% off Ben's own price, rounded down to the dollar's cent.
        unitPriceCents: Math.floor((line.unitPriceCents * (10_000 - brightline.offBasisPoints)) / 10_000),
      })),
      expiresOn: todayOf(new Date(answeredAt.getTime() + brightline.holdDays * DAY_MS)),
      note: brightline.note,
    },
  );

  const harborAsked = daysAgo(harbor.requestedDaysAgo);
  const harbors = await seedRequest(
    db,
    options.designatedSkus,
    forHarbor,
    harborCart,
    {
      purchaseOrder: harbor.purchaseOrder,
      message: harbor.message,
      neededBy: todayOf(new Date(harborAsked.getTime() + harbor.neededInDays * DAY_MS)),
      at: harborAsked,
    },
    harbor.requester,
  );
  await db.execute(sql`analyze ${quoteNegotiations}, ${quoteEvents}`);
  const seeded = await db
    .select({ id: quoteNegotiations.quoteId })
    .from(quoteNegotiations)
    .where(inArray(quoteNegotiations.quoteId, [bens, harbors]));
  return { negotiatedQuotes: seeded.length };
}
