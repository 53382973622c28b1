import type { PeopleAccount, PeopleAddress, SessionUser } from "../../../lib/accounts/users.ts";
import { type AccountsDeps, accountNotFound } from "./deps.ts";
import { reachedAccount } from "./scope.ts";
import { peopleOf } from "./user-model.ts";

/** API-62: the people and addresses of an account the caller works for or is assigned to. */
export async function peopleAccounts(
  { db }: AccountsDeps,
  caller: SessionUser,
  accountId: string,
): Promise<{ peopleAccount: PeopleAccount; peopleAddresses: PeopleAddress[] }> {
  const people = await peopleOf(db, accountId, (column) => reachedAccount(column, caller));
  if (!people) throw accountNotFound();
  return people;
}
