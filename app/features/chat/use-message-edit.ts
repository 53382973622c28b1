import { type KeyboardEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import type { ChatMessage, Conversation } from "../../../lib/assistant/conversations.ts";
import { canSend } from "./ChatInput.tsx";
import { chatApi, describeChatFailure } from "./chat-api.ts";

/**
 * A message's edit (AMB-07): the text as last saved, the draft while editing, saving it through the
 * edit API, and then regenerating the reply. Editing needs the saved conversation's id.
 */
export function useMessageEdit({
  conversationId,
  message,
  onEdited,
  onRegenerate,
}: {
  conversationId: string | null;
  message: ChatMessage;
  onEdited?: (conversation: Conversation) => void;
  onRegenerate?: (message: ChatMessage, conversation: Conversation) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const [saving, setSaving] = useState(false);
  const [edited, setEdited] = useState(false);
  // The text as last saved: an edit shows at once, whether or not the caller re-renders.
  const [content, setContent] = useState(message.content);
  useEffect(() => setContent(message.content), [message.content]);

  async function save() {
    if (!conversationId || saving || !canSend(draft)) return;
    const next = draft.trim();
    if (next === content) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      const conversation = await chatApi.editMessage(conversationId, message.id, next);
      setContent(next);
      setEditing(false);
      setEdited(true);
      onEdited?.(conversation);
    } catch (error) {
      toast.error(describeChatFailure(error));
    } finally {
      setSaving(false);
    }
  }

  async function regenerate() {
    if (!conversationId || saving) return;
    setSaving(true);
    try {
      const conversation = await chatApi.editMessage(conversationId, message.id, content, true);
      setEdited(false);
      onRegenerate?.({ ...message, content }, conversation);
    } catch (error) {
      toast.error(describeChatFailure(error));
    } finally {
      setSaving(false);
    }
  }

  /** Editing starts (or is given up) from the text as last saved. */
  function setEditingFromContent(next: boolean) {
    setDraft(content);
    setEditing(next);
  }

  function onEditKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Escape") {
      // AMB-17: Escape cancels the edit only; the chat stays open.
      event.preventDefault();
      event.stopPropagation();
      setEditingFromContent(false);
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  }

  return {
    content,
    editing,
    draft,
    setDraft,
    saving,
    edited,
    startEdit: () => setEditingFromContent(true),
    cancelEdit: () => setEditingFromContent(false),
    save,
    regenerate,
    onEditKeyDown,
  };
}
