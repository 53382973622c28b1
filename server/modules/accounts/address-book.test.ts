import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressBody } from "../../../lib/accounts/address-book.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";

/**
 * #32.1: the account's address book: the admin adds, edits, removes and sets the default; there is
 * one default at most, checkout's addresses (API-62) open with it; bad input is a 400 that writes nothing.
 */
describe.each(testDatabaseKinds())("the address book on %s", (kind) => {
  let h: AccountsHarness;
  let dana: SessionUser;
  let danaCookie: string;
  beforeAll(async () => {
    h = await openAccountsHarness(kind);
    danaCookie = (await h.signIn("dana.admin@brightline.example")).cookie;
    const user = await h.services.accounts.callerOf(new Headers({ cookie: danaCookie }));
    if (!user) throw new Error("no session for Dana");
    dana = user;
  });
  afterAll(async () => h?.dispose());

  const site = { name: "Eastgate Mall job site", address1: "4601 Eastgate Blvd", city: "Cincinnati" };
  // As the route parses it (the state upper-cased).
  const body = addressBody.parse({ ...site, address2: null, state: "oh", zip: "45245" });

  it("#32.1 the demo book: the warehouse is the default, the job site beside it, and members may not edit", async () => {
    const book = await h.services.accounts.addressBook(dana, "A-10001");
    expect(book.canEdit).toBe(true);
    expect(book.addresses.map((a) => [a.name, a.isDefault])).toEqual([
      ["Brightline Electrical Supply warehouse", true],
      ["Riverside Medical Center job site", false],
    ]);
    const { cookie } = await h.signIn("ben.buyer@brightline.example");
    const ben = await h.services.accounts.callerOf(new Headers({ cookie }));
    expect((await h.services.accounts.addressBook(ben as SessionUser, "A-10001")).canEdit).toBe(false);
  });

  it("#32.1 add, make default, edit and remove keep exactly one default, and checkout's addresses open with it", async () => {
    const added = await h.services.accounts.addAddress(dana, "A-10001", body);
    expect(added).toMatchObject({ ...site, state: "OH", isDefault: false });

    await h.services.accounts.setDefaultAddress(dana, "A-10001", added.id);
    let book = await h.services.accounts.addressBook(dana, "A-10001");
    expect(book.addresses.filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.id]);
    expect(book.addresses[0]?.id).toBe(added.id);
    const people = await h.services.accounts.peopleAccounts(dana, "A-10001");
    expect(people.peopleAddresses.find((a) => a.kind === "shipping")?.name).toBe(site.name);

    // Editing without the box leaves the default where it is.
    const edited = await h.services.accounts.editAddress(
      dana,
      "A-10001",
      added.id,
      addressBody.parse({ ...body, zip: "45246" }),
    );
    expect(edited).toMatchObject({ zip: "45246", isDefault: true });

    // Removing the default makes the next by name the default.
    await h.services.accounts.removeAddress(dana, "A-10001", added.id);
    book = await h.services.accounts.addressBook(dana, "A-10001");
    expect(book.addresses.map((a) => [a.name, a.isDefault])).toEqual([
      ["Brightline Electrical Supply warehouse", true],
      ["Riverside Medical Center job site", false],
    ]);
  });

  it("#32.1 changes at once leave exactly one default (the account is locked while one is written)", async () => {
    const added = await Promise.all(
      ["North", "South", "East", "West"].map((side) =>
        h.services.accounts.addAddress(dana, "A-10001", { ...body, name: `${side} yard`, isDefault: true }),
      ),
    );
    await Promise.all(added.map((a) => h.services.accounts.setDefaultAddress(dana, "A-10001", a.id)));
    const book = await h.services.accounts.addressBook(dana, "A-10001");
    expect(book.addresses.filter((a) => a.isDefault)).toHaveLength(1);
    for (const a of added) await h.services.accounts.removeAddress(dana, "A-10001", a.id);
    const after = await h.services.accounts.addressBook(dana, "A-10001");
    expect(after.addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("#32.1 a bad address is a 400 with the field named, and nothing is saved", async () => {
    const before = (await h.services.accounts.addressBook(dana, "A-10001")).addresses.length;
    for (const bad of [
      { ...body, zip: "4524" },
      { ...body, state: "Ohio" },
      { ...body, name: "  " },
      { ...body, extra: 1 },
    ]) {
      const response = await h.call("/api/user-service/accounts/A-10001/addresses", {
        body: bad,
        cookie: danaCookie,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String), code: "VALIDATION" });
    }
    expect((await h.services.accounts.addressBook(dana, "A-10001")).addresses).toHaveLength(before);
  });
});
