// The schema index drizzle-kit reads. Each module owns its tables; this file only gathers them.

export * from "../server/adapters/mail/schema.ts";
export * from "../server/adapters/payments/schema.ts";
export * from "../server/db/guest-pages-schema.ts";
export * from "../server/db/idempotency-schema.ts";
export * from "../server/modules/accounts/schema.ts";
export * from "../server/modules/audit/schema.ts";
export * from "../server/modules/cart/schema.ts";
export * from "../server/modules/catalog/schema.ts";
export * from "../server/modules/conversations/schema.ts";
export * from "../server/modules/designs/schema.ts";
export * from "../server/modules/distributors/schema.ts";
export * from "../server/modules/favorites/schema.ts";
export * from "../server/modules/forms/schema.ts";
export * from "../server/modules/invoices/schema.ts";
export * from "../server/modules/layouts/schema.ts";
export * from "../server/modules/newsletter/schema.ts";
export * from "../server/modules/orders/schema.ts";
export * from "../server/modules/payments/schema.ts";
export * from "../server/modules/pricing/schema.ts";
export * from "../server/modules/projects/schema.ts";
export * from "../server/modules/quotes/schema.ts";
export * from "../server/modules/ratelimit/schema.ts";
export * from "../server/modules/rebates/schema.ts";
export * from "../server/modules/warranty/schema.ts";
