import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";

/**
 * CART-02: a person without ordering rights is told whom to ask: the admins of their own account
 * (or sales rep record), and nobody else's.
 */
describe.each(testDatabaseKinds())("orderingAdmins on %s", (kind) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await openAccountsHarness(kind);
  });
  afterAll(async () => h?.dispose());

  async function viewer(email: string): Promise<SessionUser> {
    const { cookie } = await h.signIn(email);
    const user = await h.services.accounts.callerOf(new Headers({ cookie }));
    if (!user) throw new Error(`no session for ${email}`);
    return user;
  }

  it("CART-02 a member without cart access learns the admins of the working account, by name and address", async () => {
    const nora = await viewer("nora.viewer@brightline.example");
    expect(nora.cartAccess).toBe(false);
    expect(await h.services.accounts.orderingAdmins(nora)).toEqual([
      { name: "Dana Admin", email: "dana.admin@brightline.example" },
    ]);
  });

  it("CART-02 the admins of the account the person works for now, never of another; an admin is not named to themself", async () => {
    const max = await viewer("max.multi@northgate.example");
    expect(max.workingAccountId).toBe("A-10002");
    expect(await h.services.accounts.orderingAdmins(max)).toEqual([
      { name: "Olivia Owner", email: "olivia.owner@northgate.example" },
    ]);
    const olivia = await viewer("olivia.owner@northgate.example");
    expect(await h.services.accounts.orderingAdmins(olivia)).toEqual([]);
    // A stale selection of an account the person does not reach names nobody.
    const forged = { ...max, selectedAccountId: "A-10003", workingAccountId: "A-10003" };
    expect(await h.services.accounts.orderingAdmins(forged)).toEqual([]);
  });

  it("CART-02 a representative learns the admins of the sales rep record; a basic customer nobody", async () => {
    const rita = await viewer("rita.rep@greatlakes-agency.example");
    expect(await h.services.accounts.orderingAdmins(rita)).toEqual([]);
    const { userId, email } = await h.addUser({
      customerType: "representative",
      membership: { salesRepId: "SR-201", status: "active", role: "member" },
    });
    const newRep = await h.services.accounts.sessionUser(userId);
    expect(newRep.email).toBe(email);
    expect(newRep.cartAccess).toBe(false);
    expect(await h.services.accounts.orderingAdmins(newRep)).toEqual([
      { name: "Rita Rep", email: "rita.rep@greatlakes-agency.example" },
    ]);
    const bob = await viewer("bob.basic@example.com");
    expect(await h.services.accounts.orderingAdmins(bob)).toEqual([]);
  });
});
