import { type Context, Hono } from "hono";
import { staffCodeBody, staffSignInBody } from "../../../lib/staff/contract.ts";
import { type CallerEnv, parseJson } from "../../http.ts";
import type { Identity } from "./identity.ts";
import type { AccountsModule } from "./index.ts";

function forwardCookies(c: Context, setCookies: string[]) {
  for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
}

/**
 * `/api/staff-auth/…` (issue 33 item 1): the staff sign-in in two steps, for API clients and tests
 * (the /staff/login page calls the same use cases). The password step answers whether a code is
 * asked for or an authenticator app is set up first; the code step makes the staff session.
 */
export function staffAuthRoutes(accounts: AccountsModule, identity: Identity) {
  const router = new Hono<CallerEnv>();
  const client = (c: Context<CallerEnv>) => ({ headers: c.req.raw.headers, ip: c.get("clientIp") });
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  router.post("/sign-in", async (c) => {
    const { answer, setCookies } = await accounts.staffSignIn(client(c), await parseJson(c, staffSignInBody));
    forwardCookies(c, setCookies);
    return c.json(answer);
  });
  router.post("/code", async (c) => {
    const { code } = await parseJson(c, staffCodeBody);
    const { staff, setCookies } = await accounts.staffVerifyCode(client(c), code);
    forwardCookies(c, setCookies);
    return c.json({ staff });
  });
  router.post("/sign-out", async (c) => {
    forwardCookies(c, await identity.signOut(client(c)));
    return c.json({ signedOut: true });
  });
  return router;
}
