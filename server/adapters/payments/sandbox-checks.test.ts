import { describe, expect, it } from "vitest";
import {
  bankSurchargeCents,
  centsToAmount,
  resultOutcome,
  transactionResultSchema,
} from "../../../lib/payments/contract.ts";
import {
  abaRoutingValid,
  achErrors,
  achOutcome,
  cardErrors,
  cardOutcome,
  expiryValid,
  luhnValid,
  sandboxTestNumbers,
} from "./sandbox-checks.ts";

describe("the sandbox's checks", () => {
  it("Luhn: the documented test cards pass, a changed digit fails", () => {
    for (const number of [
      sandboxTestNumbers.approveCard,
      sandboxTestNumbers.declineCard,
      sandboxTestNumbers.retryCard,
    ]) {
      expect(luhnValid(number)).toBe(true);
    }
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("4111")).toBe(false);
    expect(luhnValid("411111111111111a")).toBe(false);
  });

  it("ABA routing checksum: 011000015 passes, a changed digit fails, 9 digits only", () => {
    expect(abaRoutingValid("011000015")).toBe(true);
    expect(abaRoutingValid("021000021")).toBe(true);
    expect(abaRoutingValid("011000016")).toBe(false);
    expect(abaRoutingValid("01100001")).toBe(false);
  });

  it("expiry: MM/YY, this month still valid, last month not", () => {
    const now = new Date("2026-06-15T00:00:00Z");
    expect(expiryValid("06/26", now)).toBe(true);
    expect(expiryValid("05/26", now)).toBe(false);
    expect(expiryValid("13/30", now)).toBe(false);
    expect(expiryValid("1/30", now)).toBe(false);
  });

  it("the test numbers' outcomes, and field errors", () => {
    expect(cardOutcome("4111 1111 1111 1111")).toBe("approved");
    expect(cardOutcome("4000-0000-0000-0002")).toBe("declined");
    expect(cardOutcome("4000000000009995")).toBe("retry");
    expect(cardOutcome("5555555555554444")).toBe("approved");
    expect(achOutcome({ accountNumber: "000123456789" })).toBe("approved");
    expect(achOutcome({ accountNumber: "000111111116" })).toBe("declined");
    const now = new Date("2026-06-15T00:00:00Z");
    expect(
      cardErrors({ cardName: "A B", cardNumber: "4111111111111111", expiry: "12/30", cvc: "123" }, now),
    ).toEqual({});
    expect(
      Object.keys(cardErrors({ cardName: "", cardNumber: "1", expiry: "x", cvc: "1" }, now)).sort(),
    ).toEqual(["cardName", "cardNumber", "cvc", "expiry"]);
    expect(
      achErrors({
        accountHolder: "A B",
        routingNumber: "011000015",
        accountNumber: "1234",
        accountType: "savings",
      }),
    ).toEqual({});
    expect(
      Object.keys(
        achErrors({
          accountHolder: "",
          routingNumber: "011000016",
          accountNumber: "1".repeat(18),
          accountType: "x",
        }),
      ).sort(),
    ).toEqual(["accountHolder", "accountNumber", "accountType", "routingNumber"]);
  });
});

describe("the payment contract", () => {
  it("PAY-11 CONST-35 the card surcharge is 3 % rounded half up to the cent, computed in cents; ACH adds none", () => {
    expect(bankSurchargeCents(10_050, "card")).toBe(302); // 3.015 → 3.02
    expect(bankSurchargeCents(10_000, "card")).toBe(300);
    expect(bankSurchargeCents(50, "card")).toBe(2); // 1.5 cents → 2
    expect(bankSurchargeCents(16, "card")).toBe(0); // 0.48 cents → 0
    expect(bankSurchargeCents(17, "card")).toBe(1); // 0.51 cents → 1
    expect(bankSurchargeCents(123_456_789, "card")).toBe(3_703_704); // 3,703,703.67 → …704
    expect(bankSurchargeCents(10_050, "ach")).toBe(0);
  });

  it("PAY-18 the result's fields, amounts in dollars with two decimals", () => {
    const result = {
      id: "SBX-1",
      response_indicator: "A",
      status_description: "Approved",
      transaction_id: "PAY-X",
      amount: "103.52",
    };
    expect(transactionResultSchema.parse(result)).toEqual(result);
    expect(() => transactionResultSchema.parse({ ...result, card: "4111" })).toThrow();
    expect(centsToAmount(10_352)).toBe("103.52");
    expect(centsToAmount(5)).toBe("0.05");
  });

  it("CONST-42 PAY-05 PAY-06 PAY-07 'A' approves, 'user cancelled' (any case, trimmed) cancels, anything else declines", () => {
    expect(resultOutcome({ response_indicator: "A", status_description: "user cancelled" })).toBe("approved");
    expect(resultOutcome({ response_indicator: "C", status_description: " User Cancelled " })).toBe(
      "cancelled",
    );
    expect(resultOutcome({ response_indicator: "D", status_description: "Declined" })).toBe("declined");
    expect(resultOutcome({ response_indicator: "a", status_description: "Approved" })).toBe("declined");
  });
});
