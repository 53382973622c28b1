import { freightRulesSaveBody } from "../../../lib/staff/catalog-contract.ts";
import { parseJson } from "../../http.ts";
import type { StaffApi } from "../../staff-api.ts";
import type { OrdersModule } from "./index.ts";

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
