import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { MAX_PURCHASE_ORDER_LENGTH, purchaseOrderError } from "../../../lib/quotes/contract.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { inputClass } from "../accounts/FormField.tsx";
import { primaryButton } from "../accounts/styles.ts";
import { outcomeUnknown, quoteFacingError, quotePath } from "./quotes-api.ts";
import { createSubmissionKeys } from "./submission-key.ts";

export type QuoteRequest = { PurchaseOrder: string; notes: string };

/**
 * "Save as quote" for lines that are not the cart (a project, a custom design): a purchase order and
 * notes, checked before anything is sent (AMB-28); one idempotency key per request, the same one again
 * after an unknown outcome, so a double click or a retry makes one quote. Success opens the new quote.
 */
export function SaveAsQuoteDialog({
  open,
  onClose,
  save,
}: {
  open: boolean;
  onClose: () => void;
  /** Sends the request under `idempotencyKey`; answers the new quote's id. */
  save: (request: QuoteRequest, idempotencyKey: string) => Promise<{ id: string }>;
}) {
  const [busy, setBusy] = useState(false);
  const [poProblem, setPoProblem] = useState<string | null>(null);
  const [keys] = useState(() => createSubmissionKeys());
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const request = {
      PurchaseOrder: String(form.get("PurchaseOrder") ?? ""),
      notes: String(form.get("notes") ?? ""),
    };
    const problem = purchaseOrderError(request.PurchaseOrder);
    setPoProblem(problem);
    if (problem) return;
    setBusy(true);
    try {
      const quote = await save(request, keys.keyFor(request));
      keys.settled("known");
      toast.success("Saved as a draft/quote.");
      navigate(quotePath(quote.id));
    } catch (error) {
      keys.settled(outcomeUnknown(error) ? "unknown" : "known");
      const reason = quoteFacingError(error);
      toast.error("Failed to save quote", reason ? { description: reason } : {});
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} label="Save as quote">
      <DialogHeader title="Save as quote" onClose={onClose} />
      <form onSubmit={submit} noValidate className="space-y-3 px-5 py-4">
        <label className="block text-sm">
          <span className="font-semibold text-slate-700">Purchase order (PO)</span>
          <input
            name="PurchaseOrder"
            maxLength={MAX_PURCHASE_ORDER_LENGTH}
            aria-invalid={poProblem ? true : undefined}
            className={`${inputClass} mt-1`}
          />
        </label>
        {poProblem && <p className="text-sm text-brand-red">{poProblem}</p>}
        <label className="block text-sm">
          <span className="font-semibold text-slate-700">Notes (optional)</span>
          <textarea name="notes" rows={3} className={`${inputClass} mt-1`} />
        </label>
        <div className="flex justify-end gap-2">
          <button type="submit" className={`${primaryButton} h-10`} disabled={busy}>
            {busy ? "Saving…" : "Save as quote"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
