import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";

/** What the server answered: its JSON body and status (0: the request never got an answer). */
export type FormAnswer = { status: number; body: unknown };

/**
 * Posts a form with files by XMLHttpRequest, whose upload events give the progress fetch cannot
 * (issue 14: progress shown while uploading). `idempotencyKey` is kept by the form for its one
 * submission, so a second click or a retry after a lost answer creates one request.
 */
export function sendForm(
  url: string,
  form: FormData,
  options: { idempotencyKey: string; onProgress: (fraction: number) => void },
): Promise<FormAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the caller shows its own failure message.
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener("error", () => resolve({ status: 0, body: null }));
    request.addEventListener("abort", () => resolve({ status: 0, body: null }));
    request.send(form);
  });
}

/** The field errors of a 400 (`details.fields`), if the server named any. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const fields = (body as { details?: { fields?: unknown } } | null)?.details?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}

/** The server's message for people, if it sent one. */
export function errorMessageOf(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" ? error : null;
}
