import { secondaryButton } from "../accounts/styles.ts";

/** The quote page's main action (Save changes, Replace cart lines): navy, as the page's headings. */
export const quotePrimaryButton =
  "inline-flex h-10 items-center justify-center gap-2 rounded bg-brand-navy px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";
/** The quote's actions beside its title (Download PDF, Copy to cart): one height with Place order. */
export const quoteActionButton = `${secondaryButton} h-10 px-3`;
