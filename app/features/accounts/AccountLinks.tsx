import { Link, useLocation } from "react-router";
import { accountMenuLinks, isCurrentPortalLink } from "./portal-tabs.ts";

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
  return (
    <ul>
      {accountMenuLinks(isAdmin).map((link) => {
        const current = isCurrentPortalLink(link.to, location, isAdmin);
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
