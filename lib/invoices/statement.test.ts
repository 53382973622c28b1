import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  ageingBucketOf,
  buildStatement,
  defaultStatementRange,
  type StatementEntry,
  statementQuery,
  statementRangeProblem,
} from "./statement.ts";

const dayArb = fc.integer({ min: 0, max: 400 }).map((n) => addDays("2025-01-01", n));
const entryArb: fc.Arbitrary<StatementEntry> = fc.record({
  date: dayArb,
  kind: fc.constantFrom("invoice" as const, "payment" as const, "credit" as const),
  reference: fc.string({ minLength: 1, maxLength: 8 }),
  description: fc.string({ maxLength: 20 }),
  amountCents: fc.integer({ min: 1, max: 500_000_000 }),
});
const openItemArb = fc.record({
  reference: fc.string({ minLength: 1, maxLength: 8 }),
  dueDate: dayArb,
  balanceCents: fc.integer({ min: 1, max: 500_000_000 }),
});

describe("account statement arithmetic (issue 32 #4)", () => {
  it("#32.4 the closing balance is opening + invoices − payments − credits, each line's balance runs, and the ageing buckets sum to the open balance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        fc.array(entryArb, { maxLength: 60 }),
        fc.array(openItemArb, { maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (opening, entries, openItems, unapplied) => {
          const s = buildStatement({
            accountId: "A-1",
            from: "2025-01-01",
            to: "2026-02-05",
            openingBalanceCents: opening,
            entries,
            openItems,
            unappliedCents: unapplied,
          });
          const sum = (kind: StatementEntry["kind"]) =>
            entries.filter((e) => e.kind === kind).reduce((a, e) => a + e.amountCents, 0);
          expect(s.invoicedCents).toBe(sum("invoice"));
          expect(s.paidCents).toBe(sum("payment"));
          expect(s.creditedCents).toBe(sum("credit"));
          expect(s.closingBalanceCents).toBe(opening + sum("invoice") - sum("payment") - sum("credit"));
          expect(s.lines.at(-1)?.balanceCents ?? opening).toBe(s.closingBalanceCents);
          let running = opening;
          for (const line of s.lines) {
            running += line.kind === "invoice" ? line.amountCents : -line.amountCents;
            expect(line.balanceCents).toBe(running);
            expect(Number.isInteger(line.balanceCents)).toBe(true);
          }
          const dates = s.lines.map((l) => l.date);
          expect(dates).toEqual([...dates].sort());
          const { current, days31to60, days61to90, over90 } = s.ageing;
          expect(current + days31to60 + days61to90 + over90).toBe(s.openInvoicesCents);
          expect(s.openInvoicesCents).toBe(openItems.reduce((a, i) => a + i.balanceCents, 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("#32.4 ageing buckets: current up to 30 days past due (and not yet due), 31–60, 61–90, then over 90", () => {
    expect([-10, 0, 30, 31, 60, 61, 90, 91, 400].map(ageingBucketOf)).toEqual([
      "current",
      "current",
      "current",
      "days31to60",
      "days31to60",
      "days61to90",
      "days61to90",
      "over90",
      "over90",
    ]);
    const s = buildStatement({
      accountId: "A-1",
      from: "2025-12-01",
      to: "2025-12-31",
      openingBalanceCents: 0,
      entries: [],
      openItems: [
        { reference: "a", dueDate: "2025-12-01", balanceCents: 1 },
        { reference: "b", dueDate: "2025-11-30", balanceCents: 10 },
        { reference: "c", dueDate: "2025-10-15", balanceCents: 100 },
        { reference: "d", dueDate: "2025-10-02", balanceCents: 1000 },
        { reference: "e", dueDate: "2025-09-01", balanceCents: 10_000 },
      ],
      unappliedCents: 0,
    });
    expect(s.ageing).toEqual({ current: 1, days31to60: 10, days61to90: 1100, over90: 10_000 });
  });

  it("#32.4 a statement range: calendar days, from on or before to, ten years at most; the form's default is the last 90 days", () => {
    expect(statementRangeProblem("2025-01-01", "2025-01-01")).toBeNull();
    expect(statementRangeProblem("2025-01-02", "2025-01-01")).toBe(
      "The From date must be on or before the To date.",
    );
    expect(statementRangeProblem("2025-02-29", "2025-03-01")).toBe("Enter a valid From date.");
    expect(statementRangeProblem("2025-01-01", "")).toBe("Enter a valid To date.");
    expect(statementQuery.safeParse({ from: "2025-01-01", to: "2025-03-01", extra: "1" }).success).toBe(
      false,
    );
    expect(defaultStatementRange("2026-12-07")).toEqual({ from: "2026-09-08", to: "2026-12-07" });
  });
});
