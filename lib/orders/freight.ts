import { z } from "zod";
import { formatCents } from "../shared/money.ts";

/**
 * Freight at checkout (issue 32 item 1): the rules the manufacturer configures (config/freight-rules.json,
 * FREIGHT_RULES_FILE) and the one pure rule that estimates an order's freight from them, in integer
 * cents. The server builds the input from the catalogue (weights, cartons) and the draft order; the
 * checkout preview shows what this answers and placing an order charges exactly that.
 */

export const shippingMethods = ["GROUND", "LTL", "WILL_CALL", "CARRIER_ACCOUNT"] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

/** How each method reads on the checkout, the order page, the PDF and the mail. */
export const shippingMethodLabels: Readonly<Record<ShippingMethod, string>> = {
  GROUND: "Ground",
  LTL: "LTL freight (palletized)",
  WILL_CALL: "Will call (customer pickup)",
  CARRIER_ACCOUNT: "Ship on my carrier account",
};

const cents = z.number().int().min(0).max(100_000_000);
const zone = z.number().int().min(1).max(20);
const inches = z.number().int().min(1).max(600);

export const freightRulesSchema = z
  .object({
    /** Where orders ship from; its time zone decides what "today" is for ship dates. */
    shipFrom: z.object({ name: z.string().min(1).max(120), timeZone: z.string().min(1).max(60) }).strict(),
    /** What a product without shipping facts counts as. */
    defaults: z
      .object({
        weightOz: z.number().int().min(1).max(32_000),
        carton: z.tuple([inches, inches, inches]),
        leadTimeDays: z.number().int().min(0).max(250),
      })
      .strict(),
    /**
     * Prepaid freight: orders whose merchandise reaches the threshold ship free (ground and LTL). An
     * account's own threshold wins over its price list's, a price list's over the default.
     */
    prepaid: z
      .object({
        defaultThresholdCents: cents.nullable(),
        /** Account number → its own threshold (null: never prepaid). */
        byAccount: z.record(z.string().min(1).max(64), cents.nullable()).default({}),
        /**
         * Price list (the tier the manufacturer prices a group of accounts at, by its name) → its
         * threshold (null: never prepaid) and the account numbers on it; an account is on one at most.
         */
        byPriceList: z
          .record(
            z.string().min(1).max(80),
            z
              .object({
                thresholdCents: cents.nullable(),
                accounts: z.array(z.string().min(1).max(64)).min(1).max(10_000),
              })
              .strict(),
          )
          .default({}),
      })
      .strict()
      .superRefine((prepaid, ctx) => {
        const listOf = new Map<string, string>();
        for (const [name, list] of Object.entries(prepaid.byPriceList)) {
          for (const account of list.accounts) {
            const other = listOf.get(account);
            if (other !== undefined) {
              ctx.addIssue({
                code: "custom",
                path: ["byPriceList", name, "accounts"],
                message: `account ${account} is on two price lists (${other} and ${name})`,
              });
            }
            listOf.set(account, name);
          }
        }
      }),
    /** The ship-to's zone: its state when listed, else the first digit of its ZIP code. */
    zones: z
      .object({
        byZipFirstDigit: z.record(z.string().regex(/^\d$/, "must be one digit"), zone),
        byState: z
          .record(z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code"), zone)
          .default({}),
      })
      .strict()
      .refine((zones) => Object.keys(zones.byZipFirstDigit).length === 10, {
        message: "byZipFirstDigit must give a zone for each first digit 0 to 9",
      }),
    /** Ground (parcel) rates per zone: a base per shipment and a rate per billable pound. */
    ground: z
      .object({
        rates: z.record(
          z.string().regex(/^\d+$/),
          z.object({ baseCents: cents, perLbCents: cents }).strict(),
        ),
        /** Dimensional weight: a carton bills at least length × width × height / divisor pounds. */
        dimDivisor: z.number().int().min(1).max(1000),
      })
      .strict(),
    /** When a shipment goes LTL freight on pallets, and how it is estimated until the carrier's quote. */
    ltl: z
      .object({
        maxParcelWeightLb: z.number().int().min(1).max(10_000),
        maxParcelCartons: z.number().int().min(1).max(1000),
        maxParcelLengthIn: inches,
        minimumCents: cents,
        perLbCents: cents,
      })
      .strict(),
    willCall: z.object({ location: z.string().min(1).max(200), hours: z.string().min(1).max(120) }).strict(),
    carrierAccount: z.object({ carriers: z.array(z.string().min(1).max(40)).min(1).max(20) }).strict(),
  })
  .strict()
  .superRefine((rules, ctx) => {
    const zones = new Set([
      ...Object.values(rules.zones.byZipFirstDigit),
      ...Object.values(rules.zones.byState),
    ]);
    for (const named of zones) {
      if (!rules.ground.rates[String(named)]) {
        ctx.addIssue({
          code: "custom",
          path: ["ground", "rates"],
          message: `zone ${named} has no ground rate`,
        });
      }
    }
  });
export type FreightRules = z.infer<typeof freightRulesSchema>;

/** One line of the shipment: how many, and each unit's boxed weight and carton (null: the defaults). */
export type ShipmentLine = {
  quantity: number;
  weightOz: number | null;
  carton: readonly [number, number, number] | null;
};

export type FreightInput = {
  method: ShippingMethod;
  accountId: string;
  /** The merchandise the prepaid threshold compares with: subtotal less discount, in cents. */
  merchandiseCents: number;
  /** The ship-to; null when not chosen yet (the dearest zone, estimated). */
  destination: { state: string; zip: string } | null;
  lines: readonly ShipmentLine[];
  /** The carrier of a carrier-account shipment, for the note. */
  carrier?: string | null | undefined;
};

export type FreightEstimate = {
  /** The method it ships by: ground that needs pallets ships LTL. */
  method: ShippingMethod;
  freightCents: number;
  /** An LTL estimate (quote to follow) or one without a ship-to: the amount may change. */
  estimated: boolean;
  prepaid: boolean;
  zone: number | null;
  /** Whole pounds billed (the greater of the actual and the dimensional weight); 0 for pickup. */
  billableWeightLb: number;
  /** What the buyer reads under the amount. */
  note: string;
};

/** The zone of a ship-to: its state when the rules list it, else its ZIP code's first digit. */
export function zoneOf(rules: FreightRules, destination: { state: string; zip: string }): number | null {
  return (
    rules.zones.byState[destination.state.toUpperCase()] ??
    rules.zones.byZipFirstDigit[destination.zip.trim().charAt(0)] ??
    null
  );
}

/** The price list an account is on in the freight rules (its name), if any. */
export function priceListOf(rules: FreightRules, accountId: string): string | null {
  const entry = Object.entries(rules.prepaid.byPriceList).find(([, list]) =>
    list.accounts.includes(accountId),
  );
  return entry ? entry[0] : null;
}

/**
 * The prepaid threshold of an account: its own, else its price list's, else the default; null:
 * never prepaid.
 */
export function prepaidThresholdOf(rules: FreightRules, accountId: string): number | null {
  const own = rules.prepaid.byAccount[accountId];
  if (own !== undefined) return own;
  const list = priceListOf(rules, accountId);
  if (list !== null) return rules.prepaid.byPriceList[list]?.thresholdCents ?? null;
  return rules.prepaid.defaultThresholdCents;
}

type Shipment = { actualLb: number; billableLb: number; cartons: number; longestIn: number };

function shipmentOf(rules: FreightRules, lines: readonly ShipmentLine[]): Shipment {
  let actualOz = 0;
  let dimLb = 0;
  let cartons = 0;
  let longestIn = 0;
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const [length, width, height] = line.carton ?? rules.defaults.carton;
    actualOz += line.quantity * (line.weightOz ?? rules.defaults.weightOz);
    dimLb += line.quantity * Math.ceil((length * width * height) / rules.ground.dimDivisor);
    cartons += line.quantity;
    longestIn = Math.max(longestIn, length, width, height);
  }
  const actualLb = Math.ceil(actualOz / 16);
  return { actualLb, billableLb: Math.max(actualLb, dimLb), cartons, longestIn };
}

