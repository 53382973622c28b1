/**
 * Utility rebates for LED fixtures (issue 15 item 4, `/available-rebates`): which programs serve a ZIP
 * code, whether a program is still open, what one fixture earns under a prescriptive measure and what
 * a custom project earns per kWh saved. Pure and isomorphic: the rebates module and the page use it.
 *
 * Rules (money in integer cents):
 *
 *   served            a program lists the ZIP codes it serves as prefixes ("430" serves 43001…43099 and
 *                     every other ZIP starting 430) or inclusive ranges ("60601-60699")
 *   open              the program's last day is today or later (dates as YYYY-MM-DD, compared as text);
 *                     "closing soon" within CLOSING_SOON_DAYS of it; "expired" after it
 *   prescriptive      a fixture qualifies for a measure when its category is the measure's, its wattage is
 *                     in the measure's band (inclusive) and it is DLC listed at the measure's tier or
 *                     higher (DLC Premium meets a Standard measure; Standard never meets a Premium-only one)
 *   per fixture       the measure's amount for the fixture's own tier (Premium pays the Premium amount)
 *                     capped at capPercent of the fixture's price, rounded down to the cent
 *   custom            first-year kWh saved × the program's cents per kWh, rounded down to the cent, capped at
 *                     capPercent of the project cost; nothing when the project saves nothing
 */

export const DLC_TIERS = ["DLC Standard", "DLC Premium"] as const;
export type DlcTier = (typeof DLC_TIERS)[number];

/** Days before a program's deadline from which the page warns that it closes soon. */
export const CLOSING_SOON_DAYS = 45;

export type ProgramStatus = "open" | "closing-soon" | "expired";

const DAY_MS = 86_400_000;

/** Whether a 5-digit ZIP code is in one served area: a 3- to 5-digit prefix or a `from-to` range. */
export function zipInArea(zip: string, area: string): boolean {
  const range = /^(\d{5})-(\d{5})$/.exec(area);
  if (range) return zip >= (range[1] as string) && zip <= (range[2] as string);
  return /^\d{3,5}$/.test(area) && zip.startsWith(area);
}

/** Whether a program serving these areas serves the ZIP code. */
export function servesZip(areas: readonly string[], zip: string): boolean {
  return areas.some((area) => zipInArea(zip, area));
}

/** A program's status on a day (both YYYY-MM-DD). */
export function programStatus(endsOn: string, today: string): ProgramStatus {
  if (endsOn < today) return "expired";
  const daysLeft = Math.round((Date.parse(endsOn) - Date.parse(today)) / DAY_MS);
  return daysLeft <= CLOSING_SOON_DAYS ? "closing-soon" : "open";
}

/** The tier of a catalogue DLC listing ("DLC Premium", "DLC Standard"), or null when not listed. */
export function dlcTierOf(listing: string | null): DlcTier | null {
  if (listing === null) return null;
  const normalised = listing.trim().toLowerCase();
  if (normalised === "dlc premium") return "DLC Premium";
  if (normalised === "dlc standard") return "DLC Standard";
  return null;
}

export type PrescriptiveMeasure = {
  /** Per fixture at DLC Standard; null when the measure pays only DLC Premium fixtures. */
  standardCents: number | null;
  premiumCents: number;
  wattageMin: number;
  wattageMax: number;
};

export type RebateFixture = { wattage: number | null; dlcListing: string | null; priceCents: number };

/** The lowest tier a measure pays. */
export function minimumTier(measure: Pick<PrescriptiveMeasure, "standardCents">): DlcTier {
  return measure.standardCents === null ? "DLC Premium" : "DLC Standard";
}

/**
 * What one fixture earns under a measure (category already matched): null when it does not qualify.
 * `capPercent` is the program's cap as a share of the fixture's price (null: no cap).
 */
export function fixtureRebateCents(
  measure: PrescriptiveMeasure,
  fixture: RebateFixture,
  capPercent: number | null,
): number | null {
  const tier = dlcTierOf(fixture.dlcListing);
  if (tier === null || fixture.wattage === null) return null;
  if (fixture.wattage < measure.wattageMin || fixture.wattage > measure.wattageMax) return null;
  const amount = tier === "DLC Premium" ? measure.premiumCents : measure.standardCents;
  if (amount === null) return null;
  if (capPercent === null) return amount;
  return Math.min(amount, Math.floor((fixture.priceCents * capPercent) / 100));
}

export type CustomRebateInput = {
  annualKwhSaved: number;
  centsPerKwh: number;
  projectCostCents: number;
  /** The program's cap as a share of the project cost; null: no cap. */
  capPercent: number | null;
};

/** A custom project's rebate: first-year kWh saved × the rate, capped at a share of the project cost. */
export function customRebateCents(input: CustomRebateInput): number {
  if (input.annualKwhSaved <= 0) return 0;
  const earned = Math.floor(input.annualKwhSaved * input.centsPerKwh);
  if (input.capPercent === null) return earned;
  return Math.min(earned, Math.floor((input.projectCostCents * input.capPercent) / 100));
}

/** kWh saved a year by replacing fixtures one for one. */
export function annualKwhSaved(input: {
  fixtures: number;
  existingWatts: number;
  newWatts: number;
  hoursPerYear: number;
}): number {
  return (input.fixtures * (input.existingWatts - input.newWatts) * input.hoursPerYear) / 1000;
}

/** Cents as the payback calculator's dollar field takes them: "45" or "45.50". */
export function dollarsParam(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * The payback calculator with what the rebates page knows: the rebate per fixture, the fixture's
 * wattage and price and the wattage of the fixture it typically replaces (lib/energy/payback-query.ts reads them).
 */
export function paybackLink(input: {
  rebateCents: number;
  newWatts: number;
  existingWatts: number;
  /** The fixture's list price, as the fixture cost. */
  fixtureCostCents?: number;
}): string {
  const params = new URLSearchParams({
    existingWatts: String(input.existingWatts),
    newWatts: String(input.newWatts),
    rebate: dollarsParam(input.rebateCents),
  });
  if (input.fixtureCostCents !== undefined) params.set("fixtureCost", dollarsParam(input.fixtureCostCents));
  return `/payback-calculator?${params.toString()}`;
}
