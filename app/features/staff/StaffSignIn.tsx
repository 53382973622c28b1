import { ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import { CurrentPasswordField, EmailField, FormField } from "../accounts/FormField.tsx";
import { FormError, SubmitButton } from "../accounts/FormMessages.tsx";

/** What the sign-in action answered: the next step, or a failure of the last one. */
export type StaffSignInState =
  | { ok: true; step: "code" }
  | { ok: true; step: "enroll"; secret: string; backupCodes: string[]; qrSvg: string }
  | FormFailure
  | undefined;

/**
 * The staff console's sign-in (issue 33 item 1): the password form, then the code form, and on the
 * first sign-in the authenticator app's set-up between them. A failed code keeps the code step.
 */
export function StaffSignIn({
  brandName,
  redirectTo,
  state,
}: {
  brandName: string;
  redirectTo: string;
  state: StaffSignInState;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const failedCode = state?.ok === false && navigation.formData === undefined && state.values.step === "code";
  const codeStep = state?.ok === true || failedCode;
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <ShieldCheck aria-hidden className="size-8 text-brand-navy" />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{brandName}</p>
            <h1 className="text-xl font-bold text-slate-900">Staff console sign-in</h1>
          </div>
        </div>
        {state?.ok === false && state.alert && <FormError alert={state.alert} />}
        {state?.ok === true && state.step === "enroll" && <Enrolment {...state} />}
        {codeStep ? (
          <Form key="code" method="post" className="mt-5 space-y-5" aria-label="Authenticator code">
            <input type="hidden" name="intent" value="code" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormField
              name="code"
              label="6-digit code from your authenticator app"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
              error={state?.ok === false ? state.fieldErrors.code : undefined}
            />
            <SubmitButton pending={pending} pendingLabel="Checking…">
              Verify and sign in
            </SubmitButton>
          </Form>
        ) : (
          <Form key="password" method="post" className="mt-5 space-y-5" aria-label="Staff sign-in">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <EmailField
              defaultValue={state?.ok === false ? (state.values.email ?? "") : ""}
              error={state?.ok === false ? state.fieldErrors.email : undefined}
            />
            <CurrentPasswordField error={state?.ok === false ? state.fieldErrors.password : undefined} />
            <SubmitButton pending={pending} pendingLabel="Signing in…">
              Continue
            </SubmitButton>
            <p className="text-sm text-slate-600">
              For the manufacturer's staff. Customers sign in at{" "}
              <a href="/login" className="font-semibold text-brand-navy underline">
                the customer portal
              </a>
              .
            </p>
          </Form>
        )}
      </div>
    </main>
  );
}

/** The first sign-in: the app is set up from the QR code or the typed secret; backup codes once. */
function Enrolment({ secret, backupCodes, qrSvg }: { secret: string; backupCodes: string[]; qrSvg: string }) {
  return (
    <section aria-labelledby="enrol-title" className="space-y-4">
      <h2 id="enrol-title" className="text-lg font-semibold text-slate-900">
        Set up your authenticator app
      </h2>
      <p className="text-sm text-slate-700">
        Staff sign in with a second factor. Scan this code with an authenticator app (Google Authenticator,
        Microsoft Authenticator, 1Password …), or type the key below, then enter the 6-digit code it shows.
      </p>
      <div
        role="img"
        aria-label="QR code of the authenticator key"
        className="mx-auto w-48 [&_svg]:h-auto [&_svg]:w-full"
        // The SVG is made on the server from the otpauth address (qrcode), not from anyone's input.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG, see above
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="text-sm text-slate-700">
        Key:{" "}
        <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1 font-mono">
          {secret}
        </code>
      </p>
      <details className="rounded border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-800">Backup codes (shown once)</summary>
        <p className="mt-2 text-slate-600">
          Keep these somewhere safe: each signs you in once without the app.
        </p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono">
          {backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
