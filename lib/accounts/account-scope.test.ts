import { describe, expect, it } from "vitest";
import { accountForScopedCall } from "./account-scope.ts";

const distributor = {
  customerType: "distributor" as const,
  selectedAccountId: "A-1",
  selectedAssignedAccountId: null,
};

describe("account-scoped calls", () => {
  it("USER-23 uses the selected account when there is one, whatever the fallback", () => {
    expect(accountForScopedCall(distributor, "A-FALLBACK")).toBe("A-1");
  });

  it("SEC-10 a representative works for the selected assigned account", () => {
    const rep = {
      customerType: "representative" as const,
      selectedAccountId: null,
      selectedAssignedAccountId: "A-7",
    };
    expect(accountForScopedCall(rep, "A-FALLBACK")).toBe("A-7");
  });

  it("USER-23 uses the configured fallback account when none is selected", () => {
    expect(accountForScopedCall({ ...distributor, selectedAccountId: null }, "A-FALLBACK")).toBe(
      "A-FALLBACK",
    );
  });

  it("CONST-40 AMB-35 without a configured fallback there is no account, never a constant", () => {
    expect(accountForScopedCall({ ...distributor, selectedAccountId: null }, undefined)).toBeNull();
  });
});
