import { ChevronDown, LogIn, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { CartLinks } from "../cart/CartLinks.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { AccountSwitcher, showsAccountSwitcher } from "./AccountSwitcher.tsx";
import { LogoutForm } from "./LogoutForm.tsx";
import { accountGreeting } from "./portal-tabs.ts";
import { useAuthLink } from "./use-auth-link.ts";

const triggerClass =
  "flex items-center gap-1.5 rounded px-2 py-2 text-sm font-semibold text-brand-navy hover:bg-slate-100";

/**
 * The header's account control. A guest gets a Login link; a signed-in user a button with the
 * greeting (HDR-20) that discloses the portal links, the account switcher and Logout. Escape or a
 * click elsewhere closes it; Escape puts the focus back on the button.
 */
export function AccountMenu({
  viewer,
  variant = "wide",
  compact = false,
}: {
  viewer: SessionUser | null;
  /** The header renders one per layout, shown by width; test ids tell them apart. */
  variant?: "wide" | "narrow";
  /** The sticky bar on a phone: the Login link keeps its icon, its word only for screen readers. */
  compact?: boolean;
}) {
  const suffix = variant === "narrow" ? "-narrow" : "";
  const signInLink = useAuthLink("/login");
  if (!viewer) {
    return (
      <Link to={signInLink} className={triggerClass} data-testid={`login-link${suffix}`}>
        <LogIn aria-hidden size={18} />
        <span className={compact ? "sr-only" : undefined}>Login</span>
      </Link>
    );
  }
  return <SignedInMenu viewer={viewer} suffix={suffix} />;
}

function SignedInMenu({ viewer, suffix }: { viewer: SessionUser; suffix: string }) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const greeting = accountGreeting(viewer);

  // The menu is open at the page where it was opened: a navigation (a link in the menu, or anywhere
  // else) closes it without an effect that could race a click made right after the page rendered.
  const here = `${location.pathname}${location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);

  useEffect(() => {
    const root = container.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      button.current?.focus();
    };
    // Tabbing out of the menu closes it; focus that goes nowhere (a click on text) does not.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid={`account-menu-button${suffix}`}
      >
        <UserRound aria-hidden size={18} />
        <span className="sr-only max-w-48 truncate sm:not-sr-only">{greeting}</span>
        <ChevronDown aria-hidden size={16} className={open ? "rotate-180 transition" : "transition"} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-96 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white text-left shadow-lg"
        data-testid={`account-menu${suffix}`}
      >
        <div className="border-b border-slate-100 px-4 py-3">
          <p className="font-semibold text-brand-navy">{greeting}</p>
          <p className="truncate text-sm text-slate-600">{viewer.email}</p>
        </div>
        <CartLinks
          onNavigate={() => setOpen(false)}
          className="border-b border-slate-100 py-1"
          linkClassName="block px-4 py-2 text-sm font-semibold text-brand-navy hover:bg-slate-50 hover:text-brand-green"
        />
        <nav aria-label="Account" className="py-1">
          <AccountLinks
            isAdmin={viewer.role === "admin"}
            onNavigate={() => setOpen(false)}
            linkClassName="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-brand-green"
          />
        </nav>
        <AccountSwitcherSection viewer={viewer} />
        <div className="border-t border-slate-100 p-2">
          <LogoutForm className="flex w-full items-center gap-2 rounded px-2 py-2 text-left text-sm font-semibold text-brand-navy hover:bg-slate-50" />
        </div>
      </div>
    </div>
  );
}

function AccountSwitcherSection({ viewer }: { viewer: SessionUser }) {
  if (!showsAccountSwitcher(viewer)) return null;
  return (
    <div className="border-t border-slate-100 px-4 py-3">
      <AccountSwitcher user={viewer} compact />
    </div>
  );
}
