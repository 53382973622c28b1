import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Structured JSON logs. Secrets never reach a log line (#10.1):
 * - any field whose name looks like a credential is censored wherever it appears in the first levels
 *   of a logged object;
 * - errors are logged through `serializeError`: a failed database query is logged without its
 *   parameters (which carry session, reset and verification tokens) and, above debug level, without its
 *   SQL text; messages and stacks are scrubbed of bearer tokens and secret-looking query parameters;
 * - the message text of every line is scrubbed the same way.
 */
const secretKeys = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "idToken",
  "userToken",
  "authorization",
  "cookie",
  "secret",
  "clientSecret",
  "client_secret",
  "code_verifier",
  "cardNumber",
  "cvv",
  "accountNumber",
  "routingNumber",
  "params",
];
const redactPaths = secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

const scrubbers: [RegExp, string][] = [
  // Drizzle's "Failed query: … params: <values>": the values are the secrets; they run to the end.
  [/\bparams:[\s\S]*$/, "params: [redacted]"],
  [/\b(Bearer|Basic)\s+[^\s"',]+/gi, "$1 [redacted]"],
  [
    /((?:^|[?&;\s])(?:token|code|password|secret|key|signature|session[_-]?token)=)[^&\s"']+/gim,
    "$1[redacted]",
  ],
  [/(lumen[._-]session[_-]token=)[^;\s"']+/gi, "$1[redacted]"],
];

/** Text with credentials it may carry (query parameters of a failed statement, tokens) removed. */
export function scrubSecrets(text: string): string {
  return scrubbers.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  query?: string;
  cause?: SerializedError;
};

/**
 * An error as a log line may show it. Drizzle wraps a failed statement in an error whose message holds
 * the SQL and its parameters; that message is replaced by the driver's own reason (the cause), the
 * parameters are dropped, and the SQL text is kept only when `withQueries` (debug logging).
 */
export function serializeError(error: unknown, withQueries = false, depth = 0): SerializedError {
  if (!(error instanceof Error)) return describeThrown(error);
  const fields = error as Error & { query?: unknown; params?: unknown; code?: unknown; cause?: unknown };
  const isFailedQuery = typeof fields.query === "string" && "params" in fields;
  const cause =
    fields.cause instanceof Error && depth < 3
      ? serializeError(fields.cause, withQueries, depth + 1)
      : undefined;
  const message = isFailedQuery
    ? `Database query failed${cause ? `: ${cause.message}` : ""}`
    : scrubSecrets(error.message);
  const stackFrames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(stackFrames.length > 0
      ? { stack: scrubSecrets([`${error.name}: ${message}`, ...stackFrames].join("\n")) }
      : {}),
    ...(typeof fields.code === "string" ? { code: fields.code } : {}),
    ...(isFailedQuery && withQueries ? { query: scrubSecrets(fields.query as string) } : {}),
    ...(cause ? { cause } : {}),
  };
}

/** How much of a thrown value that is not an Error a log line shows. */
const THROWN_TEXT_LIMIT = 500;

/**
 * A thrown value that is not an Error, as a log line can read it (#30.7), where `String(value)` said
 * "[object Object]": a Response or a router's error response by its status and reason, another
 * object as JSON (cut short), anything else as text.
 */
function describeThrown(value: unknown): SerializedError {
  if (value instanceof Response) {
    return { type: "Response", message: `${value.status} ${value.statusText}`.trim() };
  }
  if (typeof value !== "object" || value === null) {
    return { type: typeof value, message: scrubSecrets(String(value)).slice(0, THROWN_TEXT_LIMIT) };
  }
  const type = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const fields = value as { status?: unknown; statusText?: unknown; error?: unknown; data?: unknown };
  let message: string;
  if (typeof fields.status === "number") {
    const reason =
      fields.error instanceof Error
        ? fields.error.message
        : typeof fields.data === "string"
          ? fields.data
          : "";
    const head = `${fields.status} ${typeof fields.statusText === "string" ? fields.statusText : ""}`.trim();
    message = reason ? `${head}: ${reason}` : head;
  } else {
    try {
      message = JSON.stringify(value) ?? String(value);
    } catch {
      message = String(value);
    }
  }
  return {
    type: typeof type === "string" && type !== "Object" ? type : "object",
    message: scrubSecrets(message).slice(0, THROWN_TEXT_LIMIT),
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const withQueries = level === "debug" || level === "trace";
  const errorSerializer = (error: unknown) => serializeError(error, withQueries);
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: "[redacted]" },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorSerializer, error: errorSerializer, cause: errorSerializer },
      hooks: {
        // The message text is scrubbed too: a library may put a statement or a link into it.
        logMethod(args, method) {
          const scrubbed = args.map((arg) =>
            typeof arg === "string" ? scrubSecrets(arg) : arg,
          ) as typeof args;
          return method.apply(this, scrubbed);
        },
      },
    },
    destination,
  );
}

export type { Logger };
