/**
 * The browser's calls to `/api/user-service` (spec §7 "Users"). Same-origin, so the session cookie
 * goes along. A failure becomes a `UserServiceError` with the HTTP status and the server's text.
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

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
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
    const payload = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    throw new UserServiceError(
      response.status,
      typeof payload?.error === "string" ? payload.error : `HTTP ${response.status}`,
      typeof payload?.code === "string" ? payload.code : null,
    );
  }
  return (await response.json()) as T;
}

export const userService = {
  get: <T>(path: string) => call<T>("GET", path),
  post: <T>(path: string, body: unknown) => call<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => call<T>("PUT", path, body),
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
