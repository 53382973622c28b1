import { createContext, useContext } from "react";

/**
 * Opens the Products side panel (HDR-06) from anywhere inside the site chrome: the header's Catalog
 * shortcut and the home page's "Browse the catalog" lead there while `/catalogs` is not built (#9.2).
 */
export const ProductsPanelContext = createContext<() => void>(() => {});

export function useOpenProductsPanel(): () => void {
  return useContext(ProductsPanelContext);
}
