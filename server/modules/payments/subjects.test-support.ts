import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { bankSurchargeCents } from "../../../lib/payments/contract.ts";
import type { Db } from "../../db/client.ts";
import { selectRows } from "../../db/rows.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { reachedAccount } from "../accounts/index.ts";
import type { PaymentsDeps, PricedPurpose } from "./deps.ts";

/**
 * Payment subjects for the payments module's own tests, on real tables of the test database, until
 * the orders and invoices modules provide theirs: `test_payables` are the things to pay (an "order" or
 * an "invoice" of an account) and `test_payment_effects` records each applyApproved, with no unique
 * constraint, so a second application would show as a second row instead of being hidden by one.
 */
export async function createTestSubjectTables(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists test_payables (
    id uuid primary key, account_id text not null, base_cents bigint not null)`);
  await db.execute(sql`create table if not exists test_payment_effects (
    reference text not null, flow text not null, amount_cents bigint not null,
    applied_at timestamptz not null default now())`);
}

/** A payable of the account (an order or an invoice, as the purpose names it). */
export async function addPayable(db: Db, accountId: string, baseCents: number): Promise<string> {
  const id = randomUUID();
  await db.execute(
    sql`insert into test_payables (id, account_id, base_cents) values (${id}, ${accountId}, ${baseCents})`,
  );
  return id;
}

/** How many times an approval was applied to its subject. */
export async function effectsOf(db: DbOrTx, reference: string): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*)::int as n from test_payment_effects where reference = ${reference}`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}

export async function allEffects(db: DbOrTx): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*)::int as n from test_payment_effects`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}

export function testSubjects(db: () => Db): PaymentsDeps["subjects"] {
  // Given the start's transaction, read through it with the rows locked, as the real subjects do.
  const payables = async (
    caller: { userId: string; workingAccountId: string | null },
    ids: string[],
    lock?: DbOrTx,
  ) => {
    const account = caller.workingAccountId ?? "";
    const rows = await selectRows(
      lock ?? db(),
      sql`select id, base_cents::int as base from test_payables
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and account_id = ${account} and ${reachedAccount(sql`account_id`, caller)}
        ${lock ? sql`order by id for update` : sql``}`,
      z.object({ id: z.string(), base: z.number() }),
    );
    if (rows.length !== ids.length) throw new AppError("NOT_FOUND", "Not found");
    return { accountId: account, baseCents: rows.reduce((sum, row) => sum + row.base, 0) };
  };
  const applyApproved = async (
    tx: DbOrTx,
    attempt: { reference: string; flow: string; amountCents: number },
  ) => {
    await tx.execute(
      sql`insert into test_payment_effects (reference, flow, amount_cents) values (${attempt.reference}, ${attempt.flow}, ${attempt.amountCents})`,
    );
    return true;
  };
  const priced = (
    base: { accountId: string; baseCents: number },
    method: "card" | "ach",
    description: string,
  ) =>
    ({
      ...base,
      surchargeCents: bankSurchargeCents(base.baseCents, method),
      description,
    }) satisfies PricedPurpose;
  return {
    order: {
      price: async (caller, purpose, method, lock) => ({
        ...priced(
          await payables(caller, [purpose.orderId], lock),
          method,
          `Order ${purpose.orderId.slice(0, 8)}`,
        ),
        orderId: purpose.orderId,
      }),
      applyApproved,
    },
    invoices: {
      price: async (caller, purpose, method, lock) => ({
        ...priced(await payables(caller, purpose.invoiceIds, lock), method, "Invoices"),
        invoiceIds: purpose.invoiceIds,
      }),
      applyApproved,
    },
    portal: {
      price: async (caller, purpose, method) => {
        if (!caller.workingAccountId) throw new AppError("NOT_FOUND", "Not found");
        const base = { accountId: caller.workingAccountId, baseCents: purpose.paymentAmount };
        return priced(base, method, "Payment on account");
      },
      applyApproved,
    },
  };
}
