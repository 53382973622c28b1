import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  type FormFailure,
  fieldErrorsOf,
  isCustomerType,
  refillValues,
  registerFailureAlert,
  registerInput,
} from "../../../lib/accounts/account-forms.ts";
import { accountMessages, approvalRequestMessage } from "../../../lib/accounts/account-messages.ts";
import { registerBody } from "../../../lib/accounts/user-contract.ts";
import { safeRedirect } from "../../../lib/shared/redirects.ts";
import { getPageContext } from "../../context.ts";
import { AuthPanel, linkClass } from "../../features/accounts/FormMessages.tsx";
import { RegisterForm } from "../../features/accounts/RegisterForm.tsx";
import { RegisterOutcome, type RegisterSuccess } from "../../features/accounts/RegisterOutcome.tsx";
import { useAuthLink } from "../../features/accounts/use-auth-link.ts";
import { formCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/register";

type RegisterResult = RegisterSuccess | FormFailure;

/**
 * `/register` (API-55): a basic customer, a distributor (proved by account number and billing ZIP)
 * or a sales representative (by sales rep ID) signs up. The page answers the outcome itself, not a
 * redirect, so the account messages (USER-21, USER-22) can be read before going on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, viewer } = getPageContext(context);
  const search = new URL(request.url).searchParams;
  // #9.8: a signed-in visitor goes on, as from /login: to the page they came from, or the portal.
  if (viewer) throw redirect(safeRedirect(search.get("redirectTo")));
  const type = search.get("type");
  return { brandName: config.brand.name, initialType: isCustomerType(type) ? type : "basic" };
}

/**
 * The outcome of a registration signs the new user in; the page stays to show its messages instead
 * of the loader sending a now signed-in visitor away.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, clientIp, config } = getPageContext(context);
  const form = await readForm(request);
  const values = refillValues(form);
  const parsed = registerBody.safeParse(registerInput(form));
  if (!parsed.success) {
    return data<RegisterResult>(
      { ok: false, alert: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values },
      { status: 400 },
    );
  }
  return formCall(
    context,
    async () => {
      const outcome = await accounts.register({ headers: request.headers, ip: clientIp }, parsed.data);
      return {
        ok: true,
        firstName: parsed.data.fname,
        messages: outcome.messages.map((kind) => accountMessages[kind]),
        approval: outcome.approvalRequested ? approvalRequestMessage(config.brand.name) : null,
      } satisfies RegisterResult;
    },
    { log: "registration failed", alert: registerFailureAlert, values },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const brand = loaderData?.brandName;
  return [
    { title: brand ? `Create an account | ${brand}` : "Create an account" },
    {
      name: "description",
      content: `Register as a customer, distributor or sales representative of ${brand ?? "our products"}.`,
    },
  ];
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const signInLink = useAuthLink("/login");
  if (actionData?.ok) {
    return (
      <AuthPanel title="Create an account" wide>
        <RegisterOutcome outcome={actionData} />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel
      title="Create an account"
      wide
      intro={`Register for your ${loaderData.brandName} account. Distributors and sales representatives connect to their company records as they sign up.`}
      footer={
        <>
          Already have an account?{" "}
          <Link to={signInLink} className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm failure={actionData} initialType={loaderData.initialType} />
    </AuthPanel>
  );
}
