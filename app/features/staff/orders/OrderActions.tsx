import { Form, useActionData, useNavigation } from "react-router";
import { carriers, type Order } from "../../../../lib/orders/contract.ts";
import { filterInputClass } from "../DataTable.tsx";
import type { StaffFormAnswer } from "../staff-form-action.ts";
import { staffButtonClass, staffCardClass, staffDangerButtonClass } from "./staff-format.ts";

/** What the console may still do to an order: the statuses the ERP does not own. */
export function orderActionsOf(order: Order) {
  const unpaidOnAccount =
    order.PaymentType === "ON_ACCOUNT" &&
    (order.OrderStatus === "PENDING" || order.OrderStatus === "PROCESSING");
  return {
    cancel: order.OrderStatus === "AWAITING_PAYMENT" || unpaidOnAccount,
    ship: order.OrderStatus === "PENDING" || order.OrderStatus === "PROCESSING",
  };
}

function Outcome({ intent }: { intent: string }) {
  const answer = useActionData<StaffFormAnswer>();
  if (!answer || answer.intent !== intent) return null;
  return answer.ok ? (
    <p role="status" className="text-sm font-semibold text-green-800">
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="text-sm font-semibold text-brand-red">
      {answer.error}
    </p>
  );
}

const labelClass = "flex flex-col gap-1 text-sm font-semibold text-slate-700";

/**
 * Issue 33 item 4: cancel an unpaid order, or mark it shipped (carrier and tracking number) when no
 * ERP reports it; each with a reason, kept in the order's history and the audit log. Plain forms
 * posting to the page's action: they work without JavaScript.
 */
export function OrderActions({ order, erpConnected }: { order: Order; erpConnected: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const can = orderActionsOf(order);
  const answer = useActionData<StaffFormAnswer>();
  // Once shipped or cancelled there is nothing left to change, but what was just done is still said.
  if (!can.cancel && !can.ship) {
    return answer ? (
      <section aria-label="Change the status" className={staffCardClass}>
        <Outcome intent={answer.intent} />
      </section>
    ) : null;
  }
  return (
    <section aria-labelledby="order-actions-title" className={`${staffCardClass} space-y-5`}>
      <h2 id="order-actions-title" className="text-lg font-semibold text-slate-900">
        Change the status
      </h2>
      {can.ship && (
        <Form method="post" className="space-y-3" aria-labelledby="ship-title">
          <h3 id="ship-title" className="font-semibold text-slate-900">
            Mark shipped
          </h3>
          {erpConnected && (
            <p className="text-sm text-slate-600">
              An ERP is connected and normally reports shipping; mark it here only when it did not.
            </p>
          )}
          <input type="hidden" name="intent" value="ship" />
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={labelClass}>
              Carrier
              <select name="carrier" required className={filterInputClass} defaultValue="UPS">
                {carriers.map((carrier) => (
                  <option key={carrier}>{carrier}</option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Tracking number
              <input
                name="trackingNumber"
                required
                pattern="[A-Za-z0-9\-]{4,40}"
                className={filterInputClass}
              />
            </label>
          </div>
          <label className={labelClass}>
            Reason
            <input name="reason" required minLength={3} maxLength={500} className={filterInputClass} />
          </label>
          <button type="submit" className={staffButtonClass} disabled={busy === "ship"}>
            {busy === "ship" ? "Marking shipped…" : "Mark shipped"}
          </button>
          <Outcome intent="ship" />
        </Form>
      )}
      {can.cancel && (
        <Form
          method="post"
          className="space-y-3 border-t border-slate-200 pt-4"
          aria-labelledby="cancel-title"
        >
          <h3 id="cancel-title" className="font-semibold text-slate-900">
            Cancel the order
          </h3>
          <p className="text-sm text-slate-600">
            Nothing was charged or invoiced yet. The buyer is mailed that it was cancelled.
          </p>
          <input type="hidden" name="intent" value="cancel" />
          <label className={labelClass}>
            Reason for cancelling
            <input name="reason" required minLength={3} maxLength={500} className={filterInputClass} />
          </label>
          <button type="submit" className={staffDangerButtonClass} disabled={busy === "cancel"}>
            {busy === "cancel" ? "Cancelling…" : "Cancel order"}
          </button>
          <Outcome intent="cancel" />
        </Form>
      )}
    </section>
  );
}
