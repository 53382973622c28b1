import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Auth } from "./auth.ts";
import type { AccountGuards } from "./guards.ts";
import type { Identity } from "./identity.ts";

/** What the accounts module's use cases work with; index.ts binds them to one set. */
export type AccountsDeps = {
  db: Db;
  auth: Auth;
  identity: Identity;
  guards: AccountGuards;
  mailer: Mailer;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
};

/** Ids in bodies and queries are hints: the account or sales rep an admin call names. */
export type ScopeHint = { accountId?: string | undefined; salesRepId?: string | undefined };

export const userNotFound = () => new AppError("NOT_FOUND", "User not found");
export const noPendingRequest = () => new AppError("NOT_FOUND", "No pending request for this user");
export const accountNotFound = () => new AppError("NOT_FOUND", "Account not found");
