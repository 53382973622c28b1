import { describe, expect, it } from "vitest";
import {
  countOf,
  formatCents,
  formatCompactDollars,
  formatDiscount,
  formatLongDate,
  formatNumber,
  formatPortalDate,
  formatShortDate,
  formatTenths,
  formatWholeDollars,
  groupThousands,
} from "./format.ts";

// The reference: what Intl writes for en-US (Node carries full ICU). The functions under test must
// write the same text without calling Intl (see format.ts for why).
const intl = {
  cents: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
  whole: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  compact: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  }),
  tenths: new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }),
  integer: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  longDate: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
};

/** Intl writes a negative amount that rounds to zero with its sign ("-$0"); these write zero unsigned. */
const unsignedZero = (text: string) => text.replace(/^-(\$?0(\.0+)?)$/, "$1");

/** A spread of integers: every value near the edges of grouping and rounding, and a seeded random walk. */
function sampleIntegers(): number[] {
  const values = [0, 1, 5, 9, 10, 49, 50, 99, 100, 101, 149, 150, 999, 1000, 1001, 9999, 99_949, 99_950];
  for (let power = 3; power <= 15; power++) {
    for (const offset of [-51, -50, -49, -1, 0, 1, 49, 50, 51]) values.push(10 ** power + offset);
    values.push(95 * 10 ** (power - 2), 9995 * 10 ** (power - 4), 99_949 * 10 ** (power - 4));
  }
  let seed = 20261127;
  for (let index = 0; index < 3000; index++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    values.push(seed % 10 ** (1 + (index % 13)));
  }
  // Not -0: Intl writes it "-$0.00"; these write zero without a sign.
  return [...values, ...values.filter((value) => value !== 0).map((value) => -value)].filter((value) =>
    Number.isSafeInteger(value),
  );
}

describe("en-US formats written out, the same as Intl's (issue 15: no Intl while a page hydrates)", () => {
  const integers = sampleIntegers();

  it("formatCents writes integer cents as dollars and cents", () => {
    for (const cents of integers)
      expect(formatCents(cents), String(cents)).toBe(intl.cents.format(cents / 100));
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(-500)).toBe("-$5.00");
  });

  it("formatWholeDollars rounds cents to whole dollars, half away from zero", () => {
    for (const cents of integers) {
      expect(formatWholeDollars(cents), String(cents)).toBe(
        unsignedZero(intl.whole.format(Math.round(cents / 100))),
      );
    }
    expect(formatWholeDollars(1_514_049)).toBe("$15,140");
    expect(formatWholeDollars(1_514_050)).toBe("$15,141");
  });

  it("formatCompactDollars writes a chart axis's amounts with K, M, B and T", () => {
    for (const cents of integers) {
      expect(formatCompactDollars(cents), String(cents)).toBe(unsignedZero(intl.compact.format(cents / 100)));
    }
    expect(formatCompactDollars(12_390_000)).toBe("$123.9K");
    expect(formatCompactDollars(99_995_000)).toBe("$1M");
  });

  it("groupThousands and formatTenths group digits and keep at most one decimal", () => {
    for (const value of integers) {
      expect(groupThousands(value), String(value)).toBe(intl.integer.format(value));
      expect(formatTenths(value / 100), String(value / 100)).toBe(
        unsignedZero(intl.tenths.format(value / 100)),
      );
    }
    expect(formatTenths(12.34)).toBe("12.3");
    expect(groupThousands(109_500)).toBe("109,500");
  });

  it("formatNumber keeps Intl's default of three decimals and rounds the number as written", () => {
    const plain = new Intl.NumberFormat("en-US");
    for (const value of integers.filter((integer) => Math.abs(integer) < 1e12)) {
      for (const scale of [1, 8, 1000, 10_000]) {
        expect(formatNumber(value / scale), String(value / scale)).toBe(
          unsignedZero(plain.format(value / scale)),
        );
      }
    }
    expect(formatTenths(1.15)).toBe("1.2");
    expect(formatNumber(7.125)).toBe("7.125");
  });

  it("formatLongDate writes a calendar date with the month's name", () => {
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      expect(formatLongDate(date.toISOString().slice(0, 10))).toBe(intl.longDate.format(date));
    }
    expect(formatLongDate("2026-11-12")).toBe("November 12, 2026");
    expect(() => formatLongDate("soon")).toThrow(RangeError);
  });
});

describe("#32.6 discounts and counts as the totals write them", () => {
  it("a discount is minus its amount, and none is $0.00, never -$0.00", () => {
    expect(formatDiscount(1_250)).toBe("-$12.50");
    expect(formatDiscount(0)).toBe("$0.00");
  });
  it("a count agrees with its noun", () => {
    expect(countOf(1, "unit")).toBe("1 unit");
    expect(countOf(1_200, "unit")).toBe("1,200 units");
    expect(countOf(0, "line")).toBe("0 lines");
  });
});

describe("#32.6 one date format in the portal", () => {
  const medium = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
  const mediumTime = new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

  it("#32.6 a calendar date and a moment read as Intl's medium en-US date: 'Dec 3, 2026'", () => {
    for (let hour = 0; hour < 24 * 800; hour += 37) {
      const at = new Date(Date.UTC(2025, 0, 1, hour, hour % 60));
      expect(formatShortDate(at.toISOString().slice(0, 10))).toBe(medium.format(at));
      expect(formatPortalDate(at.toISOString())).toBe(medium.format(at));
      // Intl puts a narrow no-break space before AM/PM; the portal writes a plain one.
      expect(formatPortalDate(at.toISOString(), { withTime: true })).toBe(
        mediumTime.format(at).replace(/\u202f/g, " "),
      );
    }
    expect(formatShortDate("2026-12-03")).toBe("Dec 3, 2026");
    expect(formatPortalDate("2026-12-03T16:05:00Z", { withTime: true })).toBe("Dec 3, 2026, 4:05 PM");
    expect(formatPortalDate("2026-12-03T00:30:00Z", { withTime: true })).toBe("Dec 3, 2026, 12:30 AM");
    expect(() => formatShortDate("soon")).toThrow(RangeError);
    expect(() => formatPortalDate("soon")).toThrow(RangeError);
  });
});
