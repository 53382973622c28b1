import { formatShortDate } from "../shared/format.ts";
/**
 * Requested ship dates (issue 32 item 1): business days only, Monday to Friday except the US federal
 * holidays (as observed: a Saturday holiday on the Friday before, a Sunday one on the Monday after),
 * and not before the cart's longest lead time from today. Dates are ISO days (`2026-12-04`), worked
 * out in UTC so no time zone shifts them; "today" is the shipping dock's (todayIn).
 */

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The `nth` (1-based; -1 the last) `weekday` (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth < 0) {
    const last = utc(year, month + 1, 0);
    return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = utc(year, month, 1);
  return utc(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7);
}

function observed(date: Date): Date {
  const weekday = date.getUTCDay();
  if (weekday === 6) return utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - 1);
  if (weekday === 0) return utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  return date;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** The US federal holidays observed in a year, as ISO days. */
export function federalHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = [
    observed(utc(year, 0, 1)),
    nthWeekday(year, 0, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    observed(utc(year, 5, 19)),
    observed(utc(year, 6, 4)),
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    observed(utc(year, 10, 11)),
    nthWeekday(year, 10, 4, 4), // Thanksgiving
    observed(utc(year, 11, 25)),
  ];
  // New Year's Day of the next year observed on Dec 31 belongs to this year's calendar too.
  const nextNewYear = observed(utc(year + 1, 0, 1));
  if (nextNewYear.getUTCFullYear() === year) days.push(nextNewYear);
  const set = new Set(days.map(isoDay));
  holidayCache.set(year, set);
  return set;
}

export function isBusinessDay(iso: string): boolean {
  const date = dayOf(iso);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(date.getUTCFullYear()).has(iso);
}

function nextDay(iso: string): string {
  const date = dayOf(iso);
  date.setUTCDate(date.getUTCDate() + 1);
  return isoDay(date);
}

/** The first date a shipment can leave: `leadTimeDays` business days after today (today itself when 0 and open). */
export function earliestShipDate(today: string, leadTimeDays: number): string {
  let day = today;
  while (!isBusinessDay(day)) day = nextDay(day);
  for (let left = leadTimeDays; left > 0; left -= 1) {
    day = nextDay(day);
    while (!isBusinessDay(day)) day = nextDay(day);
  }
  return day;
}

/** Today at the shipping dock, in its time zone (an IANA name such as America/New_York). */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Why a requested ship date is refused, in words, or null when it may be requested. */
export function shipDateRefusal(requested: string, earliest: string): string | null {
  if (!isBusinessDay(requested))
    return "The requested ship date must be a business day (no weekends or holidays)";
  if (requested < earliest) return `The earliest ship date for this order is ${formatShipDate(earliest)}`;
  return null;
}

/** "Dec 3, 2026": the portal's one date format (#32.6). */
export const formatShipDate = formatShortDate;
