import { Download, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { quoteActionButton } from "./quote-styles.ts";
import { quotePdfHref } from "./quotes-api.ts";

/**
 * The first actions beside a quote's title, the same for a buyer's own quote and a negotiated one:
 * Place order (through checkout, at the quote's prices) when the quote may be ordered, and its PDF.
 */
export function QuoteDocumentActions({ quoteId, orderable }: { quoteId: string; orderable: boolean }) {
  return (
    <>
      {orderable && (
        <Link
          to={`/checkout?quote=${encodeURIComponent(quoteId)}`}
          className="inline-flex h-10 items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90"
        >
          <ShoppingBag aria-hidden size={16} />
          Place order
        </Link>
      )}
      <a href={quotePdfHref(quoteId)} download className={quoteActionButton}>
        <Download aria-hidden size={16} />
        Download PDF
      </a>
    </>
  );
}
