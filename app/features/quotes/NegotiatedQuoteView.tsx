import { CheckCircle2, Info } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { Quote } from "../../../lib/quotes/contract.ts";
import type { AnswerQuoteBody, RespondQuoteBody } from "../../../lib/quotes/negotiation-contract.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { orderPath } from "../orders/orders-api.ts";
import { BuyerResponse } from "./BuyerResponse.tsx";
import { formatDay } from "./business-days.ts";
import { NegotiatedLines } from "./NegotiatedLines.tsx";
import { NegotiationThread } from "./NegotiationThread.tsx";
import { negotiationApi } from "./negotiation-api.ts";
import { negotiationBadge, negotiationMoves } from "./negotiation-format.ts";
import { QuoteDocumentActions } from "./QuoteDocumentActions.tsx";
import { formatQuoteDate } from "./quote-format.ts";
import { quoteFacingError } from "./quotes-api.ts";
import { RepAnswerForm } from "./RepAnswerForm.tsx";

type Viewer = {
  /** The caller is a sales rep (answers; does not accept). */
  representative: boolean;
  /** The quote is of the caller's working account (Place order goes through its checkout). */
  ownAccount: boolean;
};

/** What the state means for whoever looks, in a sentence. */
function stateSentence(quote: Quote, viewer: Viewer, day: (iso: string) => string): string {
  const n = quote.negotiation;
  if (!n) return "";
  const neededBy = formatDay(n.neededBy);
  const until = day(quote.expiresAt);
  if (quote.status === "ordered") return "This quote was ordered at the negotiated prices.";
  if (n.status === "declined") return "This quote was declined: it can no longer be accepted or ordered.";
  if (quote.status === "expired")
    return viewer.representative
      ? `The prices expired on ${until}. The buyer can ask again for new ones.`
      : `These prices expired on ${until}. Ask your rep again for new ones.`;
  if (n.status === "requested")
    return viewer.representative
      ? `Waiting for your prices: ${n.requestedBy.name} needs them by ${neededBy}.`
      : `Your rep is pricing this request; you asked for prices by ${neededBy}.`;
  if (n.status === "answered")
    return viewer.representative
      ? `Waiting for ${n.requestedBy.name} to accept, ask again or decline. The prices hold until ${until}.`
      : `${n.answeredBy ?? "Your rep"} answered with these prices, held until ${until}. Accept them to order at them, ask again, or decline.`;
  return viewer.representative
    ? `${n.requestedBy.name} accepted these prices; they can be ordered until ${until}.`
    : `You accepted these prices. Place the order by ${until} to get them.`;
}

/**
 * A negotiated quote (issue 32 item 3): its state in words, the lines at the rep's prices (list struck
 * through where different), the expiry, the thread, and what the viewer may do now: the buyer
 * accepts, asks again or declines; the rep answers with prices; an accepted, unexpired quote is
 * placed as an order at those prices. Never edited or deleted here (the server refuses it: 409).
 */
export function NegotiatedQuoteView({ loaded, viewer }: { loaded: Quote; viewer: Viewer }) {
  const [quote, setQuote] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const local = useHydrated();
  const date = (iso: string, withTime = false) => formatQuoteDate(iso, local, withTime);
  const n = quote.negotiation;
  if (!n) return null;
  const moves = negotiationMoves(quote);
  const badge = negotiationBadge(n.status, quote.status);
  const priced = n.answeredAt !== null;

  async function run(work: () => Promise<Quote>, done: string, failed: string): Promise<boolean> {
    setBusy(true);
    try {
      setQuote(await work());
      toast.success(done);
      return true;
    } catch (error) {
      const reason = quoteFacingError(error);
      toast.error(failed, reason ? { description: reason } : {});
      return false;
    } finally {
      setBusy(false);
    }
  }
  const respond = (body: RespondQuoteBody) =>
    run(
      () => negotiationApi.respond(quote.id, body),
      body.action === "accept"
        ? "Prices accepted. You can place the order now."
        : body.action === "ask-again"
          ? "Sent to your rep. You will get an email when they answer."
          : "Quote declined. Your rep has been told.",
      "Your answer could not be sent",
    );
  const answer = (body: AnswerQuoteBody) =>
    run(
      () => negotiationApi.answer(quote.id, body),
      `Prices sent to ${n.requestedBy.name}.`,
      "The prices could not be sent",
    );

  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">Quote {quote.number}</h1>
              <span data-testid="quote-status">
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </span>
              {quote.order && (
                <Link
                  to={orderPath(quote.order.id)}
                  className="font-semibold text-brand-navy underline underline-offset-2"
                  data-testid="quote-order-link"
                >
                  Order {quote.order.number}
                </Link>
              )}
            </div>
            <p className="mt-1 break-words text-slate-600" data-testid="quote-po">
              Negotiated quote · PO{" "}
              <span className="font-semibold text-slate-800">{quote.PurchaseOrder}</span>
              <span className="text-slate-400"> · </span>
              {quote.accountName}{" "}
              <span className="whitespace-nowrap text-slate-500">({quote.accountId})</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2" data-testid="quote-actions">
            <QuoteDocumentActions quoteId={quote.id} orderable={Boolean(moves.order && viewer.ownAccount)} />
          </div>
        </div>
        <p
          role="note"
          className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
          data-testid="quote-state"
        >
          {moves.order ? (
            <CheckCircle2 aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-green" />
          ) : (
            <Info aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-navy" />
          )}
          <span>{stateSentence(quote, viewer, date)}</span>
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Requested by</dt>
            <dd className="font-semibold text-slate-800">{n.requestedBy.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Prices needed by</dt>
            <dd className="font-semibold text-slate-800">{formatDay(n.neededBy)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{priced ? "Prices hold until" : "Answered"}</dt>
            <dd className="font-semibold text-slate-800" data-testid="quote-expiry">
              {priced ? date(quote.expiresAt) : "Not yet"}
            </dd>
          </div>
        </dl>
        {!viewer.representative && <BuyerResponse moves={moves} busy={busy} respond={respond} />}
      </header>

      {/* Phones: the lines, the conversation, then the answer; wider: the conversation beside both. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <NegotiatedLines quote={quote} priced={priced} />
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <NegotiationThread
            negotiation={n}
            date={date}
            title={viewer.representative ? "Conversation with the buyer" : "Conversation with your rep"}
          />
        </div>
        {viewer.representative && moves.answer && (
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            {/* A fresh form for each state of the quote: its prices start from the latest answer. */}
            <RepAnswerForm key={quote.updatedAt} quote={quote} busy={busy} answer={answer} />
          </div>
        )}
      </div>
    </div>
  );
}
