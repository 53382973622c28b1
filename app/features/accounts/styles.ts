/** Class lists shared by the account screens and the product page's actions, so buttons and fields look alike everywhere. */
export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded bg-brand-green px-4 py-2 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center gap-1.5 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
/** The product page's secondary actions beside Add to cart (favorite, add to project): one height and size. */
export const productActionButton =
  "inline-flex min-h-11 items-center gap-2 rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-navy hover:bg-slate-50";
export const dangerButton =
  "inline-flex items-center justify-center gap-1.5 rounded border border-brand-red/40 bg-white px-3 py-1.5 text-sm font-semibold text-brand-red hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60";
export const cardClass = "rounded-lg border border-slate-200 bg-white p-4 sm:p-5";
export const sectionTitle = "text-lg font-bold text-brand-navy";
