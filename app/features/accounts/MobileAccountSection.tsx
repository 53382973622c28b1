import { LogIn, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { CartLinks } from "../cart/CartLinks.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { AccountSwitcher, showsAccountSwitcher } from "./AccountSwitcher.tsx";
import { LogoutForm } from "./LogoutForm.tsx";
import { accountGreeting } from "./portal-tabs.ts";
import { useAuthLink } from "./use-auth-link.ts";

/**
 * The account part of the narrow-screen menu: Login for a guest; the greeting, the portal links,
 * the account switcher and Logout for a signed-in user (HDR-20 below 840 px).
 */
export function MobileAccountSection({
  viewer,
  onNavigate,
}: {
  viewer: SessionUser | null;
  onNavigate: () => void;
}) {
  const signInLink = useAuthLink("/login");
  if (!viewer) {
    return (
      <div className="border-b border-slate-200 px-5 py-3">
        <Link
          to={signInLink}
          onClick={onNavigate}
          className="flex items-center gap-2 font-semibold text-brand-navy hover:text-brand-green"
        >
          <LogIn aria-hidden size={18} />
          Login
        </Link>
      </div>
    );
  }
  const greeting = accountGreeting(viewer);
  return (
    <section aria-label="Your account" className="border-b border-slate-200 bg-slate-50">
      <p className="flex items-center gap-2 px-5 pt-3 font-semibold text-brand-navy">
        <UserRound aria-hidden size={18} />
        {greeting}
      </p>
      <nav aria-label="Account" className="py-1">
        <CartLinks
          onNavigate={onNavigate}
          linkClassName="block px-8 py-1.5 text-sm font-semibold text-brand-navy hover:text-brand-green"
        />
        <AccountLinks
          isAdmin={viewer.role === "admin"}
          onNavigate={onNavigate}
          linkClassName="block px-8 py-1.5 text-sm text-slate-700 hover:text-brand-green"
        />
      </nav>
      {showsAccountSwitcher(viewer) && (
        <div className="px-5 pb-2">
          <AccountSwitcher user={viewer} compact />
        </div>
      )}
      <div className="px-3 pb-3">
        <LogoutForm className="flex w-full items-center gap-2 rounded px-2 py-2 text-left font-semibold text-brand-navy hover:bg-white" />
      </div>
    </section>
  );
}
