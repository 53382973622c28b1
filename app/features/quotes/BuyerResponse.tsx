import { Check, MessageCircleReply, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  MAX_NEGOTIATION_MESSAGE_LENGTH,
  type RespondQuoteBody,
} from "../../../lib/quotes/negotiation-contract.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { inputClass } from "../accounts/FormField.tsx";
import { dangerButton, secondaryButton } from "../accounts/styles.ts";
import { quoteActionButton, quotePrimaryButton } from "./quote-styles.ts";

const acceptButton =
  "inline-flex h-10 items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

type Moves = { accept: boolean; askAgain: boolean; decline: boolean };

/**
 * The buyer's answer to the rep's prices (issue 32 item 3): Accept, Ask again (a message is needed)
 * and Decline (asked first, with an optional reason). `respond` sends it and says whether it went.
 */
export function BuyerResponse({
  moves,
  busy,
  respond,
}: {
  moves: Moves;
  busy: boolean;
  respond: (body: RespondQuoteBody) => Promise<boolean>;
}) {
  const [dialog, setDialog] = useState<null | "ask" | "decline">(null);
  if (!moves.accept && !moves.askAgain && !moves.decline) return null;
  const close = () => !busy && setDialog(null);
  return (
    <div className="flex flex-wrap gap-2" data-testid="buyer-response">
      {moves.accept && (
        <button
          type="button"
          className={acceptButton}
          disabled={busy}
          onClick={() => void respond({ action: "accept" })}
        >
          <Check aria-hidden size={16} />
          Accept prices
        </button>
      )}
      {moves.askAgain && (
        <button type="button" className={quoteActionButton} disabled={busy} onClick={() => setDialog("ask")}>
          <MessageCircleReply aria-hidden size={16} />
          Ask again
        </button>
      )}
      {moves.decline && (
        <button
          type="button"
          className={`${dangerButton} h-10 px-3`}
          disabled={busy}
          onClick={() => setDialog("decline")}
        >
          <X aria-hidden size={16} />
          Decline
        </button>
      )}
      <MessageDialog
        open={dialog === "ask"}
        title="Ask your rep again"
        intro="Say what should change: a price, a quantity, a date. The quote goes back to your rep for new prices."
        label="Message to your rep"
        required
        submit="Send to your rep"
        busy={busy}
        onClose={close}
        onSubmit={async (message) => {
          const sent = await respond({ action: "ask-again", message });
          if (sent) setDialog(null);
          return sent;
        }}
      />
      <MessageDialog
        open={dialog === "decline"}
        title="Decline this quote?"
        intro="Your rep is told, and the quote can no longer be accepted or ordered. This cannot be undone."
        label="Reason (optional)"
        required={false}
        submit="Decline quote"
        danger
        busy={busy}
        onClose={close}
        onSubmit={async (message) => {
          const sent = await respond({ action: "decline", ...(message ? { message } : {}) });
          if (sent) setDialog(null);
          return sent;
        }}
      />
    </div>
  );
}

function MessageDialog({
  open,
  title,
  intro,
  label,
  required,
  submit,
  danger = false,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  intro: string;
  label: string;
  required: boolean;
  submit: string;
  danger?: boolean;
  busy: boolean;
  onClose: () => void;
  /** Sends the message; true once it went (the field is then emptied), false to keep it for another try. */
  onSubmit: (message: string) => Promise<boolean>;
}) {
  const id = useId();
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  function send(event: FormEvent) {
    event.preventDefault();
    if (required && !message.trim()) {
      setProblem("Write what your rep should change");
      return;
    }
    setProblem(null);
    void onSubmit(message.trim()).then((sent) => sent && setMessage(""));
  }
  return (
    <Dialog open={open} onClose={onClose} label={title} role={danger ? "alertdialog" : "dialog"}>
      <DialogHeader title={title} onClose={onClose} />
      <form onSubmit={send} noValidate className="space-y-3 px-5 py-4">
        <p className="text-sm text-slate-600">{intro}</p>
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-slate-700">
            {label}
          </label>
          <textarea
            id={`${id}-message`}
            rows={4}
            maxLength={MAX_NEGOTIATION_MESSAGE_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={`${inputClass} mt-1`}
          />
          {problem && (
            <p id={`${id}-problem`} className="mt-1 text-sm text-brand-red">
              {problem}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={`${secondaryButton} h-10`} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            className={danger ? `${dangerButton} h-10 px-4` : quotePrimaryButton}
            disabled={busy}
          >
            {busy ? "Sending…" : submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
