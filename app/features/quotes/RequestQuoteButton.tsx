import { MessageSquareQuote } from "lucide-react";
import { useState } from "react";
import { type QuoteRequestInput, RequestQuoteDialog } from "./RequestQuoteDialog.tsx";

/**
 * The "Request a quote" button and its dialog (issue 32 item 3), for the cart and a project: `send`
 * makes the request (the cart's, or the project's lines) and answers the new quote.
 */
export function RequestQuoteButton({
  what,
  disabled,
  className,
  send,
}: {
  what: string;
  disabled: boolean;
  className: string;
  send: (request: QuoteRequestInput, idempotencyKey: string) => Promise<{ id: string; number: string }>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="request-quote"
      >
        <MessageSquareQuote aria-hidden size={16} />
        Request a quote
      </button>
      <RequestQuoteDialog open={open} onClose={() => setOpen(false)} what={what} send={send} />
    </>
  );
}
