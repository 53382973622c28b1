import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  MAX_QUICK_ORDER_LINES,
  type QuickOrderBody,
  type QuickOrderResult,
  type RejectedLine,
} from "../../../lib/cart/contract.ts";
import { parseQuickOrder } from "../../../lib/cart/quick-order.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { writeResolvedLines } from "./add-lines.ts";
import { requireCartAccess, workingAccount } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { resolveLines } from "./resolve-lines.ts";

/**
 * The quick order (issue 12): pasted `SKU quantity` lines or a CSV file's text. Every line is read
 * and checked against the catalogue (one statement for all of them); the good lines go into the cart
 * in one statement of one transaction, the bad ones are answered with their line number and reason.
 * With `allOrNothing`, any bad line and nothing is added. An order of more than 500 lines, or one
 * with no good line, is a 400 (`details.lines` lists the bad ones) and changes nothing.
 */
export async function quickOrder(
  deps: CartDeps,
  caller: SessionUser,
  body: QuickOrderBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<QuickOrderResult>> {
  requireCartAccess(caller);
  const accountId = workingAccount(deps, caller);
  const parsed = parseQuickOrder(body.text);
  if (parsed.lineCount > MAX_QUICK_ORDER_LINES) {
    throw new AppError(
      "VALIDATION",
      `A quick order holds at most ${MAX_QUICK_ORDER_LINES} lines; this one has ${parsed.lineCount.toLocaleString("en-US")}. Split it into several orders.`,
    );
  }
  if (parsed.lineCount === 0)
    throw new AppError("VALIDATION", "The quick order has no lines: write one `SKU quantity` per line");
  const { resolved, refused } = await resolveLines(
    deps.db,
    parsed.entries.map((entry) => ({ sku: entry.sku, quantity: entry.quantity, options: entry.options })),
  );
  const rejected: RejectedLine[] = [
    ...parsed.rejected,
    ...refused.map(({ index, reason }) => {
      const entry = parsed.entries[index];
      return { line: entry?.line ?? 0, text: entry?.text ?? "", reason };
    }),
  ].sort((a, b) => a.line - b.line);
  if (resolved.length === 0 || (body.allOrNothing && rejected.length > 0)) {
    const lines = rejected.slice(0, MAX_QUICK_ORDER_LINES);
    throw new AppError(
      "VALIDATION",
      `Nothing was added: ${rejected.length} ${rejected.length === 1 ? "line is" : "lines are"} not valid (first: line ${lines[0]?.line}: ${lines[0]?.reason})`,
      { lines },
    );
  }
  return withIdempotencyKey(
    deps.db,
    {
      key: idempotencyKey,
      callerId: caller.userId,
      operation: "cart-quick-order",
      request: { accountId, ...body },
    },
    async (tx) => {
      const { ids, cart } = await writeResolvedLines(tx, deps, caller, resolved);
      const added = resolved
        .map((line) => {
          const entry = parsed.entries[line.index];
          return {
            line: entry?.line ?? 0,
            sku: line.snapshot.sku,
            quantity: line.quantity,
            itemId: ids.get(line.index) ?? "",
          };
        })
        .sort((a, b) => a.line - b.line);
      return { status: 200, body: { added, rejected, cart } };
    },
  );
}
