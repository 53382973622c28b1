import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import type { QuickOrderResult, RejectedLine } from "../../../lib/cart/contract.ts";
import { linesLabel } from "./CartButton.tsx";

/** What a quick order came to: the lines added, and each bad line with its number and reason. */
export type QuickOrderOutcome =
  | { kind: "added"; added: QuickOrderResult["added"]; rejected: RejectedLine[]; cartLines: number }
  /** Refused as a whole: nothing was added. */
  | { kind: "refused"; message: string; rejected: RejectedLine[] };

export function QuickOrderOutcomeView({
  outcome,
  onEditRejected,
}: {
  outcome: QuickOrderOutcome;
  /** Puts the bad lines back in the box, to be corrected and sent again. */
  onEditRejected: () => void;
}) {
  return (
    <section
      aria-labelledby="quick-order-result-title"
      className="space-y-4"
      data-testid="quick-order-result"
    >
      <h2 id="quick-order-result-title" className="sr-only">
        Result
      </h2>
      {outcome.kind === "added" ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-brand-green/40 bg-brand-green/5 p-4"
          data-testid="quick-order-added"
        >
          <CheckCircle2 aria-hidden size={22} className="shrink-0 text-brand-green" />
          <div className="min-w-0 space-y-2">
            <p className="font-bold text-brand-navy">
              Added {linesLabel(outcome.added.length)} to the cart
              {outcome.rejected.length > 0 ? `; ${linesLabel(outcome.rejected.length)} not added` : ""}.
            </p>
            <ul className="space-y-0.5 text-sm text-slate-700">
              {outcome.added.map((line) => (
                <li key={`${line.line}-${line.itemId}`} className="flex flex-wrap gap-x-2">
                  <span className="w-14 shrink-0 tabular-nums text-slate-500">Line {line.line}</span>
                  <span className="font-mono font-semibold">{line.sku}</span>
                  <span className="tabular-nums">× {line.quantity.toLocaleString("en-US")}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/cart"
              className="inline-flex items-center rounded bg-brand-green px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
            >
              View cart ({linesLabel(outcome.cartLines)})
            </Link>
          </div>
        </div>
      ) : (
        <div role="alert" className="rounded-lg border border-brand-red/40 bg-red-50 p-4">
          <p className="font-bold text-brand-red">Nothing was added to the cart.</p>
          <p className="text-sm text-slate-700">{outcome.message}</p>
        </div>
      )}
      {outcome.rejected.length > 0 && <RejectedLines rejected={outcome.rejected} onEdit={onEditRejected} />}
    </section>
  );
}

function RejectedLines({ rejected, onEdit }: { rejected: RejectedLine[]; onEdit: () => void }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="quick-order-rejected">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-bold text-brand-navy">
          <AlertTriangle aria-hidden size={18} className="text-amber-700" />
          {rejected.length === 1 ? "1 line was not added" : `${rejected.length} lines were not added`}
        </h3>
        <button
          type="button"
          onClick={onEdit}
          className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-slate-50"
        >
          Correct these lines
        </button>
      </div>
      <ul className="mt-2 divide-y divide-amber-200 text-sm">
        {rejected.map((line) => (
          <li
            key={`${line.line}-${line.text}`}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-2 py-1.5"
            data-testid="quick-order-rejected-line"
          >
            <span className="font-semibold tabular-nums text-slate-700">Line {line.line}</span>
            <span className="min-w-0">
              <code className="break-all font-mono text-slate-900">{line.text}</code>
              <span className="block text-slate-700">{line.reason}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
