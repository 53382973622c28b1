import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import vm from "node:vm";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { toPublicConfig } from "./config.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { generateDemoCatalog } from "./modules/catalog/demo/catalog.ts";
import { seedCatalog } from "./modules/catalog/seed.ts";
import { createServices } from "./services.ts";
import { openTestDatabase } from "./testing/databases.ts";
import { testServiceSettings } from "./testing/service-settings.ts";

/** A full garbage collection, so memory figures count what is held, not what awaits collection. */
function collectGarbage() {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
}

/** Issue 10: how the server holds up against oversized and malformed requests, over real HTTP. */
describe("request hardening", () => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let server: ReturnType<typeof serve>;
  let port = 0;

  beforeAll(async () => {
    harness = await openTestDatabase("pglite");
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: 40 }));
    const app = createApp({
      services: await createServices(harness.database, testServiceSettings()),
      config: toPublicConfig(loadEnv({})),
      logger: createLogger("silent"),
      mode: "production",
      build: async () => {
        throw new Error("pages are not part of these tests");
      },
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.close();
    await harness?.dispose();
  });

  /**
   * POSTs `total` bytes in 64 KB chunks (streamed: the test never holds the whole body) and stops
   * sending once the answer arrives. With `declareLength` the length is announced up front.
   */
  function postLarge(path: string, total: number, declareLength: boolean) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      let answered = false;
      const request = http.request({
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(declareLength ? { "content-length": String(total) } : { "transfer-encoding": "chunked" }),
        },
      });
      request.on("response", (response) => {
        answered = true;
        let body = "";
        response.on("data", (data) => {
          body += data;
        });
        response.on("end", () => {
          // Nothing more to send: close the connection rather than leave the rest in flight.
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      // Once the server has answered it may close the connection under the rest of the body.
      request.on("error", (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once("drain", pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      pump();
    });
  }

  /** Resolves once the test server holds no connection (at most two seconds). */
  async function connectionsClosed() {
    const started = Date.now();
    for (;;) {
      const open = await new Promise<number>((resolve) =>
        server.getConnections((_error, count) => resolve(count)),
      );
      if (open === 0 || Date.now() - started > 2_000) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it("#10.2 a 20 MB body answers 413 { error, code } without being read, and memory stays flat", async () => {
    const paths = ["/api/newsletter/subscribe", "/api/user-service/sign-in", "/login"];
    // A first round warms up what is created once (code paths, buffers of the HTTP layer).
    for (const path of paths) await postLarge(path, 20 * 1024 * 1024, false);
    collectGarbage();
    const before = process.memoryUsage();
    for (const declareLength of [true, false]) {
      for (const path of paths) {
        const answer = await postLarge(path, 20 * 1024 * 1024, declareLength);
        expect(answer.status, `${path} ${declareLength ? "with" : "without"} length`).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), code: "PAYLOAD_TOO_LARGE" });
      }
    }
    // Under load the server may still be discarding the tail of a body when the answer arrives: wait
    // until every connection has closed, then read memory after collecting garbage.
    await connectionsClosed();
    // Six 20 MB bodies went by; what the process holds grew by a few MB at most. A socket's buffers
    // are released a little after it closes, so a reading taken too early is taken again (up to
    // five times, 200 ms apart); a body kept by anything would keep the growth above 20 MB every time.
    let grownMb = Number.POSITIVE_INFINITY;
    for (let reading = 0; reading < 5 && grownMb >= 8; reading++) {
      if (reading > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      collectGarbage();
      const after = process.memoryUsage();
      grownMb = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20;
    }
    expect(grownMb).toBeLessThan(8);
  });

  it("#10.2 a body under the limit is read as before", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ EMAIL: "limit.check@example.com", padding: "x".repeat(500_000) }),
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(413);
  });

  const request = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);

  it("#10.3 a NUL or a broken escape in an address is a 400, never a database error", async () => {
    for (const path of [
      "/api/product-service/elastic-search/search?searchTerm=a%00b",
      "/api/product-service/products/search?mounting=Pendant%00",
      "/api/product-service/products/search?q=%00",
      "/api/user-service/salesReps?email=a%00b",
      "/product/a%00b",
      "/media/spec-sheets/A%00B.pdf",
      "/product/%E0%A4%A",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error: expect.any(String), code: "VALIDATION" });
    }
    // A broken escape in a query decodes leniently (to U+FFFD), as browsers do: an odd term, not an error.
    expect((await request("/api/product-service/elastic-search/search?searchTerm=%E0%A4%A")).status).toBe(
      200,
    );
  });

  it("#10.3 malformed, mistyped or NUL-carrying bodies are 400s", async () => {
    const newsletter = (body: string, type?: string) =>
      request("/api/newsletter/subscribe", {
        method: "POST",
        // From the site itself, so the cross-site check lets form types through to the parser.
        headers: { origin: `http://127.0.0.1:${port}`, ...(type ? { "content-type": type } : {}) },
        body,
      });
    for (const [body, type] of [
      ['{"EMAIL": "a@example.com"', "application/json"],
      ["", "application/json"],
      ["EMAIL=a@example.com", "text/plain"],
      ["EMAIL=a@example.com", undefined],
      ["--x\r\nbroken", "multipart/form-data; boundary=x"],
      ['{"EMAIL": "a\u0000b@example.com"}', "application/json"],
      ["EMAIL=a%00b%40example.com", "application/x-www-form-urlencoded"],
    ] as const) {
      const response = await newsletter(body, type);
      expect(response.status, `${type}: ${body}`).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), code: "VALIDATION" });
    }
    const signIn = await request("/api/user-service/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ben.buyer@brightline.example", password: "x\u0000y" }),
    });
    expect(signIn.status).toBe(400);
  });
});

describe("catalogue rate limit", () => {
  it("#10.5 one client running the search at full speed gets 429 with Retry-After; others are served", async () => {
    const harness = await openTestDatabase("pglite");
    try {
      await seedCatalog(harness.database.db, generateDemoCatalog({ products: 40 }));
      const app = createApp({
        services: await createServices(harness.database, testServiceSettings()),
        config: toPublicConfig(loadEnv({})),
        logger: createLogger("silent"),
        mode: "production",
        trustProxy: true,
        catalogRequestsPerMinute: 120,
        build: async () => {
          throw new Error("pages are not part of these tests");
        },
      });
      const search = (ip: string) =>
        app.request("/api/product-service/elastic-search/search?searchTerm=down", {
          headers: { "x-forwarded-for": ip },
        });
      // The clock stands still while the client hammers the search, so a slow machine cannot refill the
      // bucket between requests: the burst is exactly a quarter of the minute's allowance.
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T12:00:00Z") });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await search("203.0.113.1")).status);
      expect(statuses.filter((status) => status === 200).length).toBe(30);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
      const limited = await search("203.0.113.1");
      expect(limited.status).toBe(429);
      // 120 a minute refills a token every half second.
      expect(Number(limited.headers.get("retry-after"))).toBe(1);
      expect(await limited.json()).toEqual({ error: expect.any(String), code: "RATE_LIMITED" });
      expect((await search("198.51.100.2")).status).toBe(200);
      vi.setSystemTime(Date.now() + 1_000);
      expect((await search("203.0.113.1")).status).toBe(200);
      expect((await search("203.0.113.1")).status).toBe(200);
      expect((await search("203.0.113.1")).status).toBe(429);
    } finally {
      vi.useRealTimers();
      await harness.dispose();
    }
  });
});
