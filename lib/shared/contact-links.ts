/** Links that reach the sales desk: pure, shared by the header, footer, product and portal pages. */

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Until the lighting layout request form exists (issue 14), a layout is requested by mail (#9.2). */
export function layoutRequestMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent("Lighting layout request")}`;
}
