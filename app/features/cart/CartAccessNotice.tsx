import { Info, LogIn, Mail } from "lucide-react";
import { Link } from "react-router";
import { type CartAccess, cartAccessCopy } from "./cart-access.ts";

const actionClass =
  "inline-flex items-center justify-center gap-2 rounded bg-brand-green px-4 py-2 font-semibold text-white hover:opacity-90";
const linkClass = "font-semibold text-brand-navy underline underline-offset-2 hover:text-brand-green";

/**
 * Why this person sees no cart controls, and what to do (CART-02): sign in (back to this page), connect
 * an account, wait for approval, pick an assigned account, or ask the named admin for ordering rights.
 */
export function CartAccessNotice({
  access,
  signInHref,
  registerHref,
}: {
  access: Exclude<CartAccess, { kind: "ok" }>;
  /** `/login?redirectTo=…` back to this page, with its configuration (guests only). */
  signInHref: string;
  registerHref: string;
}) {
  const copy = cartAccessCopy(access);
  if (access.kind === "guest") {
    return (
      <div className="space-y-2" data-testid="cart-access-notice" data-access={access.kind}>
        <Link to={signInHref} className={actionClass}>
          <LogIn aria-hidden size={18} />
          {copy.title}
        </Link>
        <p className="text-sm text-slate-600">
          {copy.detail}{" "}
          <Link to={registerHref} className={linkClass}>
            Create an account
          </Link>
        </p>
      </div>
    );
  }
  const admin = access.kind === "no-rights" ? access.admins[0] : undefined;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800 sm:p-4"
      data-testid="cart-access-notice"
      data-access={access.kind}
    >
      <Info aria-hidden size={20} className="mt-0.5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-1">
        <p className="font-bold text-brand-navy">{copy.title}</p>
        <p className="break-words">{copy.detail}</p>
        {access.kind === "basic" && (
          <p>
            <Link to="/user?tab=account" className={linkClass}>
              Connect a distributor account
            </Link>
          </p>
        )}
        {admin && (
          <p>
            <a
              href={`mailto:${admin.email}?subject=${encodeURIComponent("Ordering rights in the storefront")}`}
              className={`inline-flex items-center gap-1.5 ${linkClass}`}
            >
              <Mail aria-hidden size={16} />
              Email {admin.name}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
