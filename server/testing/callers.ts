import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { SessionUser } from "../../lib/accounts/users.ts";
import { authUsers } from "../modules/accounts/schema.ts";
import type { AppHarness } from "./app-harness.ts";
import { sendForm } from "./uploads.ts";

/**
 * The kinds of caller an authorization matrix asserts every endpoint against, and the demo user
 * (README, "Demo accounts") each signed-in kind signs in as. Brightline (A-10001) is the account the
 * objects belong to; Northgate's admin works for another account; Bob has none.
 */
export const matrixRoles = [
  "guest",
  "basic",
  "distributor",
  "distributorNoCart",
  "distributorAdmin",
  "representative",
  "otherAdmin",
] as const;
export type MatrixRole = (typeof matrixRoles)[number];
export type SignedInMatrixRole = Exclude<MatrixRole, "guest">;

export const matrixEmails: Record<SignedInMatrixRole, string> = {
  basic: "bob.basic@example.com",
  distributor: "ben.buyer@brightline.example",
  distributorNoCart: "nora.viewer@brightline.example",
  distributorAdmin: "dana.admin@brightline.example",
  representative: "rita.rep@greatlakes-agency.example",
  otherAdmin: "olivia.owner@northgate.example",
};

/** A signed-in caller of a matrix: the cookie a browser sends and the bearer token an app sends. */
export type MatrixSession = { cookie: string; token: string };
export type MatrixSessions = Record<SignedInMatrixRole, MatrixSession>;

/** Signs every signed-in kind of caller in (on a harness with the demo accounts). */
export async function signInMatrix(h: AppHarness): Promise<MatrixSessions> {
  const sessions = {} as MatrixSessions;
  for (const role of matrixRoles) if (role !== "guest") sessions[role] = await h.signIn(matrixEmails[role]);
  return sessions;
}

/** The demo user's caller, as a module function receives it (for setting up what a matrix calls). */
export async function sessionUserOf(h: AppHarness, email: string): Promise<SessionUser> {
  const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return h.services.accounts.sessionUser(user.id);
}

/** One expected status per kind of caller, in `matrixRoles` order. */
export const matrixStatuses = (...values: [number, number, number, number, number, number, number]) =>
  Object.fromEntries(matrixRoles.map((role, i) => [role, values[i]])) as Record<MatrixRole, number>;

/** An object of Brightline's buyer (ben): `ok` for him, 401 for a guest, 404 for everyone else. */
export const bensOnly = (ok: number) => matrixStatuses(401, 404, ok, 404, 404, 404, 404);

/** One endpoint of a matrix: a JSON body, or a multipart form; either may depend on the caller. */
export type MatrixRow = {
  name: string;
  expected: Record<MatrixRole, number>;
  /**
   * What the fallback account's outsider gets (`expectFallbackRow`), where it is not what a caller
   * of no account gets (`expected.basic`).
   */
  fallback?: number;
  /** The body the fallback account's outsider gets, where a status alone would not show a leak (a list). */
  fallbackBody?: unknown;
  method?: string;
  path: () => string;
  body?: (role: MatrixRole) => unknown;
  form?: (role: MatrixRole) => FormData;
};

/** One call of a row's endpoint as `role`, with that caller's cookie, on `on` (an app of the harness). */
async function callRow(
  on: Pick<AppHarness, "app" | "call">,
  row: MatrixRow,
  role: MatrixRole,
  cookie: string | undefined,
): Promise<Response> {
  const form = row.form?.(role);
  const body = row.body?.(role);
  return form
    ? await sendForm(on, row.path(), form, {
        method: row.method ?? "POST",
        ...(cookie ? { cookie } : {}),
      })
    : await on.call(row.path(), {
        method: row.method ?? "GET",
        ...(body === undefined ? {} : { body }),
        ...(cookie ? { cookie } : {}),
      });
}

/**
 * Calls the row's endpoint as every kind of caller in turn and asserts each status; then the
 * matrix's fallback case, "the fallback account, not reached" (`expectFallbackRow`).
 */
export async function expectMatrixRow(h: AppHarness, sessions: MatrixSessions, row: MatrixRow) {
  for (const role of matrixRoles) {
    const cookie = role === "guest" ? undefined : sessions[role].cookie;
    const response = await callRow(h, row, role, cookie);
    expect(response.status, `${row.name} as ${role}: ${await response.text()}`).toBe(row.expected[role]);
  }
  await expectFallbackRow(h, sessions.basic, row);
}

/**
 * The account the matrices' objects belong to (Brightline), which the fallback case configures as
 * the fallback account.
 */
export const matrixFallbackAccountId = "A-10001";

