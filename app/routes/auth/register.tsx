import { data, Link } from "react-router";
import {
  type FormFailure,
  failureOf,
  failureStatus,
  fieldErrorsOf,
  isCustomerType,
  isModuleError,
  refillValues,
  registerFailureAlert,
  registerInput,
} from "../../../lib/account-forms.ts";
import { accountMessages, approvalRequestMessage } from "../../../lib/account-messages.ts";
import { registerBody } from "../../../lib/user-contract.ts";
import { displayName } from "../../../lib/users.ts";
import { getPageContext } from "../../context.ts";
import { AuthPanel, linkClass } from "../../features/accounts/FormMessages.tsx";
import { RegisterForm } from "../../features/accounts/RegisterForm.tsx";
import { RegisterOutcome, type RegisterSuccess } from "../../features/accounts/RegisterOutcome.tsx";
import { useViewer } from "../../features/accounts/use-viewer.ts";
import type { Route } from "./+types/register";

type RegisterResult = RegisterSuccess | FormFailure;

/**
 * `/register` (API-55): a basic customer, a distributor (proved by account number and billing ZIP)
 * or a sales representative (by sales rep ID) signs up. The page answers the outcome itself, not a
 * redirect, so the account messages (USER-21, USER-22) can be read before going on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getPageContext(context);
  const type = new URL(request.url).searchParams.get("type");
  return { brandName: config.brand.name, initialType: isCustomerType(type) ? type : "basic" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { accounts, clientIp, config, requestId } = getPageContext(context);
  const form = await request.formData();
  const values = refillValues(form);
  const parsed = registerBody.safeParse(registerInput(form));
  if (!parsed.success) {
    return data<RegisterResult>(
      { ok: false, alert: null, fieldErrors: fieldErrorsOf(parsed.error.issues), values },
      { status: 400 },
    );
  }
  try {
    const { outcome, session } = await accounts.register(
      { headers: request.headers, ip: clientIp },
      parsed.data,
    );
    const headers = new Headers();
    for (const cookie of session.setCookies) headers.append("Set-Cookie", cookie);
    return data<RegisterResult>(
      {
        ok: true,
        firstName: outcome.user.fname,
        messages: outcome.messages.map((kind) => accountMessages[kind]),
        approval: outcome.approvalRequested ? approvalRequestMessage(config.brand.name) : null,
      },
      { headers },
    );
  } catch (error) {
    if (!isModuleError(error)) console.error(`[${requestId}] registration failed`, error);
    return data<RegisterResult>(failureOf(error, registerFailureAlert(error), values), {
      status: failureStatus(error),
    });
  }
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
  const viewer = useViewer();
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
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {viewer && !actionData ? (
        <p role="status" className="text-slate-700">
          You are signed in as {displayName(viewer)}.{" "}
          <Link to="/user" className={linkClass}>
            Go to my account
          </Link>
        </p>
      ) : (
        <RegisterForm failure={actionData} initialType={loaderData.initialType} />
      )}
    </AuthPanel>
  );
}
