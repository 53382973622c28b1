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
  /**
   * Issue 30: the hosted page of a payment still in progress, again (same figures as API-51's
   * answer), so it is opened in a new tab and polled; 409 when it has ended or expired.
   */
  resume: (transactionID: string): Promise<InitiatePaymentAnswer> =>
    serviceCall("POST", `/api/payments/${segment(transactionID)}/resume`, initiatePaymentAnswer),
};

/**
 * A call of the flow whose refusal (a status in `statuses`, with the server's text) is shown in the
 * server's words, as a PaymentFlowError; anything else is left as it is.
 */
async function shown<T>(call: () => Promise<T>, statuses: (status: number) => boolean): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ServiceApiError && error.serverText && statuses(error.status)) {
      throw new PaymentFlowError(error.serverText);
    }
    throw error;
  }
}

/** Abandon, any refusal in the server's words (503: "…could not be abandoned yet…"). */
export const abandonShown = (transactionID: string): Promise<PaymentStatusAnswer> =>
  shown(
    () => paymentsApi.abandon(transactionID),
    (status) => status >= 400,
  );

/**
 * Resume, a refusal of what is resumed in the server's words (409: no longer in progress or expired;
 * 503: the provider did not answer); any other failure stays PAY-15's 'Initiating payment failed'.
 */
export const resumeShown = (transactionID: string): Promise<InitiatePaymentAnswer> =>
  shown(
    () => paymentsApi.resume(transactionID),
    (status) => status === 409 || status === 503,
  );

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
