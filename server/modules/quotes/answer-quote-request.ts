import { asc, eq, type SQL, sql } from "drizzle-orm";
import { displayName, type SessionUser } from "../../../lib/accounts/users.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { type AnswerQuoteBody, MAX_ANSWER_DAYS, todayOf } from "../../../lib/quotes/negotiation-contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type QuotesDeps, quoteNotFound } from "./deps.ts";
import { lockNegotiation, readNegotiation, toNegotiation } from "./load-negotiation.ts";
import {
  answerQuote,
  frozenLineOf,
  frozenPricingOf,
  type QuoteLineRow,
  type QuoteRow,
} from "./load-quote.ts";
import { mailBuyer } from "./negotiation-mail.ts";
import { priceQuote } from "./price-quote.ts";
import { negotiationOf, repQuotes, requireRep } from "./quote-scope.ts";
import { quoteEvents, quoteLines, quoteNegotiations, quotes } from "./schema.ts";

const DAY_MS = 86_400_000;

/**
 * Who answers: the account's sales rep in the portal, the manufacturer's staff through the
 * integration API, or a staff member in the console (issue 33), whose answer is audited.
 */
export type QuoteAnswerer =
  | { kind: "rep"; caller: SessionUser; quoteId: string }
  | { kind: "integration"; name: string; quoteNumber: string }
  | { kind: "staff"; staff: StaffActor; quoteId: string };

/** The audit log's object type of a quote request (its id there is the quote's id). */
export const QUOTE_AUDIT_TYPE = "quote-request";

/** The quote the answerer reaches, locked: a rep's of an assigned account; the staff's any request. */
async function lockAnswered(tx: Tx, who: QuoteAnswerer): Promise<QuoteRow> {
  const where: SQL =
    who.kind === "rep"
      ? sql`${quotes.id} = ${who.quoteId} and ${repQuotes(who.caller)}`
      : who.kind === "integration"
        ? sql`${quotes.number} = ${who.quoteNumber} and exists (${negotiationOf(quotes.id)})`
        : sql`${quotes.id} = ${who.quoteId} and exists (${negotiationOf(quotes.id)})`;
  const [row] = await tx.select().from(quotes).where(where).for("update");
  if (!row) throw quoteNotFound();
  if (who.kind === "rep") requireRep(who.caller);
  return row;
}

/** The answer's expiry: the end of `expiresOn` (UTC), from today to a year ahead. */
function expiryOf(expiresOn: string, now: Date): Date {
  const today = todayOf(now);
  const latest = todayOf(new Date(now.getTime() + MAX_ANSWER_DAYS * DAY_MS));
  if (expiresOn < today) throw new AppError("VALIDATION", "The expiry date cannot be in the past");
  if (expiresOn > latest) throw new AppError("VALIDATION", "The prices can be held for a year at most");
  return new Date(`${expiresOn}T23:59:59.999Z`);
}

/** The quote's lines with the answer's unit prices, as a rep's override beside the price asked for. */
function pricedLines(
  lines: QuoteLineRow[],
  body: AnswerQuoteBody,
  by: { id: string; name: string },
  at: Date,
) {
  const prices = new Map(body.lines.map((line) => [line.id.toLowerCase(), line.unitPriceCents]));
  const unknown = [...prices.keys()].filter((id) => !lines.some((line) => line.id === id));
  if (unknown.length > 0) throw new AppError("VALIDATION", `This quote has no line ${unknown.join(", ")}`);
  const missing = lines.filter((line) => !prices.has(line.id));
  if (missing.length > 0) {
    throw new AppError("VALIDATION", `Give a price for every line: ${missing.map((l) => l.sku).join(", ")}`);
  }
  return lines.map((line) => {
    const priceCents = prices.get(line.id) as number;
    const originalPriceCents = line.priceOverride?.originalPriceCents ?? line.unitPriceCents;
    return {
      ...line,
      unitPriceCents: priceCents,
      priceOverride: {
        priceCents,
        originalPriceCents,
        byUserId: by.id,
        byName: by.name,
        at: at.toISOString(),
      },
    };
  });
}

