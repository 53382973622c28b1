import { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER } from "../lib/shared/idempotency-key.ts";
import { reportFailedCall } from "./client-log.ts";
import { INVALID_ANSWER, NETWORK_ERROR } from "./features/cart/cart-failures.ts";

/**
 * The browser's JSON calls to the services (order, payment, portal, quotes) (decision 004): same-origin (the
 * session cookie goes along), every answer parsed with its contract's schema (never cast), and an
 * `Idempotency-Key` where the caller names the attempt. A failure is a `ServiceApiError` with the
 * status and, when the server answered one, its text (ORDER-03 and ERR-02 prefer it), and it is
 * reported to the error log (ERR-01, API-64).
 */
export class ServiceApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The server's `error` text when it answered one; null otherwise. */
  readonly serverText: string | null;
  /** The answer's status text ("" when the server or the protocol gave none, as HTTP/2 does). */
  readonly statusText: string;
  constructor(
    status: number,
    message: string,
    code: string | null,
    serverText: string | null,
    statusText = "",
  ) {
    super(message);
    this.statusText = statusText;
    this.name = "ServiceApiError";
    this.status = status;
    this.code = code;
    this.serverText = serverText;
  }
}

const refusalSchema = z.object({ error: z.string(), code: z.string().optional() });

export type CallOptions = { body?: unknown; idempotencyKey?: string };

export async function serviceCall<T>(
  method: string,
  url: string,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  try {
    return await callOnce(method, url, schema, options);
  } catch (error) {
    // ERR-01: every failed call is reported (its body redacted by the reporter).
    reportFailedCall({ endpoint: url, error, request: { method, body: options.body } });
    throw error;
  }
}

async function callOnce<T>(
  method: string,
  url: string,
  schema: z.ZodType<T>,
  options: CallOptions,
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ServiceApiError(0, "The server could not be reached", NETWORK_ERROR, null);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusalError(response, answer);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new ServiceApiError(response.status, "The answer could not be read", INVALID_ANSWER, null);
  }
  return parsed.data;
}

/**
 * A refused answer as a `ServiceApiError`: the server's `{ error, code }` when it sent one, otherwise
 * "HTTP {status}" with the status text (CHAT-41 words it from there).
 */
export function refusalError(response: Response, answer: unknown): ServiceApiError {
  const refusal = refusalSchema.safeParse(answer);
  const text = refusal.success ? refusal.data.error : null;
  return new ServiceApiError(
    response.status,
    text ?? `HTTP ${response.status}`,
    refusal.success ? (refusal.data.code ?? null) : null,
    text,
    response.statusText,
  );
}

/** The server's text of a failure, when it answered one (ORDER-03, ERR-02); null otherwise. */
export function serverTextOf(error: unknown): string | null {
  return error instanceof ServiceApiError ? error.serverText : null;
}

/** A 401: the session is gone (PAY-13 words it "No logged in user detected"). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ServiceApiError && error.status === 401;
}

/** An id for a path segment. */
export const segment = (value: string) => encodeURIComponent(value);
