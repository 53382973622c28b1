import { BookOpen, Menu, PencilRuler, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { LAYOUT_REQUEST_PATH } from "../../../lib/shared/contact-links.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { AccountMenu } from "../../features/accounts/AccountMenu.tsx";
import { useViewer } from "../../features/accounts/use-viewer.ts";
import { CartButton } from "../../features/cart/CartButton.tsx";
import { SearchForm } from "../../features/search/SearchForm.tsx";
import { MenuItem } from "./MenuItem.tsx";
import { layout, mainMenu } from "./navigation.ts";
import { FraudAlertDialog, SiteTopBar } from "./SiteTopBar.tsx";

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

/** The site's header: the top bar, the row with the logo, search, shortcuts and cart, and the menu bar. */
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
  const viewer = useViewer();
  return (
    <header className="relative z-30 bg-white" data-testid="site-header">
      <SiteTopBar config={config} onFraudAlert={() => setFraudAlertOpen(true)} />
      <HeaderRow config={config} viewer={viewer} />
      <MenuBar
        config={config}
        viewer={viewer}
        sticky={sticky}
        onOpenProducts={onOpenProducts}
        onOpenMobileMenu={onOpenMobileMenu}
      />
      <FraudAlertDialog
        open={fraudAlertOpen}
        onClose={() => setFraudAlertOpen(false)}
        text={config.fraudAlertText}
      />
    </header>
  );
}

/** The logo, the search box, the Catalog and Design Request shortcuts, and (wide screens) account and cart. */
function HeaderRow({ config, viewer }: { config: PublicConfig; viewer: SessionUser | null }) {
  return (
    // Below 768 px the search takes a row of its own; from 768 px everything shares one row.
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
  );
}

/** Visible beside the logo alone (640–767 px) and from 1280 px; an accessible name everywhere. */
const shortcutLabelClass = "sr-only sm:not-sr-only md:sr-only xl:not-sr-only";

/**
 * The menu bar: the main menu from 841 px (the Menu button below), and account and cart on narrow
 * screens. Scrolled past the header it sticks to the top, keeping a search field, the logo and the cart.
 */
function MenuBar({
  config,
  viewer,
  sticky,
  onOpenProducts,
  onOpenMobileMenu,
}: {
  config: PublicConfig;
  viewer: SessionUser | null;
  sticky: boolean;
  onOpenProducts: () => void;
  onOpenMobileMenu: () => void;
}) {
  const menu = mainMenu(config.brand.name);
  return (
    <>
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
    </>
  );
}

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
