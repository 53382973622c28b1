import { randomUUID } from "node:crypto";

/** A key as `put` makes it: `<prefix>/<yyyy-mm>/<uuid>`, nothing a path could escape with. */
export const STORAGE_KEY = /^[a-z][a-z0-9-]{0,31}\/\d{4}-\d{2}\/[0-9a-f-]{36}$/;

/** A new key below `prefix`: the month it was written (to keep folders small) and a random uuid. */
export function newStorageKey(prefix: string): string {
  const key = `${prefix}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage prefix: ${JSON.stringify(prefix)}`);
  return key;
}

/** Refuses anything that is not a key as `put` makes it, before it reaches a path or a bucket. */
export function checkStorageKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}
