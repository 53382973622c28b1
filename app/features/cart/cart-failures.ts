import { toast } from "sonner";
import type { RejectedLine } from "../../../lib/cart/contract.ts";

/**
 * What the cart's calls fail with and what the pages say of it, apart from the calls themselves
 * (cart-api.ts) because those bring zod: a product card reports a failed add with this module, and
 * loads the calls only when it is clicked (issue 15: no zod in the first scripts of a page of cards).
 */

/** The code of an answer that is not what the contract says (its message is not for people). */
export const INVALID_ANSWER = "INVALID_ANSWER";
/** The code of a request that never got an answer (offline, aborted). */
export const NETWORK_ERROR = "NETWORK_ERROR";

export class CartApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** A quick order refused as a whole lists its bad lines here. */
  readonly rejectedLines: RejectedLine[];
  constructor(status: number, message: string, code: string | null, rejectedLines: RejectedLine[] = []) {
    super(message);
    this.name = "CartApiError";
    this.status = status;
    this.code = code;
    this.rejectedLines = rejectedLines;
  }
}

/** The server's own words for a refusal the person can act on (4xx but 401); null for anything else. */
export function cartFacingError(error: unknown): string | null {
  return error instanceof CartApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : null;
}

/** CART-03: the spec's toast when an add fails. */
export const ADD_FAILED = "Could not add item to cart";

/** The toast of a failed add: the spec's words, and the server's reason when it gave one. */
export function toastAddFailed(error: unknown) {
  const reason = cartFacingError(error);
  toast.error(ADD_FAILED, { duration: 5_000, ...(reason ? { description: reason } : {}) });
}
