import type { Negotiation } from "../../../lib/quotes/negotiation-contract.ts";
import { cardClass, sectionTitle } from "../accounts/styles.ts";
import { actionLabels, actorLabels } from "./negotiation-format.ts";

/** A negotiated quote's thread, oldest first: who (and in which role), when, what, and their words. */
export function NegotiationThread({
  negotiation,
  date,
  title,
}: {
  negotiation: Negotiation;
  /** "Conversation with your rep" (the buyer), "… with the buyer" (the rep). */
  title: string;
  date: (iso: string, withTime?: boolean) => string;
}) {
  return (
    <section aria-labelledby="quote-thread-title" className={cardClass} data-testid="quote-thread">
      <h2 id="quote-thread-title" className={sectionTitle}>
        {title}
      </h2>
      <ol className="mt-3 space-y-4">
        {negotiation.events.map((event) => (
          <li
            key={`${event.at}-${event.action}-${event.actorName}`}
            className={`border-l-4 pl-3 ${event.actor === "buyer" ? "border-brand-navy/40" : "border-brand-green/60"}`}
            data-testid="quote-thread-step"
            data-action={event.action}
          >
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{event.actorName}</span>{" "}
              <span className="text-slate-500">({actorLabels[event.actor]})</span>{" "}
              {actionLabels[event.action]}
              <span className="text-slate-400"> · </span>
              <time dateTime={event.at}>{date(event.at, true)}</time>
            </p>
            {event.message && (
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{event.message}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
