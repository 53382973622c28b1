import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "../harness.test-support.ts";
import { accountContacts, userProfiles } from "../schema.ts";

/** #9.13: the demo's people read as people: names without numbers, each with an address of their own. */
describe.each(testDatabaseKinds())("demo people on %s", (kind) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await openAccountsHarness(kind);
  });
  afterAll(async () => h?.dispose());

  it("#9.13 contacts and users have real-looking names and distinct email addresses", async () => {
    const contacts = await h.db.select().from(accountContacts);
    const users = await h.db.select().from(userProfiles);
    expect(contacts.length).toBeGreaterThan(0);
    for (const person of [...contacts, ...users]) {
      expect(`${person.fname} ${person.lname}`).toMatch(/^[A-Z][a-z]+(?:[ -][A-Z][a-z]+)+$/);
    }
    const emails = contacts.map((contact) => contact.email);
    expect(new Set(emails).size).toBe(emails.length);
  });
});
