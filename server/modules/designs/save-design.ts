import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { scxCatalogNumber } from "../../../lib/builder/scx.ts";
import { type Design, MAX_DESIGNS, type saveDesignBody } from "../../../lib/designs/contract.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { builderPricing } from "./builder-pricing.ts";
import type { DesignsDeps } from "./deps.ts";
import { designAccountOf, ownDesigns } from "./design-scope.ts";
import { toDesign } from "./load-design.ts";
import { customDesigns } from "./schema.ts";

export type DesignValues = z.output<typeof saveDesignBody>;

/**
 * A design written for the caller in the account they work for now, refused past MAX_DESIGNS, and
 * answered priced for the caller. Run inside the caller's transaction (save, duplicate).
 */
export async function insertDesign(
  tx: DbOrTx,
  caller: SessionUser,
  values: DesignValues,
  now: Date,
): Promise<Design> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(customDesigns)
    .where(ownDesigns(caller));
  if ((count?.n ?? 0) >= MAX_DESIGNS) {
    throw new AppError("CONFLICT", `You can keep up to ${MAX_DESIGNS} custom designs: delete one first`);
  }
  const [row] = await tx
    .insert(customDesigns)
    .values({
      userId: caller.userId,
      accountId: designAccountOf(caller),
      series: values.series,
      name: values.name,
      note: values.note,
      configuration: values.configuration,
      catalogNumber: scxCatalogNumber(values.configuration),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("the design was not saved");
  return toDesign(row, await builderPricing(tx, caller));
}

/**
 * API-23 `POST cart-service/custom-design/add` (DESIGN-03): the builder's configuration saved under a
 * name and a note, the caller's, in the account they work for now. The body's configuration has been
 * checked by the contract (every group, offered codes, no forbidden pair); the catalog number is
 * computed here, never taken from the client. With an `Idempotency-Key`, a double click saves once.
 */
export async function saveDesign(
  deps: DesignsDeps,
  caller: SessionUser,
  body: DesignValues,
  idempotencyKey?: string,
): Promise<IdempotentResult<Design>> {
  return withIdempotencyKey(
    deps.db,
    {
      key: idempotencyKey,
      callerId: caller.userId,
      operation: "design-save",
      request: { accountId: designAccountOf(caller), ...body },
    },
    async (tx) => ({ status: 201, body: await insertDesign(tx, caller, body, deps.now?.() ?? new Date()) }),
  );
}
