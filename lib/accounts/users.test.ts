import { describe, expect, it } from "vitest";
import { registerBody, updateUserBody } from "./user-contract.ts";
import {
  accessRights,
  canSeeInventory,
  customerTypes,
  hasCartAccess,
  inventoryAccess,
  isPending,
  isVerified,
  logoutDestination,
  type SelectionFields,
  type UserModel,
  withDefaultSelections,
  workingAccountId,
} from "./users.ts";

type Rules = Pick<
  UserModel,
  "customerType" | "selectedAccountId" | "selectedAssignedAccountId" | "role" | "access"
>;

const empty: SelectionFields = {
  customerType: "basic",
  accountIds: [],
  selectedAccountId: null,
  salesRepIds: [],
  selectedSalesRepId: null,
  assignedAccountIds: [],
  selectedAssignedAccountId: null,
};
const distributor = (changes: Partial<SelectionFields> = {}): SelectionFields => ({
  ...empty,
  customerType: "distributor",
  accountIds: ["A-1", "A-2"],
  ...changes,
});
const representative = (changes: Partial<SelectionFields> = {}): SelectionFields => ({
  ...empty,
  customerType: "representative",
  salesRepIds: ["SR-1", "SR-2"],
  assignedAccountIds: ["A-7", "A-8"],
  ...changes,
});
const rules = (changes: Partial<Rules> = {}): Rules => ({
  customerType: "distributor",
  selectedAccountId: "A-1",
  selectedAssignedAccountId: null,
  role: null,
  access: [],
  ...changes,
});

