import { z } from "zod";

/**
 * Text from outside (#10.3): no NUL and no control characters other than tab, line feed and carriage
 * return. PostgreSQL cannot store NUL in text, and no field of this product has a use for the others.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
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
