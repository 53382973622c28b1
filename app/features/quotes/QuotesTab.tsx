import { ChevronLeft, ChevronRight, ClipboardList, ShoppingCart } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { type QuoteList, type QuoteSummary, quoteMessages } from "../../../lib/quotes/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { type FeatureTabValue, portalTabHref } from "../accounts/portal-tabs.ts";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { orderPath } from "../orders/orders-api.ts";
import { negotiationBadge } from "./negotiation-format.ts";
import { formatQuoteDate, quoteStatusBadge } from "./quote-format.ts";
import { quotePath, quotesApi } from "./quotes-api.ts";

/** Quotes per page of the tab. */
export const QUOTES_PAGE_SIZE = 10;

/** The portal tab of quotes (ROUTE-03's value, verbatim). */
export const QUOTES_TAB = "my-quotes-/-projects" satisfies FeatureTabValue;

/** The tab's URL at a page (the first page has no `page`). */
export function quotesPageHref(page: number): string {
  return page > 1 ? `${portalTabHref(QUOTES_TAB)}&page=${page}` : portalTabHref(QUOTES_TAB);
}

/** `?page=` as the tab reads it: a whole number from 1, anything else the first page. */
export function quotesPageOf(raw: string | null): number {
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

type Loaded = { status: "loading" } | { status: "error" } | { status: "ready"; list: QuoteList };

const linkButton =
  "inline-flex items-center justify-center gap-2 rounded px-4 py-2 font-semibold hover:opacity-90";

/**
 * The `my-quotes-/-projects` tab (QUOTE-01, QUOTE-03, API-25): the working account's quotes, newest
 * first, a page at a time (the page is in the URL, so the back button and links keep it): purchase
 * order, number, date, line count, total, status and expiry, each opening its quote. Loaded in the
 * browser when the tab opens; a failure shows "Loading Quote Error" with a way to try again.
 */
export function QuotesTab({ accountId, page }: { accountId: string; page: number }) {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same page again
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    quotesApi
      .list(accountId, page, QUOTES_PAGE_SIZE)
      .then((list) => {
        if (current) setState({ status: "ready", list });
      })
      .catch(() => {
        if (!current) return;
        setState({ status: "error" });
        toast.error(quoteMessages.loadError, { duration: 5_000 });
      });
    return () => {
      current = false;
    };
  }, [accountId, page, attempt]);

  return (
    <div className="space-y-4" data-testid="quotes-tab">
      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true" data-testid="quotes-loading">
          Loading quotes…
        </p>
      )}
      {state.status === "error" && (
        <div
          role="alert"
          className={`${cardClass} flex flex-wrap items-center gap-3 text-sm`}
          data-testid="quotes-error"
        >
          <p className="font-semibold text-brand-red">{quoteMessages.loadError}</p>
          <button type="button" className={secondaryButton} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" &&
        (state.list.total === 0 ? <NoQuotes /> : <QuoteListView list={state.list} />)}
    </div>
  );
}

function NoQuotes() {
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="portal-empty"
    >
      <ClipboardList aria-hidden size={36} className="mx-auto text-slate-400" />
      <p className="mt-3 text-lg font-bold text-brand-navy">No quotes yet.</p>
      <p className="mx-auto mt-1 max-w-md text-slate-600">
        Fill your cart, then save it as a quote with your purchase order from the cart page.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to="/cart" className={`${linkButton} bg-brand-navy text-white`}>
          <ShoppingCart aria-hidden size={18} />
          Go to the cart
        </Link>
        <Link to="/quick-order" className={`${linkButton} border border-slate-300 bg-white text-brand-navy`}>
          Quick order
        </Link>
      </div>
    </div>
  );
}

/** A saved quote's status; a negotiated quote's in its own words (issue 32: Requested, Answered, Accepted…). */
function StatusBadge({ quote }: { quote: Pick<QuoteSummary, "status" | "negotiationStatus"> }) {
  const badge = quote.negotiationStatus
    ? negotiationBadge(quote.negotiationStatus, quote.status)
    : quoteStatusBadge[quote.status];
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {quote.negotiationStatus && <span className="text-xs text-slate-500">Negotiated</span>}
    </span>
  );
}

/** Issue 30: an ordered quote's link to the order it became. */
function OrderLink({ quote }: { quote: Pick<QuoteSummary, "status" | "order"> }) {
  if (quote.status !== "ordered" || !quote.order) return null;
  return (
    <Link
      to={orderPath(quote.order.id)}
      className="block whitespace-nowrap text-xs font-semibold text-brand-navy underline underline-offset-2 hover:text-brand-green"
      data-testid="quote-order-link"
    >
      Order {quote.order.number}
    </Link>
  );
}

