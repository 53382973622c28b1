import type { Db } from "../../db/client.ts";

/** What the pricing module's use cases work with; index.ts binds them to one set. */
export type PricingDeps = { db: Db };
