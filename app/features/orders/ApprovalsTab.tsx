import { Check, ClipboardCheck, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { ApprovalList, ApprovalRequest } from "../../../lib/orders/approval-contract.ts";
import { shippingMethodLabels } from "../../../lib/orders/freight.ts";
import { formatShipDate } from "../../../lib/orders/ship-dates.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { serverTextOf } from "../../service-call.ts";
import { cardClass, dangerButton, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { ApprovalStatusBadge, RequestLines, RequestShipping } from "./ApprovalRequestParts.tsx";
import { approvalMessages, approvalsApi, approverList } from "./approvals-api.ts";
import { DeclineRequestDialog } from "./DeclineRequestDialog.tsx";
import { formatOrderDate } from "./order-format.ts";
import { orderPath } from "./orders-api.ts";

export { APPROVALS_TAB } from "./approvals-api.ts";

const approveButton =
  "inline-flex items-center justify-center gap-1.5 rounded bg-brand-green px-3 py-1.5 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; list: ApprovalList };
type Outcome = { text: string; orderId?: string; failed?: boolean };

/**
 * #32.2 the portal's Approvals tab: "Waiting for approval", the account's pending requests (who
 * asked, when, the amount, the lines), which its admin or rep approves (the order is placed, the
 * approver recorded) or declines with a reason (a dialog asks first); a member sees their own
 * requests and may withdraw a pending one. Below, the latest decided. What happened is said in a
 * status line.
 */
export function ApprovalsTab({ accountId }: { accountId: string }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [declining, setDeclining] = useState<ApprovalRequest | null>(null);

  const load = useCallback(() => {
    approvalsApi
      .list()
      .then((list) => setState({ status: "ready", list }))
      .catch(() => setState({ status: "error" }));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the working account reloads the list
  useEffect(() => load(), [load, accountId]);

  async function act(request: ApprovalRequest, work: () => Promise<Outcome>, failure: string) {
    if (busy) return;
    setBusy(request.id);
    try {
      setOutcome(await work());
    } catch (error) {
      setOutcome({ text: serverTextOf(error) ?? failure, failed: true });
    } finally {
      setBusy(null);
      load();
    }
  }
  const approve = (request: ApprovalRequest) =>
    act(
      request,
      async () => {
        const order = await approvalsApi.approve(request.id);
        return { text: approvalMessages.approved(order.number), orderId: order.id };
      },
      approvalMessages.approveFailed,
    );
  const withdraw = (request: ApprovalRequest) =>
    act(
      request,
      async () => {
        await approvalsApi.withdraw(request.id);
        return { text: approvalMessages.withdrawn };
      },
      approvalMessages.withdrawFailed,
    );
  /** The dialog's Decline: null when done (the dialog closes), else the refusal it shows. */
  async function decline(request: ApprovalRequest, reason: string): Promise<string | null> {
    try {
      await approvalsApi.decline(request.id, reason);
      setOutcome({ text: approvalMessages.declined(request.requestedByName) });
      setDeclining(null);
      load();
      return null;
    } catch (error) {
      return serverTextOf(error) ?? approvalMessages.declineFailed;
    }
  }

  return (
    <div className="space-y-5" data-testid="approvals-tab">
      <div role="status" aria-live="polite" data-testid="approvals-status">
        {outcome && (
          <p
            className={`rounded border px-3 py-2 text-sm font-semibold ${outcome.failed ? "border-red-200 bg-red-50 text-brand-red" : "border-green-200 bg-green-50 text-green-900"}`}
          >
            {outcome.text}
            {outcome.orderId && (
              <>
                {" "}
                <Link to={orderPath(outcome.orderId)} className="underline">
                  View the order
                </Link>
              </>
            )}
          </p>
        )}
      </div>
      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true">
          Loading approval requests…
        </p>
      )}
      {state.status === "error" && (
        <div className={`${cardClass} flex flex-wrap items-center gap-3 text-sm text-slate-600`}>
          <p>{approvalMessages.loadFailed}.</p>
          <button type="button" className={secondaryButton} onClick={load}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && (
        <ApprovalLists
          list={state.list}
          busy={busy}
          onApprove={approve}
          onDecline={setDeclining}
          onWithdraw={withdraw}
        />
      )}
      <DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} onDecline={decline} />
    </div>
  );
}

function ApprovalLists({
  list,
  busy,
  onApprove,
  onDecline,
  onWithdraw,
}: {
  list: ApprovalList;
  busy: string | null;
  onApprove: (request: ApprovalRequest) => void;
  onDecline: (request: ApprovalRequest) => void;
  onWithdraw: (request: ApprovalRequest) => void;
}) {
  const pending = list.requests.filter((request) => request.status === "pending");
  const decided = list.requests.filter((request) => request.status !== "pending");
  return (
    <>
      <section aria-labelledby="approvals-pending-title" className="space-y-3">
        <h3 id="approvals-pending-title" className="text-lg font-bold text-brand-navy">
          Waiting for approval <span className="font-normal text-slate-500">({pending.length})</span>
        </h3>
        <p className="text-sm text-slate-600">
          {list.canDecide
            ? "Orders your buyers sent for approval. Approving places the order on account for the buyer, with you recorded as the approver."
            : `Orders you sent for approval. ${approverList(list.approverNames)} decides them.`}
        </p>
        {pending.length === 0 ? (
          <div className={`${cardClass} flex items-center gap-3 text-sm text-slate-600`}>
            <ClipboardCheck aria-hidden size={20} className="shrink-0 text-slate-400" />
            <p>No requests are waiting for approval.</p>
          </div>
        ) : (
          <ul className="space-y-3" aria-label="Requests waiting for approval" data-testid="pending-requests">
            {pending.map((request) => (
              <PendingRequest
                key={request.id}
                request={request}
                canDecide={list.canDecide}
                busy={busy}
                onApprove={() => onApprove(request)}
                onDecline={() => onDecline(request)}
                onWithdraw={() => onWithdraw(request)}
              />
            ))}
          </ul>
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="approvals-decided-title" className="space-y-3">
          <h3 id="approvals-decided-title" className="text-lg font-bold text-brand-navy">
            Decided
          </h3>
          <ul
            className={`${cardClass} divide-y divide-slate-100 py-1 sm:py-1`}
            data-testid="decided-requests"
          >
            {decided.map((request) => (
              <DecidedRequest key={request.id} request={request} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PendingRequest({
  request,
  canDecide,
  busy,
  onApprove,
  onDecline,
  onWithdraw,
}: {
  request: ApprovalRequest;
  canDecide: boolean;
  busy: string | null;
  onApprove: () => void;
  onDecline: () => void;
  onWithdraw: () => void;
}) {
  const local = useHydrated();
  const working = busy === request.id;
  return (
    <li className={`${cardClass} space-y-3`} data-testid="pending-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {request.requestedByName}
            {request.mine && <span className="font-normal text-slate-500"> (you)</span>}
          </p>
          <p className="break-all text-sm text-slate-600">{request.requestedByEmail}</p>
          <p className="mt-1 text-sm text-slate-600">
            Sent {formatOrderDate(request.createdAt, local, true)} ·{" "}
            <span className="whitespace-nowrap">PO {request.purchaseOrder}</span>
          </p>
        </div>
        <div className="text-right">
          <p className="text-xl font-bold tabular-nums text-brand-navy">{formatCents(request.totalCents)}</p>
          {request.shipping && <p className="text-xs text-slate-500">goods, before freight</p>}
          <ApprovalStatusBadge status={request.status} />
        </div>
      </div>
      {request.notes && (
        <p className="rounded bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-semibold">Note: </span>
          {request.notes}
        </p>
      )}
      {request.cart && <RequestLines cart={request.cart} />}
      <RequestShipping request={request} />
      {request.cart && request.cart.totalCents !== request.totalCents && (
        <p className="text-sm text-amber-800">
          Priced today at {formatCents(request.cart.totalCents)}: approving places it at that amount.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {request.mine && (
          <button type="button" className={secondaryButton} disabled={busy !== null} onClick={onWithdraw}>
            {working ? "Withdrawing…" : "Withdraw request"}
          </button>
        )}
        {canDecide && (
          <>
            <button
              type="button"
              className={dangerButton}
              disabled={busy !== null}
              onClick={onDecline}
              aria-label={`Decline the request of ${request.requestedByName}`}
            >
              <X aria-hidden size={16} />
              Decline
            </button>
            <button
              type="button"
              className={approveButton}
              disabled={busy !== null}
              onClick={onApprove}
              aria-label={`Approve and place order for ${request.requestedByName}`}
            >
              <Check aria-hidden size={16} />
              {working ? "Placing order…" : "Approve and place order"}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

function DecidedRequest({ request }: { request: ApprovalRequest }) {
  const local = useHydrated();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="decided-request">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-slate-900">
          {request.requestedByName} · {formatCents(request.totalCents)} · PO {request.purchaseOrder}
        </p>
        <p className="text-slate-600">
          Sent {formatOrderDate(request.createdAt, local)}
          {request.decidedAt &&
            ` · ${approvalDecisionVerb(request)} by ${request.decidedByName ?? "—"} on ${formatOrderDate(request.decidedAt, local)}`}
        </p>
        {request.shipping && (
          <p className="text-slate-600">
            {shippingMethodLabels[request.shipping.method]} · ship date{" "}
            {formatShipDate(request.shipping.requestedShipDate)}
          </p>
        )}
        {request.declineReason && <p className="text-slate-700">Reason: {request.declineReason}</p>}
        {request.orderId && request.orderNumber && (
          <Link to={orderPath(request.orderId)} className="font-semibold text-brand-navy underline">
            Order {request.orderNumber}
          </Link>
        )}
      </div>
      <ApprovalStatusBadge status={request.status} />
    </li>
  );
}

function approvalDecisionVerb(request: ApprovalRequest): string {
  return request.status === "approved"
    ? "Approved"
    : request.status === "declined"
      ? "Declined"
      : "Withdrawn";
}
