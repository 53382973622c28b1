import type { SessionUser } from "../../lib/accounts/users.ts";
import { seedDemoDistributors } from "../../server/modules/distributors/index.ts";
import { seedDemoQuotes } from "../../server/modules/quotes/index.ts";
import { seedRebatePrograms } from "../../server/modules/rebates/index.ts";
import { type AppHarness, openAppHarness } from "../../server/testing/app-harness.ts";
import { sessionUserOf } from "../../server/testing/callers.ts";
import type { TestDatabaseKind } from "../../server/testing/databases.ts";

/** Who asks a question of the set: a guest or one of the demo users (README, "Demo accounts"). */
export const ASKERS = {
  guest: null,
  /** Brightline (A-10001), a verified distributor buyer with orders, quotes and invoices. */
  ben: "ben.buyer@brightline.example",
  /** A basic customer without an account: no stock, no orders. */
  bob: "bob.basic@example.com",
  /** Northgate's admin (A-10002): another account, whose orders must never reach Ben. */
  olivia: "olivia.owner@northgate.example",
} as const;
export type Asker = keyof typeof ASKERS;

export type EvalApp = {
  h: AppHarness;
  callers: Record<Asker, SessionUser | null>;
};

/**
 * The app as the server seeds it for a demo (the 360-product demo catalogue, the demo accounts, their
 * orders, quotes and invoices, rebate programs and distributors) on a fresh database of its own.
 */
export async function openEvalApp(kind: TestDatabaseKind = "pglite"): Promise<EvalApp> {
  const h = await openAppHarness(kind, { accounts: true, catalog: { products: 360 } });
  try {
    await seedRebatePrograms(h.db);
    await seedDemoDistributors(h.db);
    await seedDemoQuotes(h.db, { designatedSkus: [] });
    const callers = { guest: null } as Record<Asker, SessionUser | null>;
    for (const [asker, email] of Object.entries(ASKERS)) {
      if (!email) continue;
      callers[asker as Asker] = await sessionUserOf(h, email);
    }
    return { h, callers };
  } catch (error) {
    await h.dispose();
    throw error;
  }
}
