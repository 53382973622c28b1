import type { FormKind, FormSent } from "../../../lib/forms/contract.ts";
import { type SiteForm, useSiteForm } from "./use-site-form.ts";

/** The hidden field of a form's page that names one filled-in form, as the Idempotency-Key does. */
export const FORM_KEY_FIELD = "formKey";

/** What a form's page action answers: the form sent, or its errors with everything the person typed. */
export type SiteFormResult =
  | { ok: true; sent: FormSent }
  | { ok: false; errors: Record<string, string>; failure: string; values: Record<string, string> };

/** The page action's answer (site-form-action.ts) as the form shows it; anything else is nothing. */
export function siteFormResult(answer: unknown): SiteFormResult | undefined {
  if (!answer || typeof answer !== "object") return undefined;
  const value = answer as Record<string, unknown>;
  if (value.ok === true && value.sent) return { ok: true, sent: value.sent as FormSent };
  if (value.ok === false) {
    const alert = value.alert as { title?: string } | null | undefined;
    return {
      ok: false,
      errors: (value.fieldErrors as Record<string, string> | undefined) ?? {},
      failure: alert?.title ?? "Please try again in a moment.",
      values: (value.values as Record<string, string> | undefined) ?? {},
    };
  }
  return undefined;
}

/**
 * A form of the marketing site as its page shows it: sent by script through use-site-form.ts, or
 * posted to the page without JavaScript, whose action's answer (`result`) is shown until the script
 * sends the form itself.
 */
export function useSiteFormView(
  kind: FormKind,
  result: SiteFormResult | undefined,
): SiteForm & {
  /** What the person typed, given back by the page's action after a refused post. */
  values: Record<string, string>;
} {
  const form = useSiteForm(kind);
  const posted = form.sent !== null || form.failure !== null || form.sending;
  if (posted || !result) return { ...form, values: {} };
  if (result.ok) return { ...form, sent: result.sent, values: {} };
  return { ...form, errors: result.errors, failure: result.failure, values: result.values };
}
