import { LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import type { StaffNavItem } from "./staff-nav.ts";

type ChromeProps = {
  staff: { name: string; email: string; roleLabel: string };
  nav: { group: string; items: StaffNavItem[] }[];
  brandName: string;
  children: ReactNode;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded px-3 py-2 text-sm ${
    isActive ? "bg-brand-navy font-semibold text-white" : "text-slate-700 hover:bg-slate-200"
  }`;

/**
 * The console's frame: a top bar (who is signed in, sign out), the menu (a side column from 1024 px,
 * a scrolling strip above the page on narrower screens) and the page.
 */
export function StaffChrome({ staff, nav, brandName, children }: ChromeProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#staff-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-2 bg-slate-900 px-4 py-3 text-white">
        <a href="/staff" className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden className="size-5" />
          <span>{brandName} staff console</span>
        </a>
        <div className="flex min-w-0 items-center gap-3 text-sm">
          <span className="min-w-0 truncate" data-testid="staff-identity">
            {staff.name} <span className="text-slate-300">· {staff.roleLabel}</span>
          </span>
          <Form method="post" action="/staff/logout">
            <button
              type="submit"
              className="flex items-center gap-1 rounded border border-slate-600 px-2 py-1 hover:bg-slate-800"
            >
              <LogOut aria-hidden className="size-4" />
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <div className="lg:flex">
        <nav
          aria-label="Console"
          className="border-b border-slate-200 bg-slate-100 lg:min-h-[calc(100vh-52px)] lg:w-56 lg:shrink-0 lg:border-b-0 lg:border-r"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 lg:block lg:space-y-4 lg:overflow-visible lg:p-3">
            {nav.map(({ group, items }) => (
              <li key={group} className="contents lg:block">
                <p className="hidden px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 lg:block">
                  {group}
                </p>
                <ul className="contents lg:block lg:space-y-0.5">
                  {items.map((item) => (
                    <li key={item.to} className="shrink-0">
                      <NavLink to={item.to} end={item.to === "/staff"} className={linkClass}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <main id="staff-main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
