import { newIdempotencyKey } from "./quotes-api.ts";

/**
 * The `Idempotency-Key` of a form that creates something (#12: a double-clicked "Save as quote"
 * creates one quote). Each time the person asks to save, the request gets a fresh random key; when
 * the same request is sent again after an attempt whose outcome is unknown (no answer, a server
 * error), it goes with the same key, so the server answers the first attempt's quote instead of
 * saving a second one. Once an attempt has a definite answer (saved, or refused), the next one is a
 * new request with a new key.
 */
export function createSubmissionKeys(newKey: () => string = newIdempotencyKey) {
  let held: { fingerprint: string; key: string } | null = null;
  return {
    /** The key for sending `body` now: the held one when it is the same request again, else a new one. */
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (held?.fingerprint !== fingerprint) held = { fingerprint, key: newKey() };
      return held.key;
    },
    /** The attempt ended: `known` (saved or refused, the key is spent) or `unknown` (keep it for a retry). */
    settled(outcome: "known" | "unknown"): void {
      if (outcome === "known") held = null;
    },
  };
}

export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>;
