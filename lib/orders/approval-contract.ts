import { z } from "zod";
import { type Cart, cartItemSchema } from "../cart/contract.ts";
import { purchaseOrderSchema, quoteNotesSchema } from "../quotes/contract.ts";
import { text } from "../shared/safe-text.ts";
import { shippingChoiceSchema, shipToSchema } from "./contract.ts";
import { type ShippingMethod, shippingMethods } from "./freight.ts";

/**
 * #32.2 approvals: a member over their order limit (or whose every order needs approval) submits the
 * cart for approval instead of placing it; the account's admin or its rep approves (the order is
 * placed on account, the approver recorded) or declines with a reason. Shared by client and server.
 */

/**
 * `POST order-service/approvals`: what checkout would have placed (always on account), with the
 * shipping chosen as Place order takes it (the method, carrier account, requested ship date).
 */
export const submitApprovalBody = z
  .object({
    shipTo: shipToSchema,
    shipping: shippingChoiceSchema.optional(),
    PurchaseOrder: purchaseOrderSchema,
    notes: quoteNotesSchema.optional(),
    expectedTotalCents: z.number().int().min(0).optional(),
    /** The account the page shows: must be the caller's working account (else 404). */
    accountId: text().trim().min(1).max(64).optional(),
  })
  .strict();
export type SubmitApprovalBody = z.infer<typeof submitApprovalBody>;

/** `POST order-service/approvals/{id}/decline`: the reason is required. */
export const declineApprovalBody = z
  .object({ reason: text().trim().min(1, "is required: tell the buyer why").max(500) })
  .strict();
export type DeclineApprovalBody = z.infer<typeof declineApprovalBody>;

export const approvalStatuses = ["pending", "approved", "declined", "withdrawn"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/**
 * How a request asks to be shipped; a pending one with its freight priced now to the ship-to and the
 * total with it (what approving places), a decided one without (its order says).
 */
export type ApprovalShipping = {
  method: ShippingMethod;
  carrier: string | null;
  carrierAccountNumber: string | null;
  requestedShipDate: string;
  freight: {
    /** What it ships as: ground over the parcel limits ships LTL. */
    shipsAs: ShippingMethod;
    freightCents: number;
    estimated: boolean;
    prepaid: boolean;
    note: string;
    /** A representative's shipping on the cart is charged as it is, over the rules. */
    source: "rules" | "representative";
    /** The goods on account and the freight: what approving places. */
    totalCents: number;
  } | null;
};

/** One approval request as the list shows it; a pending one carries its cart priced now. */
export type ApprovalRequest = {
  id: string;
  accountId: string;
  status: ApprovalStatus;
  requestedByName: string;
  requestedByEmail: string;
  /** Whether the caller is the one who asked (they may withdraw it). */
  mine: boolean;
  totalCents: number;
  purchaseOrder: string;
  notes: string;
  createdAt: string;
  decidedByName: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  orderId: string | null;
  orderNumber: string | null;
  /** The shipping chosen at checkout; null for a request submitted without one. */
  shipping: ApprovalShipping | null;
  /** The submitted cart, priced now (pending requests only). */
  cart: Pick<Cart, "items" | "subTotalCents" | "discountCents" | "shippingCents" | "totalCents"> | null;
};

/** `GET order-service/approvals`: the requests of the working account the caller sees. */
export type ApprovalList = {
  /** The caller decides this account's requests (its admin, or a rep working for it). */
  canDecide: boolean;
  /** Who decides this account's requests (its admins, the reps working for it): the names the pages show. */
  approverNames: string[];
  requests: ApprovalRequest[];
};

export const approvalRefusals = {
  needsApproval: "This order needs your account admin's approval: submit it for approval instead",
  notNeeded: "This order does not need approval: place it directly",
  decided: "This request has already been decided",
  onAccountOnly:
    "Approval requests are placed on account, and this account has no credit terms: ask your account admin to place the order",
} as const;

const timestamp = z.iso.datetime({ offset: true });
const cents = z.number().int();

/** One request as the pages read it (the answer of submit, decline, withdraw; a row of the list). */
export const approvalRequestSchema = z
  .object({
    id: z.uuid(),
    accountId: z.string(),
    status: z.enum(approvalStatuses),
    requestedByName: z.string(),
    requestedByEmail: z.string(),
    mine: z.boolean(),
    totalCents: cents,
    purchaseOrder: z.string(),
    notes: z.string(),
    createdAt: timestamp,
    decidedByName: z.string().nullable(),
    decidedAt: timestamp.nullable(),
    declineReason: z.string().nullable(),
    orderId: z.uuid().nullable(),
    orderNumber: z.string().nullable(),
    shipping: z
      .object({
        method: z.enum(shippingMethods),
        carrier: z.string().nullable(),
        carrierAccountNumber: z.string().nullable(),
        requestedShipDate: z.string(),
        freight: z
          .object({
            shipsAs: z.enum(shippingMethods),
            freightCents: cents,
            estimated: z.boolean(),
            prepaid: z.boolean(),
            note: z.string(),
            source: z.enum(["rules", "representative"]),
            totalCents: cents,
          })
          .strict()
          .nullable(),
      })
      .strict()
      .nullable(),
    cart: z
      .object({
        items: z.array(cartItemSchema),
        subTotalCents: cents,
        discountCents: cents,
        /** Null: TBD (no representative set it). */
        shippingCents: cents.nullable(),
        totalCents: cents,
      })
      .strict()
      .nullable(),
  })
  .strict() satisfies z.ZodType<ApprovalRequest>;

export const approvalListSchema = z
  .object({
    canDecide: z.boolean(),
    approverNames: z.array(z.string()),
    requests: z.array(approvalRequestSchema),
  })
  .strict() satisfies z.ZodType<ApprovalList>;
