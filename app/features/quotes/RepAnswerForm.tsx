import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { parseDollarsToCents } from "../../../lib/catalog/import-contract.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import {
  type AnswerQuoteBody,
  MAX_NEGOTIATION_MESSAGE_LENGTH,
} from "../../../lib/quotes/negotiation-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { cardClass, sectionTitle } from "../accounts/styles.ts";
import { addDays, expiryProblem, todayIso } from "./business-days.ts";
import { LineIdentity } from "./NegotiatedLines.tsx";
import { quotePrimaryButton } from "./quote-styles.ts";

/** The largest unit price the answer takes (the server's limit), in cents. */
const MAX_UNIT_CENTS = 1_000_000_000;
const DEFAULT_HOLD_DAYS = 30;

/** Each line's price as typed, or why it cannot be sent. */
export function readPrices(
  lines: readonly { id: string }[],
  typed: Record<string, string>,
): { prices: { id: string; unitPriceCents: number }[]; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const prices = lines.flatMap((line) => {
    const cents = parseDollarsToCents(typed[line.id] ?? "");
    if (cents === null || cents > MAX_UNIT_CENTS) {
      problems[line.id] = "Enter a unit price in dollars and cents, e.g. 45.50";
      return [];
    }
    return [{ id: line.id, unitPriceCents: cents }];
  });
  return { prices, problems };
}

/**
 * The rep's answer to a quote request (issue 32 item 3): a unit price per line (dollars typed, read
 * into exact cents, each checked), the last day the prices hold and a note for the buyer. Options keep
 * their prices. `answer` sends it and says whether it went.
 */
export function RepAnswerForm({
  quote,
  busy,
  answer,
}: {
  quote: Quote;
  busy: boolean;
  answer: (body: AnswerQuoteBody) => Promise<boolean>;
}) {
  const id = useId();
  const today = todayIso();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(quote.items.map((line) => [line.id, (line.unitPriceCents / 100).toFixed(2)])),
  );
  const answered = quote.negotiation?.status === "answered";
  const [expiresOn, setExpiresOn] = useState(() =>
    answered && quote.status !== "expired" ? quote.expiresAt.slice(0, 10) : addDays(today, DEFAULT_HOLD_DAYS),
  );
  const [note, setNote] = useState("");
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { prices, problems: found } = readPrices(quote.items, typed);
    const expiry = expiryProblem(expiresOn, today);
    if (expiry) found.expiresOn = expiry;
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (await answer({ lines: prices, expiresOn, note: note.trim() })) setNote("");
  }

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass} data-testid="rep-answer">
      <h2 id={`${id}-title`} className={sectionTitle}>
        {answered ? "Answer again with new prices" : "Answer with your prices"}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A unit price for every line; options keep their prices. The buyer is emailed and can accept, ask again
        or decline.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4" aria-busy={busy || undefined}>
        <ul className="divide-y divide-slate-200">
          {quote.items.map((line) => {
            const before = line.priceOverride?.originalPriceCents ?? line.unitPriceCents;
            const problem = problems[line.id];
            return (
              <li key={line.id} className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start">
                <div>
                  <LineIdentity line={line} />
                  <p className="text-sm text-slate-600">
                    Quantity {line.quantity.toLocaleString("en-US")} · list {formatCents(line.listPriceCents)}{" "}
                    · their price {formatCents(before)}
                  </p>
                </div>
                <div>
                  <label htmlFor={`${id}-${line.id}`} className="block text-xs font-semibold text-slate-600">
                    Unit price for {line.productDetails.sku}
                  </label>
                  <div className="mt-1 flex h-10 items-center rounded border border-slate-300 bg-white pl-2 has-[input:focus]:border-brand-green has-[input:focus]:ring-2 has-[input:focus]:ring-brand-green">
                    <span aria-hidden className="text-slate-500">
                      $
                    </span>
                    <input
                      id={`${id}-${line.id}`}
                      data-field={line.id}
                      inputMode="decimal"
                      autoComplete="off"
                      value={typed[line.id] ?? ""}
                      onChange={(event) => setTyped((all) => ({ ...all, [line.id]: event.target.value }))}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${id}-${line.id}-problem` : undefined}
                      className="h-full w-full min-w-0 bg-transparent px-1 tabular-nums outline-none"
                    />
                  </div>
                  {problem && (
                    <p id={`${id}-${line.id}-problem`} className="mt-1 text-sm text-brand-red">
                      {problem}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <div>
            <label htmlFor={`${id}-expiry`} className="block text-sm font-semibold text-slate-700">
              Prices hold until
            </label>
            <input
              id={`${id}-expiry`}
              data-field="expiresOn"
              type="date"
              min={today}
              max={addDays(today, 365)}
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
              aria-invalid={problems.expiresOn ? true : undefined}
              aria-describedby={problems.expiresOn ? `${id}-expiry-problem` : undefined}
              className={`${inputClass} mt-1`}
            />
            {problems.expiresOn && (
              <p id={`${id}-expiry-problem`} className="mt-1 text-sm text-brand-red">
                {problems.expiresOn}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-700">
              Note to the buyer (optional)
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={MAX_NEGOTIATION_MESSAGE_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={`${inputClass} mt-1`}
            />
          </div>
        </div>
        <div className="flex justify-end">
          <button type="submit" className={quotePrimaryButton} disabled={busy}>
            <Send aria-hidden size={16} />
            {busy ? "Sending…" : "Send prices to the buyer"}
          </button>
        </div>
      </form>
    </section>
  );
}
