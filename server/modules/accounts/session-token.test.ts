import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { nodesOf, planOf } from "../../testing/query-plans.ts";
import { authSessions } from "./schema.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 17: the caller of a request is read from its session token by the accounts module itself, in
 * one statement with the person's whole model. better-auth's own getSession is the reference: for every
 * kind of credential, genuine, forged, signed out or expired, both must name the same person or nobody.
 */
describe.each(testDatabaseKinds())("the session of a request on %s", (kind) => {
  let h: AppHarness;
  let ben: { cookie: string; token: string };

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    ben = await h.signIn("ben.buyer@brightline.example");
  });
  afterAll(async () => h?.dispose());

  const callerId = async (headers: Record<string, string>) =>
    (await h.services.accounts.callerOf(new Headers(headers)))?.userId ?? null;
  const referenceId = (headers: Record<string, string>) =>
    h.services.identity.sessionUserId(new Headers(headers));
  const rawToken = () => decodeURIComponent(ben.token).split(".")[0] as string;
  const flipped = (value: string) => `${value.slice(0, -3)}${value.endsWith("AAA") ? "BBB" : "AAA"}`;

  it("#17.3 cookie, signed and bare bearer tokens, forged signatures and unknown tokens are read as better-auth reads them", async () => {
    const cookieValue =
      /=(.*)$/.exec(ben.cookie.split(";").find((c) => c.includes("session_token")) ?? "")?.[1] ?? "";
    const cookieName =
      ben.cookie
        .split(";")
        .find((c) => c.includes("session_token"))
        ?.split("=")[0]
        ?.trim() ?? "";
    const cases: [string, Record<string, string>][] = [
      ["the session cookie", { cookie: ben.cookie }],
      ["the signed bearer token", { authorization: `Bearer ${ben.token}` }],
      ["the bare bearer token", { authorization: `Bearer ${rawToken()}` }],
      [
        "a bearer token with a forged signature",
        { authorization: `Bearer ${flipped(decodeURIComponent(ben.token))}` },
      ],
      [
        "a cookie with a forged signature",
        { cookie: `${cookieName}=${encodeURIComponent(flipped(decodeURIComponent(cookieValue)))}` },
      ],
      ["a cookie without a signature", { cookie: `${cookieName}=${rawToken()}` }],
      ["an unknown bare token", { authorization: "Bearer not-a-session-token" }],
      ["an unknown signed token", { authorization: "Bearer abc.def" }],
      ["another cookie only", { cookie: "guest_chat=1" }],
      ["another scheme", { authorization: `Basic ${rawToken()}` }],
    ];
    const userId = await referenceId({ cookie: ben.cookie });
    expect(userId).toBeTruthy();
    for (const [label, headers] of cases) {
      expect(await callerId(headers), label).toBe(await referenceId(headers));
    }
    expect(await callerId({ cookie: ben.cookie })).toBe(userId);
    expect(await callerId({ authorization: `Bearer ${rawToken()}` })).toBe(userId);
    expect(await callerId({ cookie: `${cookieName}=${rawToken()}` })).toBeNull();
  });

  it("#17.3 the session and the person's whole model are one statement", async () => {
    const counter = countQueries(h.db);
    try {
      counter.reset();
      const caller = await h.services.accounts.callerOf(new Headers({ cookie: ben.cookie }));
      expect(caller?.peopleAccount?.name).toBe("Brightline Electrical Supply");
      expect(counter.count).toBe(1);
      counter.reset();
      await h.services.accounts.callerOf(new Headers({ authorization: `Bearer ${ben.token}` }));
      expect(counter.count).toBe(1);
      // Every table the statement reads, it reads by an index: the memberships by their person's.
      const [statement] = counter.calls;
      if (!statement) throw new Error("the caller was read without a statement");
      const nodes = nodesOf(await planOf(h.database, statement));
      expect(nodes.filter((n) => n["Node Type"] === "Seq Scan").map((n) => n["Relation Name"])).toEqual([]);
      expect(nodes.map((n) => n["Index Name"])).toContain("memberships_user_idx");
    } finally {
      counter.stop();
    }
  });

  it("#17.3 an expired or signed-out session is nobody's; a session in use is extended once a day", async () => {
    const other = await h.signIn("nora.viewer@brightline.example");
    const token = decodeURIComponent(other.token).split(".")[0] as string;
    const expiresAt = async () =>
      (await h.db.select().from(authSessions).where(eq(authSessions.token, token)))[0]?.expiresAt.valueOf() ??
      0;

    // Signed in three days ago: due to be extended to a week from now.
    await h.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + 4 * DAY) })
      .where(eq(authSessions.token, token));
    expect(await callerId({ cookie: other.cookie })).not.toBeNull();
    expect(await expiresAt()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    // Extended just now: left alone.
    const extended = await expiresAt();
    await callerId({ cookie: other.cookie });
    expect(await expiresAt()).toBe(extended);

    await h.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.token, token));
    expect(await callerId({ cookie: other.cookie })).toBeNull();
    expect(await referenceId({ cookie: other.cookie })).toBeNull();

    const signedOut = await h.signIn("nora.viewer@brightline.example");
    expect(await callerId({ cookie: signedOut.cookie })).not.toBeNull();
    const answer = await h.call("/api/user-service/sign-out", { body: {}, cookie: signedOut.cookie });
    expect(answer.status).toBe(200);
    expect(await callerId({ cookie: signedOut.cookie })).toBeNull();
    expect(await callerId({ authorization: `Bearer ${signedOut.token}` })).toBeNull();
  });
});
