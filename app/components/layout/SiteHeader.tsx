import {
  BookOpen,
  ChevronDown,
  Database,
  ExternalLink,
  Menu,
  PencilRuler,
  Phone,
  ShieldAlert,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { layout, type MenuEntry, mainMenu } from "../../../lib/navigation.ts";
import type { PublicConfig } from "../../../lib/public-config.ts";
import { AccountMenu } from "../../features/accounts/AccountMenu.tsx";
import { useViewer } from "../../features/accounts/use-viewer.ts";
import { SearchForm } from "../../features/search/SearchForm.tsx";
import { Dialog, DialogHeader } from "../ui/Dialog.tsx";

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

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
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
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5 text-xs sm:text-sm">
          <p className="hidden truncate md:block">{config.brand.tagline}</p>
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
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

      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
        <Link to="/" className="shrink-0" aria-label={`${config.brand.name} home`}>
          <img src={config.brand.logoUrl} alt={config.brand.name} className="h-9 w-auto sm:h-11" />
        </Link>
        <SearchForm className="order-last w-full md:order-none md:w-auto md:flex-1 md:max-w-xl" />
        <nav
          aria-label="Shortcuts"
          className="ml-auto flex items-center gap-2 text-sm font-semibold text-brand-navy"
        >
          <Link to="/catalogs" className="flex items-center gap-1.5 rounded px-2 py-2 hover:bg-slate-100">
            <BookOpen aria-hidden size={18} />
            <span>Catalog</span>
          </Link>
          <Link
            to="/lightdesignlayoutrequest"
            className="flex items-center gap-1.5 rounded px-2 py-2 hover:bg-slate-100"
            aria-label="Lighting design request"
          >
            <PencilRuler aria-hidden size={18} />
            <span className="hidden sm:inline">Design Request</span>
          </Link>
        </nav>
        {/* Wide screens: the account menu sits beside the shortcuts (HDR-20). */}
        <div className="hidden min-[841px]:block">
          <AccountMenu viewer={viewer} variant="wide" />
        </div>
      </div>

      {/* Keeps the page from jumping when the menu leaves the flow to stick to the top. */}
      <div className={sticky ? "h-12" : "hidden"} aria-hidden />
      <div
        data-testid="main-nav"
        data-sticky={sticky}
        className={`z-40 h-12 border-y border-slate-200 bg-white ${sticky ? "fixed inset-x-0 top-0 shadow-md" : "relative"}`}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center px-4">
          <button
            type="button"
            onClick={onOpenMobileMenu}
            className="mr-2 flex items-center gap-2 rounded px-2 py-1.5 font-semibold text-brand-navy hover:bg-slate-100 min-[841px]:hidden"
            aria-label="Open menu"
            data-testid="mobile-menu-button"
          >
            <Menu aria-hidden size={22} />
            <span>Menu</span>
          </button>
          <nav aria-label="Main" className="hidden h-full min-[841px]:flex">
            <ul className="flex h-full items-stretch">
              {menu.map((entry) => (
                <MenuItem key={entry.label} entry={entry} onOpenProducts={onOpenProducts} />
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {sticky && (
              <Link to="/" className="hidden sm:block" aria-label={`${config.brand.name} home`}>
                <img src={config.brand.logoUrl} alt="" className="h-7 w-auto" />
              </Link>
            )}
            {/* Narrow screens: the header row is full, the menu bar has room (and sticks). */}
            <div className="min-[841px]:hidden">
              <AccountMenu viewer={viewer} variant="narrow" />
            </div>
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

const menuLinkClass =
  "flex h-full items-center gap-1 px-3 text-[15px] font-semibold text-brand-navy hover:text-brand-green";

function MenuItem({ entry, onOpenProducts }: { entry: MenuEntry; onOpenProducts: () => void }) {
  const [open, setOpen] = useState(false);
  if (entry.kind === "products") {
    return (
      <li className="flex">
        <button type="button" onClick={onOpenProducts} className={menuLinkClass} aria-haspopup="dialog">
          Products
          <ChevronDown aria-hidden size={16} />
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
        className="-ml-2 flex items-center px-1 text-brand-navy hover:text-brand-green"
        aria-expanded={open}
        aria-label={`${entry.label} submenu`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown aria-hidden size={16} className={open ? "rotate-180 transition" : "transition"} />
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
