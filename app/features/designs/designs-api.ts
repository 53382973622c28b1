import {
  type DeletedDesign,
  type Design,
  type DesignInCart,
  type DesignList,
  type DesignToQuoteBody,
  deletedDesignSchema,
  designInCartSchema,
  designListSchema,
  designSchema,
  type SaveDesignBody,
} from "../../../lib/designs/contract.ts";
import { type Quote, quoteSchema } from "../../../lib/quotes/contract.ts";
import { serviceCall } from "../../service-call.ts";
import { CART_SERVICE } from "../cart/cart-api.ts";

/**
 * The browser's calls to `/api/cart-service/custom-design…` (API-23, API-24 and the design's own
 * actions). Same-origin (the session cookie goes along), every answer parsed with the schemas of
 * lib/designs/contract.ts; a failure is a `ServiceApiError` (app/service-call.ts).
 */
const base = `${CART_SERVICE}/custom-design`;
const id = (designId: string) => encodeURIComponent(designId);

export const designsApi = {
  /** API-23 (DESIGN-03): `idempotencyKey` names the attempt, so a double click saves once. */
  save: (body: SaveDesignBody, idempotencyKey: string): Promise<Design> =>
    serviceCall("POST", `${base}/add`, designSchema, { body, idempotencyKey }),
  /** API-24 (DESIGN-04). */
  list: (): Promise<DesignList> => serviceCall("GET", base, designListSchema),
  duplicate: (designId: string): Promise<Design> =>
    serviceCall("POST", `${base}/${id(designId)}/duplicate`, designSchema, { body: {} }),
  remove: (designId: string): Promise<DeletedDesign> =>
    serviceCall("DELETE", `${base}/${id(designId)}`, deletedDesignSchema),
  /** "Save as quote": a draft quote with the design as its line; the key makes a double click one quote. */
  toQuote: (designId: string, body: DesignToQuoteBody, idempotencyKey: string): Promise<Quote> =>
    serviceCall("POST", `${base}/${id(designId)}/quote`, quoteSchema, { body, idempotencyKey }),
  addToCart: (designId: string, quantity: number, idempotencyKey: string): Promise<DesignInCart> =>
    serviceCall("POST", `${base}/${id(designId)}/cart`, designInCartSchema, {
      body: { quantity },
      idempotencyKey,
    }),
};

/** The design's spec sheet: a plain link (the browser downloads it with the session cookie). */
export function designPdfHref(designId: string): string {
  return `${base}/${id(designId)}/pdf`;
}
