import { type Ref, useRef } from "react";
import { Form, Link } from "react-router";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import { EmailField, FormField, NewPasswordField } from "./FormField.tsx";
import { FormError, FormNotice, linkClass, SubmitButton } from "./FormMessages.tsx";
import { useFailureFocus } from "./use-failure-focus.ts";
import { useFormPending } from "./use-form-pending.ts";

/** Asks for a reset link; once sent, says so the same way whether or not the address has an account. */
export function ForgotPasswordForm({
  failure,
  sentMessage,
}: {
  failure?: FormFailure | undefined;
  /** Set once the request went out: replaces the form's answer with this message. */
  sentMessage?: string | null;
}) {
  const pending = useFormPending();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useFailureFocus(failure, formRef, alertRef);
  return (
    <Form
      method="post"
      ref={formRef}
      className="space-y-5"
      aria-label="Request a password reset link"
      data-testid="forgot-password-form"
    >
      {sentMessage && <FormNotice testId="reset-link-sent">{sentMessage}</FormNotice>}
      {failure?.alert && <FormError ref={alertRef} alert={failure.alert} />}
      <EmailField defaultValue={failure?.values.email ?? ""} error={failure?.fieldErrors.email} />
      <SubmitButton pending={pending} pendingLabel="Sending…">
        {sentMessage ? "Send the link again" : "Send reset link"}
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/login" className={linkClass}>
          Back to sign in
        </Link>
      </p>
    </Form>
  );
}

/** The message and the way out when a reset link is unusable. */
export function InvalidResetLink({ message, ref }: { message: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <FormError ref={ref} alert={{ title: message }}>
      <p className="mt-2">
        <Link to="/forgot-password" className={linkClass}>
          Request a new link
        </Link>
      </p>
    </FormError>
  );
}

/** A new password, twice, for the reset link's token. */
export function ResetPasswordForm({ token, failure }: { token: string; failure?: FormFailure | undefined }) {
  const pending = useFormPending();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useFailureFocus(failure, formRef, alertRef);
  const errors = failure?.fieldErrors ?? {};
  // The identity service refuses a reset only for its link (the password was checked before).
  const tokenRefused = failure?.code === "VALIDATION";
  return (
    <Form
      method="post"
      ref={formRef}
      className="space-y-5"
      aria-label="Choose a new password"
      data-testid="reset-password-form"
    >
      {failure?.alert &&
        (tokenRefused ? (
          <InvalidResetLink ref={alertRef} message={failure.alert.title} />
        ) : (
          <FormError ref={alertRef} alert={failure.alert} />
        ))}
      <input type="hidden" name="token" value={token} />
      <NewPasswordField label="New password" error={errors.password} />
      <FormField
        name="confirmPassword"
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        error={errors.confirmPassword}
      />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Change password
      </SubmitButton>
    </Form>
  );
}
