import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import type { MenuEntry } from "./navigation.ts";

// #9.1: compact between 841 and 1279 px so all eight entries fit on one line from 841 px; scrolled,
// below 1024 px, a little more, so the sticky bar keeps room for the search button and the cart.
// (Class names are written out whole: Tailwind finds them in the source.)
const menuLinkClass =
  "flex h-full items-center gap-1 whitespace-nowrap px-1 text-sm font-semibold text-brand-navy hover:text-brand-green lg:px-2 xl:px-3 xl:text-[15px] max-lg:group-data-[sticky=true]/bar:text-[13px]";
const chevronClass = "max-lg:group-data-[sticky=true]/bar:w-3.5";

/** An entry of the main menu: Products opens the side panel; the others have a submenu. */
export function MenuItem({ entry, onOpenProducts }: { entry: MenuEntry; onOpenProducts: () => void }) {
  const [open, setOpen] = useState(false);
  if (entry.kind === "products") {
    return (
      <li className="flex">
        <button type="button" onClick={onOpenProducts} className={menuLinkClass} aria-haspopup="dialog">
          Products
          <ChevronDown aria-hidden size={16} className={chevronClass} />
        </button>
      </li>
    );
  }
  return (
    <li
      className="relative flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink to={entry.to} className={menuLinkClass}>
        {entry.label}
      </NavLink>
      <button
        type="button"
        className="-ml-1 flex items-center pr-1 text-brand-navy hover:text-brand-green xl:-ml-2 xl:px-1 max-lg:group-data-[sticky=true]/bar:pr-0.5"
        aria-expanded={open}
        aria-label={`${entry.label} submenu`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown
          aria-hidden
          size={16}
          className={`${chevronClass} ${open ? "rotate-180 transition" : "transition"}`}
        />
      </button>
      {open && (
        <ul className="absolute left-0 top-full z-50 min-w-56 rounded-b-md border border-slate-200 bg-white py-2 shadow-lg">
          {entry.children.map((child) => (
            <li key={child.to}>
              <Link
                to={child.to}
                onClick={() => setOpen(false)}
                className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-green"
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
