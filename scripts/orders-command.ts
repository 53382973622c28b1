import { parseArgs } from "node:util";
import {
  carrierOfTracking,
  carriers,
  type SetOrderStatusBody,
  setOrderStatusBody,
} from "../lib/orders/contract.ts";
import type { OrdersModule } from "../server/modules/orders/index.ts";
import { UsageError } from "./cli.ts";

export const ordersUsage = `Usage:
  npm run orders:ship -- <orderNumber> --tracking 1Z999AA10123456784 [--carrier UPS] [--note "…"]
  npm run orders:status -- <orderNumber> PROCESSING|SHIPPED|DELIVERED|CANCELLED [--carrier …] [--tracking …] [--note "…"]

Moves an order on as the manufacturer's ERP would through the integration API (the same rules:
PENDING → PROCESSING → SHIPPED → DELIVERED, or CANCELLED before delivery; the same status again
changes nothing). Each change is recorded in the order's history and mailed to the buyer; shipping an
on-account order creates its invoice. Carriers: UPS, FedEx, USPS, DHL, Freight. Without --carrier,
the tracking number's format names it: UPS 1Z and 16 characters, FedEx 12 or 15 digits, USPS 20 to 22
digits starting with 9; any other needs --carrier.

The database is the server's: PostgreSQL at DATABASE_URL, otherwise the embedded database in
DATA_DIR (default ./data). Stop the server first when it uses the embedded database.`;

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { carrier: { type: "string" }, tracking: { type: "string" }, note: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The command line of `orders:ship` (`ship`) or `orders:status` (`status`) as the use case's body. */
export function parseOrdersCommand(
  command: "ship" | "status",
  argv: readonly string[],
): { number: string; body: SetOrderStatusBody } {
  const parsed = readArgs(argv);
  const [number, status, ...extra] = parsed.positionals;
  if (!number) throw new UsageError("Name the order number, like SO-2026-000042.");
  const wanted = command === "ship" ? "SHIPPED" : status;
  if (!wanted || extra.length > 0 || (command === "ship" && status !== undefined)) {
    throw new UsageError(
      command === "ship"
        ? "orders:ship takes one order number."
        : "Name the order number and the new status.",
    );
  }
  const { tracking } = parsed.values;
  let { carrier } = parsed.values;
  if (wanted.toUpperCase() === "SHIPPED" && carrier === undefined && tracking !== undefined) {
    carrier = carrierOfTracking(tracking) ?? undefined;
    if (!carrier) {
      throw new UsageError(
        `Cannot tell the carrier from the tracking number ${tracking}: add --carrier ${carriers.join("|")}.`,
      );
    }
  }
  const result = setOrderStatusBody.safeParse({
    status: wanted.toUpperCase(),
    carrier,
    trackingNumber: tracking,
    note: parsed.values.note,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new UsageError(`${issue?.path.join(".") || "status"}: ${issue?.message ?? "is not valid"}`);
  }
  return { number: number.toUpperCase(), body: result.data };
}

/** Runs the command on the orders module (actor "cli"); answers the line to print. */
export async function runOrdersCommand(
  orders: Pick<OrdersModule, "setStatus">,
  command: "ship" | "status",
  argv: readonly string[],
  who = process.env.USER ?? "operator",
): Promise<string> {
  const { number, body } = parseOrdersCommand(command, argv);
  const { changed, order } = await orders.setStatus(number, body, { kind: "cli", name: `CLI (${who})` });
  const tracking = order.trackingNumber ? ` (${order.carrier} ${order.trackingNumber})` : "";
  return changed
    ? `Order ${order.number} is now ${order.OrderStatus}${tracking}.`
    : `Order ${order.number} is already ${order.OrderStatus}; nothing changed.`;
}
