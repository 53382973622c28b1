// The schema index drizzle-kit reads. Each module owns its tables; this file only gathers them.

export * from "../adapters/mail/schema.ts";
export * from "../modules/accounts/schema.ts";
export * from "../modules/cart/schema.ts";
export * from "../modules/catalog/schema.ts";
export * from "../modules/newsletter/schema.ts";
export * from "../modules/pricing/schema.ts";
export * from "../modules/quotes/schema.ts";
export * from "../modules/ratelimit/schema.ts";
export * from "./idempotency-schema.ts";
