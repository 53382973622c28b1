import { expect, it } from "vitest";
import { SESSION_CHECK_DELAY_MS, sessionChanged } from "./session-check.ts";

it("USER-13 the sign-in state is checked 200 ms after page load", () => {
  expect(SESSION_CHECK_DELAY_MS).toBe(200);
});

it("USER-13 the page is stale when the session's user differs from the rendered one", () => {
  expect(sessionChanged("u1", { user: { userId: "u1" } })).toBe(false);
  expect(sessionChanged(null, { user: null })).toBe(false);
  // Signed out in another tab.
  expect(sessionChanged("u1", { user: null })).toBe(true);
  // Signed in, or as someone else, in another tab.
  expect(sessionChanged(null, { user: { userId: "u2" } })).toBe(true);
  expect(sessionChanged("u1", { user: { userId: "u2" } })).toBe(true);
});