describe("user rules", () => {
  it("USER-01 a user is pending exactly when pendingAdmin or pendingRepInfo is true", () => {
    expect(isPending({ pendingAdmin: false, pendingRepInfo: false })).toBe(false);
    expect(isPending({ pendingAdmin: true, pendingRepInfo: false })).toBe(true);
    expect(isPending({ pendingAdmin: false, pendingRepInfo: true })).toBe(true);
    expect(isPending({ pendingAdmin: true, pendingRepInfo: true })).toBe(true);
  });

  it("USER-07 a distributor without a selection gets the first of accountIds", () => {
    expect(withDefaultSelections(distributor()).selectedAccountId).toBe("A-1");
    expect(withDefaultSelections(distributor({ accountIds: [] })).selectedAccountId).toBeNull();
    // Only the distributor's selection is filled in.
    expect(withDefaultSelections(distributor({ salesRepIds: ["SR-1"] })).selectedSalesRepId).toBeNull();
  });

  it("USER-07 AMB-37 a valid selection is kept; one outside the user's accounts is replaced", () => {
    expect(withDefaultSelections(distributor({ selectedAccountId: "A-2" })).selectedAccountId).toBe("A-2");
    expect(withDefaultSelections(distributor({ selectedAccountId: "A-9" })).selectedAccountId).toBe("A-1");
  });

  it("USER-08 a representative gets the first sales rep and the first assigned account", () => {
    expect(withDefaultSelections(representative())).toMatchObject({
      selectedSalesRepId: "SR-1",
      selectedAssignedAccountId: "A-7",
      selectedAccountId: null,
    });
    expect(
      withDefaultSelections(representative({ assignedAccountIds: [] })).selectedAssignedAccountId,
    ).toBeNull();
  });

  it("USER-08 AMB-37 a representative's existing valid selections are not overwritten", () => {
    expect(
      withDefaultSelections(representative({ selectedSalesRepId: "SR-2", selectedAssignedAccountId: "A-8" })),
    ).toMatchObject({ selectedSalesRepId: "SR-2", selectedAssignedAccountId: "A-8" });
    expect(
      withDefaultSelections(representative({ selectedSalesRepId: "SR-9", selectedAssignedAccountId: "A-9" })),
    ).toMatchObject({ selectedSalesRepId: "SR-1", selectedAssignedAccountId: "A-7" });
  });

  it("USER-07 USER-08 a basic customer's selection is left alone", () => {
    const basic = { ...empty, accountIds: ["A-1"], salesRepIds: ["SR-1"] };
    expect(withDefaultSelections(basic)).toEqual(basic);
  });

  it("USER-09 AMB-21 verified exactly when not basic and an account or assigned account is selected", () => {
    const cases: [Partial<Rules>, boolean][] = [
      [{ customerType: "distributor", selectedAccountId: "A-1" }, true],
      [{ customerType: "distributor", selectedAccountId: null }, false],
      [{ customerType: "basic", selectedAccountId: "A-1" }, false],
      [{ customerType: "basic", selectedAccountId: null, selectedAssignedAccountId: "A-7" }, false],
      [{ customerType: "representative", selectedAccountId: null, selectedAssignedAccountId: "A-7" }, true],
      [{ customerType: "representative", selectedAccountId: "A-1", selectedAssignedAccountId: null }, true],
      [{ customerType: "representative", selectedAccountId: null, selectedAssignedAccountId: null }, false],
    ];
    for (const [changes, verified] of cases)
      expect(isVerified(rules(changes)), JSON.stringify(changes)).toBe(verified);
  });

  it("USER-10 SEC-05 cart access: verified, and admin or cart in access", () => {
    expect(hasCartAccess(rules({ access: ["cart"] }))).toBe(true);
    expect(hasCartAccess(rules({ role: "admin" }))).toBe(true);
    expect(hasCartAccess(rules())).toBe(false);
    expect(hasCartAccess(rules({ selectedAccountId: null, role: "admin", access: ["cart"] }))).toBe(false);
    expect(hasCartAccess(rules({ customerType: "basic", role: "admin", access: ["cart"] }))).toBe(false);
  });

  it("USER-10 AMB-22 a representative without an assigned account has no cart, whatever else is selected", () => {
    const rep = (changes: Partial<Rules>) =>
      rules({ customerType: "representative", access: ["cart"], ...changes });
    expect(hasCartAccess(rep({ selectedAccountId: null, selectedAssignedAccountId: "A-7" }))).toBe(true);
    expect(hasCartAccess(rep({ selectedAccountId: "A-1", selectedAssignedAccountId: null }))).toBe(false);
    expect(
      hasCartAccess(rep({ selectedAccountId: "A-1", selectedAssignedAccountId: null, role: "admin" })),
    ).toBe(false);
  });

  it("SEC-10 account-scoped data works for a representative's assigned account, else the selected account", () => {
    expect(workingAccountId(rules({ selectedAccountId: "A-1" }))).toBe("A-1");
    expect(
      workingAccountId(
        rules({ customerType: "representative", selectedAccountId: "A-1", selectedAssignedAccountId: "A-7" }),
      ),
    ).toBe("A-7");
    expect(
      workingAccountId(rules({ customerType: "representative", selectedAssignedAccountId: null })),
    ).toBeNull();
  });

  it("SEC-11 AMB-34 inventory is for verified distributors and representatives only", () => {
    expect(canSeeInventory(null)).toBe(false);
    expect(canSeeInventory(rules({ customerType: "basic" }))).toBe(false);
    expect(canSeeInventory(rules({ customerType: "distributor" }))).toBe(true);
    expect(canSeeInventory(rules({ customerType: "distributor", selectedAccountId: null }))).toBe(false);
    expect(
      canSeeInventory(
        rules({ customerType: "representative", selectedAccountId: null, selectedAssignedAccountId: "A-7" }),
      ),
    ).toBe(true);
    expect(canSeeInventory(rules({ customerType: "representative", selectedAccountId: null }))).toBe(false);
  });

  it("#9.7 SEC-11 each viewer is told why stock is not shown: sign in, connect a distributor account, or wait", () => {
    expect(inventoryAccess(null)).toBe("guest");
    expect(inventoryAccess({ ...rules({ customerType: "basic" }), pendingConnections: [] })).toBe("basic");
    expect(
      inventoryAccess({ ...rules({ customerType: "basic" }), pendingConnections: [{ kind: "account" }] }),
    ).toBe("awaiting-approval");
    expect(inventoryAccess(rules({ customerType: "distributor", selectedAccountId: null }))).toBe(
      "awaiting-approval",
    );
    expect(inventoryAccess(rules({ customerType: "distributor" }))).toBe("visible");
  });

  it("SEC-04 customerType is basic, distributor or representative; role admin; access may hold cart", () => {
    expect(customerTypes).toEqual(["basic", "distributor", "representative"]);
    expect(accessRights).toEqual(["cart"]);
    const person = { email: "a@example.com", password: "Pass-word-2026", fname: "A", lname: "B" };
    expect(registerBody.safeParse({ ...person, customerType: "basic" }).success).toBe(true);
    expect(registerBody.safeParse({ ...person, customerType: "admin" }).success).toBe(false);
    expect(updateUserBody.safeParse({ role: "admin", access: ["cart"] }).success).toBe(true);
    expect(updateUserBody.safeParse({ role: "owner" }).success).toBe(false);
    expect(updateUserBody.safeParse({ access: ["invoices"] }).success).toBe(false);
  });

  it("ROUTE-31 AMB-16 logging out goes home when the first path segment is user", () => {
    const cases: [string, string | null][] = [
      ["/user", "/"],
      ["/user/", "/"],
      ["/user?tab=x", "/"],
      ["/user?tab=my-quotes-/-projects", "/"],
      ["/user#orders", "/"],
      ["/users-guide", null],
      ["/product/user-x", null],
      ["/", null],
      ["/cart?from=/user", null],
    ];
    for (const [path, destination] of cases) expect(logoutDestination(path), path).toBe(destination);
  });
});
