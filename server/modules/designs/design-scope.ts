import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { ownedBy, reachedAccount } from "../accounts/index.ts";
import { customDesigns } from "./schema.ts";

/**
 * How designs reach the caller (decision 005; issue 14 "designs to the user within the selected
 * account"): the caller's own designs of the account they work for now, and only while they reach
 * it; someone who works for no account (a basic customer) keeps designs of no account. Every design
 * query carries the condition, so another person's or another account's design is not found (404).
 * The configured fallback account is not used: it stands in for a cart's account, and a person's saved
 * designs belong to the person, not to the site's fallback.
 */
export function designAccountOf(caller: Pick<SessionUser, "workingAccountId">): string | null {
  return caller.workingAccountId;
}

/** The condition on `custom_designs`: the caller's, in the caller's working account. */
export function ownDesigns(caller: SessionUser): SQL {
  const accountId = designAccountOf(caller);
  return and(
    ownedBy(customDesigns.userId, caller),
    accountId === null
      ? isNull(customDesigns.accountId)
      : and(eq(customDesigns.accountId, accountId), reachedAccount(customDesigns.accountId, caller)),
  ) as SQL;
}

/** The condition on `custom_designs`: this design, of the caller (see `ownDesigns`). */
export function ownDesign(caller: SessionUser, designId: string): SQL {
  return and(eq(customDesigns.id, designId), ownDesigns(caller)) as SQL;
}