/**
 * USER-23, AMB-35, SEC-10: the fallback account, not reached → 404. On the same app and database with
 * FALLBACK_ACCOUNT_ID set to the objects' account (Brightline), the basic customer (Bob: no account, so
 * every account-scoped call of his works for the fallback account) does not reach that account: the
 * fallback is never a way around the scope. He gets what a caller of no account gets (`expected.basic`:
 * 404 for an object of the account, 403 where the cart access rule refuses before anything is read),
 * or the row's own `fallback` (and `fallbackBody`: a list of the account answers him none of it).
 * `session` is Bob's (`sessions.basic` of `signInMatrix`).
 */
export async function expectFallbackRow(h: AppHarness, session: MatrixSession, row: MatrixRow) {
  const configured = await h.withFallbackAccount(matrixFallbackAccountId);
  const response = await callRow(configured, row, "basic", session.cookie);
  const text = await response.text();
  const as = `${row.name} as the fallback account's outsider (FALLBACK_ACCOUNT_ID=${matrixFallbackAccountId})`;
  expect(response.status, `${as}: ${text}`).toBe(row.fallback ?? row.expected.basic);
  if (row.fallbackBody !== undefined) expect(JSON.parse(text), as).toEqual(row.fallbackBody);
}

/** A module call that must answer NOT_FOUND (404): an object its caller does not reach. */
export async function expectNotFound(name: string, call: () => Promise<unknown>) {
  const outcome = await call().then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error }),
  );
  expect(
    "error" in outcome ? (outcome.error as { code?: unknown }).code : outcome,
    `${name}: ${"error" in outcome ? String(outcome.error) : JSON.stringify(outcome.answer)}`,
  ).toBe("NOT_FOUND");
}

/**
 * The fallback account's outsider as a module function receives him, for the module-level case of
 * the accounts whose every call the cart access rule guards (orders, quotes, invoices, cart, payments):
 * Bob with `cartAccess` as a buyer has it, so the call gets past the rule to its query, and the
 * query's own condition is what is tested (architecture rule 6: the scope is in the query, not a check
 * before it). His working account is the fallback account, which he does not reach.
 */
export async function fallbackOutsider(h: AppHarness): Promise<SessionUser> {
  const bob = await sessionUserOf(h, matrixEmails.basic);
  if (bob.workingAccountId !== null || bob.accountIds.length > 0)
    throw new Error("the fallback account's outsider must have no account of his own");
  return { ...bob, cartAccess: true };
}

/** A call of an integration API (`/api/order-service/integration…`). */
export type IntegrationCall = { method: string; path: () => string; body?: unknown };

/**
 * Every integration call refuses (401) every way of calling it without its key: none, a wrong one,
 * a user's session or bearer token instead, a session beside a wrong key.
 */
export async function expectIntegrationRefusals(
  h: AppHarness,
  sessions: MatrixSessions,
  key: string,
  calls: IntegrationCall[],
) {
  const tries: [string, Record<string, string>, MatrixSession | undefined, "cookie" | "token" | undefined][] =
    [
      ["no key", {}, undefined, undefined],
      ["a wrong key", { "x-api-key": `${key}x` }, undefined, undefined],
      ["a user's session", {}, sessions.distributorAdmin, "cookie"],
      ["a user's bearer token", {}, sessions.distributorAdmin, "token"],
      ["a session beside a wrong key", { "x-api-key": "short" }, sessions.distributor, "cookie"],
    ];
  for (const [name, headers, session, how] of tries) {
    for (const call of calls) {
      const response = await h.call(call.path(), {
        method: call.method,
        headers,
        ...(call.body === undefined ? {} : { body: call.body }),
        ...(session && how ? { [how]: session[how] } : {}),
      });
      expect(response.status, `${name} ${call.method} ${call.path()}`).toBe(401);
    }
  }
}

/** What Ben's (A-10001) upload became: the object's rid and number, and its first file's id. */
export type BensUpload = { rid: string; number: string; fileId: string };

/**
 * Sends an upload form (layout request, warranty claim) as Brightline's buyer and finds its first
 * file in his list: `GET api` answers `{ [list]: { rid, [files]: { url }[] }[] }`.
 */
export async function sendBensUpload(
  h: AppHarness,
  sessions: MatrixSessions,
  api: string,
  form: FormData,
  where: { list: string; files: string },
): Promise<BensUpload> {
  const cookie = sessions.distributor.cookie;
  const sent = await sendForm(h, api, form, { cookie });
  expect(sent.status).toBe(201);
  const { rid, number } = (await sent.json()) as { rid: string; number: string };
  const listed = await h.getJson<Record<string, Record<string, unknown>[]>>(api, { cookie });
  const mine = listed.body[where.list]?.find((item) => item.rid === rid);
  const url = (mine?.[where.files] as { url: string }[] | undefined)?.[0]?.url as string;
  return { rid, number, fileId: url.split("/").pop() as string };
}

/** An integration call made with its key, as the design or warranty team makes it. */
export const callWithKey = (h: AppHarness, key: string, call: IntegrationCall) =>
  h.call(call.path(), {
    method: call.method,
    headers: { "x-api-key": key },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
