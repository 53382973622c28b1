import { ArrowRight } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { useAuthLink } from "./use-auth-link.ts";

/** What the registration action answers on success: the outcome in words, nothing more of the user. */
export type RegisterSuccess = {
  ok: true;
  firstName: string;
  /** USER-21: one message per outcome of the registration, in the copy deck's words. */
  messages: string[];
  /** USER-22: the approval request message, when a connection awaits an administrator. */
  approval: string | null;
};

/**
 * The page after a registration: the outcome messages and the way to sign in. Registering signs
 * nobody in (#10.5), so the next step is the sign-in page, which returns to where the buyer came from.
 */
export function RegisterOutcome({ outcome }: { outcome: RegisterSuccess }) {
  // #9.6: the sign-in link keeps the page the new customer came from, when /register was given it.
  const signInLink = useAuthLink("/login");
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus the heading so keyboard and screen reader users start at the news.
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="register-outcome-title" data-testid="register-outcome">
      <h2
        id="register-outcome-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-navy"
      >
        Thank you, {outcome.firstName}. Please check your email.
      </h2>
      <div role="status" className="mt-4 space-y-3">
        {outcome.messages.map((message) => (
          <p
            key={message}
            className="rounded border border-brand-green/40 bg-green-50 p-3 text-sm text-green-900"
          >
            {message}
          </p>
        ))}
        {outcome.approval && (
          <p className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {outcome.approval}
          </p>
        )}
      </div>
      <Link
        to={signInLink}
        className="mt-6 flex w-full items-center justify-center gap-2 rounded bg-brand-green px-4 py-2.5 font-semibold text-white hover:opacity-90 sm:w-auto sm:inline-flex"
      >
        Sign in <ArrowRight aria-hidden size={18} />
      </Link>
    </section>
  );
}
