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
