import { expect, it } from "vitest";
import { newsletterSignupSchema } from "./contract.ts";
import { NEWSLETTER_INVALID_EMAIL, newsletterEmailError } from "./signup.ts";

it("NEWS-02 an empty email is rejected with the invalid-email message", () => {
  expect(newsletterEmailError("")).toBe("The Email you enter is incorrect");
  expect(newsletterEmailError("   ")).toBe(NEWSLETTER_INVALID_EMAIL);
});

it("NEWS-03 an email failing the basic pattern is rejected; a good one passes trimmed", () => {
  for (const bad of ["buyer", "buyer@", "buyer@example", "a b@example.com", "@example.com"]) {
    expect(newsletterEmailError(bad), bad).toBe(NEWSLETTER_INVALID_EMAIL);
  }
  expect(newsletterEmailError("  buyer@example.com ")).toBeNull();
});

it("NEWS-04 the server contract takes exactly the field EMAIL", () => {
  expect(newsletterSignupSchema.parse({ EMAIL: " a@b.co " })).toEqual({ EMAIL: "a@b.co" });
  expect(newsletterSignupSchema.safeParse({ EMAIL: "a@b.co", userId: "x" }).success).toBe(false);
  expect(newsletterSignupSchema.safeParse({ EMAIL: "nope" }).error?.issues[0]?.message).toBe(
    NEWSLETTER_INVALID_EMAIL,
  );
});
