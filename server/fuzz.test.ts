import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../lib/shared/random.ts";
import { fuzzBody, fuzzQuery, fuzzSegment, pick } from "../tests/support/fuzz-inputs.ts";
import { demoPassword } from "./modules/accounts/demo/accounts.ts";
import { type AppHarness, openAppHarness, origin } from "./testing/app-harness.ts";

/** How many requests one run sends; the seed makes every run send the same ones. */
const REQUESTS = 3000;
const SEED = 20261124;

/** The routes the Hono app serves itself; every other path is a page (React Router). */
const SERVED_PREFIXES = ["/api", "/media", "/brand", "/favicon", "/healthz", "/dev"];

/** The production build of the pages, built first when missing (`npm test` builds before Vitest). */
async function serverBuild(): Promise<ServerBuild> {
  const file = path.resolve("build/server/index.js");
  if (!existsSync(file))
    execFileSync(path.resolve("node_modules/.bin/react-router"), ["build"], { stdio: "ignore" });
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** Every page route of the build with its full path: GET for all, POST for those with an action. */
function pageRoutes(build: ServerBuild): { method: string; path: string }[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  return Object.entries(build.routes).flatMap(([id, route]) => {
    const routePath = fullPath(id) || "/";
    const methods = ["GET", ...(route?.module.action ? ["POST"] : [])];
    return methods.map((method) => ({ method, path: routePath }));
  });
}

/**
 * #10.3: a seeded fuzz of every route `server/app.ts` and the module routers register, as a guest and
 * signed in, with fuzzed path parameters, queries and bodies. No request may answer 5xx or show a stack.
 */
describe("fuzzing every route of the app", () => {
  let h: AppHarness;
  let build: ServerBuild;

  beforeAll(async () => {
    build = await serverBuild();
    // The integration API configured, so its routes are fuzzed rather than all answering 503.
    h = await openAppHarness("pglite", {
      accounts: true,
      catalog: { products: 60 },
      build,
      integrationApiKey: "fuzz-integration-key-0123456789",
    });
  });
  afterAll(async () => h?.dispose());

  it(`#10.3 ${REQUESTS} fuzzed requests over every route answer without a 5xx or a stack trace`, async () => {
    const random = mulberry32(SEED);
    const tokens = [
      null,
      (await h.signIn("dana.admin@brightline.example", demoPassword)).token,
      (await h.signIn("ben.buyer@brightline.example", demoPassword)).token,
      (await h.signIn("bob.basic@example.com", demoPassword)).token,
    ];
    const routes = [
      ...new Map(
        h.app.routes
          .filter((route) => SERVED_PREFIXES.some((prefix) => route.path.startsWith(prefix)))
          .flatMap((route) =>
            (route.method === "ALL" ? ["GET", "POST"] : [route.method]).map((method) => ({
              method,
              path: route.path,
            })),
          )
          .concat(pageRoutes(build))
          .map((route) => [`${route.method} ${route.path}`, route]),
      ).values(),
    ];
    expect(routes.length).toBeGreaterThan(30);

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let index = 0; index < REQUESTS; index++) {
      const route = pick(random, routes);
      const path = route.path
        .replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => fuzzSegment(random))
        .replace(/\*/g, () => fuzzSegment(random))
        .replace(/\?$/, "");
      const url = `${path}${fuzzQuery(random)}`;
      const token = pick(random, tokens);
      const { body, contentType } = route.method === "GET" ? {} : fuzzBody(random);
      const headers: Record<string, string> = {};
      // Mostly from the site itself, so the cross-site check lets the body through to the handler.
      if (random() < 0.85) headers.origin = origin;
      if (token) headers.authorization = `Bearer ${token}`;
      if (contentType) headers["content-type"] = contentType;
      let response: Response;
      try {
        response = await h.app.request(new URL(url, origin).toString(), {
          method: route.method,
          headers,
          body,
        });
      } catch (error) {
        // A URL the client cannot even form is the client's problem, not the server's.
        if (error instanceof TypeError) continue;
        throw error;
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      if (response.status >= 500 || /\n\s+at /.test(text)) {
        failures.push(
          `${route.method} ${url} ${contentType ?? ""} → ${response.status} ${text.slice(0, 160)}`,
        );
      }
    }
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.info(`fuzz: ${REQUESTS} requests over ${routes.length} routes; ${summary.join(", ")}`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
