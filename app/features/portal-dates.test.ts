import { describe, expect, it } from "vitest";
import { formatShipDate } from "../../lib/orders/ship-dates.ts";
import { formatDay } from "./invoices/invoice-pay.ts";
import { formatOrderDate } from "./orders/order-format.ts";
import { formatCalendarDate, formatQuoteDate } from "./quotes/quote-format.ts";

/** #32.6: the portal writes every date one way ("Dec 9, 2026"), through lib/shared/format.ts. */
describe("#32.6 the portal's dates", () => {
  it("#32.6 the portal's date helpers (orders, quotes, invoices, ship dates) all write the same", () => {
    const day = "2026-12-09";
    const written = [
      formatQuoteDate(`${day}T15:00:00Z`, false),
      formatOrderDate(`${day}T15:00:00Z`, false),
      formatCalendarDate(day),
      formatDay(day),
      formatShipDate(day),
    ];
    expect(new Set(written)).toEqual(new Set(["Dec 9, 2026"]));
  });
});
