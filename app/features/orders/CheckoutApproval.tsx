import { CheckCircle2, Send, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { ApprovalRequest } from "../../../lib/orders/approval-contract.ts";
import type { CheckoutPreview } from "../../../lib/orders/contract.ts";
import { purchaseOrderError } from "../../../lib/quotes/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { serverTextOf } from "../../service-call.ts";
import { portalTabHref } from "../accounts/portal-tabs.ts";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { RequestShipping } from "./ApprovalRequestParts.tsx";
import { APPROVALS_TAB, approvalMessages, approvalsApi, approverList } from "./approvals-api.ts";
import { CheckoutBillTo, CheckoutShipping } from "./CheckoutFreight.tsx";
import { CheckoutPurchaseOrder } from "./CheckoutParts.tsx";
import { CheckoutShipTo } from "./CheckoutShipTo.tsx";
import {
  type CheckoutErrors,
  initialShipping,
  parseShipping,
  parseShipTo,
  type ShippingDraft,
  type ShipToDraft,
  shipToDraftOf,
} from "./checkout-form.ts";
import { OrderLines, TotalsList } from "./OrderLines.tsx";
import { formatOrderDate, totalsRows } from "./order-format.ts";
import { firstFieldWithError, useFreightPreview } from "./use-checkout.ts";

const submitButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

/** #32.2: why this order goes for approval, in words. */
export function approvalReasonText(approval: NonNullable<CheckoutPreview["approval"]>): string {
  const total = formatCents(approval.totalCents);
  return approval.reason === "limit" && approval.limitCents !== null
    ? `This order (${total}) is over your order limit of ${formatCents(approval.limitCents)}.`
    : `Every order you place needs approval first (this one is ${total}).`;
}

/**
 * #32.2 checkout for a member whose order needs approval (over their order limit, or every order):
 * the ship-to, the shipping (method, freight, requested ship date, as Place order offers them), the
 * purchase order and a note to the approver, then **Submit for approval** instead of Place order. The
 * request is placed on account when approved, shipped as chosen here. Once sent, the page says so: to whom, for how much, and that the
 * cart is set aside until they decide.
 */
export function ApprovalCheckout({ preview }: { preview: CheckoutPreview }) {
  const approval = preview.approval as NonNullable<CheckoutPreview["approval"]>;
  const [sent, setSent] = useState<ApprovalRequest | null>(null);
  if (sent) return <ApprovalSent request={sent} approverNames={approval.approverNames} />;
  return <ApprovalForm preview={preview} approval={approval} onSent={setSent} />;
}

function ApprovalForm({
  preview: loaded,
  approval,
  onSent,
}: {
  preview: CheckoutPreview;
  approval: NonNullable<CheckoutPreview["approval"]>;
  onSent: (request: ApprovalRequest) => void;
}) {
  const [shipTo, setShipTo] = useState<ShipToDraft>(() => shipToDraftOf(loaded.shipToOptions[0]));
  const [shipToChoice, setShipToChoice] = useState(loaded.shipToOptions.length > 0 ? "0" : "new");
  const [shipping, setShipping] = useState<ShippingDraft>(() => initialShipping(loaded));
  const [purchaseOrder, setPurchaseOrder] = useState(loaded.purchaseOrder ?? "");
  const [notes, setNotes] = useState("");
  // The freight of the method chosen to the ship-to, priced by the server as Place order's is.
  const freight = useFreightPreview(loaded, {
    shipTo,
    shipping,
    purchaseOrder,
    notes,
    paymentType: "ON_ACCOUNT",
  });
  const preview = freight.preview;
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef(new Map<string, HTMLInputElement>());
  const field = (key: string) => (element: HTMLInputElement | null) => {
    if (element) fields.current.set(key, element);
    else fields.current.delete(key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || freight.refreshing || freight.failed) return;
    const parsed = parseShipTo(shipTo);
    const chosen = parseShipping(preview, shipping);
    const poProblem = purchaseOrderError(purchaseOrder);
    if (!parsed.ok || !chosen.ok || poProblem) {
      const next: CheckoutErrors = {
        ...(parsed.ok ? {} : parsed.errors),
        ...(chosen.ok ? {} : chosen.errors),
        ...(poProblem ? { PurchaseOrder: poProblem } : {}),
      };
      setErrors(next);
      const first = firstFieldWithError(next);
      if (first) fields.current.get(first)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const note = notes.trim();
      onSent(
        await approvalsApi.submit({
          shipTo: parsed.shipTo,
          shipping: chosen.shipping,
          PurchaseOrder: purchaseOrder.trim(),
          ...(note ? { notes: note } : {}),
          expectedTotalCents: approval.totalCents,
          accountId: preview.accountId,
        }),
      );
    } catch (error) {
      setFailure(serverTextOf(error) ?? approvalMessages.submitFailed);
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Submit for approval"
      aria-busy={busy || undefined}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      data-testid="approval-checkout"
    >
      <div className="min-w-0 space-y-6">
        <ApprovalNeeded approval={approval} />
        <CheckoutShipTo
          options={preview.shipToOptions}
          choice={shipToChoice}
          shipTo={shipTo}
          errors={errors}
          field={field}
          onChoose={(choice) => {
            setShipToChoice(choice);
            setShipTo(shipToDraftOf(choice === "new" ? undefined : preview.shipToOptions[Number(choice)]));
            setErrors({});
          }}
          onChange={(key, value) => {
            setShipTo((draft) => ({ ...draft, [key]: value }));
            setErrors((e) => ({ ...e, [key]: undefined }));
          }}
        />
        <CheckoutBillTo billTo={preview.billTo} />
        <CheckoutShipping
          preview={preview}
          shipping={shipping}
          errors={errors}
          refreshing={freight.refreshing}
          failed={freight.failed}
          field={field}
          onChange={(patch) => {
            setShipping((draft) => ({ ...draft, ...patch }));
            setErrors((e) => {
              const next = { ...e };
              for (const key of Object.keys(patch)) delete next[key as keyof CheckoutErrors];
              return next;
            });
          }}
        />
        <CheckoutPurchaseOrder
          title="Purchase order and note"
          notesLabel="Note to your approver"
          notesHint="Sent with the request, and kept as the order's notes once approved."
          purchaseOrder={purchaseOrder}
          notes={notes}
          error={errors.PurchaseOrder}
          fieldRef={field("PurchaseOrder")}
          onPurchaseOrder={(value) => {
            setPurchaseOrder(value);
            setErrors((e) => ({ ...e, PurchaseOrder: undefined }));
          }}
          onNotes={setNotes}
        />
      </div>
      <ApprovalSummary
        preview={preview}
        failure={failure}
        busy={busy}
        waiting={freight.refreshing || freight.failed}
      />
    </form>
  );
}

/** Why the order goes for approval, and to whom. */
function ApprovalNeeded({ approval }: { approval: NonNullable<CheckoutPreview["approval"]> }) {
  return (
    <section
      aria-labelledby="approval-needed-title"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="approval-needed"
    >
      <ShieldCheck aria-hidden size={22} className="mt-0.5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-1 text-sm text-slate-800">
        <h2 id="approval-needed-title" className="text-base font-bold text-slate-900">
          This order needs approval
        </h2>
        <p>{approvalReasonText(approval)}</p>
        <p>
          Submit it to {approverList(approval.approverNames)}. When approved, the order is placed on account
          for you and you get its confirmation by email.
        </p>
      </div>
    </section>
  );
}

/**
 * The order's lines and its totals on account with the freight of the method chosen (an estimate said
 * so), and Submit for approval (the form's submit; held while the freight is priced again).
 */
function ApprovalSummary({
  preview,
  failure,
  busy,
  waiting,
}: {
  preview: CheckoutPreview;
  failure: string | null;
  busy: boolean;
  waiting: boolean;
}) {
  const id = useId();
  const selectedFreight = preview.freight.options.find(
    (option) => option.method === preview.freight.selected,
  );
  return (
    <section
      aria-labelledby={`${id}-summary`}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:sticky lg:top-16"
      data-testid="checkout-summary"
    >
      <h2 id={`${id}-summary`} className="text-lg font-bold text-brand-navy">
        Order summary
      </h2>
      <OrderLines items={preview.items} />
      <TotalsList rows={totalsRows(preview.totals.ON_ACCOUNT)} />
      {selectedFreight?.estimated && (
        <p className="text-sm text-slate-600" data-testid="freight-estimated">
          The freight is an estimate: {selectedFreight.note}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm font-semibold text-brand-red" data-testid="approval-failure">
          {failure}
        </p>
      )}
      <button type="submit" className={submitButton} disabled={busy || waiting}>
        <Send aria-hidden size={18} />
        {busy ? "Submitting…" : "Submit for approval"}
      </button>
      <p className="text-xs text-slate-500">
        Your order limit is judged on the goods, before freight. Approved orders are placed on the account's
        terms, shipped as chosen here. Your cart is set aside, unchanged, until the request is decided; you
        can withdraw it from the cart page.
      </p>
    </section>
  );
}

/** What the member sees once the request is sent: to whom, for how much, and what happens next. */
export function ApprovalSent({
  request,
  approverNames,
}: {
  request: ApprovalRequest;
  approverNames: readonly string[];
}) {
  const local = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="approval-sent-title"
      className={`${cardClass} max-w-2xl space-y-4`}
      data-testid="approval-sent"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden size={28} className="shrink-0 text-brand-green" />
        <div className="min-w-0 space-y-1">
          <h2
            id="approval-sent-title"
            ref={heading}
            className="text-xl font-bold text-brand-navy focus:outline-none"
            tabIndex={-1}
          >
            Sent for approval
          </h2>
          <p role="status" className="text-slate-700">
            Your order of {formatCents(request.totalCents)} (PO {request.purchaseOrder}) was sent to{" "}
            {approverList(approverNames)} on {formatOrderDate(request.createdAt, local, true)}.
          </p>
        </div>
      </div>
      <RequestShipping request={request} />
      <p className="text-sm text-slate-600">
        The cart is set aside and cannot be changed while they decide. You will get an email either way:
        approved, the order is placed for you; declined, the cart comes back to you with their reason.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/cart" className={secondaryButton}>
          View the cart
        </Link>
        <Link to={portalTabHref(APPROVALS_TAB)} className={secondaryButton}>
          My approval requests
        </Link>
        <Link to="/" className={secondaryButton}>
          Continue shopping
        </Link>
      </div>
    </section>
  );
}

/** A quote over the member's limit: quotes are not submitted for approval; the admin orders it. */
export function QuoteNeedsApproval({ preview }: { preview: CheckoutPreview }) {
  const approval = preview.approval as NonNullable<CheckoutPreview["approval"]>;
  return (
    <div role="alert" className={`${cardClass} max-w-2xl space-y-3`} data-testid="quote-needs-approval">
      <p className="font-semibold text-slate-900">{approvalReasonText(approval)}</p>
      <p className="text-sm text-slate-700">
        A quote over your limit is ordered by {approverList(approval.approverNames)}: ask them to place it
        from the quote's page.
      </p>
      <Link to="/cart" className={secondaryButton}>
        Back to the cart
      </Link>
    </div>
  );
}
