/**
 * USER-21, USER-22: which account messages the portal shows a signed-in user, from the state the
 * server computed for them. Pure code; the copy lives in account-messages.ts.
 */
import {
  type AccountMessageKind,
  accountMessages,
  approvalRequestMessage,
} from "../../../lib/accounts/account-messages.ts";
import type { AccountOutcome, SessionUser } from "../../../lib/accounts/users.ts";

export type AccountNotice = { kind: AccountMessageKind | "approvalRequest"; text: string };

type NoticeFields = Pick<
  SessionUser,
  "emailVerified" | "pendingRepInfo" | "verified" | "customerType" | "pendingConnections"
>;

/**
 * The messages that apply to the user as they are now: basic access until the address is verified,
 * a request under review while a connection awaits an admin (with the USER-22 sentence), and the
 * connected message of a verified distributor or representative.
 */
export function accountNotices(user: NoticeFields, company: string): AccountNotice[] {
  const notices: AccountNotice[] = [];
  const add = (kind: AccountMessageKind) => notices.push({ kind, text: accountMessages[kind] });
  if (!user.emailVerified) add("basicPendingVerification");
  if (user.pendingRepInfo) {
    add("requestSentForReview");
    notices.push({ kind: "approvalRequest", text: approvalRequestMessage(company) });
  }
  if (user.verified && user.customerType === "distributor") add("distributorConnected");
  if (user.verified && user.customerType === "representative") add("salespersonConnected");
  return notices;
}

/** The messages of an answer to a registration or connection request, USER-22 included. */
export function outcomeNotices(
  outcome: Pick<AccountOutcome, "messages" | "approvalRequested">,
  company: string,
): AccountNotice[] {
  const notices: AccountNotice[] = outcome.messages.map((kind) => ({ kind, text: accountMessages[kind] }));
  if (outcome.approvalRequested) {
    notices.push({ kind: "approvalRequest", text: approvalRequestMessage(company) });
  }
  return notices;
}

/** The notices of the user's state, then those of a recent answer that say something new. */
export function mergeNotices(current: AccountNotice[], recent: AccountNotice[]): AccountNotice[] {
  return [...current, ...recent.filter((notice) => !current.some((c) => c.kind === notice.kind))];
}
