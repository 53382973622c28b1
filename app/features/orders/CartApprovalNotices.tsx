import { Clock, Lock, XCircle } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { ApprovalList, ApprovalRequest } from "../../../lib/orders/approval-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { serverTextOf } from "../../service-call.ts";
import { portalTabHref } from "../accounts/portal-tabs.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { RequestLines, RequestShipping } from "./ApprovalRequestParts.tsx";
import { APPROVALS_TAB, approvalMessages, approvalsApi, approverList } from "./approvals-api.ts";
import { formatOrderDate } from "./order-format.ts";

/** A decline is shown on the cart page for this long after it was decided. */
const DECLINE_SHOWN_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The caller's own requests the cart page speaks of: those waiting for approval, and the latest
 * decision when it was a decline (recent, and not followed by a new request).
 */
export function cartApprovalNotices(list: ApprovalList | null, now = Date.now()) {
  const mine = (list?.requests ?? []).filter((request) => request.mine);
  const waiting = mine.filter((request) => request.status === "pending");
  const latest = [...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const declined =
    latest?.status === "declined" && latest.decidedAt && now - Date.parse(latest.decidedAt) < DECLINE_SHOWN_MS
      ? latest
      : null;
  return { waiting, declined };
}

/**
 * #32.2 the cart page while the member's cart waits for approval: "Waiting for approval" with who was
 * asked, when and the amount, the submitted lines frozen (read-only) and **Withdraw request** (the
 * lines come back to the cart to change); after a decline, who declined it and why.
 */
export function CartApprovalNotices({ list }: { list: ApprovalList | null }) {
  const { waiting, declined } = cartApprovalNotices(list);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  if (waiting.length === 0 && !declined && !status) return null;
  return (
    <div className="space-y-3">
      <div role="status" aria-live="polite">
        {status && (
          <p
            className={`rounded border px-3 py-2 text-sm font-semibold ${status.failed ? "border-red-200 bg-red-50 text-brand-red" : "border-green-200 bg-green-50 text-green-900"}`}
          >
            {status.text}
          </p>
        )}
      </div>
      {waiting.map((request) => (
        <WaitingBanner
          key={request.id}
          request={request}
          approverNames={list?.approverNames ?? []}
          onDone={setStatus}
        />
      ))}
      {declined && waiting.length === 0 && <DeclinedNotice request={declined} />}
    </div>
  );
}

function WaitingBanner({
  request,
  approverNames,
  onDone,
}: {
  request: ApprovalRequest;
  approverNames: readonly string[];
  onDone: (status: { text: string; failed: boolean }) => void;
}) {
  const local = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    if (busy) return;
    setBusy(true);
    try {
      await approvalsApi.withdraw(request.id);
      onDone({ text: approvalMessages.withdrawn, failed: false });
    } catch (error) {
      onDone({ text: serverTextOf(error) ?? approvalMessages.withdrawFailed, failed: true });
    } finally {
      setBusy(false);
      void revalidator.revalidate();
    }
  }
  return (
    <section
      aria-labelledby={`waiting-${request.id}`}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-5"
      data-testid="approval-waiting"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <Clock aria-hidden size={22} className="mt-0.5 shrink-0 text-amber-700" />
          <div className="min-w-0 space-y-1">
            <h2 id={`waiting-${request.id}`} className="text-lg font-bold text-slate-900">
              Waiting for approval
            </h2>
            <p className="text-sm text-slate-800">
              Sent to {approverList(approverNames)} on {formatOrderDate(request.createdAt, local, true)} for{" "}
              <span className="font-semibold">{formatCents(request.totalCents)}</span>{" "}
              <span className="whitespace-nowrap">(PO {request.purchaseOrder})</span>.
            </p>
            <p className="flex items-start gap-1.5 text-sm text-slate-700">
              <Lock aria-hidden size={14} className="mt-1 shrink-0" />
              These lines are frozen until the request is decided. Withdraw it to change them.
            </p>
          </div>
        </div>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void withdraw()}>
          {busy ? "Withdrawing…" : "Withdraw request"}
        </button>
      </div>
      <div className="space-y-3 rounded bg-white p-3">
        {request.cart && <RequestLines cart={request.cart} />}
        <RequestShipping request={request} />
      </div>
      <p className="text-sm text-slate-700">
        Anything you add now goes into a new cart.{" "}
        <Link to={portalTabHref(APPROVALS_TAB)} className="font-semibold text-brand-navy underline">
          All my approval requests
        </Link>
      </p>
    </section>
  );
}

function DeclinedNotice({ request }: { request: ApprovalRequest }) {
  const local = useHydrated();
  return (
    <section
      aria-labelledby={`declined-${request.id}`}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:p-5"
      data-testid="approval-declined"
    >
      <XCircle aria-hidden size={22} className="mt-0.5 shrink-0 text-brand-red" />
      <div className="min-w-0 space-y-1 text-sm text-slate-800">
        <h2 id={`declined-${request.id}`} className="text-lg font-bold text-slate-900">
          Your approval request was declined
        </h2>
        <p>
          {request.decidedByName ?? "Your approver"} declined your order of {formatCents(request.totalCents)}{" "}
          (PO {request.purchaseOrder})
          {request.decidedAt ? ` on ${formatOrderDate(request.decidedAt, local)}` : ""}.
        </p>
        {request.declineReason && (
          <p>
            <span className="font-semibold">Reason:</span> {request.declineReason}
          </p>
        )}
        <p>Its lines are back in your cart below: change them and check out again.</p>
      </div>
    </section>
  );
}
