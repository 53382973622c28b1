import { useRef } from "react";
import { Form, Link } from "react-router";
import type { FormFailure } from "../../../lib/account-forms.ts";
import { FormField } from "./FormField.tsx";
import { FormError, FormNotice, linkClass, SubmitButton } from "./FormMessages.tsx";
import { useFailureFocus } from "./use-failure-focus.ts";
import { useFormPending } from "./use-form-pending.ts";

export type SignInFormProps = {
  /** The action's answer after a failed attempt. */
  failure?: FormFailure | undefined;
  /** Where to go once signed in (already checked to be a path of this site). */
  redirectTo: string;
  /** Why the visitor is here: their address was verified, their password was changed. */
  notice?: string | null;
};

/** ROUTE-02: email and password, posted to the page's action; works without JavaScript. */
export function SignInForm({ failure, redirectTo, notice }: SignInFormProps) {
  const pending = useFormPending();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useFailureFocus(failure, formRef, alertRef);
  const errors = failure?.fieldErrors ?? {};

  return (
    <Form method="post" ref={formRef} className="space-y-5" aria-label="Sign in" data-testid="sign-in-form">
      {notice && !failure && <FormNotice testId="sign-in-notice">{notice}</FormNotice>}
      {failure?.alert && <FormError ref={alertRef} alert={failure.alert} />}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        maxLength={254}
        defaultValue={failure?.values.email ?? ""}
        error={errors.email}
      />
      <div>
        <FormField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          error={errors.password}
        />
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
        <Link to="/register" className={linkClass}>
          Create an account
        </Link>
      </p>
    </Form>
  );
}
