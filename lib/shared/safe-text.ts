import { z } from "zod";

/**
 * Text from outside (#10.3): no NUL and no control characters other than tab, line feed and carriage
 * return. PostgreSQL cannot store NUL in text, and no field of this product has a use for the others.
 */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // Tab (9), line feed (10) and carriage return (13) are text; the rest of C0 and DEL are not.
    if ((code < 0x20 && code !== 9 && code !== 10 && code !== 13) || code === 0x7f) return true;
  }
  return false;
}

/** The shared string schema: a string without control characters. */
export const text = () =>
  z.string().refine((value) => !hasControlCharacters(value), "must not contain control characters");

/** The first string inside a parsed body (objects, arrays, nested) that holds a control character. */
export function findControlCharacters(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return hasControlCharacters(value) ? value : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return key;
    const found = findControlCharacters(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
