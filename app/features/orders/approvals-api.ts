import {
  type ApprovalList,
  type ApprovalRequest,
  approvalListSchema,
  approvalRequestSchema,
  type SubmitApprovalBody,
} from "../../../lib/orders/approval-contract.ts";
import { type Order, orderSchema } from "../../../lib/orders/contract.ts";
import { segment, serviceCall } from "../../service-call.ts";
import { ORDER_SERVICE } from "./orders-api.ts";

/**
 * #32.2 the browser's calls to `/api/order-service/approvals…`: a member submits the cart for
 * approval (or takes the request back); the account's admin or rep lists the requests, approves one
 * (the order is placed) or declines it with a reason.
 */
export const approvalsApi = {
  submit: (body: SubmitApprovalBody): Promise<ApprovalRequest> =>
    serviceCall("POST", `${ORDER_SERVICE}/approvals`, approvalRequestSchema, { body }),
  list: (): Promise<ApprovalList> => serviceCall("GET", `${ORDER_SERVICE}/approvals`, approvalListSchema),
  approve: (id: string): Promise<Order> =>
    serviceCall("POST", `${ORDER_SERVICE}/approvals/${segment(id)}/approve`, orderSchema),
  decline: (id: string, reason: string): Promise<ApprovalRequest> =>
    serviceCall("POST", `${ORDER_SERVICE}/approvals/${segment(id)}/decline`, approvalRequestSchema, {
      body: { reason },
    }),
  withdraw: (id: string): Promise<ApprovalRequest> =>
    serviceCall("POST", `${ORDER_SERVICE}/approvals/${segment(id)}/withdraw`, approvalRequestSchema),
};

/** The portal tab of approval requests (#32.2). */
export const APPROVALS_TAB = "approvals";

/** The words of approvals on the pages. */
export const approvalMessages = {
  submitted: "Sent for approval",
  submitFailed: "Could not submit the cart for approval",
  withdrawn: "Request withdrawn: the cart is yours to change again",
  withdrawFailed: "Could not withdraw the request",
  approved: (number: string) => `Approved: order ${number} is placed`,
  approveFailed: "Could not approve the request",
  declined: (name: string) => `Declined: ${name} is told why`,
  declineFailed: "Could not decline the request",
  loadFailed: "Could not load the approval requests",
} as const;

/** "Dana Admin", "Dana Admin or Rita Rep", "Dana Admin, Rita Rep or Sam Sales"; none: the admin. */
export function approverList(names: readonly string[]): string {
  if (names.length === 0) return "your account admin";
  if (names.length === 1) return names[0] as string;
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
