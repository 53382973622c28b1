import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  BOTTOM_SHEET_BELOW_PX,
  type ChatWindowEvent,
  type ChatWindowState,
  chatPanelClass,
  keepsConversation,
  nextChatState,
} from "./chat-state.ts";
import { useKeepClear } from "./use-keep-clear.ts";

/** Shown instead of the chat when its code could not be fetched (CHAT-48's words). */
function ChatUnavailable() {
  return (
    <section role="dialog" aria-label="Chat" className={chatPanelClass}>
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-sm text-slate-700">
          Chat Error - Something went wrong with the chat. Please try refreshing the page.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded bg-brand-green px-4 py-2 font-semibold text-white hover:opacity-90"
        >
          Refresh Page
        </button>
      </div>
    </section>
  );
}

/**
 * The chat's frame and window, with the AI SDK (`ai`, `@ai-sdk/react`), are fetched the first time the
 * chat opens: no page carries them in its first-load JavaScript (issue 16: the marketing pages must not
 * get heavier). Pointing at the launcher starts the fetch early.
 */
const loadPanel = () => import("./ChatPanel.tsx");
const ChatPanel = lazy(() => loadPanel().catch(() => ({ default: ChatUnavailable })));

/**
 * The chat's launcher on every page (CHAT-01, CHAT-02): a small button that opens the chat as a dialog
 * (ChatPanel.tsx). Three states: open; minimised, where the window is hidden with its conversation
 * kept and the launcher says so; closed, where the window is gone, so the next opening shows the
 * welcome card (CHAT-04). Focus goes back to the launcher when the chat is minimised or closed.
 */
export function ChatLauncher({ brand }: { brand: string }) {
  const [state, setState] = useState<ChatWindowState>("closed");
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const { pathname } = useLocation();
  const send = (event: ChatWindowEvent) => setState((current) => nextChatState(current, event));

  useEffect(() => {
    if (state !== "open" && wasOpen.current) launcher.current?.focus();
    wasOpen.current = state === "open";
  }, [state]);

  // A link followed from the bottom sheet (a product card, the cart) shows its page: the chat steps aside.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (window.innerWidth < BOTTOM_SHEET_BELOW_PX) setState((current) => nextChatState(current, "minimise"));
  }, [pathname]);

  const minimised = state === "minimised";
  const tucked = useKeepClear(launcher, state !== "open");
  return (
    <>
      {state !== "open" && (
        <button
          ref={launcher}
          type="button"
          onClick={() => send("open")}
          onPointerEnter={() => void loadPanel().catch(() => {})}
          aria-haspopup="dialog"
          data-testid="chat-launcher"
          data-state={state}
          data-tucked={tucked || undefined}
          // Tucked: all but a 12px edge slides off the screen, inside the page's 16px margin, so nothing
          // of the page is covered; hover or focus brings it out.
          className={`fixed right-4 bottom-4 z-40 inline-flex h-12 items-center gap-2 rounded-full bg-brand-navy px-3.5 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 transition hover:-translate-y-0.5 hover:shadow-xl sm:px-4 print:hidden ${
            tucked ? "translate-x-[calc(100%+4px)] hover:translate-x-0 focus-visible:translate-x-0" : ""
          }`}
        >
          <span className="relative inline-flex">
            <MessageCircle aria-hidden className="size-5" />
            {minimised && (
              <span className="absolute -top-1 -right-1 size-2.5 rounded-full bg-green-400 ring-2 ring-brand-navy" />
            )}
          </span>
          {/* The words are the button's name (a phone shows the icon alone). */}
          <span className="max-sm:sr-only">{minimised ? "Continue chat" : "Ask our assistant"}</span>
          {minimised && <span className="sr-only"> (minimised)</span>}
        </button>
      )}
      {keepsConversation(state) && (
        <Suspense
          fallback={
            <section role="dialog" aria-label="Chat" className={chatPanelClass}>
              <p role="status" className="m-auto text-sm text-slate-600">
                Loading the chat…
              </p>
            </section>
          }
        >
          <ChatPanel brand={brand} state={state} onEvent={send} className={chatPanelClass} />
        </Suspense>
      )}
    </>
  );
}
