import { formatCents as formatCentsWithoutIntl } from "./format.ts";

/** Formats integer cents as USD at the edge (money is integer cents everywhere else): "$1,234.56". */
export const formatCents: (cents: number) => string = formatCentsWithoutIntl;
