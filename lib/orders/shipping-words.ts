import { formatCents } from "../shared/money.ts";
import type { BillTo, OrderShipping } from "./contract.ts";
import { shippingMethodLabels } from "./freight.ts";
import { formatShipDate } from "./ship-dates.ts";

/**
 * Issue 32 item 1: how an order ships, in the words the order page, its mail and its PDF all use:
 * the method (with the buyer's carrier account), the freight ("estimated, LTL quote to follow" when
 * it is an estimate) and the requested ship date.
 */
export type ShippingWords = { method: string; freight: string; shipDate: string; estimated: boolean };

export function shippingWords(shipping: OrderShipping): ShippingWords {
  const account = shipping.carrierAccountNumber
    ? ` (${[shipping.carrier, "account", shipping.carrierAccountNumber].filter(Boolean).join(" ")})`
    : "";
  return {
    method: `${shippingMethodLabels[shipping.method]}${account}`,
    freight: freightWords(shipping),
    shipDate: shipping.requestedShipDate ? formatShipDate(shipping.requestedShipDate) : "As soon as possible",
    estimated: shipping.estimated,
  };
}

function freightWords(shipping: OrderShipping): string {
  const amount = formatCents(shipping.freightCents);
  if (shipping.source === "representative") return `${amount}, set by your sales rep`;
  if (shipping.estimated) return `${amount} estimated, LTL quote to follow`;
  if (shipping.method === "WILL_CALL") return "None (customer pickup)";
  if (shipping.method === "CARRIER_ACCOUNT") return "Billed to your carrier account";
  if (shipping.freightCents === 0) return "Prepaid";
  return amount;
}

/** A bill-to on one line: "Brightline Electrical Supply, 100 Commerce Street, Columbus, OH 43215". */
export function addressOneLine(
  address: Pick<BillTo, "name" | "address1" | "address2" | "city" | "state" | "zip">,
): string {
  return [
    address.name,
    address.address1,
    address.address2,
    `${address.city}, ${address.state} ${address.zip}`,
  ]
    .filter(Boolean)
    .join(", ");
}
