import { calculatePayback, type PaybackResult } from "../../../lib/energy/payback.ts";
import {
  type PaybackErrors,
  type PaybackValues,
  parsePaybackValues,
} from "../../../lib/energy/payback-query.ts";

export type PaybackOutcome = { errors: PaybackErrors; result: PaybackResult | null };

/**
 * The calculator's values validated and, when all are valid, calculated. The page's loader runs it for
 * the first render; the browser loads it (with zod) on the first edit (PaybackCalculator.tsx, issue 15).
 */
export function paybackOutcome(values: PaybackValues): PaybackOutcome {
  const parsed = parsePaybackValues(values);
  return { errors: parsed.errors, result: parsed.input ? calculatePayback(parsed.input) : null };
}
