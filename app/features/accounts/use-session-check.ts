import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { SESSION_CHECK_DELAY_MS, SESSION_ENDPOINT, sessionChanged } from "./session-check.ts";

/**
 * USER-13: 200 ms after the page loads, asks the identity service who is signed in. When that is not
 * the user the page was rendered for (signed out or in from another tab), every loader runs again
 * so the header, the portal and the cart show the truth. A failed check changes nothing.
 */
export function useSessionCheck(renderedUserId: string | null, delayMs: number = SESSION_CHECK_DELAY_MS) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(SESSION_ENDPOINT, {
          signal: controller.signal,
          credentials: "same-origin",
          headers: { accept: "application/json" },
        });
        if (!response.ok) return;
        // The contract's schema (and zod) loads here, after the page is up, rather than with every
        // page's first scripts: the check runs on every page, the parsing is never urgent.
        const { sessionAnswer } = await import("../../../lib/accounts/session-answer.ts");
        // An answer that is not the contract's changes nothing, like a failed check.
        const session = sessionAnswer.safeParse(await response.json());
        if (!session.success) return;
        if (!controller.signal.aborted && sessionChanged(renderedUserId, session.data)) await revalidate();
      } catch {
        // Offline or aborted: the page keeps what the server rendered.
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Once per page load and per signed-in user, not on every render.
  }, [renderedUserId, delayMs, revalidate]);
}
