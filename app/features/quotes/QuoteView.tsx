import { AlertTriangle, CheckCircle2, Copy, Download, ShoppingBag, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import {
  MAX_PURCHASE_ORDER_LENGTH,
  purchaseOrderError,
  type Quote,
  quoteMessages,
} from "../../../lib/quotes/contract.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { ServiceApiError } from "../../service-call.ts";
import { FormField } from "../accounts/FormField.tsx";
import { dangerButton, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { orderPath } from "../orders/orders-api.ts";
import { NotesField } from "./NotesField.tsx";
import { QuoteLineItem } from "./QuoteLineItem.tsx";
import { quotesPageHref } from "./QuotesTab.tsx";
import { draftOf, keptLineCount, type QuoteDraft, updateBodyOf } from "./quote-draft.ts";
import { formatQuoteDate, linesText, quoteStatusBadge, quoteSummaryRows } from "./quote-format.ts";
import { quoteFacingError, quotePdfHref, quotesApi } from "./quotes-api.ts";

/** Failure of the copy into the cart (the spec names no toast for it). */
export const COPY_FAILED = "Could not copy the quote to the cart";
/** After a successful API-27 (the spec names no toast for it). */
export const QUOTE_UPDATED = "Changes saved";

const primary =
  "inline-flex h-10 items-center justify-center gap-2 rounded bg-brand-navy px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";
const actionButton = `${secondaryButton} h-10 px-3`;

type Busy = null | "save" | "delete" | "copy";

/**
 * A quote (QUOTE-02, QUOTE-07, QUOTE-08): its header, its lines and totals as saved (prices frozen),
 * the purchase order, notes and quantities edited and saved together (API-27; for an expired quote
 * the quantities are read-only, with the reason), delete and copy to the cart after a confirmation,
 * and its PDF. An ordered quote (issue 30) links its order, is not placed again and keeps its lines.
 * The quote shown is the server's newest answer; nothing of it is kept elsewhere.
 */
export function QuoteView({ loaded }: { loaded: Quote }) {
  const id = useId();
  const navigate = useNavigate();
  const local = useHydrated();
  const { report } = useCartBadge();
  const [state, setState] = useState(() => ({ source: loaded, quote: loaded, draft: draftOf(loaded) }));
  // A new answer of the loader (a navigation back here) starts over from it.
  if (state.source !== loaded) setState({ source: loaded, quote: loaded, draft: draftOf(loaded) });
  const { quote, draft } = state;
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<null | "delete" | "copy">(null);
  const poField = useRef<HTMLInputElement>(null);

  const expired = quote.status === "expired";
  // Issue 30: placed as an order; it is not ordered again and its lines stay as ordered.
  const ordered = quote.status === "ordered" ? quote.order : null;
  const body = updateBodyOf(quote, draft);
  const dirty = body !== null;
  const kept = keptLineCount(quote, draft);
  const date = (iso: string, withTime = false) => formatQuoteDate(iso, local, withTime);
  const readOnlyReason = ordered
    ? `This quote was ordered as ${ordered.number}: its quantities and lines can no longer change. Copy it to the cart to order it again.`
    : expired
      ? `This quote expired on ${date(quote.expiresAt)}: its prices are no longer held, so its quantities and lines cannot change. Copy it to the cart to price it again at today's prices.`
      : null;
  const badge = quoteStatusBadge[quote.status];

  const setDraft = (change: (draft: QuoteDraft) => QuoteDraft) =>
    setState((s) => ({ ...s, draft: change(s.draft) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || !body) return;
    const fieldProblem = body.PurchaseOrder !== undefined ? purchaseOrderError(body.PurchaseOrder) : null;
    if (fieldProblem) {
      setProblem(fieldProblem);
      poField.current?.focus();
      return;
    }
    setProblem(null);
    setBusy("save");
    try {
      const saved = await quotesApi.update(quote.id, body);
      setState((s) => ({ ...s, quote: saved, draft: draftOf(saved) }));
      toast.success(QUOTE_UPDATED, { duration: 4_000 });
    } catch (error) {
      const reason = quoteFacingError(error);
      if (error instanceof ServiceApiError && error.serverText?.startsWith("Purchase order")) {
        setProblem(error.serverText);
      }
      toast.error(quoteMessages.updateError, { duration: 8_000, ...(reason ? { description: reason } : {}) });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy("delete");
    try {
      const deleted = await quotesApi.remove(quote.id);
      setConfirm(null);
      toast.success(deleted.message, { duration: 5_000 });
      navigate(quotesPageHref(1));
    } catch (error) {
      const reason = quoteFacingError(error);
      toast.error(quoteMessages.deleteError, { duration: 8_000, ...(reason ? { description: reason } : {}) });
      setBusy(null);
    }
  }

  async function copyToCart() {
    setBusy("copy");
    try {
      const copied = await quotesApi.copyToCart(quote.id);
      report(copied.cart);
      setConfirm(null);
      toast.success(copied.message, { duration: 6_000 });
      navigate("/cart");
    } catch (error) {
      const reason = quoteFacingError(error);
      toast.error(COPY_FAILED, { duration: 8_000, ...(reason ? { description: reason } : {}) });
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
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
              {quote.accountName}{" "}
              <span className="whitespace-nowrap text-slate-500">({quote.accountId})</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2" data-testid="quote-actions">
            {!expired && !ordered && (
              <Link
                to={`/checkout?quote=${encodeURIComponent(quote.id)}`}
                className="inline-flex h-10 items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90"
              >
                <ShoppingBag aria-hidden size={16} />
                Place order
              </Link>
            )}
            <a href={quotePdfHref(quote.id)} download className={actionButton}>
              <Download aria-hidden size={16} />
              Download PDF
            </a>
            <button
              type="button"
              className={actionButton}
              onClick={() => setConfirm("copy")}
              disabled={busy !== null}
            >
              <Copy aria-hidden size={16} />
              Copy to cart
            </button>
            <button
              type="button"
              className={`${dangerButton} h-10 px-3`}
              onClick={() => setConfirm("delete")}
              disabled={busy !== null}
            >
              <Trash2 aria-hidden size={16} />
              Delete
            </button>
          </div>
        </div>
        {ordered ? (
          <p
            id={`${id}-expired`}
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
              id={`${id}-expired`}
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

      <form
        onSubmit={save}
        noValidate
        aria-label={`Edit quote ${quote.number}`}
        aria-busy={busy === "save" || undefined}
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby={`${id}-details`}
            className="rounded-lg border border-slate-200 p-4 sm:p-5"
          >
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
                <dt className="text-slate-500">{expired ? "Expired" : "Prices held until"}</dt>
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
              <FormField
                ref={poField}
                name="PurchaseOrder"
                label="Purchase order (PO)"
                required
                aria-required="true"
                autoComplete="off"
                spellCheck={false}
                maxLength={MAX_PURCHASE_ORDER_LENGTH}
                value={draft.purchaseOrder}
                onChange={(event) => {
                  const value = event.target.value;
                  setDraft((d) => ({ ...d, purchaseOrder: value }));
                  if (problem) setProblem(null);
                }}
                error={problem ?? undefined}
              />
              <NotesField
                id={`${id}-notes`}
                value={draft.notes}
                onChange={(notes) => setDraft((d) => ({ ...d, notes }))}
              />
            </div>
          </section>

          <section aria-labelledby={`${id}-lines`} className="min-w-0">
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
              <h2 id={`${id}-lines`} className="text-lg font-bold text-brand-navy">
                {linesText(quote.lineCount)}
                <span className="ml-2 text-sm font-normal text-slate-500">
                  {quote.unitCount.toLocaleString("en-US")} {quote.unitCount === 1 ? "unit" : "units"}
                </span>
              </h2>
              <p className="text-sm text-slate-500">Prices as quoted on {date(quote.createdAt)}</p>
            </div>
            <ul className="divide-y divide-slate-200" data-testid="quote-lines">
              {quote.items.map((line) => {
                const removed = draft.removed.includes(line.id);
                return (
                  <QuoteLineItem
                    key={line.id}
                    line={line}
                    quantity={draft.quantities[line.id] ?? line.quantity}
                    removed={removed}
                    canRemove={kept > 1}
                    readOnlyReason={readOnlyReason}
                    readOnlyReasonId={`${id}-expired`}
                    onQuantity={(quantity) =>
                      setDraft((d) => ({ ...d, quantities: { ...d.quantities, [line.id]: quantity } }))
                    }
                    onToggleRemove={() =>
                      setDraft((d) => ({
                        ...d,
                        removed: d.removed.includes(line.id)
                          ? d.removed.filter((other) => other !== line.id)
                          : [...d.removed, line.id],
                      }))
                    }
                  />
                );
              })}
            </ul>
          </section>
        </div>

        <aside className="w-full space-y-4 sm:ml-auto sm:max-w-md lg:sticky lg:top-16 lg:max-w-none">
          <section
            aria-labelledby={`${id}-totals`}
            className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
            data-testid="quote-summary"
          >
            <h2 id={`${id}-totals`} className="text-lg font-bold text-brand-navy">
              Totals
            </h2>
            <dl className={`space-y-2 ${dirty ? "opacity-60" : ""}`}>
              {quoteSummaryRows(quote).map((row) => (
                <div
                  key={row.key}
                  className={`flex items-baseline justify-between gap-4 ${row.key === "total" ? "border-t border-slate-300 pt-3 text-lg" : ""} ${row.key === "subtotal" ? "border-t border-slate-200 pt-2" : ""}`}
                  data-testid={`quote-summary-${row.key}`}
                >
                  <dt className={`min-w-0 ${row.emphasis ? "font-bold text-slate-900" : "text-slate-600"}`}>
                    {row.label}
                  </dt>
                  <dd
                    className={`shrink-0 text-right tabular-nums ${row.emphasis ? "font-bold text-slate-900" : "text-slate-800"} ${row.key === "discount" ? "font-semibold text-brand-green" : ""}`}
                  >
                    {row.amount}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-slate-500">
              {dirty
                ? "Saving your changes recalculates the totals from the quoted prices."
                : `Prices as quoted, held until ${date(quote.expiresAt)}.`}
            </p>
            <div className="space-y-2 border-t border-slate-200 pt-3">
              <button type="submit" className={`${primary} w-full`} disabled={!dirty || busy !== null}>
                {busy === "save" ? "Saving…" : "Save changes"}
              </button>
              {dirty && (
                <button
                  type="button"
                  className={`${secondaryButton} h-10 w-full`}
                  disabled={busy !== null}
                  onClick={() => {
                    setProblem(null);
                    setDraft(() => draftOf(quote));
                  }}
                >
                  Discard changes
                </button>
              )}
            </div>
          </section>
        </aside>
      </form>

      <Dialog
        open={confirm === "delete"}
        onClose={() => busy === null && setConfirm(null)}
        label={`Delete quote ${quote.number}`}
        role="alertdialog"
        testId="delete-quote-dialog"
      >
        <DialogHeader title={`Delete quote ${quote.number}?`} onClose={() => setConfirm(null)} />
        <div className="space-y-4 px-5 py-4">
          <p>
            The quote for PO <strong className="break-words">{quote.PurchaseOrder}</strong> and its{" "}
            {linesText(quote.lineCount)} are deleted. Your cart does not change.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className={`${secondaryButton} h-10`}
              onClick={() => setConfirm(null)}
              disabled={busy !== null}
            >
              Cancel
            </button>
            <button
              type="button"
              className="inline-flex h-10 items-center justify-center gap-1.5 rounded bg-brand-red px-4 font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-60"
              onClick={() => void remove()}
              disabled={busy !== null}
            >
              <Trash2 aria-hidden size={16} />
              {busy === "delete" ? "Deleting…" : "Delete quote"}
            </button>
          </div>
        </div>
      </Dialog>

      <Dialog
        open={confirm === "copy"}
        onClose={() => busy === null && setConfirm(null)}
        label={`Copy quote ${quote.number} to the cart`}
        role="alertdialog"
        testId="copy-quote-dialog"
      >
        <DialogHeader title="Copy to cart?" onClose={() => setConfirm(null)} />
        <div className="space-y-3 px-5 py-4">
          <p>
            Your cart&apos;s lines are replaced by this quote&apos;s {linesText(quote.lineCount)}, priced at
            today&apos;s prices, not the quoted ones. The cart&apos;s coupon, shipping and payment method stay
            as they are; the quote does not change.
          </p>
          {dirty && (
            <p className="text-sm font-semibold text-amber-800">
              Your unsaved changes are not copied: the quote as last saved is.
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <button
              type="button"
              className={`${secondaryButton} h-10`}
              onClick={() => setConfirm(null)}
              disabled={busy !== null}
            >
              Cancel
            </button>
            <button
              type="button"
              className={primary}
              onClick={() => void copyToCart()}
              disabled={busy !== null}
            >
              <Copy aria-hidden size={16} />
              {busy === "copy" ? "Copying…" : "Replace cart lines"}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
