import { z } from "zod";
import { carriers, orderStatuses, type PaymentType } from "../orders/contract.ts";
import { staffListQuery } from "./contract.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d\d-\d\d$/, "must be a day like 2026-03-01")
  .optional()
  .or(z.literal("").transform(() => undefined));
const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Issue 33 item 4: `/staff/orders` — every account's orders, filtered, sorted, paged. */
export const staffOrdersQuery = staffListQuery
  .extend({
    status: blankToUndefined(z.enum(orderStatuses)),
    accountId: blankToUndefined(z.string().trim().max(100)),
    from: day,
    to: day,
    sort: z.enum(["placed", "number", "account", "status", "total"]).optional(),
    format: z.enum(["csv"]).optional(),
  })
  .strict();
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuery>;

/** One row of the staff order list. */
export type StaffOrderRow = {
  id: string;
  number: string;
  accountId: string;
  accountName: string;
  purchaseOrder: string;
  placedByName: string;
  orderStatus: (typeof orderStatuses)[number];
  paymentType: PaymentType;
  paymentStatus: string;
  totalCents: number;
  lineCount: number;
  createdAt: string;
};

const reason = z.string().trim().min(3, "Give a reason (3 characters or more)").max(500);

/** Cancel an unpaid order from the console: why (the order's history and the audit log keep it). */
export const staffCancelOrderBody = z.object({ reason }).strict();
export type StaffCancelOrderBody = z.infer<typeof staffCancelOrderBody>;

/** Mark an order shipped from the console (no ERP reporting it): carrier, tracking number, why. */
export const staffShipOrderBody = z
  .object({
    carrier: z.enum(carriers),
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, "must be 4 to 40 letters, digits or dashes"),
    reason,
  })
  .strict();
export type StaffShipOrderBody = z.infer<typeof staffShipOrderBody>;

/** A payment attempt as the console shows it (the payments module's record, with its provider's ids). */
export type StaffAttempt = {
  id: string;
  reference: string;
  provider: string;
  providerSession: string | null;
  providerTransactionId: string | null;
  flow: "order" | "invoices" | "portal";
  status: string;
  method: "card" | "ach";
  accountId: string;
  payerName: string;
  email: string;
  orderId: string | null;
  invoiceIds: string[];
  baseCents: number;
  surchargeCents: number;
  amountCents: number;
  refundedCents: number;
  memo: string;
  createdAt: string;
  settledAt: string | null;
};

export const paymentFlowsList = ["order", "invoices", "portal"] as const;
export const attemptStatusesList = [
  "pending",
  "approved",
  "declined",
  "cancelled",
  "abandoned",
  "voided",
] as const;

/** Issue 33 item 4: `/staff/payments` — every payment attempt with its provider's references. */
export const staffPaymentsQuery = staffListQuery
  .extend({
    flow: blankToUndefined(z.enum(paymentFlowsList)),
    status: blankToUndefined(z.enum(attemptStatusesList)),
    accountId: blankToUndefined(z.string().trim().max(100)),
    from: day,
    to: day,
    sort: z.enum(["created", "amount", "account", "status"]).optional(),
    format: z.enum(["csv"]).optional(),
  })
  .strict();
export type StaffPaymentsQuery = z.infer<typeof staffPaymentsQuery>;

export const refundKinds = ["refund", "credit-memo"] as const;
export type RefundKind = (typeof refundKinds)[number];

/**
 * A refund (money returned through the provider, its reference recorded) or a credit memo to the
 * account, against an approved payment, e.g. a double payment (issue 33 item 4).
 */
export const staffRefundBody = z
  .object({
    kind: z.enum(refundKinds),
    amountCents: z.coerce.number().int().min(1, "must be at least 1 cent").max(100_000_000_00),
    reason,
    providerReference: blankToUndefined(z.string().trim().max(100)),
  })
  .strict();
export type StaffRefundBody = z.infer<typeof staffRefundBody>;

/** A refund or credit recorded against a payment. */
export type StaffRefund = {
  id: string;
  kind: RefundKind;
  amountCents: number;
  reason: string;
  providerReference: string | null;
  creditMemoNumber: string | null;
  staffName: string;
  createdAt: string;
};
