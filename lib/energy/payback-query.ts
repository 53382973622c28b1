import { z } from "zod";
import {
  MAX_FIXTURES,
  MAX_MONEY_CENTS,
  MAX_RATE_CENTS_PER_KWH,
  MAX_WATTS,
  type PaybackInput,
} from "./payback.ts";

/**
 * The payback calculator's inputs as they live in the URL (`/payback-calculator?existingCount=100&…`),
 * so a result can be shared and the page works as a plain GET form. Values are what a person types:
 * dollars ("250", "1,250.50", "$75") and dollars per kWh ("0.12"); this file turns them into the
 * calculation's cents. Another page links with only some of them (the rebates page sends `rebate`,
 * dollars per fixture): a value that is absent takes its default, one that is present but not valid is
 * a field error. Parameters that are not fields (utm_source and the like) are ignored.
 */

export const PAYBACK_FIELDS = [
  "existingCount",
  "existingWatts",
  "newCount",
  "newWatts",
  "hours",
  "days",
  "rate",
  "maintenance",
  "fixtureCost",
  "installCost",
  "rebate",
] as const;
export type PaybackField = (typeof PAYBACK_FIELDS)[number];
export type PaybackValues = Record<PaybackField, string>;
export type PaybackErrors = Partial<Record<PaybackField, string>>;

/**
 * The starting point: 100 metal-halide high bays of 400 W (458 W with the ballast is common; 400 W is
 * the lamp) replaced one for one by 150 W LED high bays, lit 12 hours a day all year at $0.12/kWh.
 */
export const PAYBACK_DEFAULTS: PaybackValues = {
  existingCount: "100",
  existingWatts: "400",
  newCount: "100",
  newWatts: "150",
  hours: "12",
  days: "365",
  rate: "0.12",
  maintenance: "20",
  fixtureCost: "250",
  installCost: "75",
  rebate: "0",
};

const thousands = (value: number) => value.toLocaleString("en-US");

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

const moneyMessage = `Enter an amount in dollars from 0 to $${thousands(MAX_MONEY_CENTS / 100)}.`;
/** Dollars → cents; an empty money field is $0 (no maintenance cost, no rebate). */
const dollars = z
  .string()
  .transform((value) => (value.trim() === "" ? "0" : value))
  .pipe(decimal({ decimals: 2, max: MAX_MONEY_CENTS / 100, message: moneyMessage, money: true }))
  .transform((value) => Math.round(value * 100));

const countMessage = `Enter a whole number of fixtures from 0 to ${thousands(MAX_FIXTURES)}.`;
const wattsMessage = `Enter watts per fixture from 0 to ${thousands(MAX_WATTS)}.`;

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

/** The form's values from a query string: each field's last value, else its default. */
export function paybackValues(params: URLSearchParams): PaybackValues {
  const values = { ...PAYBACK_DEFAULTS };
  for (const field of PAYBACK_FIELDS) {
    const all = params.getAll(field);
    const last = all[all.length - 1];
    // At most a sensible length: a value longer than any number is an error, not a long echo.
    if (last !== undefined) values[field] = last.slice(0, 40);
  }
  return values;
}

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

/** The query string of a set of values, every field in form order: the URL that shares them. */
export function paybackSearch(values: PaybackValues): string {
  const params = new URLSearchParams();
  for (const field of PAYBACK_FIELDS) params.set(field, values[field].trim());
  return `?${params.toString()}`;
}
