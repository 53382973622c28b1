import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AppError } from "../../errors.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { settleApproved, startAttempt } from "./payments.test-support.ts";
import { creditMemos, invoiceAllocations, invoices } from "./schema.ts";

/**
 * Partial payments and credit memos against a model (issue 32 #4, "the money stays exact"): random
 * invoices and memos of Brightline, then a random sequence of payments of part of an invoice (or of
 * its whole balance) and applications of a memo to an invoice, each through the module as the portal
 * sends it (the payment priced and settled the way the payments module does, the credit through its
 * HTTP route). After every step each invoice's balance, status and allocations and each memo's
 * balance are what the model says, to the cent; a step the model refuses is a 4xx that changes
 * nothing. Fewer runs than the pure properties: each is a few dozen transactions, on both databases.
 */
const RUNS = 40;

type Step =
  | { kind: "pay"; invoice: number; cents: number | null }
  | { kind: "credit"; memo: number; invoice: number; cents: number | null };

const cents = fc.integer({ min: 1, max: 500_000 });
const scenario = fc.record({
  invoices: fc.array(cents, { minLength: 1, maxLength: 3 }),
  memos: fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 2 }),
  steps: fc.array(
    fc.oneof(
      fc.record({
        kind: fc.constant("pay" as const),
        invoice: fc.nat(2),
        cents: fc.option(fc.integer({ min: 0, max: 600_000 })),
      }),
      fc.record({
        kind: fc.constant("credit" as const),
        memo: fc.nat(1),
        invoice: fc.nat(2),
        cents: fc.option(fc.integer({ min: 0, max: 250_000 })),
      }),
    ),
    { minLength: 1, maxLength: 8 },
  ),
});

/** How much a step moves in the model, or null when the module must refuse it. */
function modelled(step: Step, invoiceBalance: number, memoBalance: number): number | null {
  if (invoiceBalance === 0) return null;
  const asked = step.cents ?? (step.kind === "pay" ? invoiceBalance : Math.min(invoiceBalance, memoBalance));
  if (asked <= 0 || asked > invoiceBalance) return null;
  if (step.kind === "credit" && (memoBalance === 0 || asked > memoBalance)) return null;
  return asked;
}

const dollars = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;

describe.each(testDatabaseKinds())("partial payments and credits on %s against a model", (kind) => {
  let h: AppHarness;
  let ben: { cookie: string; caller: SessionUser };
  let serial = 0;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    const email = "ben.buyer@brightline.example";
    const { cookie } = await h.signIn(email);
    const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
    ben = { cookie, caller: await h.services.accounts.sessionUser(user?.id as string) };
  });
  afterAll(async () => h?.dispose());

  async function open(amounts: number[], memoAmounts: number[]) {
    const made = await h.db
      .insert(invoices)
      .values(
        amounts.map((amountCents) => {
          serial += 1;
          return {
            number: `INV-2026-${String(700_000 + serial)}`,
            accountId: "A-10001",
            invoiceDate: "2026-11-02",
            dueDate: "2026-12-02",
            amountCents,
            balanceCents: amountCents,
            status: "Open" as const,
          };
        }),
      )
      .returning({ id: invoices.id });
    const memos = await h.db
      .insert(creditMemos)
      .values(
        memoAmounts.map((amountCents) => {
          serial += 1;
          return {
            number: `CM-2026-${String(700_000 + serial)}`,
            accountId: "A-10001",
            memoDate: "2026-11-05",
            amountCents,
            status: "Open" as const,
            reason: "Returned fixtures",
          };
        }),
      )
      .returning({ id: creditMemos.id });
    return { invoiceIds: made.map((r) => r.id), memoIds: memos.map((r) => r.id) };
  }

  /** Runs a step through the module: whether it was taken (a refusal must be a 4xx AppError). */
  async function run(step: Step, invoiceId: string, memoId: string): Promise<boolean> {
    if (step.kind === "credit") {
      const allocation = step.cents === null ? { invoiceId } : { invoiceId, amount: dollars(step.cents) };
      const answer = await h.postJson(
        `/api/portal-service/credit-memos/${memoId}/apply`,
        { allocations: [allocation] },
        { cookie: ben.cookie },
      );
      if (answer.status === 200) return true;
      expect([400, 409], JSON.stringify(answer.body)).toContain(answer.status);
      return false;
    }
    try {
      const subject = h.services.invoices.paymentSubject;
      const amounts = step.cents === null ? undefined : { [invoiceId]: step.cents };
      const priced = await subject.price(
        ben.caller,
        { kind: "invoices", invoiceIds: [invoiceId], amounts },
        "ach",
      );
      const attempt = await startAttempt(h.db, ben.caller, "invoices", priced, "ach");
      expect(await settleApproved(h.db, h.services.mailer, subject, attempt.reference)).toBe(true);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(["VALIDATION", "CONFLICT"]).toContain(error.code);
      return false;
    }
  }

  it("#32.4 every invoice balance, status and allocation and every memo balance follow the model to the cent; refused steps change nothing", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ invoices: amounts, memos: memoAmounts, steps }) => {
        const { invoiceIds, memoIds } = await open(amounts, memoAmounts);
        const balances = [...amounts];
        const memoBalances = [...memoAmounts];
        const paid = amounts.map(() => 0);
        const credited = amounts.map(() => 0);
        for (const raw of steps) {
          const step = { ...raw, invoice: raw.invoice % amounts.length } as Step;
          const memo = step.kind === "credit" ? step.memo % memoAmounts.length : 0;
          const moved = modelled(step, balances[step.invoice] ?? 0, memoBalances[memo] ?? 0);
          const taken = await run(step, invoiceIds[step.invoice] ?? "", memoIds[memo] ?? "");
          expect(taken, JSON.stringify({ step, balances, memoBalances })).toBe(moved !== null);
          if (moved === null) continue;
          balances[step.invoice] = (balances[step.invoice] ?? 0) - moved;
          if (step.kind === "credit") {
            memoBalances[memo] = (memoBalances[memo] ?? 0) - moved;
            credited[step.invoice] = (credited[step.invoice] ?? 0) + moved;
          } else paid[step.invoice] = (paid[step.invoice] ?? 0) + moved;
        }
        const rows = await h.db.select().from(invoices).where(inArray(invoices.id, invoiceIds));
        const allocations = await h.db
          .select()
          .from(invoiceAllocations)
          .where(inArray(invoiceAllocations.invoiceId, invoiceIds));
        invoiceIds.forEach((id, i) => {
          const row = rows.find((r) => r.id === id);
          const balance = balances[i] ?? 0;
          const status = balance === 0 ? "Paid" : balance === amounts[i] ? "Open" : "Partly paid";
          expect([row?.balanceCents, row?.status]).toEqual([balance, status]);
          const mine = allocations.filter((a) => a.invoiceId === id);
          const sum = (kind: string) =>
            mine.filter((a) => a.kind === kind).reduce((total, a) => total + a.amountCents, 0);
          expect([sum("payment"), sum("credit")]).toEqual([paid[i], credited[i]]);
        });
        const memoRows = await h.db.select().from(creditMemos).where(inArray(creditMemos.id, memoIds));
        memoIds.forEach((id, i) => {
          const row = memoRows.find((r) => r.id === id);
          const balance = memoBalances[i] ?? 0;
          expect([(row?.amountCents ?? 0) - (row?.appliedCents ?? 0), row?.status]).toEqual([
            balance,
            balance === 0 ? "Applied" : "Open",
          ]);
        });
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
