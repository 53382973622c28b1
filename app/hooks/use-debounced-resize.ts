import { useEffect, useRef, useState } from "react";
import { layout } from "../components/layout/navigation.ts";

/**
 * The viewport width, re-read at most once per resize burst: layout recalculation is debounced by
 * 100 ms (HDR-22). Undefined until the first client render, so server and client markup agree.
 */
export function useViewportWidth(debounceMs: number = layout.resizeDebounceMs): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => setWidth(window.innerWidth), []);
  useResizeListener(setWidth, debounceMs);
  return width;
}

/**
 * Calls `onResize` with the viewport width once per resize burst, `debounceMs` after its last event
 * (HDR-22), and renders nothing itself: for a component that acts on a resize rather than shows the
 * width. (Holding the width in state re-rendered the whole site chrome, header and footer, right after
 * hydration: one 67 ms task on the payback page, issue 15.)
 */
export function useResizeListener(
  onResize: (width: number) => void,
  debounceMs: number = layout.resizeDebounceMs,
) {
  const latest = useRef(onResize);
  useEffect(() => {
    latest.current = onResize;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(window.innerWidth), debounceMs);
    };
    window.addEventListener("resize", handle);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", handle);
    };
  }, [debounceMs]);
}

/** The shared mobile-layout check: narrower than 800 px is mobile (HDR-23). */
export function isMobileWidth(width: number): boolean {
  return width < layout.mobileBreakpointPx;
}

export function useIsMobile(): boolean {
  const width = useViewportWidth();
  return width !== undefined && isMobileWidth(width);
}
