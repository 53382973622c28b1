import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  accountOutcomeAnswer,
  errorAnswer,
  peopleAnswer,
  portalUserAnswer,
  portalUsersAnswer,
  sessionAnswer,
} from "../../../lib/accounts/user-service.contract.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { type AccountsHarness, openAccountsHarness } from "./harness.test-support.ts";

/**
 * Decision 004: the portal panels parse what /api/user-service answers with the schemas of
 * lib/accounts/user-service.contract.ts. The server's real answers must parse with them, or a panel
 * would show its failure for a good answer.
 */
describe.each(testDatabaseKinds())("user service answers as the portal reads them on %s", (kind) => {
  let h: AccountsHarness;
  let dana: string;
  beforeAll(async () => {
    h = await openAccountsHarness(kind);
    dana = (await h.signIn("dana.admin@brightline.example")).cookie;
  });
  afterAll(async () => h?.dispose());

  /** The answer's body, parsed strictly enough: it must be what the schema says. */
  async function answer<T>(response: Promise<Response>, status: number, schema: z.ZodType<T>): Promise<T> {
    const reply = await response;
    const body: unknown = await reply.json();
    expect(reply.status, JSON.stringify(body)).toBe(status);
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    return parsed.data as T;
  }

  it("API-52 the users of an account, and API-60 an approved one, parse as portal users", async () => {
    const users = await answer(
      h.call("/api/user-service/users?accountId=A-10001", { cookie: dana }),
      200,
      portalUsersAnswer,
    );
    const paul = users.find((user) => user.email === "paul.pending@brightline.example");
    expect(paul?.pendingRepInfo).toBe(true);
    const approved = await answer(
      h.call("/api/user-service/users/approve-user", { cookie: dana, body: { userId: paul?.userId } }),
      200,
      portalUserAnswer,
    );
    expect(approved.pendingRepInfo).toBe(false);
    // A refusal (nothing pending any more) parses as the API's error.
    const refusal = await answer(
      h.call("/api/user-service/users/approve-user", { cookie: dana, body: { userId: paul?.userId } }),
      404,
      errorAnswer,
    );
    expect(refusal.code).toBe("NOT_FOUND");
  });

  it("API-54 API-56 API-57 a changed, a created and an upgraded user parse as portal users", async () => {
    const benId = await h.userIdOf("ben.buyer@brightline.example");
    const changed = await answer(
      h.call(`/api/user-service/users/${benId}`, {
        method: "PUT",
        cookie: dana,
        body: { accountId: "A-10001", access: [] },
      }),
      200,
      portalUserAnswer,
    );
    expect(changed.access).toEqual([]);
    const created = await answer(
      h.call("/api/user-service/users/verify/create", {
        cookie: dana,
        body: { email: "new.member@brightline.example", fname: "New", lname: "Member", accountId: "A-10001" },
      }),
      201,
      portalUserAnswer,
    );
    expect(created.email).toBe("new.member@brightline.example");
    const { email } = await h.addUser({ customerType: "basic" });
    const upgraded = await answer(
      h.call("/api/user-service/users/verify/upgrade", {
        cookie: dana,
        body: { email, accountId: "A-10001" },
      }),
      200,
      portalUserAnswer,
    );
    expect(upgraded.customerType).toBe("distributor");
  });

  it("API-62 the people of an account parse as the people panel reads them", async () => {
    const people = await answer(
      h.call("/api/user-service/users/people-accounts/A-10001", { cookie: dana }),
      200,
      peopleAnswer,
    );
    expect(people.peopleAccount.accountId).toBe("A-10001");
  });

  it("USER-21 a connection request's outcome parses as the account tab reads it", async () => {
    const { cookie } = await h.signIn("bob.basic@example.com");
    const outcome = await answer(
      h.call("/api/user-service/users/connect", {
        cookie,
        body: { kind: "distributor", accountNumber: "A-10003", billingZip: "48226" },
      }),
      200,
      accountOutcomeAnswer,
    );
    expect(outcome.approvalRequested).toBe(true);
  });

  it("USER-13 the session check's answer parses for a signed-in user and for a guest", async () => {
    const signedIn = await answer(h.call("/api/user-service/session", { cookie: dana }), 200, sessionAnswer);
    expect(signedIn.user?.userId).toBe(await h.userIdOf("dana.admin@brightline.example"));
    expect(await answer(h.call("/api/user-service/session"), 200, sessionAnswer)).toEqual({ user: null });
  });
});
