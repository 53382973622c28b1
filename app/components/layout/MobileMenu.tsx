import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { MobileAccountSection } from "../../features/accounts/MobileAccountSection.tsx";
import type { SidebarState } from "../../hooks/use-sidebar-categories.ts";
import { Dialog, DialogHeader } from "../ui/Dialog.tsx";
import { mobileMenuSections, type NavLink } from "./navigation.ts";

/**
 * The narrow-screen menu: every menu option with its link, and its sub-entries behind a toggle, each
 * link once (HDR-17, #9.4); "Products" opens the side panel (HDR-18). The account part comes first: Login, or the account links and Logout (HDR-20).
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
  // One section open at a time keeps the menu short enough to scan on a phone (#9.4).
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggle = (label: string) => setExpanded((current) => (current === label ? null : label));
  return (
    <Dialog open={open} onClose={onClose} label="Menu" placement="left" widthPx={360} testId="mobile-menu">
      <DialogHeader title="Menu" onClose={onClose} />
      <MobileAccountSection viewer={viewer} onNavigate={onClose} />
      <nav aria-label="Mobile">
        <ul className="divide-y divide-slate-100">
          {mobileMenuSections(brandName).map((entry) =>
            entry.kind === "products" ? (
              <li key="products">
                <SectionRow
                  label="Products"
                  expanded={expanded === "Products"}
                  onToggle={sidebar.status === "ready" ? () => toggle("Products") : undefined}
                >
                  <button
                    type="button"
                    onClick={onOpenProducts}
                    className="flex-1 px-5 py-3 text-left font-semibold text-brand-navy"
                  >
                    Products
                  </button>
                </SectionRow>
                {sidebar.status === "ready" && expanded === "Products" && (
                  <SubLinks
                    links={sidebar.categories.map((category) => ({
                      label: category.categoryName,
                      to: category.link,
                    }))}
                    onNavigate={onClose}
                  />
                )}
              </li>
            ) : (
              <li key={entry.label}>
                <SectionRow
                  label={entry.label}
                  expanded={expanded === entry.label}
                  onToggle={entry.children.length > 0 ? () => toggle(entry.label) : undefined}
                >
                  <Link
                    to={entry.to}
                    onClick={onClose}
                    className="flex-1 px-5 py-3 font-semibold text-brand-navy"
                  >
                    {entry.label}
                  </Link>
                </SectionRow>
                {expanded === entry.label && <SubLinks links={entry.children} onNavigate={onClose} />}
              </li>
            ),
          )}
        </ul>
      </nav>
    </Dialog>
  );
}

/** A menu entry's row: its own link or button, and a toggle for its sub-entries when it has any. */
function SectionRow({
  label,
  expanded,
  onToggle,
  children,
}: {
  label: string;
  expanded: boolean;
  onToggle?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex items-stretch">
      {children}
      {onToggle && (
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={`${label} submenu`}
          className="flex w-14 shrink-0 items-center justify-center text-brand-navy hover:bg-slate-50"
        >
          <ChevronDown aria-hidden size={18} className={expanded ? "rotate-180 transition" : "transition"} />
        </button>
      )}
    </div>
  );
}

function SubLinks({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="pb-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onNavigate}
            className="block px-8 py-2 text-sm text-slate-700 hover:text-brand-green"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
