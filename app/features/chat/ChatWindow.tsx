import { ArrowLeft, History, Loader2, SquarePen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cardsOf, textOf } from "../../../lib/assistant/chat-stream.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { ChatInput } from "./ChatInput.tsx";
import { chatHeaderButton } from "./chat-styles.ts";
import { FeatureErrorBoundary } from "./ErrorBoundaries.tsx";
import { HistoryPanel } from "./HistoryPanel.tsx";
import { MessageView } from "./MessageView.tsx";
import { ProposalCard } from "./ProposalCard.tsx";
import { useChatSession } from "./use-chat-session.ts";
import { WelcomeCard } from "./WelcomeCard.tsx";

/** Scrolled this close to the end, the list follows a reply as it streams in. */
const FOLLOW_WITHIN_PX = 120;

/**
 * The chat window's contents (CHAT-07 … CHAT-09, CHAT-16 … CHAT-19, CHAT-29, AMB-07, AMB-31), loaded
 * the first time the chat opens: the message list (a polite live log, so a finished reply is read
 * out), the welcome card while it is empty, the input, and the history panel as a view of its own
 * that the header's History button shows (the panel is 400–480 px wide: two columns would not fit).
 * The header's actions (History, New chat) are put in the frame's header (`actionsSlot`).
 */
export function ChatWindow({
  brand,
  visible,
  actionsSlot,
  onLeave,
}: {
  brand: string;
  /** Open rather than minimised. */
  visible: boolean;
  actionsSlot: HTMLElement | null;
  /** A link of the chat leaves for another page (the frame steps aside on a phone). */
  onLeave: () => void;
}) {
  const viewer = useViewer();
  const session = useChatSession(
    viewer ? { userId: viewer.userId, fname: viewer.fname, lname: viewer.lname } : null,
  );
  const [input, setInput] = useState("");
  const [view, setView] = useState<"messages" | "history">("messages");
  const root = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const { messages, busy } = session;

  // Opened or restored: the input takes the focus on a wide screen (a phone's keyboard would cover
  // the sheet; there the dialog itself has it).
  useEffect(() => {
    if (!visible || view !== "messages") return;
    if (window.matchMedia("(min-width: 768px)").matches) root.current?.querySelector("textarea")?.focus();
  }, [visible, view]);

  // The list follows the reply while the person is at its end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new message or token moves the end
  useEffect(() => {
    const list = log.current;
    // The welcome card is read from its top; a conversation from its newest message.
    if (list && following.current && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages, busy, view]);

  async function send(text: string) {
    following.current = true;
    setView("messages");
    await session.send(text);
    setInput("");
  }

  const last = messages.at(-1);
  const waiting = busy && (last?.role !== "assistant" || textOf(last).trim() === "");

  return (
    <div ref={root} className="flex min-h-0 flex-1 flex-col">
      {actionsSlot &&
        createPortal(
          <>
            <button
              type="button"
              aria-pressed={view === "history"}
              aria-label="Chat history"
              title="Chat history"
              onClick={() => setView(view === "history" ? "messages" : "history")}
              className={chatHeaderButton}
            >
              <History aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label="New chat"
              title="New chat"
              onClick={() => {
                void session.startNew();
                setInput("");
                setView("messages");
              }}
              className={chatHeaderButton}
            >
              <SquarePen aria-hidden className="size-5" />
            </button>
          </>,
          actionsSlot,
        )}
      {view === "history" && (
        <div className="flex min-h-0 flex-1 flex-col bg-white">
          <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
            <button
              type="button"
              onClick={() => setView("messages")}
              className="inline-flex items-center gap-1.5 rounded px-2 py-1 text-sm font-semibold text-brand-navy hover:bg-slate-100"
            >
              <ArrowLeft aria-hidden className="size-4" />
              Back to the chat
            </button>
          </div>
          <FeatureErrorBoundary>
            <HistoryPanel
              activeId={session.conversationId}
              reloadKey={session.historyKey}
              onChoose={async (id) => {
                if (await session.open(id)) {
                  following.current = true;
                  setView("messages");
                }
              }}
              onDeleted={(id) => {
                if (id === session.conversationId) void session.startNew();
              }}
            />
          </FeatureErrorBoundary>
          {session.loading && (
            <p role="status" className="flex items-center gap-2 px-4 py-2 text-sm text-slate-600">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              Loading the conversation…
            </p>
          )}
        </div>
      )}
      <div hidden={view !== "messages"} className="flex min-h-0 flex-1 flex-col">
        <FeatureErrorBoundary>
          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            aria-busy={busy}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by the keyboard to scroll it
            tabIndex={0}
            onScroll={(event) => {
              const list = event.currentTarget;
              following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_WITHIN_PX;
            }}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50/60 px-3 py-4 focus-visible:outline-offset-[-3px]"
          >
            {messages.length === 0 ? (
              <WelcomeCard
                brand={brand}
                onAsk={(question) => {
                  setInput(question);
                  void send(question).catch(() => {});
                }}
              />
            ) : (
              <ol className="grid gap-4">
                {messages.map((message, index) => {
                  const finished = !(busy && index === messages.length - 1);
                  const text = textOf(message);
                  if (message.role === "assistant" && !finished && text.trim() === "") return null;
                  const cards = message.role === "assistant" ? cardsOf(message) : null;
                  const meta = session.saved.get(message.id);
                  return (
                    <li key={message.id} className="grid gap-2">
                      <MessageView
                        conversationId={meta ? session.conversationId : null}
                        message={{
                          id: message.id,
                          role: message.role === "user" ? "user" : "assistant",
                          content: text,
                          createdAt: meta?.createdAt ?? "",
                          editedAt: meta?.editedAt ?? null,
                        }}
                        cards={cards ?? undefined}
                        finished={finished}
                        onEdited={(conversation) => session.edited(conversation, message.id)}
                        onRegenerate={(edited, conversation) => session.regenerate(edited, conversation)}
                      />
                      {session.stopped.has(message.id) && (
                        <p className="pl-9 text-xs text-slate-500">You stopped this reply.</p>
                      )}
                      {finished && cards && cards.proposals.length > 0 && (
                        <div className="grid gap-2 pl-9">
                          {cards.proposals.map((proposal, n) => (
                            <ProposalCard
                              // biome-ignore lint/suspicious/noArrayIndexKey: a reply's proposals never reorder
                              key={n}
                              proposal={proposal}
                              onLeave={onLeave}
                            />
                          ))}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
            {waiting && (
              <div aria-hidden className="mt-4 flex items-center gap-2 pl-1">
                <span className="inline-flex gap-1 rounded-lg bg-slate-100 px-3 py-2.5">
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
                </span>
              </div>
            )}
          </div>
        </FeatureErrorBoundary>
        <ChatInput
          value={input}
          onChange={setInput}
          onSend={send}
          onStop={session.stop}
          loading={busy}
          failed={session.sendFailed}
        />
      </div>
    </div>
  );
}
