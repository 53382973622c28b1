import type { PeopleAddress } from "../../../lib/accounts/users.ts";
import type { BillTo, ShippingChoice } from "../../../lib/orders/contract.ts";
import {
  estimateFreight,
  type FreightEstimate,
  type FreightRules,
  type ShipmentLine,
  type ShippingMethod,
  shippingMethodLabels,
  shippingMethods,
} from "../../../lib/orders/freight.ts";
import { earliestShipDate, shipDateRefusal, todayIn } from "../../../lib/orders/ship-dates.ts";
import { AppError } from "../../errors.ts";
import { freightRulesOf } from "./current-freight-rules.ts";
import type { OrdersDeps } from "./deps.ts";
import type { OrderDraft } from "./order-draft.ts";

/**
 * What freight and ship dates need of a draft: its shipment, the longest lead time of its products,
 * and the freight rules in force when it was read (#33.5: the console's newest version, else the file).
 */
export type DraftShipment = { lines: ShipmentLine[]; leadTimeDays: number; rules: FreightRules };

/** The freight an order is charged, and where it came from. */
export type DraftFreight = FreightEstimate & { source: "rules" | "representative" };

/** The draft's products' weights, cartons and lead times, read from the catalogue in one statement. */
export async function draftShipment(deps: OrdersDeps, draft: OrderDraft): Promise<DraftShipment> {
  const facts = new Map(
    (await deps.shippingFacts(draft.lines.map((line) => line.productId))).map((fact) => [
      fact.productId,
      fact,
    ]),
  );
  const rules = await freightRulesOf(deps);
  const { defaults } = rules;
  let leadTimeDays = 0;
  const lines = draft.lines.map((line) => {
    const fact = facts.get(line.productId);
    leadTimeDays = Math.max(leadTimeDays, fact?.leadTimeDays ?? defaults.leadTimeDays);
    return { quantity: line.quantity, weightOz: fact?.weightOz ?? null, carton: fact?.carton ?? null };
  });
  return { lines, leadTimeDays, rules };
}

/**
 * The freight of the draft by `method` to `destination`: a representative's shipping on the cart or
 * quote is charged as it is (it overrides the rules); otherwise the freight rules' estimate.
 */
export function draftFreight(
  _deps: OrdersDeps,
  draft: OrderDraft,
  shipment: DraftShipment,
  choice: { method: ShippingMethod; carrier?: string | null | undefined },
  destination: { state: string; zip: string } | null,
): DraftFreight {
  const estimate = estimateFreight(shipment.rules, {
    method: choice.method,
    carrier: choice.carrier,
    accountId: draft.accountId,
    merchandiseCents: Math.max(0, draft.subTotalCents - draft.discountCents),
    destination,
    lines: shipment.lines,
  });
  if (draft.shippingCents === null) return { ...estimate, source: "rules" };
  return {
    ...estimate,
    freightCents: draft.shippingCents,
    estimated: false,
    prepaid: false,
    note: "Shipping set by your sales representative",
    source: "representative",
  };
}

/** Every method's freight to the destination, for the checkout to offer. */
export function freightOptions(
  deps: OrdersDeps,
  draft: OrderDraft,
  shipment: DraftShipment,
  carrier: string | null | undefined,
  destination: { state: string; zip: string } | null,
) {
  return shippingMethods.map((method) => {
    const freight = draftFreight(deps, draft, shipment, { method, carrier }, destination);
    return {
      method,
      label: shippingMethodLabels[method],
      shipsAs: freight.method,
      freightCents: freight.freightCents,
      estimated: freight.estimated,
      prepaid: freight.prepaid,
      note: freight.note,
    };
  });
}

/** The first requested ship date the draft allows: today at the dock plus its longest lead time. */
export function earliestShipDateOf(deps: OrdersDeps, shipment: DraftShipment): string {
  const today = todayIn(shipment.rules.shipFrom.timeZone, deps.now?.() ?? new Date());
  return earliestShipDate(today, shipment.leadTimeDays);
}

/** The requested ship date to record: the buyer's when allowed (else 400), the earliest when none. */
export function requestedShipDate(deps: OrdersDeps, shipment: DraftShipment, choice: ShippingChoice): string {
  const earliest = earliestShipDateOf(deps, shipment);
  if (!choice.requestedShipDate) return earliest;
  const refusal = shipDateRefusal(choice.requestedShipDate, earliest);
  if (refusal) throw new AppError("VALIDATION", refusal);
  return choice.requestedShipDate;
}

/** The draft charged `freightCents` as its shipping: what the totals of every payment type follow. */
export const withFreight = (draft: OrderDraft, freightCents: number): OrderDraft => ({
  ...draft,
  shippingCents: freightCents,
});

/** The account's billing address as the order's bill-to; null when the account has none. */
export function billToOf(addresses: readonly PeopleAddress[]): BillTo | null {
  const billing = addresses.find((address) => address.kind === "billing");
  if (!billing) return null;
  return {
    name: billing.name,
    address1: billing.address1,
    address2: billing.address2,
    city: billing.city,
    state: billing.state,
    zip: billing.zip,
    country: billing.country,
  };
}
