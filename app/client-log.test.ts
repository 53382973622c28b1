// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from "vitest";
import { z } from "zod";
import { CLIENT_LOG_PATH } from "../lib/client-log/path.ts";
import { reportFailedCall } from "./client-log.ts";
import { cartApi } from "./features/cart/cart-api.ts";
import { fetchSuggestions, typeaheadUrl } from "./features/search/search-api.ts";
import { ServiceApiError, serviceCall } from "./service-call.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

type Call = { url: string; init: RequestInit | undefined };

/**
 * A stand-in network: `answer` decides each request except the log's, which `logAnswer` decides
 * (204 by default). Records every request.
 */
function stubNetwork(
  answer: (url: string) => Response | Promise<Response>,
  logAnswer: () => Response | Promise<Response> = () => new Response(null, { status: 204 }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return String(url) === CLIENT_LOG_PATH ? logAnswer() : answer(String(url));
    }),
  );
  const reports = () =>
    calls
      .filter((call) => call.url === CLIENT_LOG_PATH)
      .map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);
  return { calls, reports };
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

it("ERR-01 API-64 a failed service call is reported with its endpoint, error and request, secrets stripped", async () => {
  const network = stubNetwork(() => json({ error: "Submitting order failed", code: "CONFLICT" }, 409));
  const body = { poNumber: "PO-20418", card: { number: "4242 4242 4242 4242", cvv: "123" }, password: "pw" };
  await expect(serviceCall("POST", "/api/order-service/orders", z.object({}), { body })).rejects.toThrow(
    ServiceApiError,
  );
  await vi.waitFor(() => expect(network.reports()).toHaveLength(1));
  const [report] = network.reports();
  expect(report).toEqual({
    endpoint: "/api/order-service/orders",
    error: "HTTP 409: Submitting order failed",
    request: {
      method: "POST",
      body: {
        poNumber: "PO-20418",
        card: { number: "[card number redacted]", cvv: "[redacted]" },
        password: "[redacted]",
      },
    },
  });
  const logCall = network.calls.find((call) => call.url === CLIENT_LOG_PATH);
  expect(logCall?.init?.method).toBe("POST");
  expect(new Headers(logCall?.init?.headers).get("content-type")).toBe("application/json");
});

it("ERR-01 a call the network never delivered, and a cart call, are reported too; a good call is not", async () => {
  const network = stubNetwork((url) => {
    if (url.includes("/cart")) return json({ error: "Not allowed", code: "FORBIDDEN" }, 403);
    if (url.includes("good")) return json({}, 200);
    throw new TypeError("Failed to fetch");
  });
  await serviceCall("GET", "/api/good", z.object({}));
  await expect(serviceCall("GET", "/api/user-service/users", z.object({}))).rejects.toThrow();
  await expect(cartApi.get()).rejects.toThrow("Not allowed");
  await vi.waitFor(() => expect(network.reports()).toHaveLength(2));
  expect(network.reports().map((r) => [r.endpoint, r.error])).toEqual([
    ["/api/user-service/users", "network error: The server could not be reached"],
    ["/api/cart-service/cart", "HTTP 403: Not allowed"],
  ]);
});

it("ERR-01 (OPEN default) a report that fails is swallowed: the caller sees only its own error, no retry, no loop", async () => {
  const network = stubNetwork(
    () => json({ error: "Failed to save quote", code: "CONFLICT" }, 409),
    () => {
      throw new TypeError("Failed to fetch");
    },
  );
  const failure = serviceCall("POST", "/api/cart-service/quotes", z.object({}), { body: {} });
  await expect(failure).rejects.toMatchObject({ serverText: "Failed to save quote", status: 409 });
  await settle();
  // One attempt at the log, not retried, and the log's failure is not itself reported.
  expect(network.calls.map((call) => call.url)).toEqual(["/api/cart-service/quotes", CLIENT_LOG_PATH]);

  // A log answering an error is swallowed the same way.
  const refusing = stubNetwork(
    () => json({ error: "x" }, 500),
    () => json({ error: "Too many error reports. Please wait a minute.", code: "RATE_LIMITED" }, 429),
  );
  await expect(serviceCall("GET", "/api/portal-service/invoices", z.object({}))).rejects.toThrow();
  await settle();
  expect(refusing.calls).toHaveLength(2);
});

it("ERR-01 the log call itself is never reported, and a reporter that cannot even start does not throw", async () => {
  const network = stubNetwork(() => json({}, 200));
  reportFailedCall({ endpoint: CLIENT_LOG_PATH, error: "HTTP 500" });
  await settle();
  expect(network.calls).toHaveLength(0);
  vi.stubGlobal("fetch", () => {
    throw new Error("fetch is broken");
  });
  expect(() => reportFailedCall({ endpoint: "/api/x", error: new Error("boom") })).not.toThrow();
});

it("AMB-30 SRCH-10 a failed typeahead search still shows no products but is reported", async () => {
  const network = stubNetwork(() => json({ error: "The service is briefly unavailable." }, 503));
  const results = await fetchSuggestions("troffer", undefined, new AbortController().signal);
  expect(results).toEqual([]);
  await vi.waitFor(() => expect(network.reports()).toHaveLength(1));
  expect(network.reports()[0]).toEqual({
    endpoint: typeaheadUrl("troffer"),
    error: "Error: HTTP 503",
    request: { method: "GET" },
  });

  // A search the box superseded (aborted) is not a failure and is not reported.
  const aborted = new AbortController();
  aborted.abort();
  const superseded = stubNetwork(() => {
    throw new DOMException("aborted", "AbortError");
  });
  await expect(fetchSuggestions("trof", undefined, aborted.signal)).rejects.toThrow();
  await settle();
  expect(superseded.reports()).toHaveLength(0);
});
