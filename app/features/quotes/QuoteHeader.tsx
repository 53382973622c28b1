import { AlertTriangle, CheckCircle2, Copy, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { dangerButton } from "../accounts/styles.ts";
import { orderPath } from "../orders/orders-api.ts";
import { QuoteDocumentActions } from "./QuoteDocumentActions.tsx";
import { quoteStatusBadge } from "./quote-format.ts";
import { quoteActionButton } from "./quote-styles.ts";
import type { QuoteConfirm } from "./use-quote-editor.ts";

/**
 * The quote's header: number, status, the order it became, PO and account; its actions (Place
 * order unless expired or ordered, Download PDF, Copy to cart, Delete); and, for a quote whose lines
 * can no longer change, the note saying why (`readOnlyNoteId`, which the quantities refer to).
 */
export function QuoteHeader({
  quote,
  actionsDisabled,
  readOnlyReason,
  readOnlyNoteId,
  onConfirm,
}: {
  quote: Quote;
  /** A call is under way. */
  actionsDisabled: boolean;
  readOnlyReason: string | null;
  readOnlyNoteId: string;
  onConfirm: (confirm: Exclude<QuoteConfirm, null>) => void;
}) {
  const badge = quoteStatusBadge[quote.status];
  // Issue 30: placed as an order; it is not ordered again and its lines stay as ordered.
  const ordered = quote.status === "ordered" ? quote.order : null;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">Quote {quote.number}</h1>
            <span data-testid="quote-status">
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </span>
            {ordered && (
              <Link
                to={orderPath(ordered.id)}
                className="font-semibold text-brand-navy underline underline-offset-2 hover:text-brand-green"
                data-testid="quote-order-link"
              >
                Order {ordered.number}
              </Link>
            )}
          </div>
          <p className="mt-1 break-words text-slate-600" data-testid="quote-po">
            PO <span className="font-semibold text-slate-800">{quote.PurchaseOrder}</span>
            <span className="text-slate-400"> · </span>
            {quote.accountName} <span className="whitespace-nowrap text-slate-500">({quote.accountId})</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="quote-actions">
          <QuoteDocumentActions quoteId={quote.id} orderable={quote.status !== "expired" && !ordered} />
          <button
            type="button"
            className={quoteActionButton}
            onClick={() => onConfirm("copy")}
            disabled={actionsDisabled}
          >
            <Copy aria-hidden size={16} />
            Copy to cart
          </button>
          <button
            type="button"
            className={`${dangerButton} h-10 px-3`}
            onClick={() => onConfirm("delete")}
            disabled={actionsDisabled}
          >
            <Trash2 aria-hidden size={16} />
            Delete
          </button>
        </div>
      </div>
      {ordered ? (
        <p
          id={readOnlyNoteId}
          role="note"
          className="flex gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-slate-800"
          data-testid="quote-ordered"
        >
          <CheckCircle2 aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-green" />
          <span>
            This quote was ordered as{" "}
            <Link to={orderPath(ordered.id)} className="font-semibold text-brand-navy underline">
              {ordered.number}
            </Link>
            : its quantities and lines can no longer change. Copy it to the cart to order it again.
          </span>
        </p>
      ) : (
        readOnlyReason && (
          <p
            id={readOnlyNoteId}
            role="note"
            className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800"
            data-testid="quote-expired"
          >
            <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0 text-amber-700" />
            <span>{readOnlyReason}</span>
          </p>
        )
      )}
    </header>
  );
}
