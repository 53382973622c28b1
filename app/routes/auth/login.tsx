import { data, redirect } from "react-router";
import {
  type FormFailure,
  fieldErrorsOf,
  formText,
  refillValues,
  signInFailureAlert,
  signInNotice,
  thirdPartyFailure,
  thirdPartyFailureAlert,
} from "../../../lib/accounts/account-forms.ts";
import { signInBody } from "../../../lib/accounts/user-contract.ts";
import { safeRedirect } from "../../../lib/shared/redirects.ts";
import { getPageContext } from "../../context.ts";
import { AuthPanel } from "../../features/accounts/FormMessages.tsx";
import { SignInForm } from "../../features/accounts/SignInForm.tsx";
import { formCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/login";

/**
 * `/login` (ROUTE-02): sign-in with email and password through the identity service, which sets the
 * session cookie. `?redirectTo=/path` (a path of this site only) says where to go next, default
 * `/user`; `?verified=1` and `?reset=1` say why the visitor is here. A signed-in visitor goes on.
 * With a company identity provider configured, "Sign in with {name}" starts its sign-in (USER-16);
 * a failed one comes back here with `?error=…` and shows "Third party login failed".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, config } = getPageContext(context);
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (viewer) throw redirect(redirectTo);
  // Only the provider's display name reaches the page: never its client id, secret or endpoints.
  const thirdParty = config.thirdPartySignIn ? { name: config.thirdPartySignIn.name } : null;
  return {
    brandName: config.brand.name,
    redirectTo,
    notice: signInNotice(url.searchParams),
    thirdParty,
    thirdPartyFailure: thirdParty ? thirdPartyFailure(url.searchParams) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { identity, accounts, clientIp } = getPageContext(context);
  const form = await readForm(request);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (formText(form, "intent") === "third-party") {
    // USER-16: off to the identity provider; the cookie set here binds its answer to this browser.
    return formCall(
      context,
      async () => {
        const started = await identity.startThirdPartySignIn(
          { headers: request.headers, ip: clientIp },
          redirectTo,
        );
        const headers = new Headers();
        for (const cookie of started.setCookies) headers.append("Set-Cookie", cookie);
        return redirect(started.url, { headers });
      },
      { log: "third-party sign-in could not start", alert: thirdPartyFailureAlert },
    );
  }
  const values = refillValues(form);
  const parsed = signInBody.safeParse({
    email: formText(form, "email"),
    password: formText(form, "password"),
  });
  if (!parsed.success) {
    return data<FormFailure>(
      { ok: false, alert: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values },
      { status: 400 },
    );
  }
  // A module's refusal (wrong credentials, too many attempts) is shown; anything else is logged, not shown.
  return formCall(
    context,
    async () => {
      const { session } = await accounts.signIn({ headers: request.headers, ip: clientIp }, parsed.data);
      const headers = new Headers();
      for (const cookie of session.setCookies) headers.append("Set-Cookie", cookie);
      return redirect(redirectTo, { headers });
    },
    { log: "sign-in failed", alert: signInFailureAlert, values },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const brand = loaderData?.brandName;
  return [
    { title: brand ? `Sign in | ${brand}` : "Sign in" },
    {
      name: "description",
      content: `Sign in to your ${brand ? `${brand} ` : ""}account for pricing, quotes and orders.`,
    },
  ];
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brandName, redirectTo, notice, thirdParty, thirdPartyFailure } = loaderData;
  return (
    <AuthPanel
      title="Sign in"
      intro={`Welcome back. Sign in to your ${brandName} account for your pricing, quotes and orders.`}
    >
      <SignInForm
        failure={actionData ?? thirdPartyFailure ?? undefined}
        redirectTo={redirectTo}
        notice={notice}
        thirdParty={thirdParty}
      />
    </AuthPanel>
  );
}
