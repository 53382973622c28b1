import { type RefObject, useId } from "react";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { NotesField } from "./NotesField.tsx";
import { PurchaseOrderField } from "./PurchaseOrderField.tsx";
import type { QuoteDraft } from "./quote-draft.ts";

/**
 * The quote's details (created by and when, prices held until or expired, last changed) and its
 * editable purchase order and notes, as the draft holds them.
 */
export function QuoteDetails({
  quote,
  draft,
  date,
  poField,
  problem,
  onPurchaseOrder,
  onNotes,
}: {
  quote: Quote;
  draft: QuoteDraft;
  date: (iso: string, withTime?: boolean) => string;
  /** The purchase order's input, focused when it is wrong. */
  poField: RefObject<HTMLInputElement | null>;
  /** What is wrong with the purchase order, or null. */
  problem: string | null;
  onPurchaseOrder: (value: string) => void;
  onNotes: (notes: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-details`} className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <h2 id={`${id}-details`} className="text-lg font-bold text-brand-navy">
        Details
      </h2>
      <dl
        className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2"
        data-testid="quote-details"
      >
        <div>
          <dt className="text-slate-500">Created</dt>
          <dd className="text-slate-800">
            {date(quote.createdAt, true)} by {quote.createdBy.name}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{quote.status === "expired" ? "Expired" : "Prices held until"}</dt>
          <dd className="text-slate-800" data-testid="quote-expires">
            {date(quote.expiresAt, true)}
          </dd>
        </div>
        {quote.updatedAt !== quote.createdAt && (
          <div>
            <dt className="text-slate-500">Last changed</dt>
            <dd className="text-slate-800">{date(quote.updatedAt, true)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 grid gap-4">
        <PurchaseOrderField
          ref={poField}
          value={draft.purchaseOrder}
          error={problem ?? undefined}
          onChange={onPurchaseOrder}
        />
        <NotesField id={`${id}-notes`} value={draft.notes} onChange={onNotes} />
      </div>
    </section>
  );
}
