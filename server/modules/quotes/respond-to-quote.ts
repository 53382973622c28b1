import { eq } from "drizzle-orm";
import { displayName, type SessionUser } from "../../../lib/accounts/users.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import type { NegotiationStatus, RespondQuoteBody } from "../../../lib/quotes/negotiation-contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { type QuotesDeps, quoteNotFound } from "./deps.ts";
import { lockNegotiation, readNegotiation, toNegotiation } from "./load-negotiation.ts";
import { answerQuote, readQuote, statusOf } from "./load-quote.ts";
import { mailSellers } from "./negotiation-mail.ts";
import { ownQuote, requireQuoteAccess } from "./quote-scope.ts";
import { quoteEvents, quoteNegotiations, quotes } from "./schema.ts";

/** Where each answer of the buyer takes the negotiation, and from where it may. */
const moves = {
  accept: { to: "accepted", from: ["answered"], event: "accepted" },
  "ask-again": { to: "requested", from: ["answered", "accepted"], event: "asked-again" },
  decline: { to: "declined", from: ["requested", "answered", "accepted"], event: "declined" },
} as const satisfies Record<
  RespondQuoteBody["action"],
  { to: NegotiationStatus; from: readonly NegotiationStatus[]; event: string }
>;

const refusal = (action: RespondQuoteBody["action"], status: NegotiationStatus) =>
  new AppError(
    "CONFLICT",
    action === "accept" && status === "requested"
      ? "Your rep has not answered this quote yet"
      : `This quote is ${status}: it cannot be ${action === "accept" ? "accepted" : action === "decline" ? "declined" : "asked about again"} now`,
  );

/**
 * Issue 32 item 3 `POST cart-service/quote-requests/{id}/respond`: the buyer's answer to the rep's
 * prices: accept (until the expiry: an expired answer is 409, ask again instead), ask again with a
 * message (back to "Requested"), or decline. A quote of the caller's working account (another's is
 * 404), by someone with cart rights who is not the rep (the rep answers, the buyer decides: 403). The
 * negotiation's row is locked, so of two answers at once the second sees the first. The account's
 * reps and the quote desk are mailed after the commit.
 */
export async function respondToQuote(
  deps: QuotesDeps,
  caller: SessionUser,
  quoteId: string,
  body: RespondQuoteBody,
): Promise<Quote> {
  requireQuoteAccess(caller);
  const now = deps.now?.() ?? new Date();
  const move = moves[body.action];
  const message = body.action === "accept" ? "" : (body.message ?? "");
  const actorName = displayName(caller) || caller.email;
  const work = () =>
    inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(quotes)
        .where(ownQuote(deps, caller, quoteId))
        .for("update");
      if (!row) throw quoteNotFound();
      const negotiation = await lockNegotiation(tx, row.id);
      if (!negotiation)
        throw new AppError("CONFLICT", "This quote is your own saved quote, not a request to your rep");
      if (caller.customerType === "representative") {
        throw new AppError("FORBIDDEN", "The buyer accepts, asks again or declines the rep's prices");
      }
      if (row.orderId) throw new AppError("CONFLICT", `This quote was ordered as ${row.orderNumber}`);
      if (!(move.from as readonly NegotiationStatus[]).includes(negotiation.status)) {
        throw refusal(body.action, negotiation.status);
      }
      if (body.action === "accept" && statusOf(row, now) === "expired") {
        throw new AppError("CONFLICT", "These prices have expired: ask your rep again for new ones");
      }
      await tx
        .update(quoteNegotiations)
        .set({ status: move.to, updatedAt: now })
        .where(eq(quoteNegotiations.quoteId, row.id));
      await tx
        .insert(quoteEvents)
        .values({ quoteId: row.id, at: now, actor: "buyer", actorName, action: move.event, message });
      await tx.update(quotes).set({ updatedAt: now }).where(eq(quotes.id, row.id));
      await mailSellers(deps.mail, tx, row, { action: move.event, actorName, message });
      const { row: saved, lines } = await readQuote(tx, deps, caller, quoteId);
      return answerQuote(saved, lines, now, toNegotiation(saved, await readNegotiation(tx, row.id)));
    });
  if (!deps.mail) return work();
  const held = await deps.mail.mailer.hold(work);
  await held.release();
  return held.value;
}
