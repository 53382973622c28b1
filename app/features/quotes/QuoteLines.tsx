import { useId } from "react";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { QuoteLineItem } from "./QuoteLineItem.tsx";
import type { LiveLine, QuoteDraft } from "./quote-draft.ts";
import { linesText } from "./quote-format.ts";

/**
 * The quote's lines as saved (prices frozen), with the draft's quantities and removals; read-only
 * with `readOnlyReason`, which the note `readOnlyNoteId` says.
 */
export function QuoteLines({
  quote,
  draft,
  keptLineCount,
  readOnlyReason,
  readOnlyNoteId,
  quotedOn,
  liveLines,
  onQuantity,
  onToggleRemove,
}: {
  quote: Quote;
  draft: QuoteDraft;
  /** The lines the draft keeps: the last one cannot be removed. */
  keptLineCount: number;
  readOnlyReason: string | null;
  readOnlyNoteId: string;
  /** The day the prices were quoted, as the page shows dates. */
  quotedOn: string;
  /** Each line's figures for the draft's quantity (issue 32 item 6). */
  liveLines: ReadonlyMap<string, LiveLine>;
  onQuantity: (lineId: string, quantity: number) => void;
  onToggleRemove: (lineId: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-lines`} className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
        <h2 id={`${id}-lines`} className="text-lg font-bold text-brand-navy">
          {linesText(quote.lineCount)}
          <span className="ml-2 text-sm font-normal text-slate-500">
            {quote.unitCount.toLocaleString("en-US")} {quote.unitCount === 1 ? "unit" : "units"}
          </span>
        </h2>
        <p className="text-sm text-slate-500">Prices as quoted on {quotedOn}</p>
      </div>
      <ul className="divide-y divide-slate-200" data-testid="quote-lines">
        {quote.items.map((line) => (
          <QuoteLineItem
            key={line.id}
            line={line}
            live={liveLines.get(line.id) ?? null}
            quantity={draft.quantities[line.id] ?? line.quantity}
            removed={draft.removed.includes(line.id)}
            canRemove={keptLineCount > 1}
            readOnlyReason={readOnlyReason}
            readOnlyReasonId={readOnlyNoteId}
            onQuantity={(quantity) => onQuantity(line.id, quantity)}
            onToggleRemove={() => onToggleRemove(line.id)}
          />
        ))}
      </ul>
    </section>
  );
}
