import type { z } from "zod";
import {
  type InitiatePaymentAnswer,
  initiatePaymentAnswer,
  type initiatePaymentBody,
  type PaymentStatusAnswer,
  paymentStatusAnswer,
} from "../../../lib/payments/contract.ts";
import { ServiceApiError, segment, serviceCall } from "../../service-call.ts";
import { PaymentFlowError } from "./payment-flow.ts";

/**
 * The hosted payment calls of every flow (API-51 and the status calls API-50, API-44, API-46, each
 * named by the initiation's `statusUrl`, PAY-19), and abandoning an attempt that never settled.
 */
export const paymentsApi = {
  /** API-51 (PAY-01, PAY-20): the hosted page's address and the signed request to post to it. */
  initiate: (
    body: z.input<typeof initiatePaymentBody>,
    idempotencyKey: string,
  ): Promise<InitiatePaymentAnswer> =>
    serviceCall("POST", "/api/order-service/paya/initiate-payment", initiatePaymentAnswer, {
      body,
      idempotencyKey,
    }),
  /** The flow's own status call (PAY-19): the URL the initiation answered. */
  status: (statusUrl: string): Promise<PaymentStatusAnswer> =>
    serviceCall("GET", statusUrl, paymentStatusAnswer),
  /** Gives up an attempt still pending (the provider never answered): it can no longer be paid. */
  abandon: (transactionID: string): Promise<PaymentStatusAnswer> =>
    serviceCall("POST", `/api/payments/${segment(transactionID)}/abandon`, paymentStatusAnswer),
};

/**
 * API-51 for a figure the buyer was shown (PAY-01 `amount`): a refusal of what is paid (409: the
 * amount changed, an invoice was paid meanwhile) is shown in the server's words; any other failure
 * stays PAY-15's 'Initiating payment failed'.
 */
export async function initiateShown(
  body: z.input<typeof initiatePaymentBody>,
  idempotencyKey: string,
): Promise<InitiatePaymentAnswer> {
  try {
    return await paymentsApi.initiate(body, idempotencyKey);
  } catch (error) {
    if (error instanceof ServiceApiError && error.status === 409 && error.serverText) {
      throw new PaymentFlowError(error.serverText);
    }
    throw error;
  }
}

/** The status calls by flow (PAY-19), for a flow that knows its transaction before the answer says. */
export const statusUrls = {
  order: (transactionID: string) => `/api/order-service/paya/${segment(transactionID)}`,
  invoices: (transactionID: string) => `/api/portal-service/invoices/payment/${segment(transactionID)}`,
  portal: (transactionID: string) => `/api/portal-service/payments/${segment(transactionID)}`,
} as const;
