import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode, Ref } from "react";
import type { FormAlert } from "../../../lib/accounts/account-forms.ts";

/** A form's failure: announced at once (role="alert"), focusable so the page can move focus to it. */
export function FormError({
  alert,
  children,
  ref,
}: {
  alert: FormAlert;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="form-error"
      className="flex gap-3 rounded border border-brand-red/40 bg-red-50 p-3 text-sm text-red-900"
    >
      <CircleAlert aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-red" />
      <div className="min-w-0">
        <p className="font-semibold">{alert.title}</p>
        {alert.detail && <p className="mt-1">{alert.detail}</p>}
        {children}
      </div>
    </div>
  );
}

/** Good news about the form or the account (role="status": read politely, not interrupting). */
export function FormNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex gap-3 rounded border border-brand-green/40 bg-green-50 p-3 text-sm text-green-900"
    >
      <CircleCheck aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-green" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The submit button; while the form is on its way it is disabled and says what is happening. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending || undefined}
      className="flex w-full items-center justify-center gap-2 rounded bg-brand-green px-4 py-2.5 font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
    >
      {pending && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
      {pending ? pendingLabel : children}
    </button>
  );
}

/** The frame of the sign-in and registration pages: a heading, an introduction, a card. */
export function AuthPanel({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-8 sm:py-12 ${wide ? "max-w-2xl" : "max-w-md"}`}>
      <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{title}</h1>
      {intro && <div className="mt-2 text-slate-600">{intro}</div>}
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

export const linkClass = "font-semibold text-brand-green underline-offset-2 hover:underline";
