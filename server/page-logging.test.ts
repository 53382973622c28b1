import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toPublicConfig } from "./config.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { createPageContext } from "./page-context.ts";
import { type AppHarness, openAppHarness } from "./testing/app-harness.ts";

/** The production build of the pages, built first when missing (`npm test` builds before Vitest). */
async function serverBuild(): Promise<ServerBuild> {
  const file = path.resolve("build/server/index.js");
  if (!existsSync(file))
    execFileSync(path.resolve("node_modules/.bin/react-router"), ["build"], { stdio: "ignore" });
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

type LogLine = { level: number; msg: string; requestId?: string; status?: number; reason?: string } & {
  err?: { type?: string; message?: string };
};

/**
 * Issue 30 item 7, "Logs say what happened": a wrong method or an unknown path on a page is the router
 * answering 405 or 404, logged at info with its status; level 50 (error) is kept for real failures,
 * and a thrown value that is not an Error is written readably, never as "[object Object]".
 */
describe("page request logging", () => {
  let h: AppHarness;
  let build: ServerBuild;
  const lines = () => h.logLines.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    build = await serverBuild();
    h = await openAppHarness("pglite", { catalog: { products: 20 }, build });
  });
  afterAll(async () => h?.dispose());
  beforeEach(() => {
    h.logLines.length = 0;
  });

  it("#30.7 a PUT to a page path answers 405 and is logged at info by its status, not at error", async () => {
    for (const pagePath of ["/", "/healthz"]) {
      const response = await h.call(pagePath, { method: "PUT", headers: { accept: "text/html" } });
      expect(response.status, pagePath).toBe(405);
      await response.text();
    }
    const logged = lines();
    expect(
      logged.filter((line) => line.level >= 50),
      "no error-level line",
    ).toEqual([]);
    const answered = logged.filter((line) => line.msg === "page answered 405 Method Not Allowed");
    expect(answered.map((line) => [line.level, line.status])).toEqual([
      [30, 405],
      [30, 405],
    ]);
    expect(answered[0]?.reason).toContain('PUT request to "/"');
    expect(answered[1]?.reason).toContain('PUT request to "/healthz"');
    expect(answered.every((line) => typeof line.requestId === "string")).toBe(true);
    expect(h.logLines.join("")).not.toContain("[object Object]");
  });

  it("#30.7 a page's real failure is still logged at error, and a thrown value that is not an Error readably", async () => {
    // The build's own handleError (app/entry.server.tsx) with the page context the server gives it.
    const handleError = build.entry.module.handleError;
    const key = (build.entry.module as { pageContext?: Parameters<RouterContextProvider["set"]>[0] })
      .pageContext;
    if (!handleError || !key) throw new Error("the build's entry exports no handleError or pageContext");
    const context = new RouterContextProvider();
    context.set(
      key,
      createPageContext(
        h.services,
        toPublicConfig(loadEnv({})),
        { requestId: "req-30-7", clientIp: "127.0.0.1", viewer: null },
        createLogger(
          "debug",
          new Writable({
            write(chunk, _encoding, done) {
              h.logLines.push(String(chunk));
              done();
            },
          }),
        ),
      ),
    );
    const request = new Request("http://localhost:3000/products");
    handleError(new Error("the loader's query broke"), { request, params: {}, context });
    handleError({ reason: "a loader threw an object", attempt: 2 }, { request, params: {}, context });
    handleError(new Response(null, { status: 404, statusText: "Not Found" }), {
      request,
      params: {},
      context,
    });

    const [failure, thrownObject, thrownResponse] = lines();
    expect(failure).toMatchObject({
      level: 50,
      msg: "page request failed",
      requestId: "req-30-7",
      err: { type: "Error", message: "the loader's query broke" },
    });
    expect(thrownObject).toMatchObject({
      level: 50,
      msg: "page request failed",
      err: { message: '{"reason":"a loader threw an object","attempt":2}' },
    });
    expect(thrownResponse).toMatchObject({ level: 30, msg: "page answered 404 Not Found", status: 404 });
    expect(h.logLines.join("")).not.toContain("[object Object]");
  });
});
