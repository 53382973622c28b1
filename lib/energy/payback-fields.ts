/**
 * The payback calculator's fields as the URL carries them, without zod (payback-query.ts validates
 * them and re-exports these): the calculator's page renders and edits them before the validation is
 * loaded (issue 15).
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

/** The query string of a set of values, every field in form order: the URL that shares them. */
export function paybackSearch(values: PaybackValues): string {
  const params = new URLSearchParams();
  for (const field of PAYBACK_FIELDS) params.set(field, values[field].trim());
  return `?${params.toString()}`;
}
