import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Structured JSON logs. Secrets never reach a log line: any field whose name looks like a credential
 * is censored wherever it appears in the first levels of a logged object.
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
];
const redactPaths = secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: "[redacted]" },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export type { Logger };
