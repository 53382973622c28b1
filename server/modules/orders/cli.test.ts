import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackingUrl } from "../../../lib/orders/contract.ts";
import { parseOrdersCommand, runOrdersCommand } from "../../../scripts/orders-command.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
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

  it("ORDER-05 orders:ship without --carrier names the carrier from the tracking number's format, and the order page links to its tracking", async () => {
    const number = "SO-2026-900110"; // PROCESSING
    expect(
      await runOrdersCommand(h.services.orders, "ship", [number, "--tracking", "1Z999AA10123456784"], "dana"),
    ).toBe(`Order ${number} is now SHIPPED (UPS 1Z999AA10123456784).`);
    const [row] = await h.db.select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({
      orderStatus: "SHIPPED",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(trackingUrl(row?.carrier ?? null, row?.trackingNumber ?? null)).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    // A number of no known format changes nothing and says what to add.
    const other = "SO-2026-900111"; // PENDING
    await expect(
      runOrdersCommand(h.services.orders, "ship", [other, "--tracking", "ABC-12345"]),
    ).rejects.toThrow(
      "Cannot tell the carrier from the tracking number ABC-12345: add --carrier UPS|FedEx|USPS|DHL|Freight.",
    );
    expect((await h.db.select().from(orders).where(eq(orders.number, other)))[0]?.orderStatus).toBe(
      "PENDING",
    );
  });

  it("ORDER-05 the carrier from a tracking number: UPS 1Z + 16, FedEx 12 or 15 digits, USPS 20 to 22 digits starting with 9; nothing else", () => {
    const ship = (tracking: string) => parseOrdersCommand("ship", ["SO-2026-000042", "--tracking", tracking]);
    expect(ship("1z999aa10123456784").body).toEqual({
      status: "SHIPPED",
      carrier: "UPS",
      trackingNumber: "1z999aa10123456784",
    });
    expect(ship("7712-3456-7890").body.carrier).toBe("FedEx");
    expect(ship("771234567890123").body.carrier).toBe("FedEx");
    expect(ship("94001118992231234567").body.carrier).toBe("USPS"); // 20
    expect(ship("9400111899223123456789").body.carrier).toBe("USPS"); // 22
    expect(
      parseOrdersCommand("status", ["SO-2026-000042", "shipped", "--tracking", "771234567890"]).body,
    ).toMatchObject({ status: "SHIPPED", carrier: "FedEx" });
    // --carrier wins over the format (a UPS-looking number shipped by freight).
    expect(
      parseOrdersCommand("ship", [
        "SO-2026-000042",
        "--carrier",
        "Freight",
        "--tracking",
        "1Z999AA10123456784",
      ]).body.carrier,
    ).toBe("Freight");
    for (const unknown of [
      "1Z999AA1012345678", // UPS one short
      "77123456789", // 11 digits
      "7712345678901", // 13
      "8400111899223123456789", // 22 digits, not starting with 9
      "94001118992231234567890", // 23
      "9400111899223123456", // 19
    ]) {
      expect(() => ship(unknown), unknown).toThrow(/Cannot tell the carrier .*: add --carrier/);
    }
  });

  it("ORDER-05 reads its command line: shipping needs a carrier and a tracking number; a status must be one of the fulfilment statuses", () => {
    expect(
      parseOrdersCommand("ship", ["SO-2026-000042", "--carrier", "FedEx", "--tracking", "7712-3456"]),
    ).toEqual({
      number: "SO-2026-000042",
      body: { status: "SHIPPED", carrier: "FedEx", trackingNumber: "7712-3456" },
    });
    expect(() => parseOrdersCommand("ship", ["SO-2026-000042", "--carrier", "UPS"])).toThrow(
      /carrier and a tracking number/,
    );
    expect(() => parseOrdersCommand("ship", ["SO-2026-000042", "--tracking", "7712-3456"])).toThrow(
      /add --carrier/,
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
    // Two node processes that each load the server's modules: about 14 s alone, far more on a loaded machine.
    120_000,
  );
});