const th =
  "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const td = "whitespace-nowrap px-3 py-3 align-top";

function QuoteListView({ list }: { list: QuoteList }) {
  const local = useHydrated();
  const date = (iso: string) => formatQuoteDate(iso, local);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const first = (list.page - 1) * list.pageSize + 1;
  const last = first + list.quotes.length - 1;
  return (
    <div className="space-y-4">
      {/* Phones: one card per quote. */}
      <ul className="space-y-3 md:hidden" aria-label="Quotes" data-testid="quote-cards">
        {list.quotes.map((quote) => (
          <li key={quote.id} className={cardClass} data-testid="quote-row" data-quote-id={quote.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link
                  to={quotePath(quote.id)}
                  className="break-words font-bold text-brand-navy underline-offset-2 hover:text-brand-green hover:underline"
                >
                  PO {quote.PurchaseOrder}
                </Link>
                <p className="text-sm text-slate-600">{quote.number}</p>
              </div>
              <div className="shrink-0 space-y-1 text-right">
                <StatusBadge quote={quote} />
                <OrderLink quote={quote} />
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Created</dt>
              <dd className="text-right text-slate-800">{date(quote.createdAt)}</dd>
              <dt className="text-slate-500">Expires</dt>
              <dd className="text-right text-slate-800">{date(quote.expiresAt)}</dd>
              <dt className="text-slate-500">Lines</dt>
              <dd className="text-right tabular-nums text-slate-800">{quote.lineCount}</dd>
              <dt className="font-semibold text-slate-700">Total</dt>
              <dd className="text-right font-bold tabular-nums text-slate-900">
                {formatCents(quote.totalCents)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>

      {/* Wider: a table whose columns line up. */}
      <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-sm" data-testid="quote-table">
          <caption className="sr-only">
            Quotes of the account, newest first (page {list.page} of {pages})
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={`${th}`}>
                Purchase order
              </th>
              <th scope="col" className={`${th}`}>
                Quote
              </th>
              <th scope="col" className={`${th}`}>
                Created
              </th>
              <th scope="col" className={`${th} text-right`}>
                Lines
              </th>
              <th scope="col" className={`${th} text-right`}>
                Total
              </th>
              <th scope="col" className={`${th}`}>
                Status
              </th>
              <th scope="col" className={`${th}`}>
                Expires
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {list.quotes.map((quote) => (
              <tr key={quote.id} data-testid="quote-row" data-quote-id={quote.id}>
                <td className="w-full px-3 py-3 align-top [overflow-wrap:anywhere]">
                  <Link
                    to={quotePath(quote.id)}
                    className="font-semibold text-brand-navy underline-offset-2 hover:text-brand-green hover:underline"
                  >
                    {quote.PurchaseOrder}
                  </Link>
                </td>
                <td className={`${td} whitespace-nowrap text-slate-700`}>{quote.number}</td>
                <td className={`${td} text-slate-700`}>{date(quote.createdAt)}</td>
                <td className={`${td} text-right tabular-nums text-slate-700`}>{quote.lineCount}</td>
                <td className={`${td} text-right font-semibold tabular-nums text-slate-900`}>
                  {formatCents(quote.totalCents)}
                </td>
                <td className={`${td} space-y-1`}>
                  <StatusBadge quote={quote} />
                  <OrderLink quote={quote} />
                </td>
                <td className={`${td} text-slate-700`}>{date(quote.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <nav
        aria-label="Quote pages"
        className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
      >
        <p data-testid="quotes-range">
          {list.quotes.length === 0
            ? `No quotes on page ${list.page}; the account has ${list.total}.`
            : `${first === last ? `Quote ${first}` : `Quotes ${first}–${last}`} of ${list.total}`}
        </p>
        {(pages > 1 || list.page > 1) && (
          <div className="flex gap-2">
            {list.page > 1 ? (
              <Link
                to={quotesPageHref(Math.min(list.page - 1, pages))}
                className={secondaryButton}
                preventScrollReset
              >
                <ChevronLeft aria-hidden size={16} />
                Newer
              </Link>
            ) : null}
            {list.page < pages ? (
              <Link to={quotesPageHref(list.page + 1)} className={secondaryButton} preventScrollReset>
                Older
                <ChevronRight aria-hidden size={16} />
              </Link>
            ) : null}
          </div>
        )}
      </nav>
    </div>
  );
}
