import { z } from "zod";
import { accountMessageKinds } from "./account-messages.ts";
import {
  accessRights,
  customerTypes,
  type PeopleAccount,
  type PeopleAddress,
  type PortalUser,
  type RegistrationOutcome,
} from "./users.ts";

/**
 * What /api/user-service answers (spec §7 "Users"), as the portal panels read it in the browser
 * (app/features/accounts/user-service.ts parses every answer it reads with these; decision 004). The
 * request bodies are in user-contract.ts. An answer is checked for the fields a panel reads; fields
 * it does not read are dropped, so the server may add some without breaking a page already loaded.
 * Each schema is checked against the type the server builds its answer from (`satisfies`), and
 * server/modules/accounts/user-service-answers.test.ts parses the server's real answers with them.
 */

const text = z.string();

/** API-52, API-54, API-56, API-57, API-60: a user as an account admin sees them. */
export const portalUserAnswer = z.object({
  userId: text,
  email: text,
  fname: text,
  lname: text,
  customerType: z.enum(customerTypes),
  emailVerified: z.boolean(),
  role: z.literal("admin").nullable(),
  access: z.array(z.enum(accessRights)),
  pendingAdmin: z.boolean(),
  pendingRepInfo: z.boolean(),
  scope: z.object({ kind: z.enum(["account", "salesRep"]), id: text }),
  orderLimit: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("amount"), cents: z.number().int() }),
    z.object({ kind: z.literal("always") }),
  ]),
  createdAt: text,
}) satisfies z.ZodType<PortalUser>;

/** API-52: the users of an account or a sales rep record. */
export const portalUsersAnswer = z.array(portalUserAnswer);

const peopleAccount = z.object({
  accountId: text,
  name: text,
  contacts: z.array(
    z.object({
      id: text,
      fname: text,
      lname: text,
      email: text,
      phone: text.nullable(),
      title: text.nullable(),
    }),
  ),
}) satisfies z.ZodType<PeopleAccount>;

const peopleAddress = z.object({
  id: text,
  accountId: text,
  kind: z.enum(["billing", "shipping"]),
  name: text,
  address1: text,
  address2: text.nullable(),
  city: text,
  state: text,
  zip: text,
  country: text,
}) satisfies z.ZodType<PeopleAddress>;

/** API-62: the contacts and addresses of an account. */
export const peopleAnswer = z.object({
  peopleAccount,
  peopleAddresses: z.array(peopleAddress),
});
export type PeopleAnswer = z.infer<typeof peopleAnswer>;

/** API-55, the connect call: what to tell the person (the user model they come with is not read). */
export const accountOutcomeAnswer = z.object({
  messages: z.array(z.enum(accountMessageKinds)),
  approvalRequested: z.boolean(),
}) satisfies z.ZodType<RegistrationOutcome>;
export type AccountOutcomeAnswer = z.infer<typeof accountOutcomeAnswer>;

export { sessionAnswer } from "./session-answer.ts";

/** Every refusal of the API (server/app.ts): a message for people and a code. */
export const errorAnswer = z.object({ error: text, code: text.optional() });
