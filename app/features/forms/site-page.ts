import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ContactPrefill } from "./ContactForm.tsx";

/** The sender's details for a signed-in viewer (name, address, working account), empty for a guest. */
export function senderPrefill(viewer: SessionUser | null): ContactPrefill {
  const account = viewer
    ? [...viewer.accounts, ...viewer.assignedAccounts].find((a) => a.id === viewer.workingAccountId)
    : undefined;
  return {
    name: viewer ? `${viewer.fname} ${viewer.lname}`.trim() : "",
    email: viewer?.email ?? "",
    company: account?.name ?? "",
  };
}

/** Business hours of the sales desk and of support, as the pages and mails state them. */
export const BUSINESS_HOURS = "Monday to Friday, 7:30 a.m. to 6:00 p.m. Eastern";

/** `tel:` link of a printed phone number. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
