import { eq, sql } from "drizzle-orm";
import type { AccountMessageKind } from "../../../lib/accounts/account-messages.ts";
import { accountMessages } from "../../../lib/accounts/account-messages.ts";
import type { ConnectBody } from "../../../lib/accounts/user-contract.ts";
import type { DbOrTx, Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { customerAccounts, memberships, salesReps, userProfiles } from "./schema.ts";

/**
 * A connection to a distributor account or a sales rep record, shared by registration and by a
 * signed-in user's later connection (the upgrade): the proofs, and the membership it writes.
 */

export type ConnectionResult = { messages: AccountMessageKind[]; approvalRequested: boolean };

/**
 * What a connection request comes to: a distributor waits for the account's admin; a representative
 * whose address is the sales rep record's own connects at once, anyone else waits for its admin.
 */
export function connectionOutcome(request: ConnectBody | null, ownRepRecord: boolean): ConnectionResult {
  if (!request) return { messages: [], approvalRequested: false };
  if (request.kind === "representative" && ownRepRecord) {
    return { messages: ["salespersonConnected"], approvalRequested: false };
  }
  return { messages: ["requestSentForReview"], approvalRequested: true };
}

/** Checks the distributor's proof: the account number and its billing ZIP (first five digits). */
async function accountByProof(q: DbOrTx, accountNumber: string, billingZip: string) {
  const [account] = await q
    .select({ id: customerAccounts.id, name: customerAccounts.name, billingZip: customerAccounts.billingZip })
    .from(customerAccounts)
    .where(sql`upper(${customerAccounts.id}) = upper(${accountNumber})`);
  if (!account || account.billingZip.slice(0, 5) !== billingZip.slice(0, 5)) {
    throw new AppError("VALIDATION", accountMessages.distributorVerificationFailed);
  }
  return account;
}

/**
 * The proof checked outside any transaction, behind its limit (#10.5): an account number that has
 * seen too many wrong ZIPs this hour is refused outright, and each wrong ZIP for a real account counts.
 */
export async function checkProof({ db, guards }: AccountsDeps, accountNumber: string, billingZip: string) {
  await guards.beforeProof(accountNumber);
  try {
    return await accountByProof(db, accountNumber, billingZip);
  } catch (error) {
    const [account] = await db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(sql`upper(${customerAccounts.id}) = upper(${accountNumber})`);
    if (account) await guards.proofFailed(account.id);
    throw error;
  }
}

export async function salesRepById(q: DbOrTx, salesRepId: string) {
  const [rep] = await q
    .select({ id: salesReps.id, email: salesReps.email })
    .from(salesReps)
    .where(sql`upper(${salesReps.id}) = upper(${salesRepId})`);
  if (!rep) throw new AppError("VALIDATION", "We could not find that sales representative record.");
  return rep;
}

/**
 * Adds the connection a registration or an upgrade asks for, inside the caller's transaction.
 * Distributors wait for the account's admin; a representative whose address is the sales rep
 * record's own connects at once, anyone else at the agency waits for its admin.
 */
export async function connectInTransaction(
  tx: Tx,
  userId: string,
  email: string,
  request: ConnectBody,
): Promise<ConnectionResult> {
  if (request.kind === "distributor") {
    const account = await accountByProof(tx, request.accountNumber, request.billingZip);
    const inserted = await tx
      .insert(memberships)
      .values({ userId, accountId: account.id, status: "pending" })
      .onConflictDoNothing()
      .returning({ id: memberships.id });
    if (inserted.length === 0) {
      throw new AppError(
        "CONFLICT",
        "You are already connected to this account or waiting for its approval.",
      );
    }
    await tx
      .update(userProfiles)
      .set({ company: account.name, updatedAt: new Date() })
      .where(eq(userProfiles.userId, userId));
    return connectionOutcome(request, false);
  }
  const rep = await salesRepById(tx, request.salesRepId);
  const ownRecord = rep.email.toLowerCase() === email.toLowerCase();
  const inserted = await tx
    .insert(memberships)
    .values({ userId, salesRepId: rep.id, status: ownRecord ? "active" : "pending" })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  if (inserted.length === 0) {
    throw new AppError(
      "CONFLICT",
      "You are already connected to this sales rep record or waiting for approval.",
    );
  }
  if (ownRecord) {
    await tx
      .update(userProfiles)
      .set({ customerType: "representative", updatedAt: new Date() })
      .where(eq(userProfiles.userId, userId));
  }
  return connectionOutcome(request, ownRecord);
}
