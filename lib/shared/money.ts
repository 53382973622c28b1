/** Formats integer cents as USD at the edge (money is integer cents everywhere else): "$1,234.56". */
export { formatCents, formatDiscount } from "./format.ts";
