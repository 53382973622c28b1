import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { type PortalTabValue, portalTabHref, visiblePortalTabs } from "./portal-tabs.ts";

/**
 * The portal's tabs (ROUTE-03) as links that change `?tab=`: each tab has its own URL, works without
 * JavaScript and with the back button; the open one is marked with aria-current.
 */
export function PortalTabs({
  current,
  isAdmin,
  canOrder = false,
}: {
  current: PortalTabValue;
  isAdmin: boolean;
  /** Orders and invoices (issue 13) for who may order for the account. */
  canOrder?: boolean;
}) {
  const strip = useRef<HTMLElement>(null);
  // Issue 32 item 6: where the strip scrolls sideways, a fade and an arrow on the side that has more
  // tabs say so. Before hydration the strip is at its start, with more to its right on a narrow screen.
  const [more, setMore] = useState({ before: false, after: true });
  const measure = useCallback(() => {
    const nav = strip.current;
    if (!nav) return;
    const scrollable = nav.scrollWidth > nav.clientWidth + 1;
    setMore({
      before: scrollable && nav.scrollLeft > 1,
      after: scrollable && nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);
  const scrollBy = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.6, behavior: "smooth" });
  // On a narrow screen the tabs scroll sideways: bring the open one into view (sideways only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open tab changes
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = Math.max(0, active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2);
    measure();
  }, [current]);
  return (
    <div className="relative">
      <nav
        ref={strip}
        aria-label="Portal"
        onScroll={measure}
        className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
      >
        <ul className="flex min-w-max gap-1 border-b border-slate-200 lg:min-w-0 lg:flex-col lg:border-b-0">
          {visiblePortalTabs(isAdmin, canOrder).map((tab) => {
            const active = tab.value === current;
            return (
              <li key={tab.value}>
                <Link
                  to={portalTabHref(tab.value)}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={`block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold lg:rounded lg:border-b-0 lg:border-l-4 ${
                    active
                      ? "border-brand-green text-brand-green lg:bg-slate-50"
                      : "border-transparent text-slate-600 hover:text-brand-navy lg:hover:bg-slate-50"
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {more.before && <ScrollHint side="before" onClick={() => scrollBy(-1)} />}
      {more.after && <ScrollHint side="after" onClick={() => scrollBy(1)} />}
    </div>
  );
}

/**
 * The fade and arrow at one end of the scrolling strip. The arrow scrolls for a pointer; keyboard
 * users reach every tab with Tab (the open one is scrolled into view), so it is not a tab stop.
 */
function ScrollHint({ side, onClick }: { side: "before" | "after"; onClick: () => void }) {
  const before = side === "before";
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      onClick={onClick}
      data-testid={`portal-tabs-more-${side}`}
      className={`absolute inset-y-0 ${before ? "-left-4 bg-gradient-to-r pl-1" : "-right-4 justify-end bg-gradient-to-l pr-1"} flex w-12 items-center from-white via-white/90 to-transparent text-slate-500 lg:hidden`}
    >
      {before ? <ChevronLeft size={18} /> : <ChevronRight size={18} />}
    </button>
  );
}
