/**
 * The closed set of error codes a module may raise, each with its HTTP status. Shared by the server's
 * error type (server/errors.ts) and the pages that answer a module's error with the same status.
 */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorStatus, code);
}

/**
 * The name every module error carries (server/errors.ts sets it on AppError), so that code outside the
 * server, which may not import the class, can tell a module's refusal from any other error.
 */
export const moduleErrorName = "AppError";

/** A module's refusal as it reaches a page in-process: its message was written for people. */
export type ModuleError = Error & { name: typeof moduleErrorName; code: ErrorCode };

/**
 * A closed check (#11.4): an error is a module's refusal only when it is an AppError whose code is one
 * of the set above. Anything else that carries a text `code` (a socket's ECONNREFUSED, a driver's
 * SQLSTATE, a library's own codes, a code we do not know) is unexpected: its message was never meant
 * for people, so it is logged and never shown.
 */
export function isModuleError(error: unknown): error is ModuleError {
  if (!(error instanceof Error) || error.name !== moduleErrorName) return false;
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === "string" && isErrorCode(code);
}
