import type { PaymentPurpose } from "../../../lib/payments/contract.ts";

/** PAY-19: the status call the page polls, by flow. */
export function statusPathOf(flow: PaymentPurpose["kind"], reference: string): string {
  switch (flow) {
    case "order":
      return `/api/order-service/paya/${reference}`;
    case "invoices":
      return `/api/portal-service/invoices/payment/${reference}`;
    case "portal":
      return `/api/portal-service/payments/${reference}`;
  }
}
