import { type FormEvent, useRef, useState } from "react";
import { type FormKind, type FormSent, formMessages } from "../../../lib/forms/contract.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";
import { reportFailedCall } from "../../client-log.ts";
import { errorMessageOf, fieldErrorsOf } from "../uploads/send-form.ts";

/**
 * The sending of a form of the marketing site (issue 15 item 8): its fields as JSON to the forms
 * API with one Idempotency-Key per filled-in form (a double click or a retry after a lost answer
 * sends one), the server's field errors beside their fields, and the success or failure message
 * on the page itself (the sent notice is a status, the failure an alert).
 */
export function useSiteForm(kind: FormKind) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<FormSent | null>(null);
  const key = useRef<string | null>(null);
  const messages = formMessages[kind];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") fields[name] = value;
    }
    key.current ??= crypto.randomUUID();
    setSending(true);
    let status = 0;
    let body: unknown = null;
    try {
      const response = await fetch(`/api/forms-service/forms/${kind}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          [IDEMPOTENCY_KEY_HEADER]: key.current,
        },
        body: JSON.stringify(fields),
      });
      status = response.status;
      body = await response.json().catch(() => null);
    } catch {
      // No answer: the same key is sent again with the next attempt.
    }
    setSending(false);
    if (status === 0 || status >= 500) {
      // ERR-01: a call that failed on the way or on the server is reported; what the person wrote is
      // theirs and stays out of the log (a refusal of the fields, a 4xx, is shown to them instead).
      reportFailedCall({
        endpoint: `/api/forms-service/forms/${kind}`,
        error: status === 0 ? "network error: no answer" : `HTTP ${status}: ${errorMessageOf(body) ?? ""}`,
        request: { method: "POST" },
      });
    }
    if (status === 201) {
      setSent(body as FormSent);
      return;
    }
    const fieldErrors = fieldErrorsOf(body);
    setErrors(fieldErrors);
    // The failure is said once on the page (role="alert" above the send button), not in a toast.
    const reason =
      status === 0
        ? "We could not reach our server. Check your connection and send again."
        : Object.keys(fieldErrors).length > 0
          ? "Please correct the fields marked in red."
          : (errorMessageOf(body) ?? "Please try again in a moment.");
    setFailure(reason);
    // A refusal of this body will not change on retry with the same key: a corrected form is new.
    if (status >= 400 && status < 500) key.current = null;
    // Take the person to the first field to correct.
    const first = Object.keys(fieldErrors)[0];
    if (first) {
      const field = event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
      field?.focus();
    }
  }

  return { submit, errors, failure, sending, sent, messages };
}

export type SiteForm = ReturnType<typeof useSiteForm>;
