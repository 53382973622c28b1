/**
 * What a failed database call means for the caller. Drizzle wraps the driver's error (node-postgres or
 * PGlite) as its `cause`; the SQLSTATE code or the socket error decides.
 */

type WithCode = { code?: unknown; cause?: unknown; message?: unknown };

/** The error and its causes, outermost first (at most a few levels). */
function chain(error: unknown): WithCode[] {
  const errors: WithCode[] = [];
  let current: unknown = error;
  while (current && typeof current === "object" && errors.length < 5) {
    errors.push(current as WithCode);
    current = (current as WithCode).cause;
  }
  return errors;
}

/** The SQLSTATE code of a database error ("22021"), if it is one. */
export function sqlState(error: unknown): string | undefined {
  for (const link of chain(error)) {
    if (typeof link.code === "string" && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return undefined;
}

/**
 * A value the database refused as data (SQLSTATE class 22: invalid text for a type, a character the
 * encoding cannot hold, a number out of range): bad input that got past validation, so a 400.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith("22") ?? false;
}

const CONNECTION_STATES = /^(08|57P0[1-3]|53300)/;
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|terminating connection|PGlite is closed|Cannot use a pool after calling end/i;

/**
 * The database could not be reached or dropped the connection (server restarting, backend killed,
 * pool exhausted): nothing the caller did wrong, and worth retrying shortly, so a 503 (#10.7).
 */
export function isConnectionFailure(error: unknown): boolean {
  return chain(error).some(
    (link) =>
      (typeof link.code === "string" && (CONNECTION_STATES.test(link.code) || SOCKET_CODES.has(link.code))) ||
      (typeof link.message === "string" && CONNECTION_MESSAGES.test(link.message)),
  );
}
