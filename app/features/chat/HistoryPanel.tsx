import { Check, Loader2, MessageSquare, Pencil, Trash2, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import type { ConversationSummary } from "../../../lib/assistant/conversations.ts";
import { chatApi } from "./chat-api.ts";
import { groupConversations, relativeTime } from "./history.ts";

/**
 * The chat's history (CHAT-27 … CHAT-33, CHAT-45): the person's last 50 conversations (API-05) under
 * "Today", "Yesterday", "This Week" and "Older"; choosing one hands its id to the window (which loads
 * it, CHAT-29); a title is edited in place (Enter saves, Escape cancels and restores, an empty one is
 * not saved); a conversation can be deleted. `reloadKey` changing lists them again.
 */
export function HistoryPanel({
  activeId,
  onChoose,
  onDeleted,
  reloadKey = 0,
  now,
}: {
  activeId: string | null;
  onChoose: (id: string) => void;
  onDeleted?: (id: string) => void;
  reloadKey?: number;
  /** The clock for the groups and times (the browser's now unless given). */
  now?: Date;
}) {
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reloadKey lists the history again
  useEffect(() => {
    let current = true;
    setFailed(false);
    chatApi
      .history()
      .then((list) => current && setConversations(list))
      .catch(() => {
        if (!current) return;
        setFailed(true);
        setConversations([]);
        toast.error("Failed to load conversation history");
      });
    return () => {
      current = false;
    };
  }, [reloadKey]);

  async function rename(id: string, title: string): Promise<boolean> {
    try {
      const renamed = await chatApi.rename(id, title);
      setConversations(
        (list) => list?.map((c) => (c.id === id ? { ...c, title: renamed.title } : c)) ?? null,
      );
      toast.success("Title updated");
      return true;
    } catch {
      toast.error("Failed to update title");
      return false;
    }
  }

  async function remove(id: string) {
    try {
      await chatApi.remove(id);
      setConversations((list) => list?.filter((c) => c.id !== id) ?? null);
      toast.success("Conversation deleted");
      onDeleted?.(id);
    } catch {
      toast.error("Failed to delete conversation");
    }
  }

  return (
    <nav aria-label="Chat history" className="flex min-h-0 flex-col gap-2 overflow-y-auto p-2 text-sm">
      {conversations === null ? (
        <p role="status" className="flex items-center gap-2 p-2 text-slate-600">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Loading conversations…
        </p>
      ) : failed ? (
        <p className="p-2 text-slate-600">Failed to load conversation history</p>
      ) : conversations.length === 0 ? (
        <p className="p-2 text-slate-600">No conversations yet. Ask a question to start one.</p>
      ) : (
        groupConversations(conversations, now).map(({ group, conversations: entries }) => (
          <section key={group} aria-labelledby={`chat-history-${group}`}>
            <h3
              id={`chat-history-${group}`}
              className="px-2 pt-2 text-xs font-semibold uppercase text-slate-500"
            >
              {group}
            </h3>
            <ul className="mt-1 grid gap-0.5">
              {entries.map((conversation) => (
                <HistoryEntry
                  key={conversation.id}
                  conversation={conversation}
                  active={conversation.id === activeId}
                  now={now}
                  onChoose={() => onChoose(conversation.id)}
                  onRename={(title) => rename(conversation.id, title)}
                  onDelete={() => remove(conversation.id)}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </nav>
  );
}

function HistoryEntry({
  conversation,
  active,
  now,
  onChoose,
  onRename,
  onDelete,
}: {
  conversation: ConversationSummary;
  active: boolean;
  now?: Date;
  onChoose: () => void;
  onRename: (title: string) => Promise<boolean>;
  onDelete: () => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(conversation.title);
  const [busy, setBusy] = useState(false);

  function cancel() {
    setDraft(conversation.title);
    setEditing(false);
  }

  async function save() {
    const title = draft.trim();
    // CHAT-31: an empty title is not saved; nor is an unchanged one sent again.
    if (!title || title === conversation.title) {
      cancel();
      return;
    }
    setBusy(true);
    const saved = await onRename(title);
    setBusy(false);
    if (saved) setEditing(false);
    else cancel();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape") {
      // AMB-17: Escape cancels the edit only; the chat stays open.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  }

  if (editing) {
    return (
      <li className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1">
        <input
          aria-label="Conversation title"
          value={draft}
          maxLength={200}
          disabled={busy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // biome-ignore lint/a11y/noAutofocus: the edit was just asked for
          autoFocus
          className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1"
        />
        <button
          type="button"
          aria-label="Save title"
          disabled={busy}
          onClick={() => void save()}
          className="rounded p-1 hover:bg-white"
        >
          <Check aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label="Cancel editing the title"
          onClick={cancel}
          className="rounded p-1 hover:bg-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      </li>
    );
  }

  return (
    <li
      className={`group flex items-center gap-1 rounded px-1 ${active ? "bg-green-50" : "hover:bg-slate-50"}`}
    >
      <button
        type="button"
        onClick={onChoose}
        aria-current={active ? "true" : undefined}
        className="flex min-w-0 flex-1 items-center gap-2 px-1 py-1.5 text-left"
      >
        <MessageSquare aria-hidden className="size-4 shrink-0 text-slate-400" />
        <span className="min-w-0 flex-1 truncate text-slate-800">{conversation.title}</span>
        <time dateTime={conversation.updatedAt} className="shrink-0 text-xs text-slate-500">
          {relativeTime(conversation.updatedAt, now)}
        </time>
      </button>
      <button
        type="button"
        aria-label={`Rename ${conversation.title}`}
        onClick={() => {
          setDraft(conversation.title);
          setEditing(true);
        }}
        className="rounded p-1 text-slate-500 hover:bg-white hover:text-brand-navy"
      >
        <Pencil aria-hidden className="size-3.5" />
      </button>
      <button
        type="button"
        aria-label={`Delete ${conversation.title}`}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onDelete();
          setBusy(false);
        }}
        className="rounded p-1 text-slate-500 hover:bg-white hover:text-brand-red"
      >
        <Trash2 aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}
