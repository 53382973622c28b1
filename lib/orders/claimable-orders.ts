/**
 * Issue 32 item 6: the orders a warranty claim can name, for the claim form's pickers: the working
 * account's latest placed orders (neither cancelled nor still awaiting payment) with their lines.
 */
export const CLAIMABLE_ORDERS = 25;

export type ClaimableOrder = {
  number: string;
  purchaseOrder: string;
  /** When it was placed (ISO 8601). */
  placedAt: string;
  lines: { sku: string; name: string; quantity: number }[];
};
