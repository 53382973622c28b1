import type { Random } from "../../lib/shared/random.ts";

/**
 * Inputs for the fuzz tests (#10.3): values, query strings and bodies that real clients, broken clients
 * and attackers send. Seeded, so a failure is reproduced by running the test again.
 */

const values = [
  "",
  " ",
  "a",
  "0",
  "-1",
  "1.5",
  "1e309",
  "99999999999999999999",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "%",
  "%%",
  "\u0000",
  "a\u0000b",
  "\u0007bell",
  "'",
  '"',
  "' or '1'='1",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "A-10001",
  "SR-201",
  "EDL-4-10-40K",
  "CCT-30K,FIN-BK",
  "00000000-0000-0000-0000-000000000000",
  "ben.buyer@brightline.example",
  "not-an-email@",
  "x".repeat(300),
  "😀💡",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "\ud800",
  "Downlights",
  "Recessed Downlights",
  "3000",
  "price_desc",
];

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

export const fuzzValue = (random: Random): string => pick(random, values);

const queryKeys = [
  "q",
  "searchTerm",
  "category",
  "subCategory",
  "limit",
  "page",
  "offset",
  "sort",
  "cct",
  "mounting",
  "ipRating",
  "wattageMin",
  "wattageMax",
  "option",
  "finish",
  "accountId",
  "email",
  "territory",
  "to",
  "redirectTo",
  "tab",
  "token",
  "from",
];

/** A query string of up to four fuzzed parameters, percent-encoded as a client would (mostly). */
export function fuzzQuery(random: Random): string {
  const count = Math.floor(random() * 5);
  const pairs = Array.from({ length: count }, () => {
    const key = pick(random, queryKeys);
    const value = fuzzValue(random);
    // Now and then raw, as a careless client sends it; a lone surrogate cannot be encoded.
    const encoded = random() < 0.15 ? value.replace(/[\s#&]/g, "") : safeEncode(value);
    return `${key}=${encoded}`;
  });
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** A path parameter: a fuzz value, percent-encoded, or a few raw oddities. */
export function fuzzSegment(random: Random): string {
  if (random() < 0.1) return pick(random, ["%00", "%E0%A4%A", "%2e%2e", "..", "%", "a%2Fb"]);
  return safeEncode(fuzzValue(random)) || "x";
}

export type FuzzBody = { body?: string; contentType?: string };

const fieldNames = [
  "email",
  "password",
  "fname",
  "lname",
  "EMAIL",
  "customerType",
  "accountNumber",
  "billingZip",
  "zip",
  "phone",
  "company",
  "token",
  "uid",
  "userId",
  "accountId",
  "access",
  "currentPassword",
  "newPassword",
  "kind",
  "redirectTo",
  "intent",
];

/** A request body: JSON (well-formed or not), a form, multipart (broken or not), plain text, or none. */
export function fuzzBody(random: Random): FuzzBody {
  const fields = Object.fromEntries(
    Array.from({ length: 1 + Math.floor(random() * 5) }, () => [
      pick(random, fieldNames),
      random() < 0.2 ? pick(random, [42, null, true, [1, 2], { a: 1 }]) : fuzzValue(random),
    ]),
  );
  const json = JSON.stringify(fields);
  const form = new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value).replace(/[\ud800-\udfff]/g, "")]),
  ).toString();
  const kind = Math.floor(random() * 9);
  switch (kind) {
    case 0:
      return { body: json, contentType: "application/json" };
    case 1:
      return {
        body: json.slice(0, Math.max(1, Math.floor(json.length * random()))),
        contentType: "application/json",
      };
    case 2:
      return { body: form, contentType: "application/x-www-form-urlencoded" };
    case 3:
      return {
        body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
        contentType: "multipart/form-data; boundary=b",
      };
    case 4:
      return { body: json, contentType: "text/plain" };
    case 5:
      return { body: json };
    case 6:
      return { body: "", contentType: "application/json" };
    case 7:
      return {
        body: pick(random, ["null", "[]", "42", '"text"', '{"__proto__": {"admin": true}}']),
        contentType: "application/json",
      };
    default:
      return {};
  }
}
