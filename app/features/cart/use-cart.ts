import { useReducer, useRef, useState } from "react";
import { toast } from "sonner";
import type { Cart } from "../../../lib/cart/contract.ts";
import { cartFacingError } from "./cart-api.ts";
import { useCartBadge } from "./cart-badge.tsx";

/** CART-04, CART-05: the spec's toast when a quantity or a price cannot be changed. */
export const UPDATE_FAILED = "Could not update cart item";
/** CART-06: the spec's toast when a line cannot be removed. */
export const REMOVE_FAILED = "Could not remove item";

/** A change shown before the server has answered it, and taken back if it refuses. */
export type OptimisticChange =
  | { kind: "quantity"; itemId: string; quantity: number }
  | { kind: "remove"; itemId: string };

type Pending = OptimisticChange & { seq: number };

type State = {
  /** The loader's cart this state started from: a new one (an account switch) starts over. */
  source: Cart;
  /** The newest cart the server answered. */
  confirmed: Cart;
  /** The sequence number of the request whose answer `confirmed` is. */
  answeredSeq: number;
  /** Changes sent and not answered yet, in the order they were made. */
  pending: Pending[];
};

type Action =
  | { type: "reset"; cart: Cart }
  | { type: "start"; change: Pending }
  | { type: "answered"; seq: number; cart: Cart }
  | { type: "failed"; seq: number };

function start(cart: Cart): State {
  return { source: cart, confirmed: cart, answeredSeq: 0, pending: [] };
}

export function cartReducer(state: State, action: Action): State {
  switch (action.type) {
    case "reset":
      return start(action.cart);
    case "start":
      return { ...state, pending: [...state.pending, action.change] };
    case "answered": {
      const newer = action.seq > state.answeredSeq;
      return {
        ...state,
        // An answer that overtook a later one is older than what is shown: only its change goes.
        confirmed: newer ? action.cart : state.confirmed,
        answeredSeq: newer ? action.seq : state.answeredSeq,
        pending: state.pending.filter((change) => change.seq !== action.seq),
      };
    }
    case "failed":
      // The rollback: the refused change is dropped, the others stay shown.
      return { ...state, pending: state.pending.filter((change) => change.seq !== action.seq) };
  }
}

/** The cart as shown: the server's newest answer with the unanswered changes applied. */
export function withChanges(cart: Cart, changes: readonly OptimisticChange[]): Cart {
  let items = cart.items;
  for (const change of changes) {
    items =
      change.kind === "remove"
        ? items.filter((item) => item.id !== change.itemId)
        : items.map((item) => (item.id === change.itemId ? { ...item, quantity: change.quantity } : item));
  }
  return items === cart.items ? cart : { ...cart, items };
}

export type CallResult = { ok: true; cart: Cart } | { ok: false; error: unknown };

/**
 * The cart page's state (decision 004: in-place updates through cart-api.ts). A quantity change or a
 * removal shows at once and is rolled back with the spec's toast when the server refuses it; the
 * other changes (coupon, a representative's price, shipping, surcharge) wait for the answer. The
 * newest answer is the cart shown; every answer also updates the header's count.
 */
export function useCart(loaded: Cart) {
  const [state, dispatch] = useReducer(cartReducer, loaded, start);
  const sequence = useRef(0);
  const newestAnswer = useRef(0);
  const { report } = useCartBadge();
  if (state.source !== loaded) dispatch({ type: "reset", cart: loaded });

  // #32.6: what the last confirmed change did, in words (a representative's price, shipping, surcharge).
  const [notice, setNotice] = useState<string | null>(null);

  async function send(
    call: () => Promise<Cart>,
    options: { change?: OptimisticChange; failure?: string; done?: (cart: Cart) => string } = {},
  ): Promise<CallResult> {
    sequence.current += 1;
    const seq = sequence.current;
    if (options.change) dispatch({ type: "start", change: { ...options.change, seq } });
    try {
      const cart = await call();
      dispatch({ type: "answered", seq, cart });
      if (seq > newestAnswer.current) {
        newestAnswer.current = seq;
        report(cart);
      }
      setNotice(options.done ? options.done(cart) : null);
      return { ok: true, cart };
    } catch (error) {
      dispatch({ type: "failed", seq });
      setNotice(null);
      if (options.failure) {
        const reason = cartFacingError(error);
        toast.error(options.failure, { duration: 5_000, ...(reason ? { description: reason } : {}) });
      }
      return { ok: false, error };
    }
  }

  return {
    cart: withChanges(state.confirmed, state.pending),
    /** Lines with a change on the way (their figures are from before it). */
    changing: new Set(state.pending.map((change) => change.itemId)),
    /** True while any change is on the way: the totals are from before it. */
    updating: state.pending.length > 0,
    /** #32.6: the confirmation of the last change that asked for one (null after any other). */
    notice,
    send,
  };
}
