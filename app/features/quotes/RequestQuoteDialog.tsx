import { CheckCircle2, MessageSquareQuote } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { MAX_NEGOTIATION_MESSAGE_LENGTH } from "../../../lib/quotes/negotiation-contract.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { inputClass } from "../accounts/FormField.tsx";
import { secondaryButton } from "../accounts/styles.ts";
import { addBusinessDays, formatDay, neededByProblem, todayIso } from "./business-days.ts";
import { quotePrimaryButton } from "./quote-styles.ts";
import { outcomeUnknown, quoteFacingError, quotePath } from "./quotes-api.ts";
import { createSubmissionKeys } from "./submission-key.ts";

export type QuoteRequestInput = { message: string; neededBy: string };
type Requested = { id: string; number: string };

/**
 * "Request a quote" (issue 32 item 3): the buyer asks the account's rep for prices on these lines,
 * with a message and the business day the prices are needed by, both checked before anything is
 * sent. One idempotency key per request (the same again after an unknown outcome), so a double click
 * makes one request. Success says so in the dialog and links the new quote.
 */
export function RequestQuoteDialog({
  open,
  onClose,
  what,
  send,
}: {
  open: boolean;
  onClose: () => void;
  /** What is priced: "your cart's 4 lines", "this project's 3 products". */
  what: string;
  send: (request: QuoteRequestInput, idempotencyKey: string) => Promise<Requested>;
}) {
  const id = useId();
  const today = todayIso();
  const [message, setMessage] = useState("");
  const [neededBy, setNeededBy] = useState(() => addBusinessDays(today, 5));
  const [problems, setProblems] = useState<{ message?: string; neededBy?: string; send?: string }>({});
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState<Requested | null>(null);
  const keys = useRef(createSubmissionKeys());
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    onClose();
    // Once a request went out, the next opening starts a new one.
    if (requested) {
      setRequested(null);
      setMessage("");
    }
    setProblems({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = {
      message: message.trim() ? undefined : "Tell your rep what you need",
      neededBy: neededByProblem(neededBy, today) ?? undefined,
    };
    setProblems(found);
    if (found.message) return messageRef.current?.focus();
    if (found.neededBy) return dateRef.current?.focus();
    const body = { message: message.trim(), neededBy };
    setBusy(true);
    try {
      const quote = await send(body, keys.current.keyFor(body));
      keys.current.settled("known");
      setRequested({ id: quote.id, number: quote.number });
    } catch (error) {
      keys.current.settled(outcomeUnknown(error) ? "unknown" : "known");
      setProblems({
        send:
          quoteFacingError(error) ?? "The request could not be sent. Check your connection and try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} label="Request a quote" testId="request-quote-dialog">
      <DialogHeader title="Request a quote" onClose={close} />
      {requested ? (
        <RequestSent requested={requested} neededBy={neededBy} onClose={close} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4 px-5 py-4" aria-busy={busy || undefined}>
          <p className="text-sm text-slate-600">
            Your rep prices {what} and answers with a price per line and the date the prices hold until.
          </p>
          <div>
            <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-slate-700">
              Message to your rep
            </label>
            <textarea
              id={`${id}-message`}
              ref={messageRef}
              name="message"
              rows={4}
              maxLength={MAX_NEGOTIATION_MESSAGE_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={problems.message ? true : undefined}
              aria-describedby={problems.message ? `${id}-message-problem` : undefined}
              placeholder="The job, the quantities you may buy, a competing price…"
              className={`${inputClass} mt-1`}
            />
            {problems.message && (
              <p id={`${id}-message-problem`} className="mt-1 text-sm text-brand-red">
                {problems.message}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-needed`} className="block text-sm font-semibold text-slate-700">
              Prices needed by
            </label>
            <input
              id={`${id}-needed`}
              ref={dateRef}
              type="date"
              name="neededBy"
              min={addBusinessDays(today, 1)}
              value={neededBy}
              onChange={(event) => setNeededBy(event.target.value)}
              aria-invalid={problems.neededBy ? true : undefined}
              aria-describedby={`${id}-needed-hint`}
              className={`${inputClass} mt-1 sm:w-56`}
            />
            <p
              id={`${id}-needed-hint`}
              className={`mt-1 text-sm ${problems.neededBy ? "text-brand-red" : "text-slate-500"}`}
            >
              {problems.neededBy ?? "A business day (Monday to Friday) after today."}
            </p>
          </div>
          {problems.send && (
            <p
              role="alert"
              className="rounded border border-brand-red/40 bg-red-50 p-3 text-sm text-brand-red"
            >
              {problems.send}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={`${secondaryButton} h-10`} onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className={quotePrimaryButton} disabled={busy}>
              <MessageSquareQuote aria-hidden size={16} />
              {busy ? "Sending…" : "Send request"}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The request went out: which quote, when the rep answers by, and the way to it. */
function RequestSent({
  requested,
  neededBy,
  onClose,
}: {
  requested: Requested;
  neededBy: string;
  onClose: () => void;
}) {
  return (
    <div className="space-y-4 px-5 py-4" role="status" data-testid="quote-requested">
      <p className="flex gap-2 text-slate-800">
        <CheckCircle2 aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-green" />
        <span>
          Quote <span className="font-semibold">{requested.number}</span> is requested. Your rep has been told
          you need prices by {formatDay(neededBy)}; you will get an email when they answer.
        </span>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={`${secondaryButton} h-10`} onClick={onClose}>
          Close
        </button>
        <Link to={quotePath(requested.id)} className={quotePrimaryButton}>
          Open quote {requested.number}
        </Link>
      </div>
    </div>
  );
}
