import type { z } from "zod";
import { errorAnswer } from "../../../lib/accounts/user-service.contract.ts";
import { reportFailedCall } from "../../client-log.ts";

/**
 * The browser's calls to `/api/user-service` (spec §7 "Users") from the portal panels that work in
 * place (decision 004). Same-origin, so the session cookie goes along. An answer the panel reads is
 * parsed with its schema (lib/accounts/user-service.contract.ts), never cast; an answer it does not
 * read is not parsed. A failure becomes a `UserServiceError` with the HTTP status and the server's text.
 */
export const USER_SERVICE = "/api/user-service";

export class UserServiceError extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(status: number, message: string, code: string | null) {
    super(message);
    this.name = "UserServiceError";
    this.status = status;
    this.code = code;
  }
}

/** The code of an answer that is not what the contract says (its message is not for people). */
export const INVALID_ANSWER = "INVALID_ANSWER";

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${USER_SERVICE}${path}`, {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const refusal = errorAnswer.safeParse(await response.json().catch(() => null));
    throw new UserServiceError(
      response.status,
      refusal.success ? refusal.data.error : `HTTP ${response.status}`,
      refusal.success ? (refusal.data.code ?? null) : null,
    );
  }
  return response;
}

/** The answer parsed by `schema`; one that does not match is a failure like any other. */
async function read<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new UserServiceError(response.status, "The answer could not be read", INVALID_ANSWER);
  }
  return parsed.data;
}

/**
 * The call's answer when the panel reads it, parsed; nothing when it does not. A failure is reported
 * to the error log (ERR-01; a password in the body is stripped by the reporter), then thrown.
 */
async function call<T>(method: string, path: string, body: unknown, schema?: z.ZodType<T>) {
  try {
    const response = await send(method, path, body);
    if (schema) return await read(response, schema);
    await response.body?.cancel();
    return undefined as T;
  } catch (error) {
    reportFailedCall({ endpoint: `${USER_SERVICE}${path}`, error, request: { method, body } });
    throw error;
  }
}

export const userService = {
  get: <T>(path: string, schema: z.ZodType<T>): Promise<T> => call("GET", path, undefined, schema),
  post: <T = undefined>(path: string, body: unknown, schema?: z.ZodType<T>): Promise<T> =>
    call("POST", path, body, schema),
  put: <T = undefined>(path: string, body: unknown, schema?: z.ZodType<T>): Promise<T> =>
    call("PUT", path, body, schema),
  delete: (path: string): Promise<undefined> => call("DELETE", path, undefined),
};

/** The server's own words for a 4xx the user can act on; null for anything else. */
export function userFacingError(error: unknown): string | null {
  return error instanceof UserServiceError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
    ? error.message
    : null;
}
