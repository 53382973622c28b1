import { randomUUID } from "node:crypto";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { scxOptionCodes } from "../../../lib/builder/scx.ts";
import type { DesignToQuoteBody } from "../../../lib/designs/contract.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import type { IdempotentResult } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { bareCartState, noOverride, priceLineRows, resolveLines } from "../cart/index.ts";
import type { DesignsDeps } from "./deps.ts";
import { readDesign } from "./get-design.ts";
import { scxBaseFixture } from "./scx-line.ts";

/**
 * "Quote this design": a new draft quote of the account with the design's fixtures as its one line,
 * priced now at the caller's prices exactly as the cart would price it (the base fixture under the
 * account's price list, the builder's adders), frozen by the quotes module under the purchase order.
 * The cart is not used, so what the buyer assembles there stays. The quotes module keeps its rules
 * (cart access, a purchase order, one quote per `Idempotency-Key`).
 */
export async function quoteDesign(
  deps: DesignsDeps,
  caller: SessionUser,
  designId: string,
  body: DesignToQuoteBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Quote>> {
  const design = await readDesign(deps.db, caller, designId);
  const base = await scxBaseFixture(deps.db);
  const { resolved, refused } = await resolveLines(deps.db, [
    { productId: base.productId, quantity: body.quantity, options: scxOptionCodes(design.configuration) },
  ]);
  const [line] = resolved;
  if (!line) throw new AppError("VALIDATION", refused[0]?.reason ?? "This design cannot be quoted");
  const accountId = caller.workingAccountId ?? design.accountId ?? "";
  const priced = await priceLineRows(
    deps.db,
    caller,
    bareCartState(accountId),
    [
      {
        id: randomUUID(),
        productId: line.productId,
        quantity: line.quantity,
        ...line.snapshot,
        ...noOverride,
        addedAt: new Date(),
      },
    ],
    deps.designatedSkus,
  );
  const { quantity: _lineQuantity, ...quoteBody } = body;
  return deps.quotes.createFromLines(
    caller,
    quoteBody,
    priced,
    { source: `design:${design.id}` },
    idempotencyKey,
  );
}
