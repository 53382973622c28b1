import { expect, it } from "vitest";
import { CARD_REDACTED, REDACTED, redactRequest, scrubText } from "./redact.ts";

it("API-64 ERR-01 passwords are stripped from a reported request, whatever the field is called", () => {
  const request = {
    method: "POST",
    body: {
      email: "dana@brightline.example",
      password: "Hunter2!",
      currentPassword: "old",
      new_password: "new",
      passwordConfirmation: "new",
      profile: { pwd: "x", displayName: "Dana" },
    },
  };
  expect(redactRequest(request)).toEqual({
    method: "POST",
    body: {
      email: "dana@brightline.example",
      password: REDACTED,
      currentPassword: REDACTED,
      new_password: REDACTED,
      passwordConfirmation: "new",
      profile: { pwd: REDACTED, displayName: "Dana" },
    },
  });
});

it("API-64 ERR-01 tokens and Authorization headers are stripped, as fields, header entries and in texts", () => {
  const redacted = redactRequest({
    headers: { Authorization: "Bearer abc.def", "X-Api-Key": "k-123", accept: "application/json" },
    entries: [
      ["authorization", "Basic dXNlcjpwYXNz"],
      ["cookie", "lumen.session_token=s3cret"],
    ],
    userToken: "u-9",
    refresh_token: "r-1",
    url: "/api/payments/return?token=tok_live_9&order=PO-1042",
    note: "sent Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln with the call",
  }) as Record<string, unknown>;
  expect(redacted.headers).toEqual({
    Authorization: REDACTED,
    "X-Api-Key": REDACTED,
    accept: "application/json",
  });
  expect(redacted.entries).toEqual({ authorization: REDACTED, cookie: REDACTED });
  expect(redacted.userToken).toBe(REDACTED);
  expect(redacted.refresh_token).toBe(REDACTED);
  expect(redacted.url).toBe(`/api/payments/return?token=${REDACTED}&order=PO-1042`);
  expect(redacted.note).toBe(`sent Bearer ${REDACTED} with the call`);
  expect(JSON.stringify(redacted)).not.toMatch(/abc\.def|k-123|dXNlcjpwYXNz|s3cret|u-9|r-1|tok_live_9|eyJ/);
});

it("API-64 ERR-01 card numbers are stripped by pattern and card fields (number, CVV, expiry) by name", () => {
  const redacted = redactRequest({
    body: {
      method: "card",
      cardNumber: "4242424242424242",
      card: { number: "5555 5555 5555 4444", cvv: "123", cvc: "999", expiry: "12/29", expMonth: 12 },
      memo: "pay with 4000-0566-5566-5556 please",
      poNumber: "PO-20418",
      quantity: 24,
    },
  }) as { body: Record<string, unknown> & { card: Record<string, unknown> } };
  expect(redacted.body.cardNumber).toBe(REDACTED);
  expect(redacted.body.card).toEqual({
    number: CARD_REDACTED,
    cvv: REDACTED,
    cvc: REDACTED,
    expiry: REDACTED,
    expMonth: REDACTED,
  });
  expect(redacted.body.memo).toBe(`pay with ${CARD_REDACTED} please`);
  // What is not secret stays, so the report is still useful.
  expect(redacted.body.method).toBe("card");
  expect(redacted.body.poNumber).toBe("PO-20418");
  expect(redacted.body.quantity).toBe(24);
});

it("API-64 a reported request is bounded in depth, length and text size; FormData and Headers are read", () => {
  let deep: unknown = "bottom";
  for (let i = 0; i < 10; i += 1) deep = { next: deep };
  expect(JSON.stringify(redactRequest(deep))).toContain("[too deep]");
  expect(redactRequest(Array.from({ length: 80 }, (_, i) => i))).toHaveLength(50);
  expect(scrubText("x".repeat(5000))).toHaveLength(2001);
  const form = new FormData();
  form.set("EMAIL", "buyer@example.com");
  form.set("password", "p");
  expect(redactRequest(form)).toEqual({ EMAIL: "buyer@example.com", password: REDACTED });
  expect(redactRequest(new Headers({ authorization: "Bearer t" }))).toEqual({ authorization: REDACTED });
});
