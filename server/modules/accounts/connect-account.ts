import type { AccountMessageKind } from "../../../lib/accounts/account-messages.ts";
import type { ConnectBody } from "../../../lib/accounts/user-contract.ts";
import { type AccountOutcome, connectKindFor, type SessionUser } from "../../../lib/accounts/users.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { checkProof, connectInTransaction } from "./connection.ts";
import type { AccountsDeps } from "./deps.ts";
import { sessionUser } from "./find-caller.ts";
import type { ClientRequest } from "./identity.ts";

/** A signed-in user connects to a distributor account or a sales rep record (the upgrade). */
export async function connectAccount(
  deps: AccountsDeps,
  client: ClientRequest,
  caller: SessionUser,
  request: ConnectBody,
): Promise<AccountOutcome> {
  await deps.guards.beforeConnect(client, caller.userId);
  // One customer type a person: a distributor adds accounts, a representative sales rep records.
  const allowedKind = connectKindFor(caller.customerType);
  if (allowedKind && request.kind !== allowedKind) {
    throw new AppError(
      "VALIDATION",
      caller.customerType === "distributor"
        ? "A distributor connects to other distributor accounts only."
        : "A sales representative connects to other sales rep records only.",
    );
  }
  if (request.kind === "distributor") await checkProof(deps, request.accountNumber, request.billingZip);
  const result = await inTransaction(deps.db, (tx) =>
    connectInTransaction(tx, caller.userId, caller.email, request),
  );
  const messages: AccountMessageKind[] =
    caller.customerType === "basic" && request.kind === "distributor"
      ? ["upgradeRequested", ...result.messages]
      : result.messages;
  const user = await sessionUser(deps, caller.userId);
  const all: AccountMessageKind[] = user.emailVerified ? messages : ["basicPendingVerification", ...messages];
  return { user, messages: all, approvalRequested: result.approvalRequested };
}
