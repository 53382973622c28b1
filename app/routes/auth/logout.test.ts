import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AccountsHarness,
  openAccountsHarness,
} from "../../../server/modules/accounts/harness.test-support.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { servicePageContext } from "../../features/accounts/auth.test-support.tsx";
import { action } from "./logout.ts";

/** The logout form's action (ROUTE-31, AMB-16): where it sends the browser, and that the session dies. */
describe.each(testDatabaseKinds())("logout action on %s", (kind) => {
  let h: AccountsHarness;

  beforeAll(async () => {
    h = await openAccountsHarness(kind);
  });
  afterAll(async () => h?.dispose());

  async function logout(from: string, cookie: string): Promise<Response> {
    const { services } = h;
    const context = servicePageContext(services, await services.accounts.callerOf(new Headers({ cookie })));
    const request = new Request("http://localhost:3000/logout", {
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000" },
      body: new URLSearchParams({ from }),
    });
    return (await action({
      request,
      params: {},
      context,
      unstable_pattern: "/logout",
    } as unknown as Parameters<typeof action>[0])) as Response;
  }

  it("ROUTE-31 AMB-16 from the portal the browser goes home; elsewhere it stays on the page", async () => {
    const portal = await logout("/user?tab=account", (await h.signIn("ben.buyer@brightline.example")).cookie);
    expect(portal.headers.get("location")).toBe("/");
    const search = await logout(
      "/catalogsearch/troffer",
      (await h.signIn("ben.buyer@brightline.example")).cookie,
    );
    expect(search.headers.get("location")).toBe("/catalogsearch/troffer");
  });

  it("ROUTE-31 a 'from' outside this site never becomes the destination", async () => {
    for (const from of ["//evil.example/user", "/\\evil.example", "https://evil.example/", "user"]) {
      const response = await logout(from, (await h.signIn("ben.buyer@brightline.example")).cookie);
      expect(response.headers.get("location"), from).toBe("/");
    }
  });

  it("USER-24 the session ends: its cookie is cleared and no longer identifies anyone", async () => {
    const { cookie } = await h.signIn("nora.viewer@brightline.example");
    const response = await logout("/", cookie);
    expect(response.headers.get("set-cookie")).toMatch(/session_token=;.*Max-Age=0/i);
    expect(await h.services.accounts.callerOf(new Headers({ cookie }))).toBeNull();
  });
});
