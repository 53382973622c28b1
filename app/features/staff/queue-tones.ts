import type { LayoutStatus } from "../../../lib/layouts/contract.ts";
import type { NegotiationStatus } from "../../../lib/quotes/negotiation-contract.ts";
import type { WarrantyStatus } from "../../../lib/warranty/contract.ts";

/** How each queue's statuses look (QueueParts' StatusBadge): waiting, worked on, done or refused. */
export const layoutTone = {
  RECEIVED: "waiting",
  IN_DESIGN: "working",
  COMPLETED: "done",
} as const satisfies Record<LayoutStatus, string>;
export const warrantyTone = {
  SUBMITTED: "waiting",
  UNDER_REVIEW: "working",
  APPROVED: "done",
  DENIED: "refused",
} as const satisfies Record<WarrantyStatus, string>;
export const quoteTone = {
  requested: "waiting",
  answered: "working",
  accepted: "done",
  declined: "refused",
} as const satisfies Record<NegotiationStatus, string>;
