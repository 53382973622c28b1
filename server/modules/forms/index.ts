import type { TextFormKind } from "../../../lib/forms/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { Upload } from "../../uploads.ts";
import { creditApplicationPdf } from "./credit-application-pdf.ts";
import { FORM_FILES_PREFIX, type FormsDeps } from "./deps.ts";
import { referencedFormFileKeys } from "./referenced-file-keys.ts";
import { resumeFile } from "./resume-file.ts";
import { submitApplication } from "./submit-application.ts";
import { type FormSender, submitForm } from "./submit-form.ts";

export type { FormsDeps } from "./deps.ts";
export type { FormSender } from "./submit-form.ts";

/**
 * The marketing site's forms (issue 15 item 8): contact us (ROUTE-28), support request (ROUTE-29),
 * credit application with its PDF (ROUTE-27), brand store request (ROUTE-19) and job application with
 * its résumé (ROUTE-24). Stored, mailed to
 * the team and acknowledged to the sender through the mail outbox; a honeypot and a rate limit
 * against spam; one submission per Idempotency-Key.
 */
export function createFormsModule(deps: FormsDeps) {
  return {
    /** The forms of text fields only (a job application comes with its résumé: `apply`). */
    submit: (sender: FormSender, kind: TextFormKind, fields: Record<string, string>) =>
      submitForm(deps, sender, kind, fields),
    /** ROUTE-24: a job application with its résumé. */
    apply: (sender: FormSender, upload: Upload) => submitApplication(deps, sender, upload),
    /** The hiring team's download of a résumé, behind the secret of its mail's link. */
    resume: (number: string, token: string) => resumeFile(deps, number, token),
    storage: deps.storage,
    /** The module's stored files, for the sweep of files no row refers to (server/storage-sweep.ts). */
    fileOwner: {
      prefix: FORM_FILES_PREFIX,
      referencedKeys: (keys: readonly string[]) => referencedFormFileKeys(deps, keys),
    },
    creditApplicationPdf: (number: string, token: string, config: PublicConfig) =>
      creditApplicationPdf(deps, number, token, config),
  };
}

export type FormsModule = ReturnType<typeof createFormsModule>;

// The routers the server mounts: thin, one call of this module a route.
export { formRoutes } from "./routes.ts";
