import type { FormKind } from "../../../lib/forms/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { creditApplicationPdf } from "./credit-application-pdf.ts";
import type { FormsDeps } from "./deps.ts";
import { type FormSender, submitForm } from "./submit-form.ts";

export type { FormsDeps } from "./deps.ts";
export type { FormSender } from "./submit-form.ts";

/**
 * The marketing site's forms (issue 15 item 8): contact us (ROUTE-28), support request (ROUTE-29),
 * credit application with its PDF (ROUTE-27) and brand store request (ROUTE-19). Stored, mailed to
 * the team and acknowledged to the sender through the mail outbox; a honeypot and a rate limit
 * against spam; one submission per Idempotency-Key.
 */
export function createFormsModule(deps: FormsDeps) {
  return {
    submit: (sender: FormSender, kind: FormKind, fields: Record<string, string>) =>
      submitForm(deps, sender, kind, fields),
    creditApplicationPdf: (number: string, token: string, config: PublicConfig) =>
      creditApplicationPdf(deps, number, token, config),
  };
}

export type FormsModule = ReturnType<typeof createFormsModule>;
