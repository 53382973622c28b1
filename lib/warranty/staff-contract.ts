import { z } from "zod";
import { staffListQuery } from "../staff/contract.ts";
import { warrantyStatuses } from "./contract.ts";

/**
 * The staff console's side of the warranty claims (issue 33 item 3): the warranty team's queue. The
 * decision itself is the integration API's body (`setWarrantyStatusBody`), the same use case.
 */

/** The queue's filters: a status tab, free text (number, claimant, order, SKU), sorting and paging. */
export const staffWarrantyListQuery = staffListQuery
  .extend({ status: z.enum(warrantyStatuses).optional() })
  .strict();
export type StaffWarrantyListQuery = z.infer<typeof staffWarrantyListQuery>;

/** One row of the queue. */
export type StaffWarrantyRow = {
  number: string;
  status: (typeof warrantyStatuses)[number];
  accountId: string;
  claimantName: string;
  claimantEmail: string;
  reference: string;
  sku: string;
  productName: string;
  quantity: number;
  createdAt: string;
  photoCount: number;
  rmaNumber: string | null;
};
