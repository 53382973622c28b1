import { type ReactNode, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { useSessionCheck } from "../../features/accounts/use-session-check.ts";
import { useViewer } from "../../features/accounts/use-viewer.ts";
import { CartBadgeProvider } from "../../features/cart/cart-badge.tsx";
import { ChatLauncher } from "../../features/chat/ChatLauncher.tsx";
import { FavoritesProvider } from "../../features/favorites/favorites-context.tsx";
import { useResizeListener } from "../../hooks/use-debounced-resize.ts";
import { useSidebarCategories } from "../../hooks/use-sidebar-categories.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { layout, showsSiteChrome } from "./navigation.ts";
import { ProductsSidePanel } from "./ProductsSidePanel.tsx";
import { ProductsPanelContext } from "./products-panel.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

export type FooterCategory = { name: string; link: string };

/**
 * Header, side panel, mobile menu and footer around a page; none of them on custom-builder sub-pages.
 * The chat's launcher is on every page.
 */
export function SiteChrome({
  config,
  footerCategories,
  children,
}: {
  config: PublicConfig;
  footerCategories: FooterCategory[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const viewer = useViewer();
  // The header's cart count, as the server counted it for this page (updated by the cart's calls).
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const cartBadge = rootData?.cartBadge ?? null;
  // The products the viewer has favorited, as the server listed them for this page.
  const favoriteIds = rootData?.favoriteIds ?? null;
  // USER-13: on every page, with or without the chrome.
  useSessionCheck(viewer?.userId ?? null);
  return (
    <CartBadgeProvider loaded={cartBadge}>
      <FavoritesProvider loaded={favoriteIds}>
        {showsSiteChrome(pathname) ? (
          <Chrome config={config} footerCategories={footerCategories}>
            {children}
          </Chrome>
        ) : (
          <main id="main">{children}</main>
        )}
        {/* CHAT-01: the assistant on every page, the full-screen builder too; it keeps its state across pages. */}
        <ChatLauncher brand={config.brand.name} />
      </FavoritesProvider>
    </CartBadgeProvider>
  );
}

function Chrome({
  config,
  footerCategories,
  children,
}: {
  config: PublicConfig;
  footerCategories: FooterCategory[];
  children: ReactNode;
}) {
  const [sidePanelOpen, setSidePanelOpen] = useState(false);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const sidebar = useSidebarCategories();
  const viewer = useViewer();
  // HDR-19: the mobile menu has no place on a wide screen. Only a resize closes it, so a menu opened
  // while a resize is still settling is not closed by the stale width.
  useResizeListener((width) => {
    if (width > layout.mobileMenuCloseAbovePx) setMobileMenuOpen(false);
  });
  const openProducts = () => {
    setMobileMenuOpen(false);
    setSidePanelOpen(true);
  };
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[100] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader
        config={config}
        onOpenProducts={openProducts}
        onOpenMobileMenu={() => setMobileMenuOpen(true)}
      />
      {/* A page whose last section has a colour of its own meets the footer without a white band. */}
      <main id="main" className="flex-1 pb-16 has-[>[data-flush-bottom]:last-child]:pb-0">
        <ProductsPanelContext value={openProducts}>{children}</ProductsPanelContext>
      </main>
      <SiteFooter config={config} categories={footerCategories} />
      <ProductsSidePanel open={sidePanelOpen} onClose={() => setSidePanelOpen(false)} sidebar={sidebar} />
      <MobileMenu
        open={mobileMenuOpen}
        onClose={() => setMobileMenuOpen(false)}
        onOpenProducts={openProducts}
        brandName={config.brand.name}
        sidebar={sidebar}
        viewer={viewer}
      />
    </div>
  );
}
