/** Number formats of the payback calculator's results (money stays integer cents until here). */
import { formatCompactDollars, formatTenths, formatWholeDollars } from "../../../lib/shared/format.ts";

/** 1_514_000 → "$15,140"; negative amounts with a minus sign. */
export const dollars = formatWholeDollars;
/** 12_390_000 → "$123.9K": the chart's axis. */
export const compact = formatCompactDollars;
/** 109500 → "109,500". */
export const number = formatTenths;
