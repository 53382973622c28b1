import { z } from "zod";
import { formatCents } from "../../../lib/shared/money.ts";
import { freightRulesSaveBody } from "../../../lib/staff/catalog-contract.ts";
import {
  staffCancelOrderBody,
  staffOrdersQuery,
  staffShipOrderBody,
} from "../../../lib/staff/orders-contract.ts";
import { parseJson, parseQuery } from "../../http.ts";
import { STAFF_CSV_LIMIT, type StaffApi, staffCsv } from "../../staff-api.ts";
import type { OrdersModule } from "./index.ts";

/** An order's number (SO-2026-000042) or id in the path; anything else is refused before a query. */
const orderKeySchema = z.string().regex(/^[A-Za-z0-9-]{1,60}$/, "is not an order number");
const orderKey = (value: string | undefined) => orderKeySchema.parse(value);

const csvHeader = [
  "Number",
  "Placed",
  "Account",
  "Account ID",
  "PO",
  "Placed by",
  "Status",
  "Payment",
  "Lines",
  "Total",
];

/**
 * Issue 33 item 4: the staff console's order calls under /api/staff (thin: parse, one call of the
 * orders module, the answer). The door has checked the staff session and the permission.
 */
export function staffOrderRoutes(api: StaffApi, orders: OrdersModule): void {
  api.get("/orders", "orders.read", async (c) => {
    const query = parseQuery(c, staffOrdersQuery);
    if (query.format === "csv") {
      const rows = await orders.staff.export(query, STAFF_CSV_LIMIT);
      return staffCsv(
        "orders.csv",
        csvHeader,
        rows.map((row) => [
          row.number,
          row.createdAt,
          row.accountName,
          row.accountId,
          row.purchaseOrder,
          row.placedByName,
          row.orderStatus,
          `${row.paymentType} ${row.paymentStatus}`,
          String(row.lineCount),
          formatCents(row.totalCents),
        ]),
      );
    }
    return c.json(await orders.staff.list(query));
  });

  api.get("/orders/:order", "orders.read", async (c) =>
    c.json(await orders.staff.get(orderKey(c.req.param("order")))),
  );

  api.post("/orders/:order/cancel", "orders.write", async (c) => {
    const key = orderKey(c.req.param("order"));
    const body = await parseJson(c, staffCancelOrderBody);
    return c.json(await orders.staff.cancel(c.get("staff"), key, body));
  });

  api.post("/orders/:order/ship", "orders.write", async (c) => {
    const key = orderKey(c.req.param("order"));
    const body = await parseJson(c, staffShipOrderBody);
    return c.json(await orders.staff.ship(c.get("staff"), key, body));
  });
}

/**
 * #33.5 freight rules in the console: `GET /api/staff/freight-rules` (in force, and the file's) and
 * `PUT /api/staff/freight-rules` `{ rules }` (a new version; 400 with every problem in `details`).
 */
export function freightStaffRoutes(
  api: StaffApi,
  orders: Pick<OrdersModule, "freightRules" | "saveFreightRules">,
) {
  api.get("/freight-rules", "freight.manage", async (c) => c.json(await orders.freightRules()));
  api.put("/freight-rules", "freight.manage", async (c) => {
    const { rules } = await parseJson(c, freightRulesSaveBody);
    return c.json(await orders.saveFreightRules(c.get("staff"), rules));
  });
}
