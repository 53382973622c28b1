import { Copy, type LucideIcon, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { secondaryButton } from "../accounts/styles.ts";
import { linesText } from "./quote-format.ts";
import { quotePrimaryButton } from "./quote-styles.ts";
import type { QuoteBusy } from "./use-quote-editor.ts";

type ConfirmProps = {
  quote: Quote;
  open: boolean;
  busy: QuoteBusy;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * A question asked before a quote action: it cannot be closed while a call is under way, and its
 * Cancel and confirming button (`action`, labelled `busyLabel` while `working`) wait meanwhile.
 */
function QuoteConfirmDialog({
  open,
  busy,
  onCancel,
  onConfirm,
  label,
  title,
  testId,
  spacing,
  action,
  children,
}: Omit<ConfirmProps, "quote"> & {
  label: string;
  title: string;
  testId: string;
  /** The classes of the body (its spacing) and of the row of buttons, as each dialog was designed. */
  spacing: { body: string; actions: string };
  action: { className: string; icon: LucideIcon; label: string; busyLabel: string; working: boolean };
  children: ReactNode;
}) {
  const Icon = action.icon;
  return (
    <Dialog
      open={open}
      onClose={() => busy === null && onCancel()}
      label={label}
      role="alertdialog"
      testId={testId}
    >
      <DialogHeader title={title} onClose={onCancel} />
      <div className={`${spacing.body} px-5 py-4`}>
        {children}
        <div className={spacing.actions}>
          <button
            type="button"
            className={`${secondaryButton} h-10`}
            onClick={onCancel}
            disabled={busy !== null}
          >
            Cancel
          </button>
          <button type="button" className={action.className} onClick={onConfirm} disabled={busy !== null}>
            <Icon aria-hidden size={16} />
            {action.working ? action.busyLabel : action.label}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Asks before deleting the quote: its PO and lines go, the cart stays. */
export function DeleteQuoteDialog({ quote, ...confirm }: ConfirmProps) {
  return (
    <QuoteConfirmDialog
      {...confirm}
      label={`Delete quote ${quote.number}`}
      title={`Delete quote ${quote.number}?`}
      testId="delete-quote-dialog"
      spacing={{ body: "space-y-4", actions: "flex flex-wrap justify-end gap-2" }}
      action={{
        className:
          "inline-flex h-10 items-center justify-center gap-1.5 rounded bg-brand-red px-4 font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-60",
        icon: Trash2,
        label: "Delete quote",
        busyLabel: "Deleting…",
        working: confirm.busy === "delete",
      }}
    >
      <p>
        The quote for PO <strong className="break-words">{quote.PurchaseOrder}</strong> and its{" "}
        {linesText(quote.lineCount)} are deleted. Your cart does not change.
      </p>
    </QuoteConfirmDialog>
  );
}

/**
 * Asks before copying the quote to the cart: the cart's lines are replaced at today's prices, and
 * (`dirty`) the unsaved changes are not copied.
 */
export function CopyQuoteDialog({ quote, dirty, ...confirm }: ConfirmProps & { dirty: boolean }) {
  return (
    <QuoteConfirmDialog
      {...confirm}
      label={`Copy quote ${quote.number} to the cart`}
      title="Copy to cart?"
      testId="copy-quote-dialog"
      spacing={{ body: "space-y-3", actions: "flex flex-wrap justify-end gap-2 pt-1" }}
      action={{
        className: quotePrimaryButton,
        icon: Copy,
        label: "Replace cart lines",
        busyLabel: "Copying…",
        working: confirm.busy === "copy",
      }}
    >
      <p>
        Your cart&apos;s lines are replaced by this quote&apos;s {linesText(quote.lineCount)}, priced at
        today&apos;s prices, not the quoted ones. The cart&apos;s coupon, shipping and payment method stay as
        they are; the quote does not change.
      </p>
      {dirty && (
        <p className="text-sm font-semibold text-amber-800">
          Your unsaved changes are not copied: the quote as last saved is.
        </p>
      )}
    </QuoteConfirmDialog>
  );
}
