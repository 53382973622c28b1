import { and, count, eq, ne } from "drizzle-orm";
import {
  type AddressBody,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from "../../../lib/accounts/address-book.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError, notFound } from "../../errors.ts";
import { reachesAccount, savedAddressColumns } from "./address-book.ts";
import { type AccountsDeps, accountNotFound } from "./deps.ts";
import { accountAddresses, customerAccounts } from "./schema.ts";

const addressNotFound = () => notFound("Address");

/** One ship-to address of the account, by id (another account's is not found). */
const ofAccount = (accountId: string, addressId: string) =>
  and(
    eq(accountAddresses.id, addressId),
    eq(accountAddresses.accountId, accountId),
    eq(accountAddresses.kind, "shipping"),
  );

/**
 * The account's admin only: anyone else (a member, a rep, another account) gets a 404. The account
 * is locked until the change commits, so two changes at once cannot leave two defaults.
 */
export async function requireAdmin(tx: Tx, caller: SessionUser, accountId: string) {
  if (!(await reachesAccount(tx, caller, accountId, "admin"))) throw accountNotFound();
  await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId))
    .for("update");
}

/** Only `keepId` stays the default (at most one default per account). */
async function clearOtherDefaults(tx: Tx, accountId: string, keepId: string) {
  await tx
    .update(accountAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(accountAddresses.accountId, accountId),
        eq(accountAddresses.kind, "shipping"),
        ne(accountAddresses.id, keepId),
      ),
    );
}

/** Changes one of the account's ship-to addresses; a new default is the only one. */
async function updateOne(
  tx: Tx,
  accountId: string,
  addressId: string,
  set: Partial<typeof accountAddresses.$inferInsert>,
): Promise<SavedAddress> {
  const [row] = await tx
    .update(accountAddresses)
    .set(set)
    .where(ofAccount(accountId, addressId))
    .returning(savedAddressColumns);
  if (!row) throw addressNotFound();
  if (row.isDefault) await clearOtherDefaults(tx, accountId, row.id);
  return row;
}

/**
 * #32.1: the account admin adds a ship-to address to the account's address book. The first address,
 * or one marked default, becomes the default. At most MAX_SAVED_ADDRESSES (409 beyond).
 */
export async function addAddress(
  { db }: AccountsDeps,
  caller: SessionUser,
  accountId: string,
  body: AddressBody,
): Promise<SavedAddress> {
  return inTransaction(db, async (tx) => {
    await requireAdmin(tx, caller, accountId);
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(accountAddresses)
      .where(and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.kind, "shipping")));
    if (saved >= MAX_SAVED_ADDRESSES) {
      throw new AppError("CONFLICT", `An address book holds at most ${MAX_SAVED_ADDRESSES} addresses`);
    }
    const [row] = await tx
      .insert(accountAddresses)
      .values({ accountId, kind: "shipping", ...body, isDefault: body.isDefault || saved === 0 })
      .returning(savedAddressColumns);
    if (!row) throw addressNotFound();
    if (row.isDefault) await clearOtherDefaults(tx, accountId, row.id);
    return row;
  });
}

/**
 * #32.1: the account admin edits one of its ship-to addresses (marking it default makes it the only
 * one; the default stays the default when the box is left unticked).
 */
export async function editAddress(
  { db }: AccountsDeps,
  caller: SessionUser,
  accountId: string,
  addressId: string,
  body: AddressBody,
): Promise<SavedAddress> {
  return inTransaction(db, async (tx) => {
    await requireAdmin(tx, caller, accountId);
    const { isDefault, ...fields } = body;
    return updateOne(tx, accountId, addressId, isDefault ? { ...fields, isDefault } : fields);
  });
}

/** #32.1: the account admin makes one of its ship-to addresses the default checkout opens with. */
export async function setDefaultAddress(
  { db }: AccountsDeps,
  caller: SessionUser,
  accountId: string,
  addressId: string,
): Promise<SavedAddress> {
  return inTransaction(db, async (tx) => {
    await requireAdmin(tx, caller, accountId);
    return updateOne(tx, accountId, addressId, { isDefault: true });
  });
}
