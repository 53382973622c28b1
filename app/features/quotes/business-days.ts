/**
 * Calendar days of a negotiated quote (issue 32 item 3), as "YYYY-MM-DD" in UTC, the server's
 * calendar (lib/quotes/negotiation-contract.ts `todayOf`). A needed-by date is a business day
 * (Monday to Friday) after today; the rep's expiry is today or later, within a year.
 */
const DAY_MS = 86_400_000;

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

export const todayIso = (now = new Date()) => isoOf(now);

export function isBusinessDay(iso: string): boolean {
  const weekday = dayOf(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The business day `count` business days after `fromIso`. */
export function addBusinessDays(fromIso: string, count: number): string {
  let day = dayOf(fromIso);
  let left = count;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isBusinessDay(isoOf(day))) left -= 1;
  }
  return isoOf(day);
}

/** Calendar days after `fromIso`. */
export const addDays = (fromIso: string, days: number) =>
  isoOf(new Date(dayOf(fromIso).getTime() + days * DAY_MS));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a needed-by date cannot be sent, or null. */
export function neededByProblem(value: string, today: string): string | null {
  if (!value) return "Choose the date you need the prices by";
  if (!DATE.test(value) || Number.isNaN(dayOf(value).getTime())) return "Give the date as YYYY-MM-DD";
  if (value <= today) return "Choose a business day after today";
  if (!isBusinessDay(value)) return "Choose a business day (Monday to Friday)";
  return null;
}

/** Why an expiry date cannot be sent, or null (the server holds prices a year at most). */
export function expiryProblem(value: string, today: string): string | null {
  if (!value) return "Choose the last day these prices hold";
  if (!DATE.test(value) || Number.isNaN(dayOf(value).getTime())) return "Give the date as YYYY-MM-DD";
  if (value < today) return "The expiry date cannot be in the past";
  if (value > addDays(today, 365)) return "The prices can be held for a year at most";
  return null;
}

/** "Mon, Dec 14, 2026" for a calendar day. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(dayOf(iso));
}
