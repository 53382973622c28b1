import { randomBytes } from "node:crypto";
import {
  careersBody,
  type FormSent,
  formMessages,
  GENERAL_APPLICATION,
  HONEYPOT_FIELD,
  RESUME_FIELD,
} from "../../../lib/forms/contract.ts";
import { resumeUploadLimits, uploadLimitsText } from "../../../lib/shared/uploads.ts";
import { storedFileValues } from "../../db/columns.ts";
import { AppError } from "../../errors.ts";
import { submitUploadOnce } from "../../upload-submission.ts";
import { parseFields, type Upload } from "../../uploads.ts";
import { FORM_FILES_PREFIX, FORM_RATE_RULE, FORMS_RATE_LIMITED, type FormsDeps } from "./deps.ts";
import { receiptMail, teamMail } from "./form-mail.ts";
import { formSubmissionFiles, formSubmissions } from "./schema.ts";
import { type FormSender, newFormNumber, pdfTokenHash } from "./submit-form.ts";

export const GENERAL_APPLICATION_TITLE = "General application";

/** The team's link to a job application's résumé: its number and the secret only the team's mail has. */
export const resumePath = (number: string, token: string) =>
  `/api/forms-service/applications/${number}/resume?token=${token}`;

const refused = (field: string, message: string) =>
  new AppError("VALIDATION", message, { fields: { [field]: message } });

/**
 * ROUTE-24: a job application with its résumé (one PDF, DOC or DOCX of at most 5 MB, told by its
 * content when the upload was read), sent by anyone. The fields are checked (400 naming each field),
 * the opening must be taking applications (or the application is a general one), an address may send
 * five in 15 minutes (429), and a filled-in honeypot answers as a success but stores and mails
 * nothing. Then the résumé is stored first and the submission with its file row written in one
 * transaction for the Idempotency-Key: a failed transaction removes the stored résumé again, a double
 * submit answers the first and keeps one copy. The hiring team's mail carries a secret link to the
 * résumé; the applicant's acknowledgement does not. Both leave through the outbox after the commit.
 */
export async function submitApplication(deps: FormsDeps, sender: FormSender, upload: Upload) {
  if (upload.files.some((file) => file.field !== RESUME_FIELD))
    throw new AppError("VALIDATION", "Send the résumé as the only file");
  const resume = upload.files.find((file) => file.field === RESUME_FIELD);
  const noResume = `Attach your résumé (${uploadLimitsText(resumeUploadLimits, "types")}, up to ${uploadLimitsText(resumeUploadLimits, "size")})`;
  let body: ReturnType<typeof careersBody.parse>;
  try {
    body = parseFields(careersBody, upload.fields);
  } catch (error) {
    // The missing résumé is named with the fields in error, so the form marks them all at once.
    const fields =
      error instanceof AppError ? (error.details as { fields?: Record<string, string> })?.fields : null;
    if (!fields || resume) throw error;
    throw new AppError("VALIDATION", (error as AppError).message, {
      fields: { ...fields, [RESUME_FIELD]: noResume },
    });
  }
  if (!resume) throw refused(RESUME_FIELD, noResume);
  const opening =
    body.opening === GENERAL_APPLICATION ? GENERAL_APPLICATION_TITLE : deps.openingTitle(body.opening);
  if (!opening)
    throw refused("opening", "This job is no longer open: choose another one or send a general application");
  await deps.limiter.enforce(
    `forms:careers:ip:${sender.clientIp}`,
    deps.rateRule ?? FORM_RATE_RULE,
    FORMS_RATE_LIMITED,
  );
  const { [HONEYPOT_FIELD]: trap, ...kept } = body;
  if (trap) {
    // A robot filled in the field people never see: nothing is stored, nothing is mailed.
    return {
      status: 201,
      body: {
        number: newFormNumber("careers"),
        message: formMessages.careers.sent,
        opening,
      } satisfies FormSent,
      replayed: false,
    };
  }
  const idempotency = {
    key: sender.idempotencyKey,
    callerId: sender.userId ?? `guest:${sender.clientIp}`,
    operation: "form:careers",
  };
  return submitUploadOnce<FormSent>(
    deps,
    { prefix: FORM_FILES_PREFIX, upload: { fields: upload.fields, files: [resume] }, idempotency },
    async (tx, stored) => {
      const [file] = stored;
      if (!file) throw new Error("the résumé was not stored");
      const [row] = await tx
        .insert(formSubmissions)
        .values({
          number: newFormNumber("careers"),
          kind: "careers",
          userId: sender.userId,
          name: kept.name,
          email: kept.email,
          fields: { ...kept, openingTitle: opening },
        })
        .returning();
      if (!row) throw new Error("the job application insert returned no row");
      const token = randomBytes(24).toString("base64url");
      await tx
        .insert(formSubmissionFiles)
        .values({ submissionId: row.id, ...storedFileValues(file), tokenHash: pdfTokenHash(token) });
      await deps.mailer.send(
        teamMail(deps, row, null, {
          label: `The résumé (${file.name})`,
          path: resumePath(row.number, token),
        }),
      );
      await deps.mailer.send(receiptMail(deps, row));
      return { status: 201, body: { number: row.number, message: formMessages.careers.sent, opening } };
    },
  );
}
