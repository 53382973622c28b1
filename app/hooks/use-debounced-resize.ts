import { useEffect, useState } from "react";
import { layout } from "../components/layout/navigation.ts";

/**
 * The viewport width, re-read at most once per resize burst: layout recalculation is debounced by
 * 100 ms (HDR-22). Undefined until the first client render, so server and client markup agree.
 */
export function useViewportWidth(debounceMs: number = layout.resizeDebounceMs): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    setWidth(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), debounceMs);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [debounceMs]);
  return width;
}

/** The shared mobile-layout check: narrower than 800 px is mobile (HDR-23). */
export function isMobileWidth(width: number): boolean {
  return width < layout.mobileBreakpointPx;
}

export function useIsMobile(): boolean {
  const width = useViewportWidth();
  return width !== undefined && isMobileWidth(width);
}
