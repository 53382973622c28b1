import { CLIENT_LOG_PATH } from "../lib/client-log/path.ts";
import { redactRequest } from "../lib/client-log/redact.ts";

/** A service call that failed: where it went, what went wrong and what was sent (ERR-01). */
export type FailedCall = { endpoint: string; error: unknown; request?: unknown };

/** A `request` larger than this (as JSON, after redaction) is replaced by a note: the server takes 8000. */
const MAX_REQUEST_CHARS = 7000;

/** The error as a text for the log: a status and a message where there is one. */
function errorText(error: unknown): string {
  let text: string;
  if (typeof error === "string") text = error;
  else if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status;
    text =
      typeof status === "number"
        ? `${status === 0 ? "network error" : `HTTP ${status}`}: ${error.message}`
        : `${error.name}: ${error.message}`;
  } else text = String(error);
  return (text.trim() || "unknown error").slice(0, 2000);
}

/**
 * ERR-01: reports a failed service call through API-64 `POST resource-service/logs` with the
 * `endpoint`, the `error` and the `request`, tokens, card data and passwords stripped first (ERR OPEN
 * default). Fire and forget: it never throws, never waits and never shows anything. A failure of the
 * report itself is swallowed silently, with no toast and no retry, and the log call is never reported,
 * so logging can never loop (ERR OPEN default). Only in the browser: the server logs its own failures.
 */
export function reportFailedCall({ endpoint, error, request }: FailedCall): void {
  if (typeof window === "undefined") return;
  try {
    if (endpoint.split("?")[0]?.endsWith(CLIENT_LOG_PATH)) return;
    let reported = request === undefined ? undefined : redactRequest(request);
    if (reported !== undefined && JSON.stringify(reported).length > MAX_REQUEST_CHARS) {
      reported = "[request too large to report]";
    }
    const body = JSON.stringify({
      endpoint: endpoint.slice(0, 500) || "(unknown)",
      error: errorText(error),
      ...(reported === undefined ? {} : { request: reported }),
    });
    fetch(CLIENT_LOG_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body,
      // Delivered even when the page is being left.
      keepalive: true,
    })
      .then((response) => response.body?.cancel())
      .catch(() => {});
  } catch {
    // Reporting must never break the page that failed.
  }
}
