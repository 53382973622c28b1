import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import {
  type FormSent,
  formMessages,
  GENERAL_APPLICATION,
  RESUME_FIELD,
} from "../../../lib/forms/contract.ts";
import { acceptAttribute, resumeUploadLimits, uploadLimitsText } from "../../../lib/shared/uploads.ts";
import { inputClass, TextAreaField } from "../accounts/FormField.tsx";
import { cardClass, primaryButton, sectionTitle } from "../accounts/styles.ts";
import { Honeypot } from "../forms/SiteFormParts.tsx";
import { UploadProgress } from "../uploads/FileDrop.tsx";
import { errorMessageOf, fieldErrorsOf, sendForm } from "../uploads/send-form.ts";
import { type FieldSpec, Fields, FormCard, fieldGridClass } from "../uploads/UploadFormParts.tsx";

export const GENERAL_APPLICATION_LABEL = "General application";

/** The résumé's limits as the form states them (and the server enforces them). */
export const RESUME_LIMITS_TEXT = `One file, up to ${uploadLimitsText(resumeUploadLimits, "size")}: PDF, DOC or DOCX.`;

const applicantFields: readonly FieldSpec[] = [
  { name: "name", label: "Full name", required: true, autoComplete: "name", maxLength: 120 },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email", maxLength: 254 },
  { name: "phone", label: "Phone", type: "tel", required: true, autoComplete: "tel", maxLength: 25 },
  {
    name: "profileUrl",
    label: "LinkedIn or portfolio link",
    type: "url",
    optional: true,
    placeholder: "https://",
    maxLength: 500,
  },
];

const EXTENSIONS = /\.(pdf|docx?)$/i;

/** What the browser can refuse before sending (the server checks the content itself). */
function resumeProblem(file: File): string | null {
  if (!EXTENSIONS.test(file.name)) return `"${file.name}" is not a PDF, DOC or DOCX file`;
  if (file.size > resumeUploadLimits.maxFileBytes)
    return `"${file.name}" is larger than ${uploadLimitsText(resumeUploadLimits, "size")}`;
  if (file.size === 0) return `"${file.name}" is empty`;
  return null;
}

export type OpeningChoice = { slug: string; title: string };

/**
 * ROUTE-24: the job application: the opening (preselected on an opening's page, "General
 * application" otherwise), who applies, a link, a cover note and one résumé, sent as a multipart form
 * with its upload's progress; one Idempotency-Key per filled-in form, so a double click sends once.
 * The spec-style success and failure messages are said on the page (status and alert).
 */
export function CareersApplicationForm({
  openings,
  selected,
}: {
  openings: readonly OpeningChoice[];
  /** The opening's slug on its page; "general" on /careers. */
  selected: string;
}) {
  const messages = formMessages.careers;
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<FormSent | null>(null);
  const key = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? resumeProblem(chosen) : null;
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = "";
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const formElement = event.currentTarget;
    // Without a résumé the form is still sent: the server names it with every other field in error.
    const form = new FormData(formElement);
    form.delete(RESUME_FIELD);
    if (file) form.append(RESUME_FIELD, file, file.name);
    key.current ??= crypto.randomUUID();
    setFailure(null);
    setFileError(null);
    setProgress(0);
    const answer = await sendForm("/api/forms-service/forms/careers", form, {
      idempotencyKey: key.current,
      onProgress: setProgress,
    });
    setProgress(null);
    if (answer.status === 201) {
      setSent(answer.body as FormSent);
      return;
    }
    const fieldErrors = fieldErrorsOf(answer.body);
    setErrors(fieldErrors);
    if (fieldErrors[RESUME_FIELD]) setFileError(fieldErrors[RESUME_FIELD]);
    const fileRefused =
      answer.status === 413 || /not an accepted file type|is empty/.test(errorMessageOf(answer.body) ?? "");
    if (fileRefused) setFileError(errorMessageOf(answer.body));
    setFailure(
      answer.status === 0
        ? "We could not reach our server. Check your connection and send again."
        : Object.keys(fieldErrors).length > 0 || fileRefused
          ? "Please correct the fields marked in red."
          : (errorMessageOf(answer.body) ?? "Please try again in a moment."),
    );
    // A refusal of this body will not change on retry with the same key: a corrected form is new.
    if (answer.status >= 400 && answer.status < 500) key.current = null;
    const first = Object.keys(fieldErrors)[0];
    if (first) formElement.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
    else if (fileRefused) fileInput.current?.focus();
  }

  if (sent) {
    return (
      <div className={cardClass} role="status" data-testid="form-sent">
        <p className={sectionTitle}>{messages.sent}</p>
        <p className="mt-2 text-slate-700">
          Your application number is <strong data-testid="form-number">{sent.number}</strong>
          {sent.opening ? ` (${sent.opening})` : ""}. We have mailed you a confirmation; our hiring team reads
          every application and contacts you within two weeks when your experience fits the job.
        </p>
      </div>
    );
  }

  const sending = progress !== null;
  const options = [
    ...openings.map((opening) => ({ value: opening.slug, label: opening.title })),
    { value: GENERAL_APPLICATION, label: GENERAL_APPLICATION_LABEL },
  ];
  return (
    <form onSubmit={submit} noValidate className="relative space-y-6" aria-label="Job application">
      <FormCard legend="About you">
        <div className={fieldGridClass}>
          <div className="sm:col-span-2">
            <OpeningSelect options={options} selected={selected} error={errors.opening} />
          </div>
          <Fields fields={applicantFields} errors={errors} />
        </div>
        <div className="mt-4">
          <TextAreaField
            name="coverNote"
            label="Cover note"
            optional
            rows={6}
            maxLength={4000}
            error={errors.coverNote}
          />
        </div>
        <Honeypot />
      </FormCard>
      <FormCard legend="Résumé">
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-700">
          Your résumé
        </label>
        <input
          ref={fileInput}
          id={fileId}
          name={RESUME_FIELD}
          type="file"
          required
          accept={acceptAttribute(resumeUploadLimits)}
          onChange={choose}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-limits${fileError ? ` ${fileId}-error` : ""}`}
          className="mt-1 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded file:border-0 file:bg-brand-navy file:px-3 file:py-2 file:font-semibold file:text-white"
        />
        <p id={`${fileId}-limits`} className="mt-1 text-xs text-slate-600" data-testid="upload-limits">
          {RESUME_LIMITS_TEXT}
        </p>
        {fileError && (
          <p id={`${fileId}-error`} className="mt-1 text-sm font-medium text-brand-red">
            {fileError}
          </p>
        )}
        {sending && <UploadProgress fraction={progress} />}
      </FormCard>
      <div className="space-y-3">
        <div role="alert" data-testid="form-failure">
          {failure && (
            <p className="rounded border border-brand-red/40 bg-red-50 p-3 text-sm text-brand-red">
              <strong>{messages.sendFailed}</strong> {failure}
            </p>
          )}
        </div>
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? "Sending…" : "Send application"}
        </button>
      </div>
    </form>
  );
}

/** The opening applied for: each open job, then "General application" (titles shown, slugs sent). */
function OpeningSelect({
  options,
  selected,
  error,
}: {
  options: { value: string; label: string }[];
  selected: string;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        Position
      </label>
      <select
        id={id}
        name="opening"
        required
        defaultValue={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 ${inputClass} ${error ? "border-brand-red" : "border-slate-300"}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}
