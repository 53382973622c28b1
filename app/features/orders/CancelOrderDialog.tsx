import { Ban } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { Order } from "../../../lib/orders/contract.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { serverTextOf } from "../../service-call.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { ordersApi } from "./orders-api.ts";

/** Issue 30: the words of cancelling an unpaid order (the spec names none). */
export const cancelOrderMessages = {
  question: (number: string) => `Cancel order ${number}?`,
  explanation:
    "Nothing has been charged for this order. Once cancelled it can no longer be paid; your cart keeps its lines, and a quote it was placed from can be ordered again.",
  confirm: "Cancel order",
  keep: "Keep order",
  cancelled: (number: string) => `Order ${number} cancelled`,
  failed: "Could not cancel the order",
} as const;

/**
 * Issue 30: "Cancel order SO-…?" for an order still awaiting its payment, then
 * `POST orders/{id}/cancel`. A refusal (409: a payment of it is in progress, it is no longer awaiting
 * payment) is shown in the server's words; either way the owner reads the order again.
 */
export function CancelOrderDialog({
  order,
  onClose,
  onCancelled,
  onRefused,
}: {
  /** The order asked about; null: the dialog is closed. */
  order: { id: string; number: string } | null;
  onClose: () => void;
  onCancelled: (order: Order) => void;
  onRefused?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState(order);
  // The dialog keeps its words while it closes.
  if (order && order !== last) setLast(order);
  const shown = order ?? last;

  async function confirm() {
    if (!order || busy) return;
    setBusy(true);
    try {
      const cancelled = await ordersApi.cancel(order.id);
      toast.success(cancelOrderMessages.cancelled(cancelled.number), { duration: 5_000 });
      onCancelled(cancelled);
    } catch (error) {
      toast.error(serverTextOf(error) ?? cancelOrderMessages.failed, { duration: 5_000 });
      onRefused?.();
    } finally {
      setBusy(false);
      onClose();
    }
  }

  const close = () => {
    if (!busy) onClose();
  };
  const title = cancelOrderMessages.question(shown?.number ?? "");
  return (
    <Dialog
      open={order !== null}
      onClose={close}
      label={title}
      role="alertdialog"
      testId="cancel-order-dialog"
    >
      <DialogHeader title={title} onClose={close} />
      <div className="space-y-4 px-5 py-4" aria-busy={busy || undefined}>
        <p className="text-sm text-slate-700">{cancelOrderMessages.explanation}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={`${secondaryButton} h-10`} onClick={close} disabled={busy}>
            {cancelOrderMessages.keep}
          </button>
          <button
            type="button"
            className="inline-flex h-10 items-center justify-center gap-1.5 rounded bg-brand-red px-4 font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-60"
            onClick={() => void confirm()}
            disabled={busy}
          >
            <Ban aria-hidden size={16} />
            {busy ? "Cancelling…" : cancelOrderMessages.confirm}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
