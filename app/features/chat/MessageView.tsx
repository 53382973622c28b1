import { Bot, Check, Copy, Pencil, RefreshCw, User } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useInRouterContext } from "react-router";
import { toast } from "sonner";
import { type ChatMessage, type Conversation, messageLength } from "../../../lib/assistant/conversations.ts";
import type { AssistantOrder, AssistantProduct } from "../../../lib/assistant/tools.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { canSend } from "./ChatInput.tsx";
import { MessageContentBoundary } from "./ErrorBoundaries.tsx";
import { linkPieces } from "./link-text.ts";
import { OrderCards } from "./OrderCards.tsx";
import { ProductCards } from "./ProductCards.tsx";
import { useMessageEdit } from "./use-message-edit.ts";

/** CONST-24: how long "Copied" shows. */
export const COPY_CONFIRMATION_MS = 2_000;
/** CONST-12: cards show this long after their reply finished (AMB-31). */
export const CARDS_DELAY_MS = 1_500;

export type MessageCards = { products?: readonly AssistantProduct[]; orders?: readonly AssistantOrder[] };

/**
 * One message of the conversation (CHAT-19, CHAT-40, CHAT-52, AMB-07): its text, a copy button with a
 * 2 s confirmation; a person's sent message can be edited (Ctrl+Enter saves through the edit API,
 * Escape cancels and is not the window's Escape, AMB-17) and then the reply regenerated; the cards of
 * an assistant reply with text appear 1.5 s after the reply finished.
 */
export function MessageView({
  conversationId,
  message,
  cards,
  finished = true,
  onEdited,
  onRegenerate,
}: {
  /** The saved conversation the message is in; null while it is not saved (no editing then). */
  conversationId: string | null;
  message: ChatMessage;
  cards?: MessageCards;
  /** The reply finished streaming (a saved message has). */
  finished?: boolean;
  /** The conversation as the server keeps it after an edit or a regeneration's clearing. */
  onEdited?: (conversation: Conversation) => void;
  /** The reply to the edited message is to be generated again (the later messages are gone). */
  onRegenerate?: (message: ChatMessage, conversation: Conversation) => void;
}) {
  const isUser = message.role === "user";
  const edit = useMessageEdit({ conversationId, message, onEdited, onRegenerate });
  const { content } = edit;
  return (
    <article
      aria-label={isUser ? "Your message" : "Assistant's reply"}
      className={`flex gap-2 ${isUser ? "flex-row-reverse" : ""}`}
    >
      <span
        aria-hidden
        className={`mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${isUser ? "bg-brand-navy text-white" : "bg-brand-green text-white"}`}
      >
        {isUser ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      {/* A reply takes the width beside its avatar, so its cards have room in a narrow window. */}
      <div
        className={`flex min-w-0 flex-col gap-1 ${isUser ? "max-w-[85%] items-end" : "flex-1 items-start"}`}
      >
        {edit.editing ? (
          <MessageEditor edit={edit} />
        ) : (
          <div
            className={`whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm ${isUser ? "bg-brand-navy text-white" : "bg-slate-100 text-slate-900"}`}
          >
            <MessageContentBoundary>
              <MessageText content={content} links={!isUser} />
            </MessageContentBoundary>
          </div>
        )}
        {!edit.editing && (
          <div className="flex items-center gap-1 text-xs text-slate-500">
            {(message.editedAt || edit.edited) && <span>(edited)</span>}
            <CopyButton text={content} />
            {isUser && conversationId && (
              <button
                type="button"
                aria-label="Edit message"
                className="rounded p-1 hover:bg-slate-100"
                onClick={edit.startEdit}
              >
                <Pencil aria-hidden className="size-3.5" />
              </button>
            )}
            {edit.edited && (
              <button
                type="button"
                className={secondaryButton}
                disabled={edit.saving}
                onClick={() => void edit.regenerate()}
              >
                <RefreshCw aria-hidden className="size-3.5" />
                Regenerate
              </button>
            )}
          </div>
        )}
        {!isUser && <DelayedCards content={content} finished={finished} cards={cards} />}
      </div>
    </article>
  );
}

/** The person's message being edited: Ctrl+Enter or Save keeps it, Escape or Cancel gives it up. */
function MessageEditor({ edit }: { edit: ReturnType<typeof useMessageEdit> }) {
  return (
    <div className="flex w-full flex-col gap-1">
      <textarea
        aria-label="Edit your message"
        value={edit.draft}
        onChange={(event) => edit.setDraft(event.target.value)}
        onKeyDown={edit.onEditKeyDown}
        rows={3}
        // biome-ignore lint/a11y/noAutofocus: the edit was just asked for
        autoFocus
        className="w-full rounded border border-slate-300 p-2 text-sm"
      />
      <p className="text-xs text-slate-500">
        Ctrl+Enter saves, Escape cancels ({messageLength(edit.draft)}/2000)
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={edit.saving || !canSend(edit.draft)}
          onClick={() => void edit.save()}
        >
          Save
        </button>
        <button type="button" className={secondaryButton} onClick={edit.cancelEdit}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * The text of a message; a content that is not text fails here and its boundary shows CHAT-52. In a
 * reply, the site's paths (the payback calculator filled in …) and e-mail addresses are links; a path
 * opens without reloading when the window is inside the app, so the conversation stays.
 */
function MessageText({ content, links }: { content: unknown; links: boolean }) {
  const inRouter = useInRouterContext();
  if (typeof content !== "string") throw new Error("A message's content is not text");
  if (!links) return <>{content}</>;
  const linkClass = "break-all font-medium text-brand-navy underline underline-offset-2";
  return (
    <>
      {linkPieces(content).map((piece, index) => {
        const key = `${index}-${piece.text}`;
        if (piece.kind === "text") return <span key={key}>{piece.text}</span>;
        if (piece.kind === "email")
          return (
            <a key={key} href={`mailto:${piece.text}`} className={linkClass}>
              {piece.text}
            </a>
          );
        return inRouter ? (
          <Link key={key} to={piece.text} className={linkClass}>
            {piece.text}
          </Link>
        ) : (
          <a key={key} href={piece.text} className={linkClass}>
            {piece.text}
          </a>
        );
      })}
    </>
  );
}

/** CHAT-40, CONST-24. */
function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error("Copying is not allowed in this browser");
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }
  return (
    <button
      type="button"
      aria-label={copied ? "Copied" : "Copy message"}
      className="inline-flex items-center gap-1 rounded p-1 hover:bg-slate-100"
      onClick={() => void copy()}
    >
      {copied ? (
        <Check aria-hidden className="size-3.5 text-brand-green" />
      ) : (
        <Copy aria-hidden className="size-3.5" />
      )}
      {copied && <span role="status">Copied</span>}
    </button>
  );
}

/** CHAT-19, CONST-12, AMB-31: the cards of a reply with text, 1.5 s after it finished. */
function DelayedCards({
  content,
  finished,
  cards,
}: {
  content: string;
  finished: boolean;
  cards?: MessageCards;
}) {
  const [shown, setShown] = useState(false);
  const hasCards = Boolean(cards?.products?.length || cards?.orders?.length);
  // A content that is not text (its boundary shows CHAT-52) has no cards either.
  const ready = finished && typeof content === "string" && content.trim().length > 0 && hasCards;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setShown(true), CARDS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  if (!ready || !shown) return null;
  return (
    <div className="mt-2 grid w-full gap-3">
      {cards?.products?.length ? <ProductCards products={cards.products} /> : null}
      {cards?.orders?.length ? <OrderCards orders={cards.orders} /> : null}
    </div>
  );
}
