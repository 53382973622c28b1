/**
 * What the sandbox's hosted page checks before it "charges": the card number's Luhn check digit, the
 * ABA routing number's checksum, an expiry in MM/YY that has not passed, and the documented test
 * numbers (docs/orders-and-payments.md, "Payments") that make a payment approve, decline or ask for a retry.
 */

/** Digits only: people type card numbers with spaces or dashes. */
export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) check of a card number of 12 to 19 digits. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function abaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number) as number[];
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = d.reduce((total, digit, i) => total + digit * (weights[i] as number), 0);
  return sum % 10 === 0;
}

/** MM/YY, not before the current month. */
export function expiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The documented test numbers (README): anything else that passes the checks approves. */
export const sandboxTestNumbers = {
  approveCard: "4111111111111111",
  declineCard: "4000000000000002",
  retryCard: "4000000000009995",
  achRouting: "011000015",
  approveAchAccount: "000123456789",
  declineAchAccount: "000111111116",
} as const;

export type CardFields = { cardName: string; cardNumber: string; expiry: string; cvc: string };
export type AchFields = {
  accountHolder: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
};

/** The form's problems, field by field (empty when it may be charged). */
export type FieldErrors = Partial<Record<keyof CardFields | keyof AchFields, string>>;

export function cardErrors(fields: CardFields, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.cardName.trim().length < 2) errors.cardName = "Enter the name on the card";
  if (!luhnValid(digitsOf(fields.cardNumber))) errors.cardNumber = "Enter a valid card number";
  if (!expiryValid(fields.expiry, now)) errors.expiry = "Enter an expiry date in MM/YY that has not passed";
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = "Enter the 3 or 4 digit security code";
  return errors;
}

export function achErrors(fields: AchFields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.accountHolder.trim().length < 2) errors.accountHolder = "Enter the account holder's name";
  if (!abaRoutingValid(digitsOf(fields.routingNumber))) {
    errors.routingNumber = "Enter a valid 9-digit ABA routing number";
  }
  if (!/^\d{4,17}$/.test(digitsOf(fields.accountNumber))) {
    errors.accountNumber = "Enter an account number of 4 to 17 digits";
  }
  if (fields.accountType !== "checking" && fields.accountType !== "savings") {
    errors.accountType = "Choose checking or savings";
  }
  return errors;
}

/** What a valid card or bank account does in the sandbox. */
export function cardOutcome(cardNumber: string): "approved" | "declined" | "retry" {
  const number = digitsOf(cardNumber);
  if (number === sandboxTestNumbers.declineCard) return "declined";
  if (number === sandboxTestNumbers.retryCard) return "retry";
  return "approved";
}

export function achOutcome(fields: Pick<AchFields, "accountNumber">): "approved" | "declined" {
  return digitsOf(fields.accountNumber) === sandboxTestNumbers.declineAchAccount ? "declined" : "approved";
}
