import { Minus, Sparkles, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { ChatWindow } from "./ChatWindow.tsx";
import type { ChatWindowEvent, ChatWindowState } from "./chat-state.ts";
import { chatHeaderButton } from "./chat-styles.ts";
import { ChatErrorBoundary } from "./ErrorBoundaries.tsx";

/**
 * The chat as a dialog (CHAT-01 … CHAT-06, AMB-17), loaded on the first opening: a bottom sheet under
 * 768 px, a side panel from 768 px on, named by its title, with a minimise and a close control.
 * Minimised it is hidden and keeps its conversation; Escape closes it unless an inline edit takes
 * the key (the edits stop it) or a dialog opened from the chat does. Focus moves into it when it opens.
 */
export default function ChatPanel({
  brand,
  state,
  onEvent,
  className,
}: {
  brand: string;
  state: ChatWindowState;
  onEvent: (event: ChatWindowEvent) => void;
  /** The frame's place and size (`chatPanelClass`; given by the launcher, which has it loaded). */
  className: string;
}) {
  const panel = useRef<HTMLElement>(null);
  const [actionsSlot, setActionsSlot] = useState<HTMLDivElement | null>(null);
  const titleId = useId();
  const open = state === "open";

  // Opened or restored: focus into the dialog (the window then gives it to its input on a wide screen).
  useEffect(() => {
    const within = panel.current;
    if (open && within && !within.contains(document.activeElement)) within.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    // A dialog opened from the chat (Add to Project) closes itself with its own Escape.
    if (event.target instanceof Element && event.target.closest("dialog")) return;
    event.preventDefault();
    onEvent("close");
  }

  return (
    <section
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-testid="chat-window"
      className={className}
    >
      <div className="flex shrink-0 items-center gap-1 bg-brand-navy py-2 pr-2 pl-4 text-white">
        <Sparkles aria-hidden className="mr-1 hidden size-5 shrink-0 text-green-300 sm:block" />
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
          {brand} Assistant
        </h2>
        <div ref={setActionsSlot} className="flex items-center gap-1" />
        <button
          type="button"
          onClick={() => onEvent("minimise")}
          aria-label="Minimise chat"
          title="Minimise"
          className={chatHeaderButton}
        >
          <Minus aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => onEvent("close")}
          aria-label="Close chat"
          title="Close (clears the conversation)"
          className={chatHeaderButton}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <ChatErrorBoundary>
        <ChatWindow
          brand={brand}
          visible={open}
          actionsSlot={actionsSlot}
          onLeave={() => onEvent("minimise")}
        />
      </ChatErrorBoundary>
    </section>
  );
}
