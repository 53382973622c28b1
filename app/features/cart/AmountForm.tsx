import { type FormEvent, useId, useState } from "react";
import { parseDollarsToCents } from "../../../lib/catalog/import-contract.ts";
import { secondaryButton } from "../accounts/styles.ts";

const saveButton =
  "inline-flex h-9 items-center justify-center rounded bg-brand-navy px-3 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-60";

/**
 * A dollar amount typed by a representative (a unit price, the shipping), read digit by digit into
 * cents (no floating point), saved with the form's button, or cancelled. Stays open when the save
 * fails (the caller has told why).
 */
export function AmountForm({
  label,
  initialCents,
  maxCents,
  onSave,
  onCancel,
  testId,
}: {
  label: string;
  initialCents: number | null;
  maxCents: number;
  onSave: (cents: number) => Promise<boolean>;
  onCancel: () => void;
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState(initialCents === null ? "" : (initialCents / 100).toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const cents = parseDollarsToCents(text);
    if (cents === null || cents > maxCents) {
      setProblem(
        `Enter an amount in dollars from 0 to ${(maxCents / 100).toLocaleString("en-US")}, e.g. 129.50`,
      );
      return;
    }
    setProblem(null);
    setSaving(true);
    const saved = await onSave(cents);
    setSaving(false);
    if (saved) onCancel();
  }

  return (
    <form onSubmit={submit} className="space-y-1" data-testid={testId} aria-label={label}>
      <label htmlFor={`${id}-amount`} className="block text-xs font-semibold text-slate-600">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex h-9 w-32 items-center rounded border border-slate-300 bg-white pl-2 has-[input:focus]:border-brand-green has-[input:focus]:ring-2 has-[input:focus]:ring-brand-green">
          <span aria-hidden className="text-slate-500">
            $
          </span>
          <input
            id={`${id}-amount`}
            // biome-ignore lint/a11y/noAutofocus: the field opens on the representative's request
            autoFocus
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="h-full w-full min-w-0 bg-transparent px-1 text-right tabular-nums focus:outline-none"
          />
        </div>
        <button type="submit" className={saveButton} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
        <button type="button" className={`${secondaryButton} h-9`} onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-xs text-brand-red">
          {problem}
        </p>
      )}
    </form>
  );
}
