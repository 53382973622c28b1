import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { generateOrderHistory } from "../../testing/order-history.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { nodesOf, planOf } from "../../testing/query-plans.ts";
import { authUsers } from "../accounts/schema.ts";

/**
 * The reads of an account's latest orders at 20,000 orders, ANALYZEd: the orders list's first page
 * (API-47), the quick order's "Previously purchased" and the warranty claim's orders (issue 32 item 6).
 * Each statement is EXPLAINed as sent, with the planner free to choose a sequential scan: none may
 * read the orders whole or sort the account's orders (a page comes in the order of
 * `orders_account_created_idx`, so a long history costs what a short one does). The lines of those
 * orders are read by `order_lines_position_uq` once the table is big enough for it to pay (at 20,000
 * lines the planner rightly hashes a sequential scan, at 50,000 it loops over the index: `npm run
 * bench:orders -- --orders 50000`), so for them the plan without sequential scans must show that index.
 */
const HISTORY = 20_000;

/**
 * The account's (created_at desc, id desc) index, or (issue 33) the table's own: every order here is
 * Brightline's, so the planner may rightly read the table's newest first and filter by the account —
 * the same rows in the same order, without a sort (which the checks below still refuse).
 */
const latestIndex = /^orders_(account_)?created_idx$/;

describe.each(testDatabaseKinds())("the latest orders' query plans at 20,000 orders on %s", (kind) => {
  let h: AppHarness;
  let ben: SessionUser;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    await generateOrderHistory(h.db, HISTORY);
    await h.db.execute(sql`analyze orders`);
    await h.db.execute(sql`analyze order_lines`);
    const [user] = await h.db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, "ben.buyer@brightline.example"));
    ben = await h.services.accounts.sessionUser(user?.id ?? "");
  }, 120_000);
  afterAll(async () => h?.dispose());

  /** Runs `call`, then the plan of each statement it sent that reads orders: the indexes it used. */
  async function orderPlans(call: () => Promise<unknown>): Promise<string[]> {
    const counter = countQueries(h.db);
    try {
      await call();
    } finally {
      counter.stop();
    }
    const reads = counter.calls.filter((s) => /from "orders"|from "order_lines"/i.test(s.sql));
    expect(reads.length).toBeGreaterThan(0);
    const indexes: string[] = [];
    for (const statement of reads) {
      const nodes = nodesOf(await planOf(h.database, statement, { seqscan: true }));
      const whole = nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "orders");
      expect(whole, statement.sql).toEqual([]);
      const sortedOrders = nodes.filter(
        (n) =>
          n["Node Type"] === "Sort" &&
          nodesOf(n).some((m) => m["Relation Name"] === "orders" && m["Node Type"] !== "Index Scan"),
      );
      expect(sortedOrders, statement.sql).toEqual([]);
      for (const n of nodes) if (n["Index Name"]) indexes.push(n["Index Name"]);
      for (const n of nodesOf(await planOf(h.database, statement)))
        if (n["Index Name"]) indexes.push(n["Index Name"]);
    }
    return indexes;
  }

  it("API-47 #32.6 the orders list's first page, previously purchased and the warranty claim's orders read the account's latest orders by its created_at index", async () => {
    const list = await orderPlans(() => h.services.orders.list(ben, "me", { limit: 5 }));
    expect(list).toEqual(expect.arrayContaining([expect.stringMatching(latestIndex)]));

    let purchased = 0;
    const previously = await orderPlans(async () => {
      purchased = (await h.services.orders.previouslyPurchased(ben, { limit: 20, offset: 0 })).items.length;
    });
    expect(purchased).toBe(20);
    expect(previously).toEqual(expect.arrayContaining([expect.stringMatching(latestIndex)]));
    expect(previously).toContain("order_lines_position_uq");

    let claimable = 0;
    const claim = await orderPlans(async () => {
      claimable = (await h.services.orders.claimableOrders(ben)).length;
    });
    expect(claimable).toBeGreaterThan(0);
    expect(claim).toEqual(expect.arrayContaining([expect.stringMatching(latestIndex)]));
  });

  it("#33.4 the staff console's order list pages every account's orders by an index, newest first, by status or by account, never sorting the table", async () => {
    const pagePlans = async (query: Parameters<typeof h.services.orders.staff.list>[0]) => {
      const counter = countQueries(h.db);
      let rows = 0;
      try {
        rows = (await h.services.orders.staff.list(query)).rows.length;
      } finally {
        counter.stop();
      }
      expect(rows).toBeGreaterThan(0);
      const [page] = counter.calls.filter((s) => /from "orders"/i.test(s.sql) && /limit/i.test(s.sql));
      if (!page) throw new Error("the list sent no page statement");
      const nodes = nodesOf(await planOf(h.database, page, { seqscan: true }));
      expect(nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "orders")).toEqual(
        [],
      );
      expect(nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
      return nodes.flatMap((n) => (n["Index Name"] ? [n["Index Name"]] : []));
    };
    expect(await pagePlans({ page: 1, pageSize: 25 })).toContain("orders_created_idx");
    expect(await pagePlans({ page: 3, pageSize: 25, status: "CANCELLED" })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^orders_(status_)?created_idx$/)]),
    );
    expect(await pagePlans({ page: 1, pageSize: 25, accountId: "A-10001" })).toEqual(
      expect.arrayContaining([expect.stringMatching(latestIndex)]),
    );
  });
});
