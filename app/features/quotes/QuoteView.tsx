import { useId } from "react";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { CopyQuoteDialog, DeleteQuoteDialog } from "./QuoteConfirmDialogs.tsx";
import { QuoteDetails } from "./QuoteDetails.tsx";
import { QuoteHeader } from "./QuoteHeader.tsx";
import { QuoteLines } from "./QuoteLines.tsx";
import { QuoteTotals } from "./QuoteTotals.tsx";
import { liveFiguresOf } from "./quote-draft.ts";
import { useQuoteEditor } from "./use-quote-editor.ts";

export { COPY_FAILED, QUOTE_UPDATED } from "./use-quote-editor.ts";

/**
 * A quote (QUOTE-02, QUOTE-07, QUOTE-08): its header, its lines and totals as saved (prices frozen),
 * the purchase order, notes and quantities edited and saved together (API-27; for an expired quote
 * the quantities are read-only, with the reason), delete and copy to the cart after a confirmation,
 * and its PDF. An ordered quote (issue 30) links its order, is not placed again and keeps its lines.
 * The quote shown is the server's newest answer; nothing of it is kept elsewhere.
 */
export function QuoteView({ loaded }: { loaded: Quote }) {
  const readOnlyNoteId = `${useId()}-expired`;
  const editor = useQuoteEditor(loaded);
  const { quote, draft, busy, edit, date } = editor;
  const cancelConfirm = () => editor.setConfirm(null);
  // Issue 32 item 6: the totals move as quantities are edited, by the server's rule, before saving.
  const live = liveFiguresOf(quote, draft);

  return (
    <div className="space-y-6">
      <QuoteHeader
        quote={quote}
        actionsDisabled={busy !== null}
        readOnlyReason={editor.readOnlyReason}
        readOnlyNoteId={readOnlyNoteId}
        onConfirm={editor.setConfirm}
      />

      <form
        onSubmit={editor.save}
        noValidate
        aria-label={`Edit quote ${quote.number}`}
        aria-busy={busy === "save" || undefined}
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="min-w-0 space-y-6">
          <QuoteDetails
            quote={quote}
            draft={draft}
            date={date}
            poField={editor.poField}
            problem={editor.problem}
            onPurchaseOrder={edit.purchaseOrder}
            onNotes={edit.notes}
          />
          <QuoteLines
            quote={quote}
            draft={draft}
            keptLineCount={editor.kept}
            readOnlyReason={editor.readOnlyReason}
            readOnlyNoteId={readOnlyNoteId}
            quotedOn={date(quote.createdAt)}
            liveLines={live.lines}
            onQuantity={edit.quantity}
            onToggleRemove={edit.toggleRemove}
          />
        </div>
        <QuoteTotals
          quote={live.quote}
          dirty={editor.dirty}
          saving={busy === "save"}
          actionsDisabled={busy !== null}
          heldUntil={date(quote.expiresAt)}
          onDiscard={edit.discard}
        />
      </form>

      <DeleteQuoteDialog
        quote={quote}
        open={editor.confirm === "delete"}
        busy={busy}
        onCancel={cancelConfirm}
        onConfirm={() => void editor.remove()}
      />
      <CopyQuoteDialog
        quote={quote}
        open={editor.confirm === "copy"}
        busy={busy}
        dirty={editor.dirty}
        onCancel={cancelConfirm}
        onConfirm={() => void editor.copyToCart()}
      />
    </div>
  );
}
