/** Links that reach the sales desk: pure, shared by the header, footer, product and portal pages. */

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The lighting layout request form (ROUTE-08): the header's design-request shortcut and the home page's. */
export const LAYOUT_REQUEST_PATH = "/lightdesignlayoutrequest";
