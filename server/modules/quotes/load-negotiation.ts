import { asc, eq, inArray } from "drizzle-orm";
import type { Negotiation } from "../../../lib/quotes/negotiation-contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { quoteEvents, quoteNegotiations, type quotes } from "./schema.ts";

export type NegotiationRow = typeof quoteNegotiations.$inferSelect;
export type QuoteEventRow = typeof quoteEvents.$inferSelect;

/**
 * The negotiations and threads of quotes the caller has reached already (their ids come from a
 * scoped query of `quotes`), by quote id; a saved quote has none. Two statements.
 */
export async function readNegotiations(
  db: DbOrTx,
  quoteIds: readonly string[],
): Promise<Map<string, { row: NegotiationRow; events: QuoteEventRow[] }>> {
  const found = new Map<string, { row: NegotiationRow; events: QuoteEventRow[] }>();
  if (quoteIds.length === 0) return found;
  const rows = await db
    .select()
    .from(quoteNegotiations)
    .where(inArray(quoteNegotiations.quoteId, [...quoteIds]));
  if (rows.length === 0) return found;
  for (const row of rows) found.set(row.quoteId, { row, events: [] });
  const events = await db
    .select()
    .from(quoteEvents)
    .where(inArray(quoteEvents.quoteId, [...found.keys()]))
    .orderBy(asc(quoteEvents.at), asc(quoteEvents.id));
  for (const event of events) found.get(event.quoteId)?.events.push(event);
  return found;
}

/** One quote's negotiation and thread, or null for a saved quote. */
export async function readNegotiation(db: DbOrTx, quoteId: string) {
  return (await readNegotiations(db, [quoteId])).get(quoteId) ?? null;
}

/** The negotiation row of a quote the caller reached, locked for the step that moves it. */
export async function lockNegotiation(db: DbOrTx, quoteId: string): Promise<NegotiationRow | null> {
  const [row] = await db
    .select()
    .from(quoteNegotiations)
    .where(eq(quoteNegotiations.quoteId, quoteId))
    .for("update");
  return row ?? null;
}

export function toNegotiation(
  quote: Pick<typeof quotes.$inferSelect, "createdByName">,
  found: { row: NegotiationRow; events: QuoteEventRow[] } | null,
): Negotiation | null {
  if (!found) return null;
  const { row, events } = found;
  return {
    status: row.status,
    neededBy: row.neededBy,
    requestedBy: { name: quote.createdByName, email: row.requestedByEmail },
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    answeredBy: row.answeredBy,
    note: row.note,
    events: events.map((event) => ({
      at: event.at.toISOString(),
      actor: event.actor,
      actorName: event.actorName,
      action: event.action,
      message: event.message,
    })),
  };
}
