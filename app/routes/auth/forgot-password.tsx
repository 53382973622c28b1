import { data, Link } from "react-router";
import {
  type FormFailure,
  fieldErrorsOf,
  formText,
  refillValues,
  resetLinkSent,
} from "../../../lib/accounts/account-forms.ts";
import { forgotPasswordBody } from "../../../lib/accounts/user-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuthPanel, linkClass } from "../../features/accounts/FormMessages.tsx";
import { ForgotPasswordForm } from "../../features/accounts/PasswordForms.tsx";
import { formCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/forgot-password";

type ForgotResult = { ok: true; message: string } | FormFailure;

/** `/forgot-password`: mails a reset link; the answer never tells whether the address has an account. */
export async function loader({ context }: Route.LoaderArgs) {
  return { brandName: getPageContext(context).config.brand.name };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity, clientIp } = getPageContext(context);
  const form = await readForm(request);
  const parsed = forgotPasswordBody.safeParse({ email: formText(form, "email") });
  if (!parsed.success) {
    return data<ForgotResult>(
      { ok: false, alert: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values: refillValues(form) },
      { status: 400 },
    );
  }
  const sent = { ok: true, message: resetLinkSent } satisfies ForgotResult;
  return formCall(
    context,
    async () => {
      await identity.requestPasswordReset({ headers: request.headers, ip: clientIp }, parsed.data.email);
      return sent;
    },
    {
      log: "password reset request failed",
      // Too many requests from this address says nothing about the account: the visitor may know.
      shows: ["RATE_LIMITED"],
      values: refillValues(form),
      // Any other failure could differ between known and unknown addresses: logged, answered as sent.
      otherwise: () => sent,
    },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const brand = loaderData?.brandName;
  return [
    { title: brand ? `Forgot your password | ${brand}` : "Forgot your password" },
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const sent = actionData?.ok ? actionData.message : null;
  return (
    <AuthPanel
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <>
          No account yet?{" "}
          <Link to="/register" className={linkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <ForgotPasswordForm failure={actionData?.ok ? undefined : actionData} sentMessage={sent} />
    </AuthPanel>
  );
}
