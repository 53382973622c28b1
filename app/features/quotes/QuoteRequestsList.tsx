import { MessageSquareQuote } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { QuoteRequestSummary } from "../../../lib/quotes/negotiation-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { formatDay } from "./business-days.ts";
import { negotiationApi } from "./negotiation-api.ts";
import { negotiationBadge } from "./negotiation-format.ts";
import { formatQuoteDate } from "./quote-format.ts";
import { quotePath } from "./quotes-api.ts";

type Loaded =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; requests: QuoteRequestSummary[] };

/** Still moving: waiting for the rep or the buyer, or accepted and not yet ordered, and not expired. */
export function isOpenRequest(request: QuoteRequestSummary): boolean {
  if (request.ordered || request.status === "declined") return false;
  return request.status === "requested" || !request.expired;
}

const badgeOf = (request: QuoteRequestSummary) =>
  negotiationBadge(request.status, request.ordered ? "ordered" : request.expired ? "expired" : "draft");

/**
 * A sales rep's "Quote requests" (issue 32 item 3): the negotiated quotes of every account assigned
 * to them, the latest changed first, each with its account, buyer, needed-by date, status and total,
 * opening the quote (where the rep answers). Open ones by default; all on request.
 */
export function QuoteRequestsList() {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [showAll, setShowAll] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const local = useHydrated();
  useEffect(() => {
    let current = true;
    // A retry (`attempt`) loads again.
    void attempt;
    negotiationApi
      .list()
      .then((list) => current && setState({ status: "ready", requests: list.requests }))
      .catch(() => current && setState({ status: "error" }));
    return () => {
      current = false;
    };
  }, [attempt]);

  const requests = state.status === "ready" ? state.requests : [];
  const shown = showAll ? requests : requests.filter(isOpenRequest);
  const waiting = requests.filter((request) => request.status === "requested").length;
  return (
    <section aria-labelledby="quote-requests-title" className="space-y-3" data-testid="quote-requests">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="quote-requests-title" className="text-lg font-bold text-brand-navy">
          Quote requests from your accounts
        </h3>
        {state.status === "ready" && requests.length > 0 && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
            Show closed requests too
          </label>
        )}
      </div>
      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true">
          Loading quote requests…
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className={`${cardClass} flex flex-wrap items-center gap-3 text-sm`}>
          <p className="font-semibold text-brand-red">Could not load the quote requests.</p>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setState({ status: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && (
        <>
          <p className="text-sm text-slate-600" data-testid="quote-requests-summary">
            {waiting === 0
              ? "No request is waiting for your prices."
              : `${waiting} ${waiting === 1 ? "request is" : "requests are"} waiting for your prices.`}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
              <MessageSquareQuote aria-hidden size={28} className="mx-auto mb-2 text-slate-400" />
              {requests.length === 0
                ? "None of your accounts has asked for a quote yet."
                : "No open requests. Show the closed ones to see them all."}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {shown.map((request) => {
                const badge = badgeOf(request);
                return (
                  <li
                    key={request.id}
                    className="grid gap-x-4 gap-y-1 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:p-4"
                    data-testid="quote-request-row"
                    data-status={request.status}
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <Link
                          to={quotePath(request.id)}
                          className="font-bold text-brand-navy underline-offset-2 hover:text-brand-green hover:underline"
                        >
                          Quote {request.number}
                        </Link>
                        <Badge tone={badge.tone}>{badge.label}</Badge>
                      </p>
                      <p className="break-words text-sm text-slate-700">
                        {request.accountName} <span className="text-slate-500">({request.accountId})</span> ·{" "}
                        {request.requestedBy}
                      </p>
                      <p className="text-sm text-slate-500">
                        Needed by {formatDay(request.neededBy)} · {request.lineCount}{" "}
                        {request.lineCount === 1 ? "line" : "lines"} · changed{" "}
                        {formatQuoteDate(request.updatedAt, local)}
                      </p>
                    </div>
                    <p className="font-bold tabular-nums text-slate-900 sm:text-right">
                      {formatCents(request.totalCents)}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
