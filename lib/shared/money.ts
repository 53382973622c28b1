const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Formats integer cents as USD at the edge (money is integer cents everywhere else). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
