// The schema index drizzle-kit reads. Each module owns its tables; this file only gathers them.

export * from "../adapters/mail/schema.ts";
export * from "../adapters/payments/schema.ts";
export * from "../modules/accounts/schema.ts";
export * from "../modules/cart/schema.ts";
export * from "../modules/catalog/schema.ts";
export * from "../modules/conversations/schema.ts";
export * from "../modules/designs/schema.ts";
export * from "../modules/distributors/schema.ts";
export * from "../modules/favorites/schema.ts";
export * from "../modules/forms/schema.ts";
export * from "../modules/invoices/schema.ts";
export * from "../modules/layouts/schema.ts";
export * from "../modules/newsletter/schema.ts";
export * from "../modules/orders/schema.ts";
export * from "../modules/payments/schema.ts";
export * from "../modules/pricing/schema.ts";
export * from "../modules/projects/schema.ts";
export * from "../modules/quotes/schema.ts";
export * from "../modules/ratelimit/schema.ts";
export * from "../modules/rebates/schema.ts";
export * from "../modules/warranty/schema.ts";
export * from "./guest-pages-schema.ts";
export * from "./idempotency-schema.ts";
