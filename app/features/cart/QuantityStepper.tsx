import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { MAX_LINE_QUANTITY } from "../../../lib/cart/contract.ts";
import { parseQuantity, quantityHint, stepQuantity } from "./quantity.ts";

const stepClass =
  "flex w-9 shrink-0 focus-visible:outline-offset-[-3px] items-center justify-center text-brand-navy hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent";

/**
 * A quantity with − and + buttons. The buttons commit at once; typed text commits on Enter or when
 * the field is left, and text that is no quantity goes back to the last one, with the reason said.
 * `name` puts the field's text in its form, so a form read on submit sees what was typed.
 */
export function QuantityStepper({
  value,
  onCommit,
  label,
  disabled = false,
  name,
  testId,
}: {
  value: number;
  onCommit: (quantity: number) => void;
  /** The accessible name of the field ("Quantity of …"); the buttons say "Decrease …"/"Increase …". */
  label: string;
  disabled?: boolean;
  name?: string;
  testId?: string;
}) {
  const hintId = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A new value from outside (an answer, a rollback) replaces what the field shows.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const quantity = parseQuantity(text);
    if (quantity === null) {
      setInvalid(true);
      setText(String(value));
      return;
    }
    setInvalid(false);
    setText(String(quantity));
    if (quantity !== value) onCommit(quantity);
  };
  const step = (by: 1 | -1) => {
    setInvalid(false);
    onCommit(stepQuantity(value, by));
  };
  return (
    <div className="min-w-0">
      <div
        className="flex h-10 w-32 overflow-hidden rounded border border-slate-300 bg-white has-[input:focus]:border-brand-green has-[input:focus]:ring-2 has-[input:focus]:ring-brand-green"
        data-testid={testId}
      >
        <button
          type="button"
          className={stepClass}
          onClick={() => step(-1)}
          disabled={disabled || value <= 1}
          aria-label={`Decrease ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
        >
          <Minus aria-hidden size={16} />
        </button>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name={name}
          value={text}
          disabled={disabled}
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? hintId : undefined}
          maxLength={7}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !name) {
              event.preventDefault();
              commit();
            }
          }}
          className="w-full min-w-0 border-x border-slate-200 text-center tabular-nums text-slate-900 focus:outline-none disabled:bg-slate-50"
        />
        <button
          type="button"
          className={stepClass}
          onClick={() => step(1)}
          disabled={disabled || value >= MAX_LINE_QUANTITY}
          aria-label={`Increase ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
        >
          <Plus aria-hidden size={16} />
        </button>
      </div>
      {invalid && (
        <p id={hintId} className="mt-1 text-xs text-brand-red">
          {quantityHint}
        </p>
      )}
    </div>
  );
}
