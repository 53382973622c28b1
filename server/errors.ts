/** The closed set of error codes a module may raise; `errorStatus` maps each to its HTTP status. */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type modules throw. Its message is safe to show to people. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);

/** The code for a status raised outside our modules (framework middleware). */
export function codeForStatus(status: number): ErrorCode | "HTTP_ERROR" {
  const match = Object.entries(errorStatus).find(([, s]) => s === status);
  return match ? (match[0] as ErrorCode) : "HTTP_ERROR";
}
