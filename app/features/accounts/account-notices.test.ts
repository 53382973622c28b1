import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../lib/accounts/account-messages.ts";
import { accountNotices, mergeNotices, outcomeNotices } from "./account-notices.ts";

const base = {
  emailVerified: true,
  pendingRepInfo: false,
  verified: false,
  customerType: "basic" as const,
  pendingConnections: [],
};

const kinds = (notices: { kind: string }[]) => notices.map((n) => n.kind);

describe("account notices", () => {
  it("USER-21 basic access pending email verification while the address is not verified", () => {
    expect(kinds(accountNotices({ ...base, emailVerified: false }, "Lumenor"))).toEqual([
      "basicPendingVerification",
    ]);
    expect(accountNotices(base, "Lumenor")).toEqual([]);
  });

  it("USER-21 USER-22 a connection awaiting approval shows the review message and the company sentence", () => {
    const notices = accountNotices({ ...base, pendingRepInfo: true }, "Lumenor");
    expect(kinds(notices)).toEqual(["requestSentForReview", "approvalRequest"]);
    expect(notices[1]?.text).toBe(
      "Thank you for your request; Lumenor is reviewing your request for approval.",
    );
  });

  it("USER-21 a verified distributor and a verified representative are told they are connected", () => {
    expect(kinds(accountNotices({ ...base, verified: true, customerType: "distributor" }, "L"))).toEqual([
      "distributorConnected",
    ]);
    expect(kinds(accountNotices({ ...base, verified: true, customerType: "representative" }, "L"))).toEqual([
      "salespersonConnected",
    ]);
    // Not verified yet (no account selected): no connected message.
    expect(accountNotices({ ...base, customerType: "distributor" }, "L")).toEqual([]);
  });

  it("USER-21 each outcome has its own distinct message", () => {
    const texts = Object.values(accountMessages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("USER-22 an outcome that requested approval adds the company sentence", () => {
    const notices = outcomeNotices(
      { messages: ["upgradeRequested", "requestSentForReview"], approvalRequested: true },
      "Lumenor",
    );
    expect(kinds(notices)).toEqual(["upgradeRequested", "requestSentForReview", "approvalRequest"]);
    expect(notices.at(-1)?.text).toBe(
      "Thank you for your request; Lumenor is reviewing your request for approval.",
    );
    expect(
      kinds(outcomeNotices({ messages: ["salespersonConnected"], approvalRequested: false }, "L")),
    ).toEqual(["salespersonConnected"]);
  });
});

it("USER-21 an answer's messages are added once beside the messages of the user's state", () => {
  const state = accountNotices({ ...base, pendingRepInfo: true }, "Lumenor");
  const answer = outcomeNotices(
    { messages: ["upgradeRequested", "requestSentForReview"], approvalRequested: true },
    "Lumenor",
  );
  expect(kinds(mergeNotices(state, answer))).toEqual([
    "requestSentForReview",
    "approvalRequest",
    "upgradeRequested",
  ]);
});