/**
 * The freight of a shipment by the rules, in integer cents, never negative. Will call and the buyer's
 * carrier account cost us nothing. Otherwise the merchandise at or over the account's prepaid
 * threshold ships free; below it, ground is the zone's base plus its rate per billable pound, and a
 * shipment over the parcel limits (weight, cartons, length), or LTL chosen, is estimated as LTL
 * freight (never below what ground would charge) with "quote to follow". More weight never costs less.
 */
export function estimateFreight(rules: FreightRules, input: FreightInput): FreightEstimate {
  const shipment = shipmentOf(rules, input.lines);
  if (input.method === "WILL_CALL") {
    return fixed("WILL_CALL", `Pick up at ${rules.willCall.location} (${rules.willCall.hours})`);
  }
  if (input.method === "CARRIER_ACCOUNT") {
    const carrier = input.carrier?.trim() || "carrier";
    return fixed("CARRIER_ACCOUNT", `Ships on your ${carrier} account: the carrier bills the freight to you`);
  }
  const ltl =
    input.method === "LTL" ||
    shipment.actualLb > rules.ltl.maxParcelWeightLb ||
    shipment.cartons > rules.ltl.maxParcelCartons ||
    shipment.longestIn > rules.ltl.maxParcelLengthIn;
  const method: ShippingMethod = ltl ? "LTL" : "GROUND";
  const threshold = prepaidThresholdOf(rules, input.accountId);
  const zone = input.destination ? zoneOf(rules, input.destination) : null;
  if (threshold !== null && input.merchandiseCents >= threshold) {
    return {
      method,
      freightCents: 0,
      estimated: false,
      prepaid: true,
      zone,
      billableWeightLb: shipment.billableLb,
      note: `Freight prepaid on orders of ${formatCents(threshold)} or more`,
    };
  }
  const rate = groundRate(rules, zone);
  const ground = shipment.cartons === 0 ? 0 : rate.baseCents + rate.perLbCents * shipment.billableLb;
  const freightCents = ltl
    ? Math.max(ground, rules.ltl.minimumCents + rules.ltl.perLbCents * shipment.actualLb)
    : ground;
  const toPrepaid = threshold === null ? "" : ` Freight is prepaid from ${formatCents(threshold)}.`;
  return {
    method,
    freightCents,
    estimated: ltl || zone === null,
    prepaid: false,
    zone,
    billableWeightLb: shipment.billableLb,
    note: ltl
      ? `LTL freight on pallets: an estimate, the carrier's quote to follow.${toPrepaid}`
      : zone === null
        ? `An estimate until the ship-to is chosen.${toPrepaid}`
        : `Ground, zone ${zone}, ${shipment.billableLb} lb billable.${toPrepaid}`,
  };
}

/** The zone's rate; without a zone (no ship-to yet) the dearest one, so the estimate does not drop later. */
function groundRate(rules: FreightRules, zone: number | null) {
  const own = zone === null ? undefined : rules.ground.rates[String(zone)];
  if (own) return own;
  const all = Object.values(rules.ground.rates);
  return all.reduce(
    (dearest, rate) =>
      rate.baseCents + rate.perLbCents > dearest.baseCents + dearest.perLbCents ? rate : dearest,
    all[0] ?? { baseCents: 0, perLbCents: 0 },
  );
}

function fixed(method: ShippingMethod, note: string): FreightEstimate {
  return { method, freightCents: 0, estimated: false, prepaid: false, zone: null, billableWeightLb: 0, note };
}
