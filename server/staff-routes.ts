import { staffAccountRoutes, staffMemberRoutes } from "./modules/accounts/index.ts";
import { staffAuditRoutes } from "./modules/audit/index.ts";
import { couponStaffRoutes } from "./modules/cart/index.ts";
import { catalogStaffRoutes } from "./modules/catalog/index.ts";
import { staffLayoutRoutes } from "./modules/layouts/index.ts";
import { freightStaffRoutes, staffOrderRoutes } from "./modules/orders/index.ts";
import { staffPaymentRoutes } from "./modules/payments/index.ts";
import { pricingStaffRoutes } from "./modules/pricing/index.ts";
import { staffQuoteRoutes } from "./modules/quotes/index.ts";
import { staffWarrantyRoutes } from "./modules/warranty/index.ts";
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
  staffMemberRoutes(api, services.accounts);
  staffAuditRoutes(api, services.audit);
  staffAccountRoutes(api, services.accounts);
  // Issue 33 item 5: catalogue and prices.
  catalogStaffRoutes(api, services.catalog);
  pricingStaffRoutes(api, services.pricing);
  couponStaffRoutes(api, services.cart.coupons);
  freightStaffRoutes(api, services.orders);
  // Issue 33 item 3: the work queues.
  staffLayoutRoutes(api, services.layouts);
  staffWarrantyRoutes(api, services.warranty);
  staffQuoteRoutes(api, services.quotes);
  staffOrderRoutes(api, services.orders);
  staffPaymentRoutes(api, services.payments);
  return api;
}
