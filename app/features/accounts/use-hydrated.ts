import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the browser: what only
 * JavaScript can do (switching form sections, disabling hidden fields) waits for it, so the
 * server's HTML works on its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
