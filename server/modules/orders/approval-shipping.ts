import type { ApprovalShipping } from "../../../lib/orders/approval-contract.ts";
import type { ShippingChoice } from "../../../lib/orders/contract.ts";
import { formatShipDate, shipDateRefusal } from "../../../lib/orders/ship-dates.ts";
import type { OrdersDeps } from "./deps.ts";
import { type OrderDraft, priceFor } from "./order-draft.ts";
import {
  type DraftShipment,
  draftFreight,
  draftShipment,
  earliestShipDateOf,
  requestedShipDate,
  withFreight,
} from "./order-freight.ts";
import type { approvalRequests } from "./schema.ts";

/** A request's shipping as recorded: the buyer's choice, always with its requested ship date. */
export type RequestShipping = ShippingChoice & { requestedShipDate: string };

/**
 * #32.2: the shipping a request records, checked as Place order checks it: a requested ship date
 * that is not a business day after the cart's lead time is 400 (nothing written); none: the earliest.
 */
export async function requestShippingOf(
  deps: OrdersDeps,
  draft: OrderDraft,
  choice: ShippingChoice,
): Promise<RequestShipping> {
  const shipment = await draftShipment(deps, draft);
  const carrierAccount = choice.method === "CARRIER_ACCOUNT";
  return {
    method: choice.method,
    ...(carrierAccount && choice.carrier ? { carrier: choice.carrier } : {}),
    ...(carrierAccount && choice.carrierAccountNumber
      ? { carrierAccountNumber: choice.carrierAccountNumber }
      : {}),
    requestedShipDate: requestedShipDate(deps, shipment, choice),
  };
}

/**
 * The request's shipping when it is approved: its requested ship date while still allowed; one that
 * has become too early meanwhile moves to the earliest allowed now, and the words say so.
 */
export function approvedShipping(
  deps: OrdersDeps,
  shipment: DraftShipment,
  choice: RequestShipping,
): { choice: RequestShipping; moved: string | null } {
  const earliest = earliestShipDateOf(deps, shipment);
  if (!shipDateRefusal(choice.requestedShipDate, earliest)) return { choice, moved: null };
  return {
    choice: { ...choice, requestedShipDate: earliest },
    moved: `The requested ship date ${formatShipDate(choice.requestedShipDate)} had become too early: it ships from the earliest date, ${formatShipDate(earliest)}`,
  };
}

/**
 * The request's shipping as the pages show it; a pending one (`priced`: its draft and shipment now)
 * with the freight the rules (or the representative) give it to the ship-to and the total with it.
 */
export function approvalShippingOf(
  deps: OrdersDeps,
  row: typeof approvalRequests.$inferSelect,
  priced: { draft: OrderDraft; shipment: DraftShipment } | null,
): ApprovalShipping | null {
  const choice = row.shipping;
  if (!choice) return null;
  let freight: ApprovalShipping["freight"] = null;
  if (priced) {
    const charged = draftFreight(deps, priced.draft, priced.shipment, choice, {
      state: row.shipTo.state,
      zip: row.shipTo.zip,
    });
    freight = {
      shipsAs: charged.method,
      freightCents: charged.freightCents,
      estimated: charged.estimated,
      prepaid: charged.prepaid,
      note: charged.note,
      source: charged.source,
      totalCents: priceFor(withFreight(priced.draft, charged.freightCents), "ON_ACCOUNT").totalCents,
    };
  }
  return {
    method: choice.method,
    carrier: choice.carrier ?? null,
    carrierAccountNumber: choice.carrierAccountNumber ?? null,
    requestedShipDate: choice.requestedShipDate,
    freight,
  };
}
