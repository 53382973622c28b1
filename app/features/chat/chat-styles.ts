/** An icon button of the chat's navy header (minimise, close, history, new chat). */
export const chatHeaderButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md text-white/90 sm:size-10 hover:bg-white/10 hover:text-white aria-pressed:bg-white/15 aria-pressed:text-white";
