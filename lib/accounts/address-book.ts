import { z } from "zod";
import { shipToSchema } from "../orders/contract.ts";

/**
 * #32.1: the account's address book, the saved ship-to addresses the account admin keeps and
 * checkout offers (the default first). The body of adding or editing one and the answer of the list,
 * shared by the server, which parses them, and the form, which validates before sending.
 */

/** An account keeps at most this many ship-to addresses. */
export const MAX_SAVED_ADDRESSES = 50;

/** The same fields, checked the same way, as an order's ship-to (lib/orders/contract.ts). */
const { name, address1, address2, city, state, zip } = shipToSchema.shape;

export const addressBody = z
  .object({
    name,
    address1,
    address2,
    city,
    state,
    zip,
    /** Make this the address checkout opens with (the previous default stops being one). */
    isDefault: z.boolean().default(false),
  })
  .strict();
export type AddressBody = z.infer<typeof addressBody>;
export type AddressInput = z.input<typeof addressBody>;

export const savedAddress = z.object({
  id: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** The list: the addresses (default first, then by name) and whether the caller may edit them. */
export const addressBookAnswer = z.object({
  accountId: z.string(),
  canEdit: z.boolean(),
  addresses: z.array(savedAddress),
});
export type AddressBookAnswer = z.infer<typeof addressBookAnswer>;
