import type { SessionUser } from "../../../lib/accounts/users.ts";
import { scxLineOptions, scxOptionCodes } from "../../../lib/builder/scx.ts";
import type { DesignInCart } from "../../../lib/designs/contract.ts";
import type { DesignsDeps } from "./deps.ts";
import { readDesign } from "./get-design.ts";
import { scxBaseFixture } from "./scx-line.ts";

/**
 * A design into the caller's cart: the catalogue's SCX base fixture with the design's choices as its
 * options, each at its adder (lib/builder/scx.ts `scxOptionCodes`), so the cart charges what the
 * builder showed. It goes through the cart's own add path (API-19's rules: cart access, the working
 * account, the same configuration adds to its line, an `Idempotency-Key` adds once).
 */
export async function addDesignToCart(
  deps: DesignsDeps,
  caller: SessionUser,
  designId: string,
  quantity: number,
  idempotencyKey?: string,
): Promise<DesignInCart> {
  const design = await readDesign(deps.db, caller, designId);
  const base = await scxBaseFixture(deps.db);
  const added = await deps.cart.add(
    caller,
    { productId: base.productId, quantity, options: scxOptionCodes(design.configuration) },
    idempotencyKey,
  );
  return {
    designId: design.id,
    sku: base.sku,
    options: scxLineOptions(design.configuration).map(({ group, label }) => ({ group, label })),
    quantity,
    message: `${design.name} is in your cart as ${design.catalogNumber}.`,
    cart: added.body,
  };
}
