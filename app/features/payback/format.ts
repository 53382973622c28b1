/** Number formats of the payback calculator's results (money stays integer cents until here). */

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const compactDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** 1_514_000 → "$15,140"; negative amounts with a minus sign. */
export const dollars = (cents: number) => wholeDollars.format(Math.round(cents / 100));
/** 12_390_000 → "$123.9K": the chart's axis. */
export const compact = (cents: number) => compactDollars.format(cents / 100);
/** 109500 → "109,500". */
export const number = (value: number) => count.format(value);
