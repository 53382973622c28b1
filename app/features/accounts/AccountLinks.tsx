import { Link, useLocation } from "react-router";
import { accountMenuLinks, isCurrentPortalLink } from "./portal-tabs.ts";
import { useViewer } from "./use-viewer.ts";

/** The account menu's links (HDR-20): the portal tabs, the account, and the users for admins. */
export function AccountLinks({
  isAdmin,
  onNavigate,
  linkClassName,
}: {
  isAdmin: boolean;
  onNavigate?: () => void;
  linkClassName: string;
}) {
  const location = useLocation();
  // The orders and invoices tabs open for who may order: no menu link is "current" on them.
  const canOrder = useViewer()?.cartAccess === true;
  return (
    <ul>
      {accountMenuLinks(isAdmin).map((link) => {
        const current = isCurrentPortalLink(link.to, location, isAdmin, canOrder);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              className={`${linkClassName} ${current ? "font-semibold text-brand-green" : ""}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
