import { Form, Link, redirect, useNavigation } from "react-router";
import { createStaffAccountBody, usStateCodes } from "../../../lib/staff/accounts.ts";
import { getPageContext } from "../../context.ts";
import {
  FailureMessage,
  Field,
  inputClass,
  primaryButton,
  secondaryButton,
} from "../../features/staff/accounts/StaffForm.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import {
  failureOf,
  formObject,
  parseStaffForm,
  runStaffChange,
  staffForm,
} from "../../features/staff/staff-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/account-new";

const fields = [
  "accountNumber",
  "name",
  "billingZip",
  "city",
  "state",
  "phone",
  "creditTermsDays",
  "creditLimit",
  "admin.fname",
  "admin.lname",
  "admin.email",
  "admin.phone",
] as const;

/** `/staff/accounts/new` (issue 33 item 2): a new distributor account and its first administrator. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "accounts.write");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { form, actor, client } = await staffForm(request, context, "accounts.write");
  const values = formObject(form, fields);
  const typed = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? "")]));
  const parsed = parseStaffForm(createStaffAccountBody, values, "create", typed);
  if (!parsed.ok) return parsed.answer;
  const done = await runStaffChange(
    context,
    "create",
    async () => {
      const created = await getPageContext(context).accounts.staff.createAccount(actor, client, parsed.value);
      return created.accountId;
    },
    typed,
  );
  if ("ok" in done && done.ok) {
    throw redirect(`/staff/accounts/${encodeURIComponent(done.notice)}?created=1`);
  }
  return done;
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("New account");
}

export default function NewAccount({ actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData, "create");
  const errors = failure?.fieldErrors ?? {};
  const busy = useNavigation().state === "submitting";
  const text = (name: (typeof fields)[number], label: string, extra: Record<string, string> = {}) => (
    <Field id={`new-${name}`} label={label} error={errors[name]}>
      <input
        id={`new-${name}`}
        name={name}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `new-${name}-error` : undefined}
        defaultValue={failure?.values[name]}
        {...extra}
      />
    </Field>
  );
  return (
    <>
      <StaffPageHeader
        title="New distributor account"
        intro="The account and its first administrator are created together; the administrator is mailed a link to choose a password."
      />
      <FailureMessage failure={failure} />
      <Form method="post" className="max-w-3xl space-y-6" noValidate>
        <fieldset className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold text-slate-900">Account</legend>
          {text("accountNumber", "Account number", {
            required: "",
            placeholder: "A-10005",
            autoComplete: "off",
          })}
          {text("name", "Company name", { required: "", autoComplete: "organization" })}
          {text("billingZip", "Billing ZIP", {
            required: "",
            inputMode: "numeric",
            autoComplete: "postal-code",
          })}
          {text("city", "City", { required: "" })}
          <Field id="new-state" label="State" error={errors.state}>
            <select
              id="new-state"
              name="state"
              className={inputClass}
              defaultValue={failure?.values.state ?? ""}
              required
            >
              <option value="" disabled>
                Choose a state
              </option>
              {usStateCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </Field>
          {text("phone", "Phone", { type: "tel", autoComplete: "tel" })}
          {text("creditTermsDays", "Credit terms (days)", {
            inputMode: "numeric",
            placeholder: "30 (empty: card or ACH)",
          })}
          {text("creditLimit", "Credit limit (USD)", { inputMode: "decimal", placeholder: "25000" })}
        </fieldset>
        <fieldset className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold text-slate-900">First administrator</legend>
          {text("admin.fname", "First name", { required: "", autoComplete: "off" })}
          {text("admin.lname", "Last name", { required: "", autoComplete: "off" })}
          {text("admin.email", "Email", { type: "email", required: "", autoComplete: "off" })}
          {text("admin.phone", "Phone", { type: "tel", autoComplete: "off" })}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? "Creating…" : "Create account and invite"}
          </button>
          <Link to="/staff/accounts" className={secondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
