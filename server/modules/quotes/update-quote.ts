import { and, asc, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Quote, UpdateQuoteBody } from "../../../lib/quotes/contract.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { negotiatedQuoteFixed, type QuotesDeps, quoteNotFound } from "./deps.ts";
import { readNegotiation } from "./load-negotiation.ts";
import { answerQuote, frozenLineOf, frozenPricingOf, type QuoteLineRow, statusOf } from "./load-quote.ts";
import { type PricedQuote, priceQuote } from "./price-quote.ts";
import { ownQuote, ownQuoteLines, requireQuoteAccess } from "./quote-scope.ts";
import { quoteLines, quotes } from "./schema.ts";

/** The line figures the pricing rule gave, written to every remaining line in one statement. */
async function writeLineFigures(
  tx: Tx,
  condition: ReturnType<typeof ownQuoteLines>,
  lines: readonly QuoteLineRow[],
  priced: PricedQuote,
): Promise<void> {
  const figures = new Map(priced.lines.map((line) => [line.lineId, line]));
  const values = lines.map((line) => {
    const f = figures.get(line.id);
    if (!f) throw new Error("A quote line was not priced");
    return sql`(${line.id}::uuid, ${line.quantity}::int, ${f.optionsPerUnitCents}::int, ${f.lineItemCents}::bigint,
      ${f.lineOptionCents}::bigint, ${f.lineTotalCents}::bigint, ${f.discountCents}::bigint)`;
  });
  await tx.execute(sql`update ${quoteLines} set quantity = v.quantity,
      options_per_unit_cents = v.options_per_unit, line_item_cents = v.line_item,
      line_option_cents = v.line_option, line_total_cents = v.line_total, discount_cents = v.discount
    from (values ${sql.join(values, sql`, `)})
      as v(id, quantity, options_per_unit, line_item, line_option, line_total, discount)
    where ${quoteLines.id} = v.id and ${condition}`);
}

/**
 * API-27 `PUT cart-service/quotes/{id}` (QUOTE-07): the purchase order, the notes, line quantities
 * (by line id, 1 to 99,999) and lines to remove, in one transaction that holds the quote's row lock,
 * so concurrent edits take turns. The totals are recomputed from the quote's frozen prices, coupon,
 * shipping and surcharge by the cart's pricing rule: an edit never reads today's prices.
 *
 * Refused, changing nothing: a line id the quote does not have (400), removing every line (400: delete
 * the quote instead), new quantities on an expired quote (409: its prices are no longer held; copy it
 * to the cart to price it again). The purchase order and notes of an expired quote may still change.
 */
export async function updateQuote(
  deps: QuotesDeps,
  caller: SessionUser,
  quoteId: string,
  body: UpdateQuoteBody,
): Promise<Quote> {
  requireQuoteAccess(caller);
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(quotes)
      .where(ownQuote(deps, caller, quoteId))
      .for("update");
    if (!row) throw quoteNotFound();
    // Issue 32: a negotiated quote's lines and prices change only through its thread with the rep.
    if (await readNegotiation(tx, row.id)) throw negotiatedQuoteFixed("edited");
    const scope = ownQuoteLines(tx, deps, caller, quoteId);
    let lines = await tx.select().from(quoteLines).where(scope).orderBy(asc(quoteLines.position));

    const quantities = new Map((body.items ?? []).map((item) => [item.id.toLowerCase(), item.quantity]));
    const removed = new Set((body.removeItemIds ?? []).map((id) => id.toLowerCase()));
    const known = new Set(lines.map((line) => line.id));
    const unknown = [...quantities.keys(), ...removed].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError("VALIDATION", `This quote has no line ${unknown.join(", ")}`);
    }
    const changesLines =
      removed.size > 0 || lines.some((line) => (quantities.get(line.id) ?? line.quantity) !== line.quantity);
    if (changesLines && row.orderNumber) {
      throw new AppError(
        "CONFLICT",
        `This quote was ordered as ${row.orderNumber}: its lines can no longer change. Copy it to the cart to order again.`,
      );
    }
    if (changesLines && statusOf(row, new Date()) === "expired") {
      throw new AppError(
        "CONFLICT",
        `This quote expired on ${row.expiresAt.toISOString().slice(0, 10)} and no longer holds its prices: copy it to the cart to price it again`,
      );
    }

    let totals = {};
    if (changesLines) {
      lines = lines
        .filter((line) => !removed.has(line.id))
        .map((line) => ({ ...line, quantity: quantities.get(line.id) ?? line.quantity }));
      if (lines.length === 0) {
        throw new AppError("VALIDATION", "A quote keeps at least one line: delete the quote instead");
      }
      const priced = priceQuote(lines.map(frozenLineOf), frozenPricingOf(row));
      if (removed.size > 0) {
        await tx.delete(quoteLines).where(and(inArray(quoteLines.id, [...removed]), scope));
      }
      await writeLineFigures(tx, scope, lines, priced);
      const figures = new Map(priced.lines.map((line) => [line.lineId, line]));
      lines = lines.map((line) => {
        const f = figures.get(line.id);
        return f
          ? {
              ...line,
              optionsPerUnitCents: f.optionsPerUnitCents,
              lineItemCents: f.lineItemCents,
              lineOptionCents: f.lineOptionCents,
              lineTotalCents: f.lineTotalCents,
              discountCents: f.discountCents,
            }
          : line;
      });
      totals = {
        itemTotalCents: priced.itemTotalCents,
        optionTotalCents: priced.optionTotalCents,
        subTotalCents: priced.subTotalCents,
        bankSurchargeCents: priced.bankSurchargeCents,
        discountCents: priced.discountCents,
        totalCents: priced.totalCents,
      };
    }

    const [updated] = await tx
      .update(quotes)
      .set({
        ...(body.PurchaseOrder !== undefined ? { purchaseOrder: body.PurchaseOrder } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...totals,
        updatedAt: sql`now()`,
      })
      .where(ownQuote(deps, caller, quoteId))
      .returning();
    if (!updated) throw quoteNotFound();
    return answerQuote(updated, lines);
  });
}
