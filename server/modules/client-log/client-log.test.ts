import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_LOG_PATH } from "../../../lib/client-log/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { rateLimitCounters } from "../ratelimit/schema.ts";

type ErrorBody = { error: string; code: string };

/** The client error log over HTTP (ERR-01, API-64): what it accepts, what reaches the log, its limit. */
describe.each(testDatabaseKinds())("client error log on %s", (kind) => {
  let h: AppHarness;
  let address = 0;
  /** Each test reports from an address of its own (X-Forwarded-For with trustProxy), so limits do not mix. */
  let from: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { trustProxy: true });
  });
  afterAll(async () => h?.dispose());
  beforeEach(() => {
    address += 1;
    from = `203.0.113.${address}`;
  });

  const report = (body: unknown, ip = from) =>
    h.postJson<ErrorBody | string>(CLIENT_LOG_PATH, body, { headers: { "x-forwarded-for": ip } });
  const reportLines = () =>
    h.logLines.filter((line) => line.includes('"msg":"a service call failed in the browser"'));

  it("API-64 ERR-01 a report of endpoint, error and request answers 204 and is logged with its request id, secrets stripped", async () => {
    const before = reportLines().length;
    const response = await report({
      endpoint: "/api/order-service/orders",
      error: "HTTP 500 Something went wrong on our side. Please try again.",
      request: {
        method: "POST",
        headers: { authorization: "Bearer live-token-123", "content-type": "application/json" },
        body: {
          poNumber: "PO-88123",
          payment: { cardNumber: "4242 4242 4242 4242", cvv: "321" },
          note: "card 5555555555554444",
          password: "Hunter2!",
        },
      },
    });
    expect(response.status).toBe(204);
    expect(response.body).toBe("");
    const lines = reportLines().slice(before);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}") as {
      level: number;
      requestId: string;
      clientError: { endpoint: string; error: string; request: { body: Record<string, unknown> } };
    };
    expect(entry.level).toBe(40);
    expect(entry.requestId).toMatch(/\S{8,}/);
    expect(response.headers.get("x-request-id")).toBe(entry.requestId);
    expect(entry.clientError.endpoint).toBe("/api/order-service/orders");
    expect(entry.clientError.error).toBe("HTTP 500 Something went wrong on our side. Please try again.");
    expect(entry.clientError.request.body.poNumber).toBe("PO-88123");
    expect(lines[0]).not.toMatch(/live-token-123|4242 4242|5555555555554444|"321"|Hunter2/);
  });

  it("API-64 an error given as an object is accepted and scrubbed too", async () => {
    const before = reportLines().length;
    const response = await report({
      endpoint: "/api/cart-service/cart/add",
      error: { status: 0, message: "The server could not be reached", token: "t-1" },
    });
    expect(response.status).toBe(204);
    const [line] = reportLines().slice(before);
    expect(line).toContain("The server could not be reached");
    expect(line).not.toContain("t-1");
  });

  it("API-64 a report that breaks the contract answers 400 and is not logged", async () => {
    const before = reportLines().length;
    const bad: unknown[] = [
      {},
      { endpoint: "/api/x" },
      { endpoint: "", error: "boom" },
      { endpoint: "/api/x", error: "boom", extra: 1 },
      { endpoint: "x".repeat(501), error: "boom" },
      { endpoint: "/api/x", error: "e".repeat(2001) },
      { endpoint: "/api/x", error: "boom", request: { blob: "r".repeat(9000) } },
    ];
    for (const body of bad) {
      const response = await report(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((response.body as ErrorBody).code).toBe("VALIDATION");
    }
    const notJson = await h.call(CLIENT_LOG_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
    });
    expect(notJson.status).toBe(400);
    const tooLarge = await report({ endpoint: "/api/x", error: "boom", request: "z".repeat(20_000) });
    expect(tooLarge.status).toBe(413);
    expect(reportLines().length).toBe(before);
  });

  it("API-64 reports are rate limited per client: the 31st in a minute answers 429, another client still gets 204", async () => {
    await h.db.delete(rateLimitCounters);
    const body = { endpoint: "/api/product-service/elastic-search/search", error: "HTTP 503" };
    for (let i = 0; i < 30; i += 1) expect((await report(body)).status).toBe(204);
    const before = reportLines().length;
    const refused = await report(body);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "Too many error reports. Please wait a minute.",
      code: "RATE_LIMITED",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(reportLines().length).toBe(before);
    expect((await report(body, "198.51.100.7")).status).toBe(204);
  });
});
