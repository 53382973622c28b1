import { useEffect, useRef } from "react";
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
  // On a narrow screen the tabs scroll sideways: bring the open one into view (sideways only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open tab changes
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = Math.max(0, active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2);
  }, [current]);
  return (
    <nav
      ref={strip}
      aria-label="Portal"
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
  );
}
