import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors, FormFailure } from "../../../lib/accounts/account-forms.ts";
import { formBodies, type TextFormKind } from "../../../lib/forms/contract.ts";
import { idempotencyKeySchema } from "../../../lib/shared/idempotency-key.ts";
import { getPageContext } from "../../context.ts";
import { formCall, readForm } from "../../page-errors.ts";
import { FORM_KEY_FIELD } from "./site-form-view.ts";

/**
 * A form of the marketing site posted to its page, without JavaScript (with it, use-site-form.ts sends
 * the same fields to the forms API): the same module call, its field errors beside their fields and
 * what was typed given back to refill the form, a refusal (rate limit) or failure as the form's alert.
 */
export async function siteFormAction(
  kind: TextFormKind,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const ctx = getPageContext(context);
  const form = await readForm(request);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== FORM_KEY_FIELD) fields[name] = value;
  }
  const key = idempotencyKeySchema.safeParse(form.get(FORM_KEY_FIELD));
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => name.length <= 60));
  // The form's own schema first, as the module checks it: its messages beside their fields.
  const parsed = formBodies[kind].safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    const failure: FormFailure = {
      ok: false,
      code: "VALIDATION",
      alert: { title: "Please correct the fields marked in red." },
      fieldErrors,
      values,
    };
    return data(failure, { status: 400 });
  }
  return formCall(
    context,
    async () => {
      const result = await ctx.forms.submit(
        {
          userId: ctx.viewer?.userId ?? null,
          clientIp: ctx.clientIp,
          idempotencyKey: key.success ? key.data : undefined,
        },
        kind,
        fields,
      );
      return data({ ok: true as const, sent: result.body }, { status: result.status });
    },
    {
      log: `${kind} form failed`,
      values,
      alert: (refusal) => ({ title: refusal?.message ?? "Please try again in a moment." }),
    },
  );
}
