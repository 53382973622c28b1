import { type Context, Hono } from "hono";
import { addressBody } from "../../../lib/accounts/address-book.ts";
import {
  changePasswordBody,
  connectBody,
  createVerifiedUserBody,
  forgotPasswordBody,
  listUsersQuery,
  registerBody,
  requestAdminBody,
  resetPasswordBody,
  reviewUserBody,
  salesRepsQuery,
  signInBody,
  updateUserBody,
  upgradeUserBody,
} from "../../../lib/accounts/user-contract.ts";
import { AppError, notFound } from "../../errors.ts";
import { type CallerEnv, callerOf, parseJson, parseQuery, requireCaller, uuidParam } from "../../http.ts";
import type { Identity, IssuedSession } from "./identity.ts";
import type { AccountsModule } from "./index.ts";

const userIdParam = /^[A-Za-z0-9_-]{1,64}$/;

function idParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? "";
  // An id that cannot exist is the same answer as one the caller may not reach.
  if (!userIdParam.test(value)) throw new AppError("NOT_FOUND", "User not found");
  return value;
}

/** Forwards the identity service's cookies and gives API clients their bearer token (API-02). */
function withSession(c: Context, session: IssuedSession) {
  for (const cookie of session.setCookies) c.header("Set-Cookie", cookie, { append: true });
  if (session.token) c.header("set-auth-token", session.token);
}

/**
 * `/api/user-service/…` (spec §7 "Users"), plus the sign-in, sign-out and password calls the
 * pages use. Identity always comes from the session: ids in bodies and queries are hints that must
 * be within the caller's reach, else 404.
 */
export function userServiceRoutes(accounts: AccountsModule, identity: Identity) {
  const router = new Hono<CallerEnv>();
  const client = (c: Context<CallerEnv>) => ({ headers: c.req.raw.headers, ip: c.get("clientIp") });

  router.use(async (c, next) => {
    await next();
    // Answers about people are private: never stored by a shared cache.
    c.header("Cache-Control", "private, no-store");
  });

  // The signed-in user with derived flags (USER-09, USER-10), or null for a guest (USER-13).
  router.get("/session", async (c) => c.json({ user: await callerOf(c) }));

  router.post("/sign-in", async (c) => {
    const { user, session } = await accounts.signIn(client(c), await parseJson(c, signInBody));
    withSession(c, session);
    return c.json({ user, token: session.token });
  });

  router.post("/sign-out", async (c) => {
    for (const cookie of await identity.signOut(client(c))) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ signedOut: true });
  });

  router.post("/password/forgot", async (c) => {
    const { email } = await parseJson(c, forgotPasswordBody);
    await identity.requestPasswordReset(client(c), email);
    // The same answer whether or not the address has an account: nothing to learn from it.
    return c.json({ sent: true }, 202);
  });

  // #9.9: the caller's own password; the answer carries the renewed session.
  router.post("/password/change", async (c) => {
    await requireCaller(c);
    const body = await parseJson(c, changePasswordBody);
    withSession(c, await identity.changePassword(client(c), body.currentPassword, body.newPassword));
    return c.json({ changed: true });
  });

  router.post("/password/reset", async (c) => {
    const body = await parseJson(c, resetPasswordBody);
    await identity.resetPassword(client(c), body.token, body.password);
    return c.json({ reset: true });
  });

  // API-55: registration of a basic customer, distributor or representative. The answer is the same
  // for a new address and one that has an account (#10.5); the person signs in afterwards.
  router.post("/users", async (c) => {
    const body = await parseJson(c, registerBody);
    return c.json(await accounts.register(client(c), body), 201);
  });

  // The upgrade: a signed-in user connects to an account or a sales rep record.
  router.post("/users/connect", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.connect(client(c), caller, await parseJson(c, connectBody)));
  });

  // API-52 (SEC-06).
  router.get("/users", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.listUsers(caller, parseQuery(c, listUsersQuery)));
  });

  // API-56 (SEC-08).
  router.post("/users/verify/create", async (c) => {
    const caller = await requireCaller(c);
    const body = await parseJson(c, createVerifiedUserBody);
    return c.json(await accounts.createVerifiedUser(caller, client(c), body), 201);
  });

  // API-57 (SEC-08).
  router.post("/users/verify/upgrade", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.upgradeUser(caller, await parseJson(c, upgradeUserBody)));
  });

  // API-58: records the sign-in and answers the user, whom the identity service already knows.
  router.post("/users/thirdPartyLogin", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.recordLogin(caller));
  });

  // API-59 (SEC-09, USER-05).
  router.post("/users/request-admin", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.requestAdmin(caller, await parseJson(c, requestAdminBody)));
  });

  // API-60 (SEC-07, USER-02).
  router.post("/users/approve-user", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.approveUser(caller, await parseJson(c, reviewUserBody)));
  });

  // API-61 (SEC-07, USER-03).
  router.post("/users/decline-user", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.declineUser(caller, await parseJson(c, reviewUserBody)));
  });

  // API-62.
  router.get("/users/people-accounts/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.peopleAccounts(caller, idParam(c, "id")));
  });

  addressBookRoutes(router, accounts);

  // API-53.
  router.get("/users/:uid", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.getUser(caller, idParam(c, "uid")));
  });

  // API-54, and account switching (selectedAccountId, selectedSalesRepId, selectedAssignedAccountId).
  router.put("/users/:userId", async (c) => {
    const caller = await requireCaller(c);
    const userId = idParam(c, "userId");
    return c.json(await accounts.updateUser(caller, userId, await parseJson(c, updateUserBody)));
  });

  // API-63: public, for find-my-salesrep.
  router.get("/salesReps", async (c) => c.json(await accounts.salesReps(parseQuery(c, salesRepsQuery))));

  return router;
}

/**
 * #32.1: the account's address book (saved ship-to addresses), on the user service's router: its
 * members and reps read it, its admins change it; another account's answers 404.
 */
function addressBookRoutes(router: Hono<CallerEnv>, accounts: AccountsModule) {
  const book = "/accounts/:accountId/addresses";
  const accountIdOf = (c: Context) => {
    const value = c.req.param("accountId") ?? "";
    if (!userIdParam.test(value)) throw new AppError("NOT_FOUND", "Account not found");
    return value;
  };
  const addressIdOf = (c: Context) => uuidParam(c, "addressId", () => notFound("Address"));
  router.get(book, async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.addressBook(caller, accountIdOf(c)));
  });
  router.post(book, async (c) => {
    const caller = await requireCaller(c);
    const body = await parseJson(c, addressBody);
    return c.json(await accounts.addAddress(caller, accountIdOf(c), body), 201);
  });
  router.put(`${book}/:addressId`, async (c) => {
    const caller = await requireCaller(c);
    const body = await parseJson(c, addressBody);
    return c.json(await accounts.editAddress(caller, accountIdOf(c), addressIdOf(c), body));
  });
  router.post(`${book}/:addressId/default`, async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.setDefaultAddress(caller, accountIdOf(c), addressIdOf(c)));
  });
  router.delete(`${book}/:addressId`, async (c) => {
    const caller = await requireCaller(c);
    return c.json(await accounts.removeAddress(caller, accountIdOf(c), addressIdOf(c)));
  });
}