/**
 * Issue 32 item 3: the answer to a quote request, one use case for every answerer (the account's rep
 * in the portal, the manufacturer's staff through the integration API or the console): a unit price for every line
 * (recorded as the rep's price beside the price asked for; options keep theirs), the totals priced
 * again from them by the quote's one rule, the expiry and a note; the negotiation is "Answered" and the
 * thread says who answered and when. A request already accepted, declined or ordered is 409. All in
 * one transaction that holds the quote's lock, with the audit entry of a console answer; the buyer is
 * mailed after the commit.
 */
export async function answerQuoteRequest(
  deps: Omit<QuotesDeps, "cart">,
  who: QuoteAnswerer,
  body: AnswerQuoteBody,
): Promise<Quote> {
  const now = deps.now?.() ?? new Date();
  const by =
    who.kind === "rep"
      ? { id: who.caller.userId, name: displayName(who.caller) || who.caller.email, actor: "rep" as const }
      : who.kind === "integration"
        ? { id: "staff", name: body.answeredBy ?? who.name, actor: "staff" as const }
        : { id: who.staff.userId, name: who.staff.name || who.staff.email, actor: "staff" as const };
  const expiresAt = expiryOf(body.expiresOn, now);
  const work = () =>
    inTransaction(deps.db, async (tx) => {
      const row = await lockAnswered(tx, who);
      const negotiation = await lockNegotiation(tx, row.id);
      if (!negotiation) throw quoteNotFound();
      if (row.orderId || (negotiation.status !== "requested" && negotiation.status !== "answered")) {
        throw new AppError(
          "CONFLICT",
          `This quote was ${row.orderId ? "ordered" : negotiation.status}; it can no longer be answered`,
        );
      }
      const current = await tx
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, row.id))
        .orderBy(asc(quoteLines.position));
      const lines = pricedLines(current, body, by, now);
      const priced = priceQuote(lines.map(frozenLineOf), frozenPricingOf(row));
      const figures = new Map(priced.lines.map((line) => [line.lineId, line]));
      for (const line of lines) {
        const f = figures.get(line.id);
        if (!f) throw new Error("A quote line was not priced");
        await tx
          .update(quoteLines)
          .set({
            unitPriceCents: line.unitPriceCents,
            priceOverride: line.priceOverride,
            optionsPerUnitCents: f.optionsPerUnitCents,
            lineItemCents: f.lineItemCents,
            lineOptionCents: f.lineOptionCents,
            lineTotalCents: f.lineTotalCents,
            discountCents: f.discountCents,
          })
          .where(eq(quoteLines.id, line.id));
      }
      const [updated] = await tx
        .update(quotes)
        .set({
          itemTotalCents: priced.itemTotalCents,
          optionTotalCents: priced.optionTotalCents,
          subTotalCents: priced.subTotalCents,
          bankSurchargeCents: priced.bankSurchargeCents,
          discountCents: priced.discountCents,
          totalCents: priced.totalCents,
          expiresAt,
          updatedAt: now,
        })
        .where(eq(quotes.id, row.id))
        .returning();
      await tx
        .update(quoteNegotiations)
        .set({ status: "answered", answeredAt: now, answeredBy: by.name, note: body.note, updatedAt: now })
        .where(eq(quoteNegotiations.quoteId, row.id));
      await tx.insert(quoteEvents).values({
        quoteId: row.id,
        at: now,
        actor: by.actor,
        actorName: by.name,
        action: "answered",
        message: body.note,
      });
      if (!updated) throw quoteNotFound();
      if (who.kind === "staff") {
        await recordStaffAction(tx, who.staff, {
          action: "quote.answer",
          objectType: QUOTE_AUDIT_TYPE,
          objectId: row.id,
          summary: `Answered quote request ${row.number} (prices held until ${body.expiresOn})`,
          before: { status: negotiation.status, totalCents: row.totalCents },
          after: {
            status: "answered",
            totalCents: updated.totalCents,
            expiresOn: body.expiresOn,
            ...(body.note ? { note: body.note } : {}),
          },
        });
      }
      await mailBuyer(deps.mail, updated, negotiation.requestedByEmail, {
        actorName: by.name,
        note: body.note,
        expiresOn: body.expiresOn,
      });
      const saved = await tx
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, row.id))
        .orderBy(asc(quoteLines.position));
      return answerQuote(updated, saved, now, toNegotiation(updated, await readNegotiation(tx, row.id)));
    });
  if (!deps.mail) return work();
  const held = await deps.mail.mailer.hold(work);
  await held.release();
  return held.value;
}
