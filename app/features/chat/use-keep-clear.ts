import { type RefObject, useEffect, useState } from "react";

/** What a buyer acts on: the launcher must not sit on top of one. */
const ACTIONABLE =
  "a[href], button, input, select, textarea, label, summary, [role='button'], [role='switch'], [role='tab'], [contenteditable='true']";
/** Where the launcher sits when it is out (its `right-4 bottom-4`). */
const EDGE_PX = 16;
/** Points of the launcher's box looked under, inset from its corners (it is round). */
const INSET_PX = 6;

/**
 * Issue 32 item 6: whether the floating launcher, where it sits, would cover something the buyer acts
 * on (a checkout button, a note field, a toggle). Checked with the browser's own hit testing under the
 * launcher's box on scroll, resize and layout changes, once a frame at most. The launcher then tucks
 * itself against the screen's edge, inside the page's margin, and comes out again on hover or focus.
 */
export function useKeepClear(launcher: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    // Where the browser cannot hit-test (an old one, a test DOM) the launcher simply stays out.
    const canHitTest =
      typeof document.elementsFromPoint === "function" && typeof ResizeObserver === "function";
    if (!active || !canHitTest) {
      setCovering(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = launcher.current;
      if (!button) return;
      const width = button.offsetWidth;
      const height = button.offsetHeight;
      const right = window.innerWidth - EDGE_PX;
      const bottom = window.innerHeight - EDGE_PX;
      const points: [number, number][] = [
        [right - width / 2, bottom - height / 2],
        [right - width + INSET_PX, bottom - height + INSET_PX],
        [right - INSET_PX, bottom - height + INSET_PX],
        [right - width + INSET_PX, bottom - INSET_PX],
        [right - INSET_PX, bottom - INSET_PX],
      ];
      setCovering(points.some(([x, y]) => actionableUnder(button, x, y)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // Content that appears or grows (a loaded list, an opened section) can slide under it too.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, [launcher, active]);
  return covering;
}

/** The topmost element at (x, y) other than the launcher is, or is inside, something to act on. */
function actionableUnder(launcher: HTMLElement, x: number, y: number): boolean {
  const under = document.elementsFromPoint(x, y).find((element) => !launcher.contains(element));
  return Boolean(under?.closest(ACTIONABLE));
}
