import { z } from "zod";
import { text } from "../shared/safe-text.ts";

/**
 * #32.1: the account's address book, the saved ship-to addresses the account admin keeps and
 * checkout offers (the default first). The body of adding or editing one and the answer of the list,
 * shared by the server, which parses them, and the form, which validates before sending.
 */

/** An account keeps at most this many ship-to addresses. */
export const MAX_SAVED_ADDRESSES = 50;

const line = (max: number) => text().trim().min(1, "is required").max(max);

export const addressBody = z
  .object({
    name: line(120),
    address1: line(120),
    address2: text()
      .trim()
      .max(120)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    city: line(80),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((value) => value.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code like 43215"),
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
