import { z } from "zod";

/**
 * The `Idempotency-Key` request header (#11.3): a client names one attempt of a request it may
 * repeat (placing an order, paying), and sends the same key with every retry of that attempt.
 * A random UUID is a good key; a new attempt needs a new key.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 128;

export const idempotencyKeyMessage = `The ${IDEMPOTENCY_KEY_HEADER} header must be ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} characters of letters, digits, "-", "_", ":" or "."`;

/** One header value: 8 to 128 characters of `[A-Za-z0-9_\-:.]`. */
export const idempotencyKeySchema = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9_\\-:.]{${IDEMPOTENCY_KEY_MIN},${IDEMPOTENCY_KEY_MAX}}$`),
    idempotencyKeyMessage,
  );
