import { type AddressBody, addressBody, type SavedAddress } from "../../../lib/accounts/address-book.ts";

/** #32.1: the address book form's fields as typed (strings), and their labels. */
export type AddressDraft = {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  isDefault: boolean;
};
export type AddressField = Exclude<keyof AddressDraft, "isDefault">;

export const addressFields: { key: AddressField; label: string; optional?: boolean; autoComplete: string }[] =
  [
    { key: "name", label: "Name of the place", autoComplete: "organization" },
    { key: "address1", label: "Address", autoComplete: "address-line1" },
    { key: "address2", label: "Address line 2", optional: true, autoComplete: "address-line2" },
    { key: "city", label: "City", autoComplete: "address-level2" },
    { key: "state", label: "State (2 letters)", autoComplete: "address-level1" },
    { key: "zip", label: "ZIP code", autoComplete: "postal-code" },
  ];

export const emptyAddressDraft: AddressDraft = {
  name: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  isDefault: false,
};

export function draftOf(address: SavedAddress): AddressDraft {
  return { ...address, address2: address.address2 ?? "" };
}

/** The body to send, or a message per field ("ZIP code must be a ZIP code like 43215"). */
export function validateAddress(
  draft: AddressDraft,
): { ok: true; body: AddressBody } | { ok: false; errors: Partial<Record<AddressField, string>> } {
  const parsed = addressBody.safeParse(draft);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as AddressField;
    const label = addressFields.find((field) => field.key === key)?.label.replace(/ \(.*\)$/, "") ?? key;
    errors[key] ??= `${label} ${issue.message}`;
  }
  return { ok: false, errors };
}

/** One line of an address, as the list and checkout's picker show it. */
export function addressLine(address: Pick<SavedAddress, "address1" | "address2" | "city" | "state" | "zip">) {
  const street = address.address2 ? `${address.address1}, ${address.address2}` : address.address1;
  return `${street}, ${address.city}, ${address.state} ${address.zip}`;
}
