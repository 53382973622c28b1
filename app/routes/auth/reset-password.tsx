import { data, redirect } from "react-router";
import {
  type FormFailure,
  fieldErrorsOf,
  formText,
  invalidResetLink,
} from "../../../lib/accounts/account-forms.ts";
import { resetPasswordBody } from "../../../lib/accounts/user-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuthPanel } from "../../features/accounts/FormMessages.tsx";
import { InvalidResetLink, ResetPasswordForm } from "../../features/accounts/PasswordForms.tsx";
import { formCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/reset-password";

const MAX_TOKEN_LENGTH = 512;

/**
 * `/reset-password?token=…`: where the mailed link lands (through better-auth, which adds
 * `?error=INVALID_TOKEN` when the link is bad). A new password, twice; then sign in again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, identity } = getPageContext(context);
  const search = new URL(request.url).searchParams;
  const token = search.get("token") ?? "";
  const wellFormed = !search.has("error") && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
  // #9.8: an unknown, used or expired token is told when the page opens, not after two passwords.
  const usable = wellFormed && (await identity.resetTokenIsValid(token));
  return { brandName: config.brand.name, token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity, clientIp } = getPageContext(context);
  const form = await readForm(request);
  const failure = (fields: Omit<FormFailure, "ok" | "values">, status: number) =>
    data<FormFailure>({ ok: false, values: {}, ...fields }, { status });
  const password = formText(form, "password");
  const parsed = resetPasswordBody.safeParse({ token: formText(form, "token"), password });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    if (fieldErrors.token) {
      return failure({ code: "VALIDATION", alert: { title: invalidResetLink }, fieldErrors: {} }, 400);
    }
    return failure({ alert: null, fieldErrors }, 400);
  }
  if (formText(form, "confirmPassword") !== password) {
    return failure({ alert: null, fieldErrors: { confirmPassword: "The two passwords do not match." } }, 400);
  }
  // A refused link (used, expired) says so in the module's words; anything else is logged, not shown.
  return formCall(
    context,
    async () => {
      await identity.resetPassword(
        { headers: request.headers, ip: clientIp },
        parsed.data.token,
        parsed.data.password,
      );
      return redirect("/login?reset=1");
    },
    { log: "password reset failed" },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const brand = loaderData?.brandName;
  return [
    { title: brand ? `Choose a new password | ${brand}` : "Choose a new password" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  return (
    <AuthPanel
      title="Choose a new password"
      intro={token ? "Choose the new password for your account. You sign in with it afterwards." : undefined}
    >
      {token ? (
        <ResetPasswordForm token={token} failure={actionData} />
      ) : (
        <InvalidResetLink message={invalidResetLink} />
      )}
    </AuthPanel>
  );
}
