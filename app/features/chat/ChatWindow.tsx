import { ArrowLeft, History, Loader2, SquarePen } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { textOf } from "../../../lib/assistant/chat-stream.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { ChatInput } from "./ChatInput.tsx";
import { ConversationMessages, TypingIndicator } from "./ConversationMessages.tsx";
import { chatHeaderButton } from "./chat-styles.ts";
import { FeatureErrorBoundary } from "./ErrorBoundaries.tsx";
import { HistoryPanel } from "./HistoryPanel.tsx";
import { type ChatSession, useChatSession } from "./use-chat-session.ts";
import { WelcomeCard } from "./WelcomeCard.tsx";

/** Scrolled this close to the end, the list follows a reply as it streams in. */
const FOLLOW_WITHIN_PX = 120;

type ChatView = "messages" | "history";

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
  const [view, setView] = useState<ChatView>("messages");
  const root = useRef<HTMLDivElement>(null);
  const { messages, busy } = session;
  useFocusInputWhenShown(root, visible && view === "messages");
  const log = useFollowingLog(messages, busy, view);

  async function send(text: string) {
    log.follow();
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
          <ChatHeaderActions
            historyShown={view === "history"}
            onToggleHistory={() => setView(view === "history" ? "messages" : "history")}
            onNewChat={() => {
              void session.startNew();
              setInput("");
              setView("messages");
            }}
          />,
          actionsSlot,
        )}
      {view === "history" && (
        <HistoryView
          session={session}
          onBack={() => setView("messages")}
          onOpened={() => {
            log.follow();
            setView("messages");
          }}
        />
      )}
      <div hidden={view !== "messages"} className="flex min-h-0 flex-1 flex-col">
        <FeatureErrorBoundary>
          <div
            ref={log.ref}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            aria-busy={busy}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by the keyboard to scroll it
            tabIndex={0}
            onScroll={log.onScroll}
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
              <ConversationMessages session={session} onLeave={onLeave} />
            )}
            {waiting && <TypingIndicator />}
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

/**
 * The message list's scrolling: it follows the reply while the person is at its end (within
 * FOLLOW_WITHIN_PX), and again from the end after `follow()` (a message sent, a conversation opened).
 */
function useFollowingLog(messages: readonly unknown[], busy: boolean, view: ChatView) {
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new message or token moves the end
  useEffect(() => {
    const list = ref.current;
    // The welcome card is read from its top; a conversation from its newest message.
    if (list && following.current && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages, busy, view]);
  return {
    ref,
    follow: () => {
      following.current = true;
    },
    onScroll: (event: { currentTarget: HTMLDivElement }) => {
      const list = event.currentTarget;
      following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_WITHIN_PX;
    },
  };
}

/**
 * Opened or restored: the input takes the focus on a wide screen (a phone's keyboard would cover the
 * sheet; there the dialog itself has it).
 */
function useFocusInputWhenShown(root: RefObject<HTMLDivElement | null>, shown: boolean) {
  useEffect(() => {
    if (!shown) return;
    if (window.matchMedia("(min-width: 768px)").matches) root.current?.querySelector("textarea")?.focus();
  }, [root, shown]);
}

/** The frame header's History (a toggle) and New chat buttons. */
function ChatHeaderActions({
  historyShown,
  onToggleHistory,
  onNewChat,
}: {
  historyShown: boolean;
  onToggleHistory: () => void;
  onNewChat: () => void;
}) {
  return (
    <>
      <button
        type="button"
        aria-pressed={historyShown}
        aria-label="Chat history"
        title="Chat history"
        onClick={onToggleHistory}
        className={chatHeaderButton}
      >
        <History aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        aria-label="New chat"
        title="New chat"
        onClick={onNewChat}
        className={chatHeaderButton}
      >
        <SquarePen aria-hidden className="size-5" />
      </button>
    </>
  );
}

/** The history view: back to the chat, the saved conversations, and a word while one loads. */
function HistoryView({
  session,
  onBack,
  onOpened,
}: {
  session: ChatSession;
  onBack: () => void;
  /** A conversation of the history is now the window's. */
  onOpened: () => void;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col bg-white">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <button
          type="button"
          onClick={onBack}
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
            if (await session.open(id)) onOpened();
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
  );
}
