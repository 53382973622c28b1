/**
 * The state of a U.S. ZIP code from its first three digits (the USPS sectional center ranges). Used
 * to find the sales rep whose territory (a list of state codes) covers a ZIP code. Territories,
 * military and unassigned prefixes answer null.
 */
const ZIP3_STATE_RANGES: readonly (readonly [from: number, to: number, state: string])[] = [
  [5, 5, "NY"],
  [10, 27, "MA"],
  [28, 29, "RI"],
  [30, 38, "NH"],
  [39, 49, "ME"],
  [50, 54, "VT"],
  [55, 55, "MA"],
  [56, 59, "VT"],
  [60, 69, "CT"],
  [70, 89, "NJ"],
  [100, 149, "NY"],
  [150, 196, "PA"],
  [197, 199, "DE"],
  [200, 200, "DC"],
  [201, 201, "VA"],
  [202, 205, "DC"],
  [206, 219, "MD"],
  [220, 246, "VA"],
  [247, 268, "WV"],
  [270, 289, "NC"],
  [290, 299, "SC"],
  [300, 319, "GA"],
  [320, 349, "FL"],
  [350, 369, "AL"],
  [370, 385, "TN"],
  [386, 397, "MS"],
  [398, 399, "GA"],
  [400, 427, "KY"],
  [430, 459, "OH"],
  [460, 479, "IN"],
  [480, 499, "MI"],
  [500, 528, "IA"],
  [530, 549, "WI"],
  [550, 567, "MN"],
  [569, 569, "DC"],
  [570, 577, "SD"],
  [580, 588, "ND"],
  [590, 599, "MT"],
  [600, 629, "IL"],
  [630, 658, "MO"],
  [660, 679, "KS"],
  [680, 693, "NE"],
  [700, 715, "LA"],
  [716, 729, "AR"],
  [730, 749, "OK"],
  [750, 799, "TX"],
  [800, 816, "CO"],
  [820, 831, "WY"],
  [832, 838, "ID"],
  [840, 847, "UT"],
  [850, 865, "AZ"],
  [870, 884, "NM"],
  [885, 885, "TX"],
  [889, 898, "NV"],
  [900, 961, "CA"],
  [967, 968, "HI"],
  [970, 979, "OR"],
  [980, 994, "WA"],
  [995, 999, "AK"],
];

export const ZIP_PATTERN = /^\d{5}$/;

/** The two-letter state code of a five-digit ZIP code (ZIP+4 is read by its first five), or null. */
export function stateOfZip(zip: string): string | null {
  const five = zip.trim().slice(0, 5);
  if (!ZIP_PATTERN.test(five)) return null;
  const prefix = Number(five.slice(0, 3));
  for (const [from, to, state] of ZIP3_STATE_RANGES) if (prefix >= from && prefix <= to) return state;
  return null;
}

/** The states and DC as their codes: what a territory search may name. */
export const US_STATE_CODES = new Set(ZIP3_STATE_RANGES.map(([, , state]) => state));
