/**
 * The en-US number, money and date formats the pages show, written out rather than through `Intl`.
 *
 * Why: a browser's first `Intl` call loads the locale's data, 35–60 ms of the main thread in Chromium
 * on our 2-core machine (measured with `performance.now()` around the first `Intl.NumberFormat`), and
 * the pages made that call while hydrating: one long task on every first visit, four times longer on a
 * mid-range phone. These functions write the same text `Intl` writes for en-US (the tests compare them
 * over thousands of values) and work on integers, so money stays exact.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Half away from zero, as Intl rounds: 2.5 → 3, -2.5 → -3. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** 1234567 → "1,234,567"; the integer part of a non-negative whole number. */
function digitsGrouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A number with thousands separators and at most `maxFractionDigits` decimals, trailing zeros dropped:
 * 109500 → "109,500", 12.34 → "12.3" (one digit), 7.125 → "7.125" (Intl's default of three).
 * Rounded as Intl rounds: half away from zero on the number as written (1.15 → "1.2"), which the
 * exponent shift does and a multiplication by ten would not (1.15 × 10 is 11.499999999999998).
 */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  const scaled = Math.round(Number(`${Math.abs(value)}e${maxFractionDigits}`));
  // Past 2^53 the decimals are not there to show (a double near 10^13 steps by about 0.002).
  if (!Number.isSafeInteger(scaled) && maxFractionDigits > 0)
    return formatNumber(value, maxFractionDigits - 1);
  const unit = 10 ** maxFractionDigits;
  const sign = value < 0 && scaled > 0 ? "-" : "";
  const fraction = String(scaled % unit)
    .padStart(maxFractionDigits, "0")
    .replace(/0+$/, "");
  return `${sign}${digitsGrouped(Math.floor(scaled / unit))}${fraction ? `.${fraction}` : ""}`;
}

/** A whole number with thousands separators: 109500 → "109,500", -1234 → "-1,234". */
export function groupThousands(value: number): string {
  return formatNumber(value, 0);
}

/** A number with at most one decimal: 109500 → "109,500", 12.34 → "12.3", 0.05 → "0.1". */
export function formatTenths(value: number): string {
  return formatNumber(value, 1);
}

/** Integer cents as US dollars with cents: 123456 → "$1,234.56", -500 → "-$5.00". */
export function formatCents(cents: number): string {
  const whole = roundHalfAway(cents);
  const magnitude = Math.abs(whole);
  const sign = whole < 0 ? "-" : "";
  return `${sign}$${digitsGrouped(Math.floor(magnitude / 100))}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** A discount taken off a total: 1250 → "-$12.50"; none is "$0.00", never "-$0.00" (issue 32 item 6). */
export function formatDiscount(cents: number): string {
  return cents > 0 ? `-${formatCents(cents)}` : formatCents(0);
}

/** A count with its noun: 1 → "1 unit", 1200 → "1,200 units" (never "1 units"). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** Integer cents as whole US dollars, halves rounded up: 1_514_049 → "$15,140", 1_514_050 → "$15,141". */
export function formatWholeDollars(cents: number): string {
  const dollars = Math.round(cents / 100) || 0;
  return `${dollars < 0 ? "-" : ""}$${digitsGrouped(Math.abs(dollars))}`;
}

const COMPACT_UNITS = [
  { size: 1e3, suffix: "K" },
  { size: 1e6, suffix: "M" },
  { size: 1e9, suffix: "B" },
  { size: 1e12, suffix: "T" },
] as const;

/**
 * Integer cents as compact US dollars with at most one decimal, for a chart's axis:
 * 12_390_000 → "$123.9K", 250_000_000 → "$2.5M", 99_949 → "$999.5".
 */
export function formatCompactDollars(cents: number): string {
  const dollars = Math.abs(cents) / 100;
  const sign = cents < 0 && Math.round(dollars * 10) > 0 ? "-" : "";
  // As Intl does, the amount is rounded before its unit is chosen: $999,960 is "$1M", not "$1000K".
  let shown = formatTenths(dollars);
  if (Math.round(dollars * 10) < 10_000) return `${sign}$${shown}`;
  for (const unit of COMPACT_UNITS) {
    const tenths = Math.round((dollars / unit.size) * 10);
    shown = `${formatTenths(tenths / 10)}${unit.suffix}`;
    if (tenths < 10_000) break;
  }
  return `${sign}$${shown}`;
}

/** A date of the calendar ("2026-11-12") as the pages write it: "November 12, 2026". */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  if (!year || !name || !day) throw new RangeError(`Not a date: ${isoDate}`);
  return `${name} ${day}, ${year}`;
}

const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

/**
 * #32.6: the one date format of the portal: "Dec 3, 2026" (Intl's en-US `dateStyle: "medium"`), for
 * a calendar date ("2026-12-03": a due, ship or install date). Every list, page and card of the
 * portal writes its dates through this or `formatPortalDate`.
 */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  const name = SHORT_MONTHS[(month ?? 1) - 1];
  if (!year || !name || !day) throw new RangeError(`Not a date: ${isoDate}`);
  return `${name} ${day}, ${year}`;
}

/**
 * #32.6: a moment (an ISO timestamp) in the portal's date format, "Dec 3, 2026", with the time when
 * asked ("Dec 3, 2026, 4:05 PM"). In UTC unless `local`: the server's HTML and the browser's first
 * render must say the same; once hydrated, pages pass `local` for the browser's own time zone.
 */
export function formatPortalDate(iso: string, { local = false, withTime = false } = {}): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date: ${iso}`);
  const [year, month, day, hours, minutes] = local
    ? [at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]
    : [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
  const date = `${SHORT_MONTHS[month]} ${day}, ${year}`;
  if (!withTime) return date;
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  return `${date}, ${clock}`;
}
