import { Writable } from "node:stream";
import type { ComponentType } from "react";
import { RouterContextProvider, useLocation } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { toPublicConfig } from "../../../server/config.ts";
import { loadEnv } from "../../../server/env.ts";
import { createLogger } from "../../../server/logger.ts";
import { openAccountsHarness } from "../../../server/modules/accounts/harness.test-support.ts";
import { createPageContext } from "../../../server/page-context.ts";
import type { TestDatabaseKind } from "../../../server/testing/databases.ts";
import { pageContext } from "../../context.ts";

/**
 * The request context as the server builds it (createPageContext) around real module services, for
 * tests that run a loader or an action against a database as the signed-in `viewer` (or a guest).
 */
export function servicePageContext(
  services: Parameters<typeof createPageContext>[0],
  viewer: SessionUser | null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(
    pageContext,
    createPageContext(services, toPublicConfig(loadEnv({})), {
      requestId: "test",
      clientIp: "127.0.0.1",
      viewer,
    }),
  );
  return context;
}

/**
 * The demo accounts on a fresh database (one per test file) and the page context the server gives
 * the pages' loaders and actions, with a log the test can read. Each context is one request: its own
 * request id and client address (so one test's attempts never count against another's limits).
 */
export async function openPageHarness(
  kind: TestDatabaseKind,
  options: Parameters<typeof openAccountsHarness>[1] & { config?: PublicConfig } = {},
) {
  const h = await openAccountsHarness(kind, options);
  const config = options.config ?? toPublicConfig(loadEnv({}));
  /** The page context's log lines (JSON), as the server would write them. */
  const pageLog: string[] = [];
  const logger = createLogger(
    "debug",
    new Writable({
      write(chunk, _encoding, done) {
        pageLog.push(String(chunk));
        done();
      },
    }),
  );
  let requests = 0;

  /**
   * One request's context: a guest or `viewer`, under this file's configuration or `options.config`,
   * served by the harness's services or `options.services` (e.g. configured otherwise, same database).
   */
  function pageRequest(
    viewer: SessionUser | null = null,
    options: {
      config?: PublicConfig;
      services?: Parameters<typeof createPageContext>[0];
      /** The client's address, when a test needs several requests from one (to reach a limit). */
      clientIp?: string;
    } = {},
  ) {
    requests += 1;
    const requestId = `page-test-${requests}`;
    const clientIp = options.clientIp ?? `10.11.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
    const context = new RouterContextProvider();
    context.set(
      pageContext,
      createPageContext(
        options.services ?? h.services,
        options.config ?? config,
        { requestId, clientIp, viewer },
        logger,
      ),
    );
    return { context, requestId };
  }

  /** The parsed log lines of one request. */
  function logOf(requestId: string): Record<string, unknown>[] {
    return pageLog
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.requestId === requestId);
  }

  /** The token of the newest reset link mailed to `email`, as the link's landing passes it on. */
  async function mailedResetToken(email: string): Promise<string> {
    const asked = await h.call("/api/user-service/password/forgot", { body: { email } });
    if (asked.status !== 202) throw new Error(`password/forgot answered ${asked.status}`);
    const link = await h.mailLink(email, "reset-password");
    const landing = await h.call(`${link.pathname}${link.search}`);
    return new URL(landing.headers.get("location") ?? "", "http://x").searchParams.get("token") ?? "";
  }

  return { ...h, config, pageLog, pageRequest, logOf, mailedResetToken };
}

export type PageHarness = Awaited<ReturnType<typeof openPageHarness>>;

type RouteModule = { default: ComponentType<never>; loader?: unknown; action?: unknown };

/**
 * A route module as createRoutesStub takes it: its page, and its real loader and action, which read
 * the page context the stub is given. `action` may wrap the real one (to hold its answer back).
 */
export function pageRoute(
  path: string,
  module: RouteModule,
  action: unknown = module.action,
): { path: string; Component: ComponentType; loader?: never; action?: never } {
  return {
    path,
    Component: module.default as ComponentType,
    ...(module.loader ? { loader: module.loader as never } : {}),
    ...(action ? { action: action as never } : {}),
  };
}

/** A form post to a page, as a browser sends it. */
export function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { origin: "http://localhost:3000" },
    body: new URLSearchParams(fields),
  });
}

/** The arguments React Router gives a route's action or loader, for calling it directly. */
export function routeArgs<Args>(request: Request, context: RouterContextProvider): Args {
  return { request, params: {}, context, unstable_pattern: new URL(request.url).pathname } as unknown as Args;
}

/** A demo person signed in for a page test: the browser's cookie and who the server takes them for. */
export type SignedInPerson = { cookie: string; viewer: SessionUser };

/** Brightline's buyer and its viewer without cart access, and Northgate's admin (another account). */
export const demoPeople = [
  "ben.buyer@brightline.example",
  "olivia.owner@northgate.example",
  "nora.viewer@brightline.example",
] as const;

/** Signs the demo people in, keyed by their first name in lower case (`ben`, `olivia`, `nora`). */
export async function signInPeople(
  h: Pick<PageHarness, "signIn" | "services">,
  emails: readonly string[] = demoPeople,
): Promise<Record<string, SignedInPerson>> {
  const people: Record<string, SignedInPerson> = {};
  for (const email of emails) {
    const { cookie } = await h.signIn(email);
    const viewer = await h.services.accounts.callerOf(new Headers({ cookie }));
    if (!viewer) throw new Error(`${email} is not signed in`);
    people[viewer.fname.toLowerCase()] = { cookie, viewer };
  }
  return people;
}

/** Where a redirect landed: a route stub's page that shows its path and query. */
export function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}
