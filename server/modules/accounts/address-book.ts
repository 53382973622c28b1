import { and, asc, desc, eq } from "drizzle-orm";
import type { AddressBookAnswer } from "../../../lib/accounts/address-book.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { type AccountsDeps, accountNotFound } from "./deps.ts";
import { accountAddresses, customerAccounts } from "./schema.ts";
import { type Reach, reachedAccount } from "./scope.ts";

/** The address book's columns as the answer carries them. */
export const savedAddressColumns = {
  id: accountAddresses.id,
  name: accountAddresses.name,
  address1: accountAddresses.address1,
  address2: accountAddresses.address2,
  city: accountAddresses.city,
  state: accountAddresses.state,
  zip: accountAddresses.zip,
  isDefault: accountAddresses.isDefault,
};

/** Whether the caller reaches the account as `reach`, decided by the query (scope.ts). */
export async function reachesAccount(
  db: DbOrTx,
  caller: SessionUser,
  accountId: string,
  reach: Reach,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.id, accountId), reachedAccount(customerAccounts.id, caller, reach)));
  return row !== undefined;
}

/** The account's ship-to addresses, the default first, then by name. */
export function shippingAddressesOf(db: DbOrTx, accountId: string) {
  return db
    .select(savedAddressColumns)
    .from(accountAddresses)
    .where(and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.kind, "shipping")))
    .orderBy(desc(accountAddresses.isDefault), asc(accountAddresses.name), asc(accountAddresses.id));
}

/**
 * #32.1: the address book of an account the caller works for (its members, its reps), with whether
 * they may edit it (its admins only). Another account is not found (404).
 */
export async function listAddressBook(
  { db }: AccountsDeps,
  caller: SessionUser,
  accountId: string,
): Promise<AddressBookAnswer> {
  if (!(await reachesAccount(db, caller, accountId, "member"))) throw accountNotFound();
  const [canEdit, addresses] = await Promise.all([
    reachesAccount(db, caller, accountId, "admin"),
    shippingAddressesOf(db, accountId),
  ]);
  return { accountId, canEdit, addresses };
}
