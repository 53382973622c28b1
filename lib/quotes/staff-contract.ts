import { z } from "zod";
import { staffListQuery } from "../staff/contract.ts";
import { type NegotiationStatus, negotiationStatuses } from "./negotiation-contract.ts";

/**
 * The staff console's side of the negotiated quote requests (issue 33 item 3): customer service's
 * queue of every account's requests, answered there when no rep does. The answer itself is the
 * rep's and the integration API's body (`answerQuoteBody`), the same use case.
 */

/** The queue's filters: a status tab, free text (number, account, requester), sorting and paging. */
export const staffQuoteListQuery = staffListQuery
  .extend({ status: z.enum(negotiationStatuses).optional() })
  .strict();
export type StaffQuoteListQuery = z.infer<typeof staffQuoteListQuery>;

/** One row of the queue: who asked, for which account, since when, and who has answered so far. */
export type StaffQuoteRow = {
  id: string;
  number: string;
  accountId: string;
  accountName: string;
  requestedBy: string;
  requestedByEmail: string;
  status: NegotiationStatus;
  neededBy: string;
  requestedAt: string;
  lineCount: number;
  totalCents: number;
  /** The latest answerer's name, and whether a rep (not the manufacturer's staff) answered; null: unanswered. */
  answeredBy: string | null;
  answeredByRep: boolean;
};
