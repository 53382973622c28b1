import { Writable } from "node:stream";
import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { type FormFailure, tryAgainLater } from "../lib/accounts/account-forms.ts";
import { toPublicConfig } from "../server/config.ts";
import { loadEnv } from "../server/env.ts";
import { AppError } from "../server/errors.ts";
import { createLogger } from "../server/logger.ts";
import { rateLimited } from "../server/modules/ratelimit/service.ts";
import { createPageContext } from "../server/page-context.ts";
import { pageContext } from "./context.ts";
import { errorStatusOf, formCall, formFailure, isModuleError, loaderCall } from "./page-errors.ts";

/** #11.4: one mapping of page errors, with a closed check of what a module's refusal is. */

/** An error shaped like a module's: its name, a message and a code (server/errors.ts AppError). */
const moduleError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: "AppError", code });

/** What a Node socket throws when the database (or any server) refuses the connection. */
const connectionRefused = () =>
  Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), {
    code: "ECONNREFUSED",
    errno: -111,
    syscall: "connect",
  });

/** The page context of one request as the server builds it, with a log the test reads. */
function pageRequest() {
  const lines: string[] = [];
  const logger = createLogger(
    "debug",
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const context = new RouterContextProvider();
  // The module services are not reached by the mapping: none are given.
  context.set(
    pageContext,
    createPageContext(
      {} as never,
      toPublicConfig(loadEnv({})),
      {
        requestId: "req-11-4",
        clientIp: "127.0.0.1",
        viewer: null,
      },
      logger,
    ),
  );
  const log = () =>
    lines.map(
      (line) =>
        JSON.parse(line) as { requestId?: string; msg?: string; err?: { code?: string; message?: string } },
    );
  return { context, log };
}

type Answer = { data: FormFailure; init: ResponseInit };

it("#11.4 only an AppError with a code of the closed set is a module's refusal", () => {
  expect(isModuleError(new AppError("RATE_LIMITED", "Too many attempts."))).toBe(true);
  expect(isModuleError(moduleError("CONFLICT", "x"))).toBe(true);
  // A text code is not enough: a socket's, a driver's SQLSTATE, a library's, one we do not know.
  expect(isModuleError(connectionRefused())).toBe(false);
  expect(isModuleError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  expect(isModuleError(Object.assign(new Error("not found"), { code: "NOT_FOUND" }))).toBe(false);
  expect(isModuleError(moduleError("SOMETHING_NEW", "x"))).toBe(false);
  expect(isModuleError({ name: "AppError", code: "NOT_FOUND", message: "x" })).toBe(false);
});

it("module error codes answer their HTTP status; anything else is 500", () => {
  expect(errorStatusOf(moduleError("UNAUTHENTICATED", "x"))).toBe(401);
  expect(errorStatusOf(moduleError("CONFLICT", "x"))).toBe(409);
  expect(errorStatusOf(moduleError("RATE_LIMITED", "x"))).toBe(429);
  expect(errorStatusOf(moduleError("VALIDATION", "x"))).toBe(400);
  expect(errorStatusOf(moduleError("SOMETHING_NEW", "x"))).toBe(500);
  expect(errorStatusOf(new Error("x"))).toBe(500);
  expect(errorStatusOf(connectionRefused())).toBe(500);
});

it("#11.4 a connection-refused error is logged with the request id and answered with a generic message and 500", () => {
  const { context, log } = pageRequest();
  const values = { email: "bob.basic@example.com" };
  const answer = formFailure(context, connectionRefused(), { log: "sign-in failed", values }) as Answer;
  expect(answer.init.status).toBe(500);
  expect(answer.data).toEqual({ ok: false, alert: { title: tryAgainLater }, fieldErrors: {}, values });
  expect(JSON.stringify(answer.data)).not.toContain("ECONNREFUSED");
  expect(log()).toEqual([
    expect.objectContaining({
      requestId: "req-11-4",
      msg: "sign-in failed",
      err: expect.objectContaining({ code: "ECONNREFUSED" }),
    }),
  ]);
});

it("#11.4 a module's RATE_LIMITED is shown in its own words with 429 and Retry-After, and not logged", () => {
  const { context, log } = pageRequest();
  const limited = rateLimited("Too many attempts. Please wait a minute and try again.", 42);
  const answer = formFailure(context, limited, { log: "sign-in failed" }) as Answer;
  expect(answer.init.status).toBe(429);
  expect(new Headers(answer.init.headers).get("retry-after")).toBe("42");
  expect(answer.data).toMatchObject({
    code: "RATE_LIMITED",
    alert: { title: "Too many attempts. Please wait a minute and try again." },
  });
  expect(log()).toEqual([]);
});

it("#11.4 an error named AppError with a code we do not know is unexpected: logged, generic, 500", () => {
  const { context, log } = pageRequest();
  const answer = formFailure(context, moduleError("QUOTA_EXCEEDED", "Tenant 7 is over its quota"), {
    log: "registration failed",
    alert: (refusal) => ({
      title: "Register process failed",
      ...(refusal ? { detail: refusal.message } : {}),
    }),
  }) as Answer;
  expect(answer.init.status).toBe(500);
  expect(answer.data.alert).toEqual({ title: "Register process failed" });
  expect(answer.data.code).toBeUndefined();
  expect(log()).toEqual([expect.objectContaining({ requestId: "req-11-4", msg: "registration failed" })]);
});

it("#11.4 a form that shows only some codes treats the others as unexpected and may answer otherwise", () => {
  const { context, log } = pageRequest();
  const sent = { ok: true, message: "sent" } as const;
  const wording = {
    log: "password reset request failed",
    shows: ["RATE_LIMITED"] as const,
    otherwise: () => sent,
  };
  expect(formFailure(context, new AppError("VALIDATION", "No such user"), wording)).toBe(sent);
  expect(log()).toEqual([expect.objectContaining({ msg: "password reset request failed" })]);
  expect(
    (formFailure(context, new AppError("RATE_LIMITED", "Slow down"), wording) as Answer).init.status,
  ).toBe(429);
});

it("#11.4 formCall answers the work's result, maps its errors, and lets a thrown response through", async () => {
  const { context } = pageRequest();
  expect(await formCall(context, async () => "done", { log: "x" })).toBe("done");
  const refused = (await formCall(
    context,
    async () => {
      throw new AppError("CONFLICT", "Taken");
    },
    { log: "x" },
  )) as Answer;
  expect(refused.init.status).toBe(409);
  const redirect = new Response(null, { status: 302, headers: { location: "/" } });
  await expect(
    formCall(
      context,
      async () => {
        throw redirect;
      },
      { log: "x" },
    ),
  ).rejects.toBe(redirect);
});

it("#11.4 a loader's refusal becomes the error page with its status; anything else propagates", async () => {
  expect(await loaderCall(Promise.resolve(7))).toBe(7);
  await expect(
    loaderCall(Promise.reject(new AppError("NOT_FOUND", "Category not found"))),
  ).rejects.toMatchObject({
    type: "DataWithResponseInit",
    init: { status: 404 },
  });
  await expect(loaderCall(Promise.reject(new AppError("FORBIDDEN", "Not yours")))).rejects.toMatchObject({
    init: { status: 403 },
  });
  // Only a module's NOT_FOUND is a 404: anything else with that code goes to handleError (500).
  const stray = Object.assign(new Error("not found"), { code: "NOT_FOUND" });
  await expect(loaderCall(Promise.reject(stray))).rejects.toBe(stray);
  const refused = connectionRefused();
  await expect(loaderCall(Promise.reject(refused))).rejects.toBe(refused);
});
