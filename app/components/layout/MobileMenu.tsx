import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { mainMenu } from "../../../lib/navigation.ts";
import type { SessionUser } from "../../../lib/users.ts";
import { MobileAccountSection } from "../../features/accounts/MobileAccountSection.tsx";
import type { SidebarState } from "../../hooks/use-sidebar-categories.ts";
import { Dialog, DialogHeader } from "../ui/Dialog.tsx";

/**
 * The narrow-screen menu: every menu option with its link and sub-entries (HDR-17); "Products" opens the
 * side panel (HDR-18). The account part comes first: Login, or the account links and Logout (HDR-20).
 * SiteChrome closes it once the viewport grows past 840 px (HDR-19).
 */
export function MobileMenu({
  open,
  onClose,
  onOpenProducts,
  brandName,
  sidebar,
  viewer,
}: {
  open: boolean;
  onClose: () => void;
  onOpenProducts: () => void;
  brandName: string;
  sidebar: SidebarState;
  viewer: SessionUser | null;
}) {
  return (
    <Dialog open={open} onClose={onClose} label="Menu" placement="left" widthPx={360} testId="mobile-menu">
      <DialogHeader title="Menu" onClose={onClose} />
      <MobileAccountSection viewer={viewer} onNavigate={onClose} />
      <nav aria-label="Mobile">
        <ul className="divide-y divide-slate-100">
          {mainMenu(brandName).map((entry) =>
            entry.kind === "products" ? (
              <li key="products">
                <button
                  type="button"
                  onClick={onOpenProducts}
                  className="flex w-full items-center justify-between px-5 py-3 text-left font-semibold text-brand-navy"
                >
                  Products
                  <ChevronRight aria-hidden size={18} />
                </button>
                {sidebar.status === "ready" && (
                  <ul className="pb-2">
                    {sidebar.categories.map((category) => (
                      <li key={category.id}>
                        <Link
                          to={category.link}
                          onClick={onClose}
                          className="block px-8 py-1.5 text-sm text-slate-700 hover:text-brand-green"
                        >
                          {category.categoryName}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ) : (
              <li key={entry.label}>
                <Link
                  to={entry.to}
                  onClick={onClose}
                  className="block px-5 py-3 font-semibold text-brand-navy"
                >
                  {entry.label}
                </Link>
                <ul className="pb-2">
                  {entry.children.map((child) => (
                    <li key={child.to}>
                      <Link
                        to={child.to}
                        onClick={onClose}
                        className="block px-8 py-1.5 text-sm text-slate-700 hover:text-brand-green"
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
      </nav>
    </Dialog>
  );
}
