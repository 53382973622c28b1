import { Link } from "react-router";
import { formatCents } from "../../../../lib/shared/money.ts";
import type { StaffAttempt } from "../../../../lib/staff/orders-contract.ts";
import { ScrollRegion } from "../ScrollRegion.tsx";
import { staffTime } from "./staff-format.ts";

/** An order's payment attempts with the provider's references (the payments module's record). */
export function AttemptsTable({ attempts }: { attempts: StaffAttempt[] }) {
  return (
    <section aria-labelledby="attempts-title" className="rounded border border-slate-200 bg-white p-4">
      <h2 id="attempts-title" className="text-lg font-semibold text-slate-900">
        Payment attempts
      </h2>
      {attempts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No hosted payment was started for this order.</p>
      ) : (
        <ScrollRegion label="Payment attempts" className="mt-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payment attempts</caption>
            <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Reference
                </th>
                <th scope="col" className="px-3 py-2">
                  Started
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Provider
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <td className="px-3 py-2">
                    <Link
                      to={`/staff/payments/${attempt.reference}`}
                      className="break-all font-mono text-brand-navy underline"
                    >
                      {attempt.reference}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{staffTime(attempt.createdAt)}</td>
                  <td className="px-3 py-2">{attempt.status}</td>
                  <td className="px-3 py-2 break-all">
                    {attempt.provider}
                    {attempt.providerTransactionId ? ` · ${attempt.providerTransactionId}` : ""}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCents(attempt.amountCents)}
                    {attempt.refundedCents > 0 && (
                      <span className="block text-xs text-brand-red">
                        −{formatCents(attempt.refundedCents)} refunded or credited
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
