import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { ApprovalRequest } from "../../../lib/orders/approval-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { secondaryButton } from "../accounts/styles.ts";

const MAX_REASON = 500;

/**
 * #32.2: "Decline the request of …?" asks first, with the reason the requester will read (required,
 * up to 500 characters). `onDecline` sends it; the dialog stays open while it is on its way and shows
 * a refusal in its own words.
 */
export function DeclineRequestDialog({
  request,
  onClose,
  onDecline,
}: {
  /** The request asked about; null: the dialog is closed. */
  request: ApprovalRequest | null;
  onClose: () => void;
  onDecline: (request: ApprovalRequest, reason: string) => Promise<string | null>;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState(request);
  // The dialog keeps its words while it closes; a new request starts with an empty reason.
  if (request && request !== last) {
    setLast(request);
    setReason("");
    setProblem(null);
  }
  const shown = request ?? last;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request || busy) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem("Enter a reason: the buyer reads it with the cart that comes back to them.");
      return;
    }
    setBusy(true);
    const refusal = await onDecline(request, trimmed);
    setBusy(false);
    if (refusal) setProblem(refusal);
  }

  const close = () => {
    if (!busy) onClose();
  };
  const title = `Decline the request of ${shown?.requestedByName ?? ""}?`;
  return (
    <Dialog
      open={request !== null}
      onClose={close}
      label={title}
      role="alertdialog"
      testId="decline-request-dialog"
    >
      <DialogHeader title={title} onClose={close} />
      <form className="space-y-4 px-5 py-4" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <p className="text-sm text-slate-700">
          The order of {formatCents(shown?.totalCents ?? 0)} (PO {shown?.purchaseOrder}) is not placed. The
          cart goes back to {shown?.requestedByName} to change, and they are emailed your reason.
        </p>
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-700">
            Reason for declining
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            required
            aria-required="true"
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="mt-1 block w-full rounded border border-slate-300 px-3 py-2 text-base focus:border-brand-green focus:outline-none focus:ring-2 focus:ring-brand-green"
          />
          {problem && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-brand-red">
              {problem}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={`${secondaryButton} h-10`} onClick={close} disabled={busy}>
            Keep request
          </button>
          <button
            type="submit"
            className="inline-flex h-10 items-center justify-center gap-1.5 rounded bg-brand-red px-4 font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-60"
            disabled={busy}
          >
            <X aria-hidden size={16} />
            {busy ? "Declining…" : "Decline request"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
