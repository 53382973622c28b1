import { CheckCircle2, FileText } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  purchaseOrderError,
  QUOTE_VALIDITY_DAYS,
  quoteMessages,
  saveQuoteErrorText,
} from "../../../lib/quotes/contract.ts";
import { ServiceApiError } from "../../service-call.ts";
import { NotesField } from "./NotesField.tsx";
import { PurchaseOrderField } from "./PurchaseOrderField.tsx";
import { outcomeUnknown, quotePath, quotesApi } from "./quotes-api.ts";
import { createSubmissionKeys } from "./submission-key.ts";

const saveButton =
  "inline-flex h-10 w-full items-center justify-center gap-2 rounded bg-brand-navy px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

/** The server's words that belong under the purchase order field rather than only in a toast. */
const purchaseOrderMessages = new Set<string>([
  quoteMessages.purchaseOrderRequired,
  quoteMessages.purchaseOrderTooLong,
]);

type Saved = { id: string; number: string; purchaseOrder: string };

/**
 * "Save as quote" in the cart's summary (QUOTE-04 … QUOTE-06, API-29): the cart saved under a
 * purchase order, with optional notes. Without a purchase order nothing is sent and the field says
 * why (AMB-28). One request at a time; each time the person asks to save, a fresh idempotency key,
 * and the same key when that request is sent again after an unknown outcome, so a double click or a
 * retry makes one quote. Success: the spec's toast with a link to the quote; failure: the server's
 * text, else "Failed to save quote".
 */
export function SaveQuoteForm({ accountId, cartBusy }: { accountId: string; cartBusy: boolean }) {
  const id = useId();
  const [purchaseOrder, setPurchaseOrder] = useState("");
  const [notes, setNotes] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const inFlight = useRef(false);
  const keys = useRef(createSubmissionKeys());
  const poField = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A second click while the first is on its way sends nothing.
    if (inFlight.current) return;
    const fieldProblem = purchaseOrderError(purchaseOrder);
    if (fieldProblem) {
      setProblem(fieldProblem);
      poField.current?.focus();
      return;
    }
    setProblem(null);
    const body = {
      PurchaseOrder: purchaseOrder.trim(),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      accountId,
    };
    const key = keys.current.keyFor(body);
    inFlight.current = true;
    setSaving(true);
    try {
      const quote = await quotesApi.create(body, key);
      keys.current.settled("known");
      setSaved({ id: quote.id, number: quote.number, purchaseOrder: quote.PurchaseOrder });
      setPurchaseOrder("");
      setNotes("");
      toast.success(quoteMessages.saved, {
        duration: 8_000,
        description: (
          <span>
            {quote.number} (PO {quote.PurchaseOrder}).{" "}
            <Link to={quotePath(quote.id)} className="font-semibold underline">
              View quote
            </Link>
          </span>
        ),
      });
    } catch (error) {
      keys.current.settled(outcomeUnknown(error) ? "unknown" : "known");
      const serverText = error instanceof ServiceApiError ? error.serverText : null;
      if (serverText && purchaseOrderMessages.has(serverText)) setProblem(serverText);
      toast.error(saveQuoteErrorText(serverText), { duration: 8_000 });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={saving || undefined}
      className="space-y-3"
      data-testid="save-quote"
    >
      <div>
        <h3 id={`${id}-title`} className="flex items-center gap-1.5 font-bold text-brand-navy">
          <FileText aria-hidden size={18} className="shrink-0" />
          Save as quote
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          Keeps these lines and prices for {QUOTE_VALIDITY_DAYS} days under your purchase order. The cart
          stays as it is.
        </p>
      </div>
      <PurchaseOrderField
        ref={poField}
        value={purchaseOrder}
        error={problem ?? undefined}
        onChange={(value) => {
          setPurchaseOrder(value);
          if (problem) setProblem(null);
        }}
      />
      <NotesField id={`${id}-notes`} value={notes} onChange={setNotes} rows={2} />
      <button type="submit" className={saveButton} disabled={saving || cartBusy}>
        {saving ? "Saving…" : "Save as quote"}
      </button>
      {saved && (
        <p
          role="status"
          className="flex items-start gap-1.5 text-sm text-slate-700"
          data-testid="save-quote-result"
        >
          <CheckCircle2 aria-hidden size={16} className="mt-0.5 shrink-0 text-brand-green" />
          <span className="min-w-0 break-words">
            {quoteMessages.saved} {saved.number} (PO {saved.purchaseOrder}).{" "}
            <Link
              to={quotePath(saved.id)}
              className="font-semibold text-brand-navy underline underline-offset-2 hover:text-brand-green"
            >
              View quote {saved.number}
            </Link>
          </span>
        </p>
      )}
    </form>
  );
}
