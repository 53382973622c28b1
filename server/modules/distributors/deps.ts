import type { Db } from "../../db/client.ts";

/** What the distributors module's use cases work with; index.ts binds them to one set. */
export type DistributorsDeps = { db: Db };
