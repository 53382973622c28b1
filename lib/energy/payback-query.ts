import { z } from "zod";
import { groupThousands } from "../shared/format.ts";
import {
  MAX_FIXTURES,
  MAX_MONEY_CENTS,
  MAX_RATE_CENTS_PER_KWH,
  MAX_WATTS,
  type PaybackInput,
} from "./payback.ts";
import {
  type PaybackErrors,
  type PaybackField,
  type PaybackValues,
  paybackValues,
} from "./payback-fields.ts";

export * from "./payback-fields.ts";

/**
 * The payback calculator's inputs as they live in the URL (`/payback-calculator?existingCount=100&…`),
 * so a result can be shared and the page works as a plain GET form. Values are what a person types:
 * dollars ("250", "1,250.50", "$75") and dollars per kWh ("0.12"); this file turns them into the
 * calculation's cents. Another page links with only some of them (the rebates page sends `rebate`,
 * dollars per fixture): a value that is absent takes its default, one that is present but not valid is
 * a field error. Parameters that are not fields (utm_source and the like) are ignored.
 */

/** A decimal number as typed: digits with at most `decimals` places; "$" and thousands commas allowed. */
function decimal(options: { decimals: number; max: number; message: string; money?: boolean }) {
  const pattern =
    options.decimals === 0
      ? /^\d+$/
      : new RegExp(`^\\d+(\\.\\d{0,${options.decimals}})?$|^\\.\\d{1,${options.decimals}}$`);
  return z
    .string()
    .transform((value) => value.trim().replace(options.money ? /[$,\s]/g : /,/g, ""))
    .refine((value) => pattern.test(value), options.message)
    .transform(Number)
    .refine((value) => value <= options.max, options.message);
}

const moneyMessage = `Enter an amount in dollars from 0 to $${groupThousands(MAX_MONEY_CENTS / 100)}.`;
/** Dollars → cents; an empty money field is $0 (no maintenance cost, no rebate). */
const dollars = z
  .string()
  .transform((value) => (value.trim() === "" ? "0" : value))
  .pipe(decimal({ decimals: 2, max: MAX_MONEY_CENTS / 100, message: moneyMessage, money: true }))
  .transform((value) => Math.round(value * 100));

const countMessage = `Enter a whole number of fixtures from 0 to ${groupThousands(MAX_FIXTURES)}.`;
const wattsMessage = `Enter watts per fixture from 0 to ${groupThousands(MAX_WATTS)}.`;

export const paybackQuerySchema = z.object({
  existingCount: decimal({ decimals: 0, max: MAX_FIXTURES, message: countMessage }),
  existingWatts: decimal({ decimals: 1, max: MAX_WATTS, message: wattsMessage }),
  newCount: decimal({ decimals: 0, max: MAX_FIXTURES, message: countMessage }),
  newWatts: decimal({ decimals: 1, max: MAX_WATTS, message: wattsMessage }),
  hours: decimal({ decimals: 2, max: 24, message: "Enter hours per day from 0 to 24." }),
  days: decimal({ decimals: 0, max: 366, message: "Enter whole days per year from 0 to 366." }),
  rate: z
    .string()
    .transform((value) => value.replace(/^\s*\$/, ""))
    .pipe(
      decimal({
        decimals: 4,
        max: MAX_RATE_CENTS_PER_KWH / 100,
        message: `Enter a rate in dollars per kWh from 0 to $${MAX_RATE_CENTS_PER_KWH / 100}, e.g. 0.12.`,
      }),
    )
    // Dollars per kWh → cents per kWh, exact to the fourth decimal of a dollar.
    .transform((value) => Math.round(value * 10_000) / 100),
  maintenance: dollars,
  fixtureCost: dollars,
  installCost: dollars,
  rebate: dollars,
});

export type ParsedPaybackQuery = {
  /** What the form shows: the URL's values, or the defaults for those it does not carry. */
  values: PaybackValues;
  /** The calculation's input; null while any field has an error. */
  input: PaybackInput | null;
  errors: PaybackErrors;
};

/** Validates the form's values: the calculation's input, or an error per invalid field. */
export function parsePaybackValues(values: PaybackValues): ParsedPaybackQuery {
  const parsed = paybackQuerySchema.safeParse(values);
  if (!parsed.success) {
    const errors: PaybackErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PaybackField;
      errors[field] ??= issue.message;
    }
    return { values, input: null, errors };
  }
  const q = parsed.data;
  return {
    values,
    errors: {},
    input: {
      existingFixtures: q.existingCount,
      existingWatts: q.existingWatts,
      newFixtures: q.newCount,
      newWatts: q.newWatts,
      hoursPerDay: q.hours,
      daysPerYear: q.days,
      energyRateCentsPerKwh: q.rate,
      maintenanceCentsPerFixture: q.maintenance,
      fixtureCostCents: q.fixtureCost,
      installCostCents: q.installCost,
      rebateCentsPerFixture: q.rebate,
    },
  };
}

export function parsePaybackQuery(params: URLSearchParams): ParsedPaybackQuery {
  return parsePaybackValues(paybackValues(params));
}
