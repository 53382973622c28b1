import { KeyRound, LoaderCircle } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import { CurrentPasswordField, EmailField } from "./FormField.tsx";
import { FormError, FormNotice, linkClass, SubmitButton } from "./FormMessages.tsx";
import { useAuthLink } from "./use-auth-link.ts";
import { useFailureFocus } from "./use-failure-focus.ts";
import { useFormPending } from "./use-form-pending.ts";

export type SignInFormProps = {
  /** The action's answer after a failed attempt. */
  failure?: FormFailure | undefined;
  /** Where to go once signed in (already checked to be a path of this site). */
  redirectTo: string;
  /** Why the visitor is here: their address was verified, their password was changed. */
  notice?: string | null;
  /** USER-16: the company identity provider, when one is configured (its display name only). */
  thirdParty?: { name: string } | null | undefined;
};

/**
 * ROUTE-02: email and password, posted to the page's action; works without JavaScript. With a
 * company identity provider configured, a second form below starts its sign-in (USER-16).
 */
export function SignInForm({ failure, redirectTo, notice, thirdParty }: SignInFormProps) {
  const registerLink = useAuthLink("/register");
  const navigation = useNavigation();
  const posting = useFormPending();
  const thirdPartyPending = posting && navigation.formData?.get("intent") === "third-party";
  const pending = posting && !thirdPartyPending;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useFailureFocus(failure, formRef, alertRef);
  const errors = failure?.fieldErrors ?? {};

  return (
    <>
      <Form method="post" ref={formRef} className="space-y-5" aria-label="Sign in" data-testid="sign-in-form">
        {notice && !failure && <FormNotice testId="sign-in-notice">{notice}</FormNotice>}
        {failure?.alert && <FormError ref={alertRef} alert={failure.alert} />}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField defaultValue={failure?.values.email ?? ""} error={errors.email} />
        <div>
          <CurrentPasswordField error={errors.password} />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={linkClass}>
              Forgot your password?
            </Link>
          </p>
        </div>
        <SubmitButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
        <p className="text-center text-sm text-slate-600">
          New here?{" "}
          <Link to={registerLink} className={linkClass}>
            Create an account
          </Link>
        </p>
      </Form>
      {thirdParty && (
        <ThirdPartySignIn
          name={thirdParty.name}
          redirectTo={redirectTo}
          pending={thirdPartyPending}
          disabled={posting}
        />
      )}
    </>
  );
}

/**
 * USER-16: "Sign in with {name}" posts to the page's action, which sends the browser on to the
 * identity provider (a form post, so the server's origin check covers it and no script is needed).
 */
function ThirdPartySignIn({
  name,
  redirectTo,
  pending,
  disabled,
}: {
  name: string;
  redirectTo: string;
  pending: boolean;
  disabled: boolean;
}) {
  const label = `Sign in with ${name}`;
  return (
    <div className="mt-5">
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Form method="post" className="mt-5" aria-label={label} data-testid="third-party-sign-in">
        <input type="hidden" name="intent" value="third-party" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button
          type="submit"
          disabled={disabled}
          aria-disabled={disabled || undefined}
          className="flex w-full items-center justify-center gap-2 rounded border border-brand-navy px-4 py-2.5 font-semibold text-brand-navy hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? (
            <LoaderCircle aria-hidden size={18} className="animate-spin" />
          ) : (
            <KeyRound aria-hidden size={18} />
          )}
          {pending ? `Redirecting to ${name}…` : label}
        </button>
      </Form>
    </div>
  );
}
