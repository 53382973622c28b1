import { expect } from "vitest";
import type { InitiatePaymentAnswer } from "../../../lib/payments/contract.ts";
import type { AppHarness } from "../../testing/app-harness.ts";

/** The demo buyer as the payment page sends him (API-51's payer fields), for tests. */
export const demoPayer = {
  firstName: "Ben",
  lastName: "Buyer",
  address1: "1 Main St",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  email: "ben.buyer@brightline.example",
};

export const byCard = { achPayment: false, creditCardPayment: true } as const;
export const byAch = { achPayment: true, creditCardPayment: false } as const;

/** A payment started (API-51) as a tab of the buyer's would, and not finished: its answer (200 expected). */
export async function startTestPayment(
  h: Pick<AppHarness, "postJson">,
  cookie: string,
  purpose: unknown,
  method: typeof byCard | typeof byAch = byCard,
): Promise<InitiatePaymentAnswer> {
  const answer = await h.postJson<InitiatePaymentAnswer>(
    "/api/order-service/paya/initiate-payment",
    { purpose, ...demoPayer, ...method },
    { cookie },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
