import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseOrdersCommand, runOrdersCommand } from "../../../scripts/orders-command.ts";
import { testDatabaseKinds } from "../../db/test-databases.ts";
import { type AppHarness, openAppHarness } from "../../test-harness.ts";
import { invoices } from "../invoices/schema.ts";
import { orderEvents, orders } from "./schema.ts";

const run = promisify(execFile);

/** `npm run orders:ship` / `orders:status` (issue 13 item 5): the integration API's use case, actor "cli". */
describe.each(testDatabaseKinds())("orders CLI on %s", (kind) => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
  });
  afterAll(async () => h?.dispose());

  it("ORDER-05 ships an on-account order with its carrier and tracking (invoiced once), then delivers it; a move it cannot make is refused", async () => {
    const number = "SO-2026-900109"; // PROCESSING, on account
    expect(
      await runOrdersCommand(
        h.services.orders,
        "ship",
        [number, "--carrier", "UPS", "--tracking", "1Z999AA10199999999"],
        "dana",
      ),
    ).toBe(`Order ${number} is now SHIPPED (UPS 1Z999AA10199999999).`);
    expect(
      await runOrdersCommand(h.services.orders, "ship", [
        number.toLowerCase(),
        "--carrier",
        "UPS",
        "--tracking",
        "1Z999AA10199999999",
      ]),
    ).toBe(`Order ${number} is already SHIPPED; nothing changed.`);
    const [row] = await h.db.select().from(orders).where(eq(orders.number, number));
    expect(
      await h.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, row?.id ?? "")),
    ).toHaveLength(1);
    const events = await h.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? ""));
    expect(events.find((e) => e.orderStatus === "SHIPPED")).toMatchObject({
      actor: "cli",
      actorName: "CLI (dana)",
      carrier: "UPS",
    });
    expect(await runOrdersCommand(h.services.orders, "status", [number, "delivered"])).toBe(
      `Order ${number} is now DELIVERED (UPS 1Z999AA10199999999).`,
    );
    await expect(runOrdersCommand(h.services.orders, "status", [number, "PROCESSING"])).rejects.toMatchObject(
      { code: "CONFLICT" },
    );
  });

  it("ORDER-05 reads its command line: shipping needs a carrier and a tracking number; a status must be one of the fulfilment statuses", () => {
    expect(
      parseOrdersCommand("ship", ["SO-2026-000042", "--carrier", "FedEx", "--tracking", "7712-3456"]),
    ).toEqual({
      number: "SO-2026-000042",
      body: { status: "SHIPPED", carrier: "FedEx", trackingNumber: "7712-3456" },
    });
    expect(() => parseOrdersCommand("ship", ["SO-2026-000042", "--tracking", "7712-3456"])).toThrow(
      /carrier and a tracking number/,
    );
    expect(() => parseOrdersCommand("status", ["SO-2026-000042", "LOST"])).toThrow(/status/);
    expect(() => parseOrdersCommand("status", [])).toThrow(/order number/);
    expect(() => parseOrdersCommand("ship", ["SO-1", "--bogus"])).toThrow();
  });

  it.runIf(kind === "pglite")(
    "ORDER-05 the npm script prints its usage and refuses a command it does not know",
    async () => {
      const node = process.execPath;
      const help = await run(node, ["scripts/orders.ts", "ship", "--help"]);
      expect(help.stdout).toContain("npm run orders:ship");
      await expect(run(node, ["scripts/orders.ts", "bogus", "SO-1"])).rejects.toMatchObject({ code: 1 });
    },
  );
});
