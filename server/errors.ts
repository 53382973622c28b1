import { type ErrorCode, errorStatus, moduleErrorName } from "../lib/shared/error-codes.ts";

export { type ErrorCode, errorStatus };

/** The one error type modules throw. Its message is safe to show to people. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    // Pages recognise a module's refusal by this name and a known code (lib/shared/error-codes.ts).
    this.name = moduleErrorName;
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
