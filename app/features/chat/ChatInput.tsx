import { Loader2, Send, Square } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import {
  CHARS_LEFT_WARNING_AT,
  CHAT_MESSAGE_MAX,
  messageLength,
} from "../../../lib/assistant/conversations.ts";

export const SEND_FAILED_TEXT = "An error occurred while sending your message";

/** CHAT-35, AMB-27: a message may be sent when its trimmed length in code points is 1 … 2000. */
export function canSend(text: string): boolean {
  const length = messageLength(text);
  return length >= 1 && length <= CHAT_MESSAGE_MAX;
}

/**
 * The chat's input (CHAT-17, CHAT-18, CHAT-35 … CHAT-38, CHAT-47): Enter sends, Shift+Enter adds a
 * line; a message over 2000 characters says so and is not sent; the characters left show from 100 on;
 * while a reply loads the send button becomes a stop button and "AI is thinking..." shows. The text
 * is the caller's (a welcome question fills it).
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  onStop,
  loading,
  failed = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Sends the trimmed text; a rejection shows the send failure (CHAT-47). */
  onSend: (text: string) => Promise<void> | void;
  /** Aborts the reply in progress (CHAT-18). */
  onStop: () => void;
  loading: boolean;
  /** The send failed elsewhere (the stream broke): CHAT-47's text shows. */
  failed?: boolean;
}) {
  const [sendFailed, setSendFailed] = useState(false);
  const counterId = useId();
  const length = messageLength(value);
  const remaining = CHAT_MESSAGE_MAX - length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const sendable = !loading && canSend(value);

  async function send() {
    if (!sendable) return;
    setSendFailed(false);
    try {
      await onSend(value.trim());
    } catch {
      setSendFailed(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // CHAT-38: Enter sends, Shift+Enter is a new line; not while an IME is composing.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {loading && (
        <p role="status" className="mb-2 flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          AI is thinking...
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          aria-label="Message"
          aria-describedby={counterId}
          aria-invalid={tooLong || undefined}
          rows={2}
          value={value}
          onChange={(event) => {
            setSendFailed(false);
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder="Ask about products, orders or lighting…"
          className="min-h-11 flex-1 resize-none rounded border border-slate-300 px-3 py-2 text-sm focus:border-brand-navy focus:outline-none"
        />
        {loading ? (
          <button
            type="button"
            onClick={onStop}
            aria-label="Stop generating"
            className="inline-flex size-11 items-center justify-center rounded bg-brand-red text-white hover:opacity-90"
          >
            <Square aria-hidden className="size-4" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={!sendable}
            aria-label="Send message"
            className="inline-flex size-11 items-center justify-center rounded bg-brand-green text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Send aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <div id={counterId} aria-live="polite" className="mt-1 min-h-5 text-xs">
        {tooLong ? (
          <span className="text-brand-red">
            Message too long ({length}/{CHAT_MESSAGE_MAX} characters)
          </span>
        ) : remaining <= CHARS_LEFT_WARNING_AT ? (
          <span className="text-amber-800">{remaining} chars left</span>
        ) : null}
      </div>
      {(sendFailed || failed) && (
        <p role="alert" className="mt-1 text-sm text-brand-red">
          {SEND_FAILED_TEXT}
        </p>
      )}
    </form>
  );
}
