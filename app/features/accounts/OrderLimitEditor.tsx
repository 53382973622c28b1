import { type FormEvent, useId, useState } from "react";
import type { OrderLimit } from "../../../lib/accounts/users.ts";
import { parseDollarsToCents } from "../../../lib/catalog/import-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { secondaryButton } from "./styles.ts";

const maxLimitCents = 1_000_000_000;

/** #32.2: how a member's order limit reads in the users list. */
export function orderLimitText(limit: OrderLimit): string {
  if (limit.kind === "amount") return `Orders over ${formatCents(limit.cents)} need approval`;
  return limit.kind === "always" ? "Every order needs approval" : "No order limit";
}

/**
 * #32.2: the account admin sets a member's order limit: none, an amount in dollars (read digit by
 * digit into cents) or "always needs approval". Saved with its button; a wrong amount is told here
 * and nothing is sent.
 */
export function OrderLimitEditor({
  name,
  limit,
  disabled,
  onSave,
}: {
  name: string;
  limit: OrderLimit;
  disabled: boolean;
  onSave: (limit: OrderLimit) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<OrderLimit["kind"]>(limit.kind);
  const [text, setText] = useState(limit.kind === "amount" ? (limit.cents / 100).toFixed(2) : "");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind !== "amount") {
      setProblem(null);
      onSave({ kind });
      return;
    }
    const cents = parseDollarsToCents(text);
    if (cents === null || cents < 100 || cents > maxLimitCents) {
      setProblem("Enter an amount in dollars from 1 to 10,000,000, e.g. 2500");
      return;
    }
    setProblem(null);
    onSave({ kind: "amount", cents });
  }

  return (
    <form onSubmit={submit} className="space-y-1" data-testid="order-limit-form">
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-kind`} className="block text-xs font-semibold text-slate-600">
            Order limit for {name}
          </label>
          <select
            id={`${id}-kind`}
            value={kind}
            disabled={disabled}
            onChange={(event) => setKind(event.target.value as OrderLimit["kind"])}
            className="h-9 rounded border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="none">No limit</option>
            <option value="amount">Approval over an amount</option>
            <option value="always">Always needs approval</option>
          </select>
        </div>
        {kind === "amount" && (
          <div>
            <label htmlFor={`${id}-amount`} className="block text-xs font-semibold text-slate-600">
              Limit in dollars
            </label>
            <div className="flex h-9 w-36 items-center rounded border border-slate-300 bg-white pl-2 has-[input:focus]:border-brand-green has-[input:focus]:ring-2 has-[input:focus]:ring-brand-green">
              <span aria-hidden className="text-slate-500">
                $
              </span>
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                autoComplete="off"
                value={text}
                disabled={disabled}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className="h-full w-full min-w-0 bg-transparent px-1 text-right tabular-nums focus:outline-none"
              />
            </div>
          </div>
        )}
        <button
          type="submit"
          className={`${secondaryButton} h-9`}
          disabled={disabled}
          aria-label={`Save limit for ${name}`}
        >
          Save limit
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-brand-red">
          {problem}
        </p>
      )}
    </form>
  );
}
