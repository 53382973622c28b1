import { cardsOf, textOf } from "../../../lib/assistant/chat-stream.ts";
import { MessageView } from "./MessageView.tsx";
import { ProposalCard } from "./ProposalCard.tsx";
import type { ChatSession } from "./use-chat-session.ts";

/**
 * The conversation's messages, each with its saved times (a saved message can be edited), a word
 * when the person stopped the reply, and the reply's proposals once it finished. A reply still
 * waiting for its first word is left out (the typing dots stand for it).
 */
export function ConversationMessages({ session, onLeave }: { session: ChatSession; onLeave: () => void }) {
  const { messages, busy } = session;
  return (
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
  );
}

/** Three bouncing dots while the reply has no text yet. */
export function TypingIndicator() {
  return (
    <div aria-hidden className="mt-4 flex items-center gap-2 pl-1">
      <span className="inline-flex gap-1 rounded-lg bg-slate-100 px-3 py-2.5">
        <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
        <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
        <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
      </span>
    </div>
  );
}
