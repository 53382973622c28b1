import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AccountsHarness,
  openAccountsHarness,
} from "../../../server/modules/accounts/harness.test-support.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { servicePageContext } from "../../features/accounts/auth.test-support.tsx";
import { loader } from "./reset-password.tsx";

/** #9.8: the reset page checks its link's token when it opens, before two passwords are typed. */
describe.each(testDatabaseKinds())("reset-password page on %s", (kind) => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await openAccountsHarness(kind);
  });
  afterAll(async () => h?.dispose());

  async function open(search: string) {
    const request = new Request(`http://localhost:3000/reset-password${search}`);
    return (await loader({
      request,
      params: {},
      context: servicePageContext(h.services, null),
      unstable_pattern: "/reset-password",
    } as unknown as Parameters<typeof loader>[0])) as { token: string | null };
  }

  async function mailedToken(email: string): Promise<string> {
    expect((await h.call("/api/user-service/password/forgot", { body: { email } })).status).toBe(202);
    const link = await h.mailLink(email, "reset-password");
    const landing = await h.call(`${link.pathname}${link.search}`);
    return new URL(landing.headers.get("location") ?? "", "http://x").searchParams.get("token") ?? "";
  }

  it("#9.8 a token the identity service issued opens the form; an unknown one says the link is invalid", async () => {
    const token = await mailedToken("bob.basic@example.com");
    expect(token).not.toBe("");
    expect((await open(`?token=${encodeURIComponent(token)}`)).token).toBe(token);
    expect((await open("?token=not-a-real-token")).token).toBeNull();
  });

  it("#9.8 an expired token says the link is invalid when the page opens", async () => {
    const token = await mailedToken("ben.buyer@brightline.example");
    await h.services.database.db.execute(
      sql`update auth_verifications set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`,
    );
    expect((await open(`?token=${encodeURIComponent(token)}`)).token).toBeNull();
  });
});
