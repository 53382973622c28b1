import { Tag, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { AppliedCoupon } from "../../../lib/cart/contract.ts";

/**
 * Coupons (CART-11 … CART-17): one code per cart. Applying a code the server refuses says why (its
 * words: not valid, expired, takes nothing off this cart); the coupon held is shown with what it does
 * and, when it takes nothing off now, the reason (the answer's coupon note); it can be removed.
 */
export function CouponForm({
  coupon,
  onApply,
  onRemove,
}: {
  coupon: AppliedCoupon | null;
  /** The server's refusal in words, or null when the coupon was applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => Promise<boolean>;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === "") {
      setProblem("Enter a coupon code");
      return;
    }
    setBusy(true);
    const refusal = await onApply(code.trim());
    setBusy(false);
    setProblem(refusal);
    if (refusal === null) setCode("");
  }

  async function remove() {
    setBusy(true);
    await onRemove();
    setBusy(false);
  }

  return (
    <div className="space-y-2" data-testid="coupon">
      {coupon && (
        <div className="rounded border border-brand-green/40 bg-brand-green/5 px-3 py-2 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1.5 font-semibold text-brand-navy">
              <Tag aria-hidden size={16} className="shrink-0 text-brand-green" />
              <span className="truncate" data-testid="coupon-code">
                {coupon.code}
              </span>
            </span>
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className="flex shrink-0 items-center gap-1 rounded px-1.5 py-1 text-xs font-semibold text-slate-600 hover:bg-white hover:text-brand-red disabled:opacity-60"
              aria-label={`Remove coupon ${coupon.code}`}
            >
              <X aria-hidden size={14} />
              Remove
            </button>
          </div>
          <p
            className={coupon.note.kind === "applied" ? "text-slate-600" : "font-semibold text-amber-800"}
            data-testid="coupon-note"
          >
            {coupon.note.kind === "applied" ? coupon.message : `Takes nothing off: ${coupon.message}`}
          </p>
        </div>
      )}
      <form onSubmit={apply} aria-label="Coupon" className="space-y-1">
        <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-slate-700">
          {coupon ? "Use another coupon" : "Coupon code"}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="h-10 min-w-0 flex-1 rounded border border-slate-300 px-3"
          />
          <button
            type="submit"
            disabled={busy}
            className="h-10 shrink-0 rounded bg-brand-navy px-4 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-60"
          >
            {busy ? "Applying…" : "Apply"}
          </button>
        </div>
        {problem && (
          <p
            id={`${id}-problem`}
            role="alert"
            className="text-sm text-brand-red"
            data-testid="coupon-problem"
          >
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
