import { ClipboardList, ShoppingBag, ShoppingCart } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import type { Cart } from "../../../lib/cart/contract.ts";
import { negotiationApi } from "../quotes/negotiation-api.ts";
import { RequestQuoteButton } from "../quotes/RequestQuoteButton.tsx";
import { SaveQuoteForm } from "../quotes/SaveQuoteForm.tsx";
import { linesLabel } from "./CartButton.tsx";
import { CartLine } from "./CartLine.tsx";
import { CartSummary } from "./CartSummary.tsx";
import { cartApi, cartFacingError } from "./cart-api.ts";
import { cartNotices } from "./cart-notices.ts";
import { REMOVE_FAILED, UPDATE_FAILED, useCart } from "./use-cart.ts";

/** Failure of a summary change that the spec names no toast for (shipping, surcharge, coupon removal). */
export const CART_CHANGE_FAILED = "Could not update the cart";

const linkButton =
  "inline-flex items-center justify-center gap-2 rounded px-4 py-2 font-semibold hover:opacity-90";

/**
 * The cart of the working account (CART-01 … CART-18): its lines and its summary, changed in place
 * through cart-api.ts. `representative`: the caller works for the account as its sales
 * representative and may set prices and shipping (CART-05, CART-09).
 */
export function CartView({ loaded, representative }: { loaded: Cart; representative: boolean }) {
  const { cart, changing, updating, notice, send } = useCart(loaded);
  // A removed line takes its button with it: the focus goes to the list's heading, not to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  if (cart.items.length === 0) return <EmptyCart />;

  const ok = async (result: Promise<{ ok: boolean }>) => (await result).ok;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {/* #32.6: a representative's change is confirmed here once the server has answered. */}
      <p
        role="status"
        data-testid="cart-status"
        className={
          notice
            ? "rounded border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900 lg:col-span-2"
            : "sr-only"
        }
      >
        {notice}
      </p>
      <section aria-labelledby="cart-lines-title" className="min-w-0">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2">
          <h2 id="cart-lines-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-navy">
            {linesLabel(cart.items.length)}
            <span className="ml-2 text-sm font-normal text-slate-500">
              {cart.unitCount.toLocaleString("en-US")} {cart.unitCount === 1 ? "unit" : "units"}
            </span>
          </h2>
          <Link to="/quick-order" className="text-sm font-semibold text-brand-navy hover:text-brand-green">
            Add by SKU: Quick order
          </Link>
        </div>
        <ul className="divide-y divide-slate-200" data-testid="cart-lines">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              changing={changing.has(item.id)}
              representative={representative}
              onQuantity={(quantity) =>
                void send(() => cartApi.updateQuantity(item.id, quantity), {
                  change: { kind: "quantity", itemId: item.id, quantity },
                  failure: UPDATE_FAILED,
                })
              }
              onRemove={() => {
                heading.current?.focus();
                void send(() => cartApi.remove(item.id), {
                  change: { kind: "remove", itemId: item.id },
                  failure: REMOVE_FAILED,
                });
              }}
              onOverride={(priceCents, originalPriceCents) =>
                ok(
                  send(() => cartApi.overridePrice(item.id, priceCents, originalPriceCents), {
                    failure: UPDATE_FAILED,
                    done: (answer) => cartNotices.priceSet(answer, item.id),
                  }),
                )
              }
              onClearOverride={() =>
                ok(
                  send(() => cartApi.clearPriceOverride(item.id), {
                    failure: UPDATE_FAILED,
                    done: (answer) => cartNotices.priceCleared(answer, item.id),
                  }),
                )
              }
            />
          ))}
        </ul>
      </section>
      <div className="lg:sticky lg:top-16">
        <CartSummary
          cart={cart}
          updating={updating}
          representative={representative}
          onApplyCoupon={async (code) => {
            const result = await send(() => cartApi.applyCoupon(code));
            return result.ok ? null : (cartFacingError(result.error) ?? "The coupon could not be applied");
          }}
          onRemoveCoupon={() => ok(send(() => cartApi.removeCoupon(), { failure: CART_CHANGE_FAILED }))}
          onShipping={(cents) =>
            ok(
              send(() => cartApi.setShipping(cents), {
                failure: CART_CHANGE_FAILED,
                done: cartNotices.shipping,
              }),
            )
          }
          onSurcharge={(method) =>
            ok(
              send(() => cartApi.setSurcharge(method), {
                failure: CART_CHANGE_FAILED,
                done: () => cartNotices.surcharge(method),
              }),
            )
          }
          actions={
            <>
              <CheckoutLink disabled={updating || cart.items.every((item) => !item.available)} />
              <SaveQuoteForm accountId={cart.accountId} cartBusy={updating} />
              {/* Issue 32 item 3: the buyer asks the account's rep for prices; the rep sets them here instead. */}
              {!representative && (
                <RequestQuoteButton
                  what={`your cart's ${linesLabel(cart.items.length).toLowerCase()}`}
                  disabled={updating || cart.items.every((item) => !item.available)}
                  className={`${linkButton} h-10 w-full border border-slate-300 bg-white text-brand-navy`}
                  send={(request, key) =>
                    negotiationApi.request({ ...request, accountId: cart.accountId }, key)
                  }
                />
              )}
            </>
          }
        />
      </div>
    </div>
  );
}

/**
 * "Checkout" (issue 13): the cart placed as an order at /checkout. A link, so it works before the
 * page hydrates; while the cart is changing it waits (the checkout would read the figures mid-change).
 */
function CheckoutLink({ disabled }: { disabled: boolean }) {
  const className = `${linkButton} h-11 w-full bg-brand-green text-white`;
  if (disabled) {
    return (
      <span aria-disabled="true" className={`${className} cursor-not-allowed opacity-60`}>
        <ShoppingBag aria-hidden size={18} />
        Checkout
      </span>
    );
  }
  return (
    <Link to="/checkout" className={className} data-testid="checkout-link">
      <ShoppingBag aria-hidden size={18} />
      Checkout
    </Link>
  );
}

function EmptyCart() {
  return (
    <section
      className="rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center"
      data-testid="cart-empty"
    >
      <ShoppingCart aria-hidden size={40} className="mx-auto text-slate-400" />
      <h2 className="mt-3 text-xl font-bold text-brand-navy">Your cart is empty.</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Add products from their pages, or paste a list of part numbers and quantities.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={`${linkButton} bg-brand-green text-white`}>
          Browse products
        </Link>
        <Link to="/quick-order" className={`${linkButton} border border-slate-300 bg-white text-brand-navy`}>
          <ClipboardList aria-hidden size={18} />
          Quick order
        </Link>
      </div>
    </section>
  );
}
