import { useEffect, useRef, useState } from "react";

/** CONST-05: "Load More" shows the next page after this long. */
export const LOAD_MORE_DELAY_MS = 300;

/**
 * A list shown a page at a time (CHAT-25, CHAT-26): the first `pageSize`, then `pageSize` more each
 * time `more()` is called, after 300 ms (CONST-05), busy meanwhile.
 */
export function usePaged<T>(items: readonly T[], pageSize: number) {
  const [shown, setShown] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function more() {
    if (loading) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      setShown((count) => count + pageSize);
      setLoading(false);
    }, LOAD_MORE_DELAY_MS);
  }

  return { visible: items.slice(0, shown), hasMore: shown < items.length, loading, more };
}
