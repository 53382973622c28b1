import type { SessionUser } from "../../../lib/accounts/users.ts";
import { chosenScx, SCX_BASE_SKU } from "../../../lib/builder/scx.ts";
import type { ProductOption } from "../../../lib/catalog/product-page.ts";
import type { DesignInCart } from "../../../lib/designs/contract.ts";
import { AppError } from "../../errors.ts";
import { type PricingFacts, pricingFactsFor } from "../catalog/index.ts";
import type { DesignsDeps } from "./deps.ts";
import { readDesign } from "./get-design.ts";

/**
 * The catalogue options of the SCX base fixture that a design's choices correspond to (CCT, finish,
 * mounting, dimming, where the base fixture offers the same one by name). A choice the catalogue does
 * not offer (a length, a lens, a battery …) has no option: the base fixture's standard stays.
 */
export function catalogueOptionsOf(
  configuration: Parameters<typeof chosenScx>[0],
  base: Pick<PricingFacts, "optionGroups">,
): ProductOption[] {
  return chosenScx(configuration).flatMap(({ choice }) => {
    const wanted = choice.catalogue;
    if (!wanted) return [];
    const option = base.optionGroups
      .find((group) => group.group === wanted.group)
      ?.options.find((candidate) => candidate.name.toLowerCase() === wanted.name.toLowerCase());
    return option ? [option] : [];
  });
}

/**
 * A design into the caller's cart. The cart sells catalogue products priced from the catalogue and the
 * account's price list, so the design goes in as the catalogue's SCX base fixture with the options of
 * its choices that the catalogue offers, through the cart's own add path (API-19's rules: cart access,
 * the working account, the same configuration adds to its line, an `Idempotency-Key` adds once). The
 * answer says which product and options went in.
 */
export async function addDesignToCart(
  deps: DesignsDeps,
  caller: SessionUser,
  designId: string,
  quantity: number,
  idempotencyKey?: string,
): Promise<DesignInCart> {
  const design = await readDesign(deps.db, caller, designId);
  const [base] = await pricingFactsFor(deps.db, { skus: [SCX_BASE_SKU] });
  if (!base) throw new AppError("NOT_FOUND", "The SCX base fixture is not in the catalogue");
  const options = catalogueOptionsOf(design.configuration, base);
  const added = await deps.cart.add(
    caller,
    { productId: base.productId, quantity, options: options.map((option) => option.optionCode) },
    idempotencyKey,
  );
  return {
    designId: design.id,
    sku: base.sku,
    options: options.map((option) => ({ group: option.group, label: option.name })),
    quantity,
    message: `${design.name} is in your cart as ${base.sku}${options.length > 0 ? ` (${options.map((o) => o.name).join(", ")})` : ""}.`,
    cart: added.body,
  };
}
