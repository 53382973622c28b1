import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { purchaseOrderError, type Quote, quoteMessages } from "../../../lib/quotes/contract.ts";
import { ServiceApiError } from "../../service-call.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { quotesPageHref } from "./QuotesTab.tsx";
import { draftOf, keptLineCount, type QuoteDraft, updateBodyOf } from "./quote-draft.ts";
import { formatQuoteDate } from "./quote-format.ts";
import { quoteFacingError, quotesApi } from "./quotes-api.ts";

/** Failure of the copy into the cart (the spec names no toast for it). */
export const COPY_FAILED = "Could not copy the quote to the cart";
/** After a successful API-27 (the spec names no toast for it). */
export const QUOTE_UPDATED = "Changes saved";

/** The server call under way, which disables every other action meanwhile. */
export type QuoteBusy = null | "save" | "delete" | "copy";
/** The confirmation open: deleting the quote, or replacing the cart's lines with it. */
export type QuoteConfirm = null | "delete" | "copy";

/** A failed call's toast: its title, with the server's reason when the person can act on it. */
function toastFailure(title: string, error: unknown) {
  const reason = quoteFacingError(error);
  toast.error(title, { duration: 8_000, ...(reason ? { description: reason } : {}) });
}

/**
 * Why a quote's quantities and lines cannot change (an ordered or expired quote), or null when they
 * can. `date` formats the expiry as the page shows dates.
 */
function readOnlyReasonOf(quote: Quote, date: (iso: string) => string): string | null {
  // Issue 30: placed as an order; it is not ordered again and its lines stay as ordered.
  const ordered = quote.status === "ordered" ? quote.order : null;
  if (ordered) {
    return `This quote was ordered as ${ordered.number}: its quantities and lines can no longer change. Copy it to the cart to order it again.`;
  }
  if (quote.status === "expired") {
    return `This quote expired on ${date(quote.expiresAt)}: its prices are no longer held, so its quantities and lines cannot change. Copy it to the cart to price it again at today's prices.`;
  }
  return null;
}

/**
 * The person's edits of a quote's draft (PO, notes, quantities, lines marked for removal);
 * `clearProblem` drops the purchase order's message once it is typed again, `discard` starts over.
 */
function draftEdits(
  setDraft: (change: (draft: QuoteDraft) => QuoteDraft) => void,
  { clearProblem, discard }: { clearProblem: () => void; discard: () => void },
) {
  return {
    purchaseOrder(value: string) {
      setDraft((d) => ({ ...d, purchaseOrder: value }));
      clearProblem();
    },
    notes(notes: string) {
      setDraft((d) => ({ ...d, notes }));
    },
    quantity(lineId: string, quantity: number) {
      setDraft((d) => ({ ...d, quantities: { ...d.quantities, [lineId]: quantity } }));
    },
    toggleRemove(lineId: string) {
      setDraft((d) => ({
        ...d,
        removed: d.removed.includes(lineId)
          ? d.removed.filter((other) => other !== lineId)
          : [...d.removed, lineId],
      }));
    },
    discard,
  };
}

/**
 * The quote page's state and server calls: the quote as the server last answered, the person's
 * draft of it, the call under way, the purchase order's problem and the confirmation open; saving
 * the draft (API-27), deleting the quote and copying it to the cart.
 */
export function useQuoteEditor(loaded: Quote) {
  const navigate = useNavigate();
  const local = useHydrated();
  const { report } = useCartBadge();
  const [state, setState] = useState(() => ({ source: loaded, quote: loaded, draft: draftOf(loaded) }));
  // A new answer of the loader (a navigation back here) starts over from it.
  if (state.source !== loaded) setState({ source: loaded, quote: loaded, draft: draftOf(loaded) });
  const { quote, draft } = state;
  const [busy, setBusy] = useState<QuoteBusy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<QuoteConfirm>(null);
  const poField = useRef<HTMLInputElement>(null);

  const body = updateBodyOf(quote, draft);
  const date = (iso: string, withTime = false) => formatQuoteDate(iso, local, withTime);

  const setDraft = (change: (draft: QuoteDraft) => QuoteDraft) =>
    setState((s) => ({ ...s, draft: change(s.draft) }));
  const edit = draftEdits(setDraft, {
    clearProblem: () => {
      if (problem) setProblem(null);
    },
    discard: () => {
      setProblem(null);
      setDraft(() => draftOf(quote));
    },
  });

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
      if (error instanceof ServiceApiError && error.serverText?.startsWith("Purchase order")) {
        setProblem(error.serverText);
      }
      toastFailure(quoteMessages.updateError, error);
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
      toastFailure(quoteMessages.deleteError, error);
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
      toastFailure(COPY_FAILED, error);
      setBusy(null);
    }
  }

  return {
    quote,
    draft,
    busy,
    problem,
    confirm,
    setConfirm,
    poField,
    /** The draft differs from the quote as saved. */
    dirty: body !== null,
    /** How many lines the draft keeps (a quote keeps at least one). */
    kept: keptLineCount(quote, draft),
    readOnlyReason: readOnlyReasonOf(quote, date),
    date,
    edit,
    save,
    remove,
    copyToCart,
  };
}
