import {
  BookOpen,
  ChevronDown,
  Database,
  ExternalLink,
  Menu,
  PencilRuler,
  Phone,
  Search,
  ShieldAlert,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { LAYOUT_REQUEST_PATH, telHref } from "../../../lib/shared/contact-links.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { AccountMenu } from "../../features/accounts/AccountMenu.tsx";
import { useViewer } from "../../features/accounts/use-viewer.ts";
import { CartButton } from "../../features/cart/CartButton.tsx";
import { SearchForm } from "../../features/search/SearchForm.tsx";
import { Dialog, DialogHeader } from "../ui/Dialog.tsx";
import { layout, type MenuEntry, mainMenu } from "./navigation.ts";

/** True once the page has scrolled more than the sticky threshold (HDR-03: > 140 px). */
function useStickyNav(thresholdPx: number = layout.stickyNavThresholdPx): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY > thresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);
  return sticky;
}

export function SiteHeader({
  config,
  onOpenProducts,
  onOpenMobileMenu,
}: {
  config: PublicConfig;
  onOpenProducts: () => void;
  onOpenMobileMenu: () => void;
}) {
  const sticky = useStickyNav();
  const [fraudAlertOpen, setFraudAlertOpen] = useState(false);
  const menu = mainMenu(config.brand.name);
  const viewer = useViewer();
  return (
    <header className="relative z-30 bg-white" data-testid="site-header">
      <div className="bg-brand-navy text-white">
        {/* #9.1: the items never wrap; the tagline gives way (cut with an ellipsis, then hidden). */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 whitespace-nowrap px-4 py-1.5 text-xs sm:text-sm">
          <p className="hidden min-w-0 truncate lg:block">{config.brand.tagline}</p>
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
            <button
              type="button"
              onClick={() => setFraudAlertOpen(true)}
              className="flex items-center gap-1.5 rounded px-2 py-1 hover:bg-white/10"
              aria-label="Fraud alert"
              data-testid="topbar-fraud-alert"
            >
              <ShieldAlert aria-hidden size={16} className="text-amber-300" />
              <span className="hidden sm:inline">Fraud Alert</span>
            </button>
            <a
              href={config.links.dataBank}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-1.5 rounded px-2 py-1 hover:bg-white/10"
              aria-label="Data bank (opens in a new tab)"
              data-testid="topbar-data-bank"
            >
              <Database aria-hidden size={16} />
              <span className="hidden sm:inline">Data Bank</span>
            </a>
            <a
              href={telHref(config.contact.phone)}
              className="flex items-center gap-1.5 rounded px-2 py-1 hover:bg-white/10"
              aria-label={`Call us at ${config.contact.phone}`}
              data-testid="topbar-phone"
            >
              <Phone aria-hidden size={16} />
              <span className="hidden sm:inline">{config.contact.phone}</span>
            </a>
            <a
              href={config.links.businessPortal}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-1.5 rounded bg-brand-green px-2.5 py-1 font-semibold hover:opacity-90"
              data-testid="business-portal-link"
            >
              Business Portal
              <ExternalLink aria-hidden size={14} />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </div>
      </div>

      {/* Below 768 px the search takes a row of its own; from 768 px everything shares one row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 md:flex-nowrap">
        <Link to="/" className="shrink-0" aria-label={`${config.brand.name} home`}>
          <img src={config.brand.logoUrl} alt={config.brand.name} className="h-9 w-auto sm:h-11" />
        </Link>
        <SearchForm className="order-last w-full md:order-none md:w-auto md:min-w-0 md:flex-1 md:max-w-xl" />
        <nav
          aria-label="Shortcuts"
          className="ml-auto flex shrink-0 items-center gap-1 whitespace-nowrap text-sm font-semibold text-brand-navy lg:gap-2"
        >
          {/* Labels show where the row has room: beside the logo alone, and from 1280 px (between,
              the account menu and the cart leave the search field too little). */}
          {/* HDR-01, ROUTE-04: the Catalog shortcut opens the printed catalogues page. */}
          <Link
            to="/catalogs"
            className="flex items-center gap-1.5 rounded px-2 py-2 hover:bg-slate-100"
            aria-label="Catalog"
          >
            <BookOpen aria-hidden size={18} />
            <span className={shortcutLabelClass}>Catalog</span>
          </Link>
          <Link
            to={LAYOUT_REQUEST_PATH}
            className="flex items-center gap-1.5 rounded px-2 py-2 hover:bg-slate-100"
            aria-label="Lighting design request"
          >
            <PencilRuler aria-hidden size={18} />
            <span className={shortcutLabelClass}>Design Request</span>
          </Link>
        </nav>
        {/* Wide screens: the account menu sits beside the shortcuts (HDR-20), then the cart. */}
        <div className="hidden shrink-0 items-center gap-1 whitespace-nowrap min-[841px]:flex">
          <AccountMenu viewer={viewer} variant="wide" />
          <CartButton label testId="cart-button" />
        </div>
      </div>

      {/* Keeps the page from jumping when the menu leaves the flow to stick to the top. */}
      <div className={sticky ? "h-12" : "hidden"} aria-hidden />
      <div
        data-testid="main-nav"
        data-sticky={sticky}
        className={`group/bar z-40 h-12 border-y border-slate-200 bg-white ${sticky ? "fixed inset-x-0 top-0 shadow-md" : "relative"}`}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4">
          <button
            type="button"
            onClick={onOpenMobileMenu}
            className="flex shrink-0 items-center gap-2 rounded px-2 py-1.5 font-semibold text-brand-navy hover:bg-slate-100 min-[841px]:hidden"
            aria-label="Open menu"
            data-testid="mobile-menu-button"
          >
            <Menu aria-hidden size={22} />
            <span className={sticky ? "sr-only" : undefined}>Menu</span>
          </button>
          {sticky && (
            <Link to="/" className="shrink-0 min-[841px]:hidden" aria-label={`${config.brand.name} home`}>
              {/* On phones the mark only (the logo cropped to its square start): search needs the room. */}
              <img src={config.brand.logoUrl} alt="" className="h-7 w-7 object-cover object-left sm:w-auto" />
            </Link>
          )}
          <nav aria-label="Main" className="hidden h-full min-[841px]:flex">
            <ul className="flex h-full items-stretch">
              {menu.map((entry) => (
                <MenuItem key={entry.label} entry={entry} onOpenProducts={onOpenProducts} />
              ))}
            </ul>
          </nav>
          {/* #9.4: scrolled, the bar keeps a search field (buyers search by part number all the time). */}
          {sticky && <SearchForm compact className="min-w-0 flex-1 min-[841px]:hidden" />}
          <div className="ml-auto flex shrink-0 items-center gap-3">
            {sticky && <StickySearchToggle />}
            {sticky && (
              <Link to="/" className="hidden xl:block" aria-label={`${config.brand.name} home`}>
                <img src={config.brand.logoUrl} alt="" className="h-7 w-auto" />
              </Link>
            )}
            {/* Narrow screens: the header row is full, the menu bar has room (and sticks). */}
            <div className="flex items-center min-[841px]:hidden">
              <AccountMenu viewer={viewer} variant="narrow" compact={sticky} />
              <CartButton testId="cart-button-narrow" />
            </div>
            {/* Wide screens, scrolled: the header row is gone, the sticky bar keeps the cart. */}
            {sticky && (
              <div className="hidden min-[841px]:block">
                <CartButton compact testId="cart-button-sticky" />
              </div>
            )}
          </div>
        </div>
      </div>

      <Dialog
        open={fraudAlertOpen}
        onClose={() => setFraudAlertOpen(false)}
        label="Fraud alert"
        role="alertdialog"
        testId="fraud-alert-dialog"
      >
        <DialogHeader title="Fraud Alert" onClose={() => setFraudAlertOpen(false)} />
        <div className="flex gap-3 px-5 py-4">
          <ShieldAlert aria-hidden className="mt-0.5 shrink-0 text-brand-red" size={24} />
          <p className="text-slate-700">{config.fraudAlertText}</p>
        </div>
        <div className="flex justify-end border-t border-slate-200 px-5 py-3">
          <button
            type="button"
            onClick={() => setFraudAlertOpen(false)}
            className="rounded bg-brand-navy px-4 py-2 font-semibold text-white hover:opacity-90"
          >
            I understand
          </button>
        </div>
      </Dialog>
    </header>
  );
}

/** Visible beside the logo alone (640–767 px) and from 1280 px; an accessible name everywhere. */
const shortcutLabelClass = "sr-only sm:not-sr-only md:sr-only xl:not-sr-only";

/**
 * From 841 px the sticky bar is full with the menu: a search button opens the field in a panel
 * under the bar instead.
 */
function StickySearchToggle() {
  const [open, setOpen] = useState(false);
  // Escape closes the panel once the search box has no popup of its own left to close.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return (
    <div className="relative hidden min-[841px]:block">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center rounded p-2 text-brand-navy hover:bg-slate-100"
        aria-label="Search products"
        aria-expanded={open}
        data-testid="sticky-search-toggle"
      >
        <Search aria-hidden size={20} />
      </button>
      {open && (
        <div className="absolute right-0 top-full z-50 mt-2 w-[28rem] rounded-md border border-slate-200 bg-white p-3 shadow-lg">
          <SearchForm compact autoFocus />
        </div>
      )}
    </div>
  );
}

// #9.1: compact between 841 and 1279 px so all eight entries fit on one line from 841 px; scrolled,
// below 1024 px, a little more, so the sticky bar keeps room for the search button and the cart.
// (Class names are written out whole: Tailwind finds them in the source.)
const menuLinkClass =
  "flex h-full items-center gap-1 whitespace-nowrap px-1 text-sm font-semibold text-brand-navy hover:text-brand-green lg:px-2 xl:px-3 xl:text-[15px] max-lg:group-data-[sticky=true]/bar:text-[13px]";
const chevronClass = "max-lg:group-data-[sticky=true]/bar:w-3.5";

function MenuItem({ entry, onOpenProducts }: { entry: MenuEntry; onOpenProducts: () => void }) {
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
