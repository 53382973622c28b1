/**
 * What a failed call's `request` may carry into the error log (API-64, ERR OPEN default "strip tokens,
 * card data and passwords before sending"). Run by the browser before it sends a report and again by
 * the server before it logs one, so an old or hostile client cannot put a secret into the log.
 * Written without zod: the service-call helpers of every page ship it.
 */
export const REDACTED = "[redacted]";
export const CARD_REDACTED = "[card number redacted]";

/** A field whose name says it holds a credential or card data: its whole value goes. */
const SECRET_FIELD =
  /pass(word|wd|phrase|code)?$|^pwd$|secret|token|authori[sz]ation|cookie|api[-_]?key|session|signature|^otp|cvv|cvc|csc|security[-_]?code|card[-_]?(number|num|no)|^cc[-_]?(number|num|no)?$|^pan$|account[-_]?number|routing[-_]?number|^iban$|^exp(iry|iration)?([-_]?(date|month|year))?$/i;

const scrubbers: [RegExp, string][] = [
  // A card number anywhere in a text: 13 to 19 digits, in groups or not.
  [/\b\d(?:[ -]?\d){12,18}\b/g, CARD_REDACTED],
  [/\b(Bearer|Basic)\s+[\w~+/.=-]+/gi, `$1 ${REDACTED}`],
  // A JSON Web Token on its own.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED],
  // Secret-looking query or form parameters (`?token=…`, `password=…`).
  [
    /((?:^|[?&;\s])[\w.-]*(?:token|password|passwd|secret|api[-_]?key|signature|session|code|cvv|cvc)=)[^&\s#"']*/gi,
    `$1${REDACTED}`,
  ],
];

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_TEXT = 2000;

/** Text with card numbers, bearer tokens and secret-looking parameters removed. */
export function scrubText(text: string): string {
  const scrubbed = scrubbers.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
  return scrubbed.length > MAX_TEXT ? `${scrubbed.slice(0, MAX_TEXT)}…` : scrubbed;
}

/**
 * A copy of `value` fit for the log: fields named like secrets replaced by "[redacted]", texts
 * scrubbed, headers (a Headers object, entries or a plain object) treated alike; bounded in depth and
 * length. Never throws.
 */
export function redactRequest(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value !== "object") return value === undefined ? undefined : String(value);
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (typeof Headers !== "undefined" && value instanceof Headers) {
    return redactRequest(Object.fromEntries(value.entries()), depth);
  }
  if (typeof FormData !== "undefined" && value instanceof FormData) {
    const fields: Record<string, unknown> = {};
    for (const [key, field] of value.entries()) fields[key] = typeof field === "string" ? field : "[file]";
    return redactRequest(fields, depth);
  }
  if (Array.isArray(value)) {
    // Header entries: [["Authorization", "Bearer …"], …]
    if (value.every((item) => Array.isArray(item) && item.length === 2 && typeof item[0] === "string")) {
      return redactRequest(Object.fromEntries(value as [string, unknown][]), depth);
    }
    return value.slice(0, MAX_ITEMS).map((item) => redactRequest(item, depth + 1));
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value).slice(0, MAX_ITEMS)) {
    copy[key] = SECRET_FIELD.test(key) ? REDACTED : redactRequest(field, depth + 1);
  }
  return copy;
}
