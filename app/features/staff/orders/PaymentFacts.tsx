import { Link } from "react-router";
import { formatCents } from "../../../../lib/shared/money.ts";
import type { StaffAttempt, StaffRefund } from "../../../../lib/staff/orders-contract.ts";
import { staffCardClass, staffTime } from "./staff-format.ts";

export const flowLabels: Record<StaffAttempt["flow"], string> = {
  order: "Order",
  invoices: "Invoices",
  portal: "On account",
};

/** A payment's record: what it paid, who paid, what the provider knows it by, what it charged. */
export function PaymentFacts({ attempt }: { attempt: StaffAttempt }) {
  const facts: [string, React.ReactNode][] = [
    ["Status", attempt.status],
    [
      "For",
      attempt.orderId ? (
        <Link key="order" to={`/staff/orders/${attempt.orderId}`} className="text-brand-navy underline">
          Order (open it)
        </Link>
      ) : attempt.flow === "invoices" ? (
        `${attempt.invoiceIds.length} invoice${attempt.invoiceIds.length === 1 ? "" : "s"}`
      ) : (
        flowLabels[attempt.flow]
      ),
    ],
    [
      "Account",
      <Link
        key="a"
        to={`/staff/payments?accountId=${attempt.accountId}`}
        className="text-brand-navy underline"
      >
        {attempt.accountId}
      </Link>,
    ],
    ["Payer", `${attempt.payerName} · ${attempt.email}`],
    ["Method", attempt.method === "card" ? "Card" : "ACH"],
    ["Provider", attempt.provider],
    ["Provider session", attempt.providerSession ?? "—"],
    ["Provider transaction", attempt.providerTransactionId ?? "—"],
    ["Started", `${staffTime(attempt.createdAt)} UTC`],
    ["Settled", attempt.settledAt ? `${staffTime(attempt.settledAt)} UTC` : "—"],
    ["Amount", formatCents(attempt.baseCents)],
    ["Surcharge or fee", formatCents(attempt.surchargeCents)],
    ["Charged", formatCents(attempt.amountCents)],
    ["Refunded or credited", formatCents(attempt.refundedCents)],
  ];
  if (attempt.memo) facts.push(["Memo", attempt.memo]);
  return (
    <section aria-labelledby="payment-facts-title" className={staffCardClass}>
      <h2 id="payment-facts-title" className="text-lg font-semibold text-slate-900">
        Payment
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="min-w-0 break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The refunds and credit memos recorded against the payment. */
export function RefundsList({ refunds }: { refunds: StaffRefund[] }) {
  return (
    <section aria-labelledby="refunds-title" className={staffCardClass}>
      <h2 id="refunds-title" className="text-lg font-semibold text-slate-900">
        Refunds and credits
      </h2>
      {refunds.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nothing has been refunded or credited against this payment.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm" data-testid="refunds">
          {refunds.map((refund) => (
            <li key={refund.id} className="py-2">
              <p className="font-semibold text-slate-900">
                {refund.kind === "refund" ? "Refund" : `Credit memo ${refund.creditMemoNumber}`} ·{" "}
                {formatCents(refund.amountCents)}
              </p>
              <p className="break-words text-slate-700">{refund.reason}</p>
              <p className="text-slate-500">
                {refund.staffName} · {staffTime(refund.createdAt)} UTC
                {refund.providerReference ? ` · provider ref. ${refund.providerReference}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
