import { data, type RouterContextProvider } from "react-router";
import { type FormAlert, type FormFailure, tryAgainLater } from "../lib/accounts/account-forms.ts";
import { type ErrorCode, errorStatus, isModuleError, type ModuleError } from "../lib/shared/error-codes.ts";
import { hasControlCharacters } from "../lib/shared/safe-text.ts";
import { getPageContext } from "./context.ts";

/**
 * Errors of page loaders and actions, mapped in one place (#11.4), as server/app.ts maps them for the
 * JSON API. A module's refusal (an AppError with a code of lib/shared/error-codes.ts, and nothing else:
 * the check is closed) answers its code's HTTP status with its message, which was written for people.
 * Any other error is unexpected: logged through the page context with the request's id and answered
 * with a generic message and 500, never with its own text.
 */

export { isModuleError, type ModuleError };

/** The HTTP status a page answers for an error: a refusal its code's status, anything else 500. */
export function errorStatusOf(error: unknown): number {
  return isModuleError(error) ? errorStatus[error.code] : 500;
}

/** Retry-After for a limited caller, as the API sends it (rate limits set `retryAfterSeconds`). */
function refusalHeaders(refusal: ModuleError | null): HeadersInit | undefined {
  const seconds = (refusal as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? { "Retry-After": String(seconds) } : undefined;
}

/**
 * A loader's call of a module. A refusal becomes the error page with its code's status (NOT_FOUND:
 * the 404 page); anything else propagates to entry.server's handleError, which logs it with the
 * request id, and the page shows the generic error with status 500.
 */
export async function loaderCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isModuleError(error)) {
      throw data(
        { error: error.message, code: error.code },
        { status: errorStatus[error.code], headers: refusalHeaders(error) },
      );
    }
    throw error;
  }
}

/** A loader's answer that may be a refusal the page words itself (see `loaderCallShowing`). */
export type Shown<T> = { ok: true; value: T } | { ok: false; refusal: { code: ErrorCode; message: string } };

/**
 * A loader's call of a module whose refusals with the codes given the page shows in its own place
 * (an empty cart at checkout: the page still has its header and a way back), not as the error page.
 * Any other refusal or error goes as with `loaderCall`.
 */
export async function loaderCallShowing<T>(work: Promise<T>, shows: readonly ErrorCode[]): Promise<Shown<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (isModuleError(error) && shows.includes(error.code)) {
      return { ok: false, refusal: { code: error.code, message: error.message } };
    }
    return loaderCall<never>(Promise.reject(error));
  }
}

/** How a form words a failure, given to `formFailure` and `formCall`. */
export type FailureWording<Otherwise = never> = {
  /** The log line's message when the error is not shown ("sign-in failed"). */
  log: string;
  /**
   * The alert the form shows, for a module's refusal or (null) for an unexpected failure. Default: the
   * refusal's own message, or "Something went wrong on our side…".
   */
  alert?: (refusal: ModuleError | null) => FormAlert;
  /** The posted values the form is refilled with (refillValues: never a password or a token). */
  values?: Record<string, string>;
  /** The codes this form shows; a refusal with any other code is treated as unexpected. Default: all. */
  shows?: readonly ErrorCode[];
  /**
   * The answer instead of a failure when the error is not shown (it is still logged), for a form whose
   * answer must not differ, such as forgot-password's, which must not tell known addresses apart.
   */
  otherwise?: () => Otherwise;
};

/** What a form action answers when a module refused or something broke (see the module's comment). */
export function formFailure<Otherwise = never>(
  context: Readonly<RouterContextProvider>,
  error: unknown,
  wording: FailureWording<Otherwise>,
) {
  const refusal =
    isModuleError(error) && (wording.shows === undefined || wording.shows.includes(error.code))
      ? error
      : null;
  if (!refusal) {
    getPageContext(context).logError(wording.log, error);
    if (wording.otherwise) return wording.otherwise();
  }
  const alert = wording.alert?.(refusal) ?? { title: refusal ? refusal.message : tryAgainLater };
  const failure: FormFailure = {
    ok: false,
    ...(refusal ? { code: refusal.code } : {}),
    alert,
    fieldErrors: {},
    values: wording.values ?? {},
  };
  return data(failure, {
    status: refusal ? errorStatus[refusal.code] : 500,
    headers: refusalHeaders(refusal),
  });
}

/** A response or `data(…)` a route threw on purpose: the router's to answer, not an error to map. */
function isRouterAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" &&
      error !== null &&
      (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/**
 * A form action's call of a module: its answer, or the form's failure as `formFailure` words it. The
 * one try/catch of every page action, so none maps, logs or hides an error of its own.
 */
export async function formCall<T, Otherwise = never>(
  context: Readonly<RouterContextProvider>,
  work: () => Promise<T>,
  wording: FailureWording<Otherwise>,
) {
  try {
    return await work();
  } catch (error) {
    if (isRouterAnswer(error)) throw error;
    return formFailure(context, error, wording);
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
