import type { Quote } from "../../../lib/quotes/contract.ts";
import {
  type NegotiationAction,
  type NegotiationActor,
  negotiationLabel,
} from "../../../lib/quotes/negotiation-contract.ts";
import type { BadgeTone } from "../../components/ui/Badge.tsx";

/** The thread's words for who did a step. */
export const actorLabels: Record<NegotiationActor, string> = {
  buyer: "Buyer",
  rep: "Sales rep",
  staff: "Quote desk",
};

/** The thread's words for what was done. */
export const actionLabels: Record<NegotiationAction, string> = {
  requested: "asked for a quote",
  answered: "answered with prices",
  "asked-again": "asked again",
  accepted: "accepted the prices",
  declined: "declined the quote",
};

const tones: Record<string, BadgeTone> = {
  Requested: "amber",
  Answered: "navy",
  Accepted: "green",
  Declined: "red",
  Expired: "amber",
  Ordered: "green",
};

/** A negotiated quote's badge: its word (Requested, Answered, Accepted, Declined, Expired, Ordered) and tone. */
export function negotiationBadge(
  status: Parameters<typeof negotiationLabel>[0]["status"],
  quoteStatus: Quote["status"],
) {
  const label = negotiationLabel({ status }, { status: quoteStatus });
  return { label, tone: tones[label] ?? "slate" };
}

/** What a negotiated quote's state lets happen now. */
export function negotiationMoves(quote: Quote) {
  const n = quote.negotiation;
  const open = n !== null && quote.status !== "ordered";
  const expired = quote.status === "expired";
  return {
    /** The buyer may accept the rep's prices (answered, not expired). */
    accept: open && n.status === "answered" && !expired,
    /** The buyer may ask the rep again (after an answer, also once accepted or expired). */
    askAgain: open && (n.status === "answered" || n.status === "accepted"),
    /** The buyer may close the request. */
    decline: open && n.status !== "declined",
    /** The rep (or the quote desk) may answer with prices. */
    answer: open && (n.status === "requested" || n.status === "answered"),
    /** Accepted and unexpired: orderable at its prices. */
    order: open && n.status === "accepted" && !expired,
  };
}
