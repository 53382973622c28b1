import QRCode from "qrcode";
import { data, redirect } from "react-router";
import { type FormFailure, fieldErrorsOf, formText } from "../../../lib/accounts/account-forms.ts";
import { safeRedirect } from "../../../lib/shared/redirects.ts";
import { staffCodeBody, staffSignInBody } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";
import { StaffSignIn, type StaffSignInState } from "../../features/staff/StaffSignIn.tsx";
import { formCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/login";

/** Where a staff member goes once signed in: a console page, the dashboard by default. */
function consoleRedirect(value: FormDataEntryValue | string | null): string {
  const path = safeRedirect(typeof value === "string" ? value : null);
  return path === "/staff" || path.startsWith("/staff/") ? path : "/staff";
}

/**
 * `/staff/login` (issue 33 item 1): the manufacturer's staff sign in, in two steps: the password,
 * then a code from their authenticator app. The first time, the app is set up here: a QR code and
 * the secret to type, the backup codes shown once, then the first code. `?redirectTo=/staff/…`
 * says which console page to go back to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, config } = getPageContext(context);
  const redirectTo = consoleRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (staff) throw redirect(redirectTo);
  return { brandName: config.brand.name, redirectTo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Staff sign-in | ${loaderData?.brandName ?? ""}` },
    { name: "robots", content: "noindex" },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, clientIp } = getPageContext(context);
  const form = await readForm(request);
  const client = { headers: request.headers, ip: clientIp };
  const redirectTo = consoleRedirect(form.get("redirectTo"));
  if (formText(form, "intent") === "code") {
    const parsed = staffCodeBody.safeParse({ code: formText(form, "code") });
    if (!parsed.success) {
      return data<FormFailure>(
        { ok: false, alert: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values: { step: "code" } },
        { status: 400 },
      );
    }
    return formCall(
      context,
      async () => {
        const { setCookies } = await accounts.staffVerifyCode(client, parsed.data.code);
        const headers = new Headers();
        for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
        return redirect(redirectTo, { headers });
      },
      { log: "staff code step failed", values: { step: "code" } },
    );
  }
  const email = formText(form, "email");
  const parsed = staffSignInBody.safeParse({ email, password: formText(form, "password") });
  if (!parsed.success) {
    return data<FormFailure>(
      { ok: false, alert: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values: { email } },
      { status: 400 },
    );
  }
  return formCall(
    context,
    async () => {
      const { answer, setCookies } = await accounts.staffSignIn(client, parsed.data);
      const headers = new Headers();
      for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
      const state: StaffSignInState =
        answer.step === "code"
          ? { ok: true, step: "code" }
          : {
              ok: true,
              step: "enroll",
              secret: answer.secret,
              backupCodes: answer.backupCodes,
              qrSvg: await QRCode.toString(answer.totpUri, { type: "svg", margin: 1, width: 192 }),
            };
      return data(state, { headers });
    },
    { log: "staff sign-in failed", values: { email } },
  );
}

export default function StaffLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffSignIn brandName={loaderData.brandName} redirectTo={loaderData.redirectTo} state={actionData} />
  );
}
