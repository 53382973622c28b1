import { useId } from "react";
import type { InvoicesAnswer } from "../../../lib/invoices/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { cardClass } from "../accounts/styles.ts";

/**
 * INV-01: the open and overdue balances (the server's sums, which cover every invoice, also those
 * not loaded yet, and which a payment or credit in the tab moves at once: issue 32 #4), and the
 * overdue share of the open one.
 */
function balancesOf(data: InvoicesAnswer) {
  const openBalance = data.openBalanceCents;
  const overdueBalance = data.overdueBalanceCents;
  const overdueShare = openBalance > 0 ? Math.round((overdueBalance / openBalance) * 100) : 0;
  return { openBalance, overdueBalance, overdueShare };
}

export function InvoiceBalances({ data }: { data: InvoicesAnswer }) {
  const id = useId();
  const { openBalance, overdueBalance, overdueShare } = balancesOf(data);
  return (
    <section aria-labelledby={`${id}-balances`} className={cardClass} data-testid="invoice-balances">
      <h3 id={`${id}-balances`} className="text-lg font-bold text-brand-navy">
        Balances
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-slate-500">Open balance</dt>
          <dd className="text-xl font-bold tabular-nums text-slate-900" data-testid="open-balance">
            {formatCents(openBalance)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Overdue</dt>
          <dd className="text-xl font-bold tabular-nums text-brand-red" data-testid="overdue-balance">
            {formatCents(overdueBalance)}
          </dd>
        </div>
      </dl>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="img"
        aria-label={`${overdueShare}% of the open balance is overdue`}
      >
        <div className="h-full bg-brand-red" style={{ width: `${overdueShare}%` }} />
      </div>
    </section>
  );
}
