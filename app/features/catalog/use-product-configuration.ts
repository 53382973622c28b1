import { useState } from "react";
import {
  type ConfigurableProduct,
  configureProduct,
  type ProductConfiguration,
} from "../../../lib/catalog/product-configuration.ts";
import { initialSelection, type OptionSelection } from "../../../lib/catalog/product-page.ts";

/** `?option=` of the current URL set to the chosen non-default options, without a navigation. */
function rememberInUrl(codes: readonly string[]) {
  const url = new URL(window.location.href);
  url.searchParams.delete("option");
  for (const key of [...url.searchParams.keys()]) if (key.startsWith("option-")) url.searchParams.delete(key);
  if (codes.length > 0) url.searchParams.set("option", codes.join(","));
  // Commas need no escaping in a query; `?option=CCT-35K,FIN-BK` reads better when shared.
  url.search = url.searchParams.toString().replaceAll("%2C", ",");
  // The router's own history entry is kept; only the address changes, so a copied link shares the configuration.
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The product as configured on its page (#9.12): the selection starts at the defaults or the link's
 * `?option=` codes, and every part of the page (title, pictures, catalog number, price, spec table,
 * document links) reads the one configuration it makes. Choices are mirrored into the URL.
 */
export function useProductConfiguration(
  product: ConfigurableProduct,
  preselect: readonly string[],
): { configuration: ProductConfiguration; choose: (group: string, optionCode: string) => void } {
  const [selection, setSelection] = useState<OptionSelection>(() =>
    initialSelection(product.optionGroups, preselect),
  );
  const configuration = configureProduct(product, selection);
  const choose = (group: string, optionCode: string) => {
    const next = { ...selection, [group]: optionCode };
    setSelection(next);
    rememberInUrl(configureProduct(product, next).codes);
  };
  return { configuration, choose };
}
