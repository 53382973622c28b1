import { Link } from "react-router";
import { amountToCents } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { roleMay } from "../../../lib/staff/contract.ts";
import { staffRefundBody } from "../../../lib/staff/orders-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { PaymentFacts, RefundsList } from "../../features/staff/orders/PaymentFacts.tsx";
import { RefundForm } from "../../features/staff/orders/RefundForm.tsx";
import { pageActor, staffAction } from "../../features/staff/staff-form-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/payment";

/**
 * `/staff/payments/:reference` (issue 33 item 4): one payment with its provider's references, the
 * refunds and credit memos recorded against it, the form to record one, and the staff actions on it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context, "payments.read");
  const page = getPageContext(context);
  const payment = await loaderCall(page.payments.staff.get(params.reference));
  return {
    ...payment,
    trail: await page.audit.trailOf("payment", payment.attempt.reference),
    mayWrite: roleMay(staff.role, "payments.write"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = requireStaffPage(request, context, "payments.write");
  const { intent: _intent, amount, ...fields } = Object.fromEntries(await request.formData());
  const amountCents = typeof amount === "string" ? (amountToCents(amount) ?? undefined) : undefined;
  return staffAction(context, "refund", staffRefundBody, { ...fields, amountCents }, async (body) => {
    const { refunds } = await getPageContext(context).payments.staff.refund(
      pageActor(context, staff),
      params.reference,
      body,
    );
    const last = refunds.at(-1);
    return body.kind === "refund"
      ? `A refund of ${formatCents(body.amountCents)} is recorded.`
      : `Credit memo ${last?.creditMemoNumber ?? ""} of ${formatCents(body.amountCents)} is issued to the account.`;
  });
}

export const headers = staffPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(`Payment ${loaderData?.attempt.reference ?? ""}`);
}

export default function StaffPaymentPage({ loaderData }: Route.ComponentProps) {
  const { attempt, refunds, trail, mayWrite } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/staff/payments" className="text-brand-navy underline">
          ← Payments
        </Link>
      </p>
      <StaffPageHeader
        title="Payment"
        intro={
          <>
            <span className="break-all font-mono font-semibold text-slate-900">{attempt.reference}</span> ·{" "}
            {formatCents(attempt.amountCents)} · {attempt.status} · account {attempt.accountId}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <PaymentFacts attempt={attempt} />
          <RefundsList refunds={refunds} />
          <AuditTrail entries={trail} title="Staff actions" />
        </div>
        <div className="min-w-0 space-y-4">{mayWrite && <RefundForm attempt={attempt} />}</div>
      </div>
    </>
  );
}
