/**
 * The chat window's three states (CHAT-02): closed, open and minimised. Minimising hides the window
 * and keeps its conversation; closing discards it, so the next opening starts empty with the welcome
 * card (CHAT-04). Pure, so the rule is tested without a browser.
 */
export type ChatWindowState = "closed" | "open" | "minimised";
export type ChatWindowEvent = "open" | "minimise" | "close";

export function nextChatState(state: ChatWindowState, event: ChatWindowEvent): ChatWindowState {
  switch (event) {
    case "open":
      return "open";
    case "minimise":
      // Nothing to minimise while closed.
      return state === "closed" ? "closed" : "minimised";
    case "close":
      return "closed";
  }
}

/** The window (and so its conversation) exists while open or minimised; closed, it is gone. */
export function keepsConversation(state: ChatWindowState): boolean {
  return state !== "closed";
}

/** Below this width the chat is a bottom sheet (CHAT-05); from it on, a side panel (CHAT-06). */
export const BOTTOM_SHEET_BELOW_PX = 768;

/**
 * CHAT-05, CHAT-06, AMB-03 and the OPEN default: a bottom sheet under 768 px (full width, up to 85 % of
 * the height); a side panel of 400 px at 768–1023, 440 px at 1024–1279 and 480 px from 1280 on.
 */
export const chatPanelClass =
  "fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] max-h-[85dvh] flex-col overflow-hidden rounded-t-2xl border-t border-slate-200 bg-white text-slate-800 shadow-2xl focus:outline-none md:inset-y-0 md:left-auto md:right-0 md:h-auto md:max-h-none md:w-[400px] md:rounded-none md:border-l md:border-t-0 lg:w-[440px] xl:w-[480px] print:hidden";
