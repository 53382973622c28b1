import type { Db } from "../../db/client.ts";

/** Product pages, sub-category listings and documents (issue 3): filled in by the product-page work. */
export function createProductDetails(_db: Db) {
  return {};
}

export type ProductDetails = ReturnType<typeof createProductDetails>;
