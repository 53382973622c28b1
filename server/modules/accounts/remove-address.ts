import { and, asc, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { inTransaction } from "../../db/transaction.ts";
import { notFound } from "../../errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { requireAdmin } from "./save-address.ts";
import { accountAddresses } from "./schema.ts";

/**
 * #32.1: the account admin removes a ship-to address from the address book (orders keep their own
 * copy of the address). When it was the default, the next by name becomes the default.
 */
export async function removeAddress(
  { db }: AccountsDeps,
  caller: SessionUser,
  accountId: string,
  addressId: string,
): Promise<{ removed: true }> {
  return inTransaction(db, async (tx) => {
    await requireAdmin(tx, caller, accountId);
    const shipping = and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.kind, "shipping"));
    const [removed] = await tx
      .delete(accountAddresses)
      .where(and(shipping, eq(accountAddresses.id, addressId)))
      .returning({ isDefault: accountAddresses.isDefault });
    if (!removed) throw notFound("Address");
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: accountAddresses.id })
        .from(accountAddresses)
        .where(shipping)
        .orderBy(asc(accountAddresses.name), asc(accountAddresses.id))
        .limit(1);
      if (next)
        await tx.update(accountAddresses).set({ isDefault: true }).where(eq(accountAddresses.id, next.id));
    }
    return { removed: true };
  });
}
