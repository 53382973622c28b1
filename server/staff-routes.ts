import { staffOrderRoutes } from "./modules/orders/index.ts";
import { staffPaymentRoutes } from "./modules/payments/index.ts";
import type { Services } from "./services.ts";
import { createStaffApi, type StaffApi } from "./staff-api.ts";

/**
 * Issue 33: the staff console's API, `/api/staff/…`, composed of the modules' staff calls. Each call
 * names its permission where it is added; the matrix test walks `endpoints`. Made once per app.
 */
export function staffApiOf(services: Services): StaffApi {
  const api = createStaffApi((headers) => services.accounts.staffCallerOf(headers));
  // The signed-in staff member, for the console's pages and API clients.
  api.get("/me", "dashboard.read", (c) => c.json({ staff: c.get("staff") }));
  staffOrderRoutes(api, services.orders);
  staffPaymentRoutes(api, services.payments);
  return api;
}
