import { data } from "react-router";
import { hasControlCharacters } from "../lib/shared/safe-text.ts";

/**
 * Modules signal a missing object with an error whose `code` is NOT_FOUND (server/errors.ts). In a page
 * loader that becomes the 404 page, with HTTP status 404; every other error propagates.
 */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The form a page action was posted (#10.3). Anything else (JSON, plain text, no content type, a
 * broken multipart body, text with a control character) is a 400, never an exception inside the action.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const refuse = (error: string) => data({ error, code: "VALIDATION" }, { status: 400 });
  if (!FORM_TYPES.includes(type)) throw refuse("This page accepts form posts only");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refuse("The form could not be read");
  }
  for (const [key, value] of form) {
    if (hasControlCharacters(key) || (typeof value === "string" && hasControlCharacters(value))) {
      throw refuse("Text must not contain control characters");
    }
  }
  return form;
}
