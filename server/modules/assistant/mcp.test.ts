import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_TOOL_NAMES, SIGN_IN_MESSAGE, toolResultSchema } from "../../../lib/assistant/tools.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { matrixEmails } from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";

/**
 * Issue 16 item 6: the MCP endpoint end to end, over a real listening server, driven by the MCP SDK's
 * own client as a buyer's AI client would drive it: stateless Streamable HTTP, the read tools only,
 * the caller from the bearer token of sign-in (API-02), a guest without one, 401 for a bad one.
 */
describe.each(testDatabaseKinds())("MCP endpoint on %s", (kind) => {
  let h: AppHarness;
  let server: ReturnType<typeof serve>;
  let url: URL;
  let bensToken: string;
  const clients: Client[] = [];

  async function connect(token?: string): Promise<Client> {
    const client = new Client({ name: "buyer-agent-test", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(url, {
      ...(token ? { requestInit: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
    bensToken = (await h.signIn(matrixEmails.distributor)).token;
  });
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    server?.close();
    await h?.dispose();
  });

  it("issue 16 item 6: a guest lists the read tools, with their input schemas and no write tool", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...ASSISTANT_TOOL_NAMES].sort());
    expect(
      tools.map((tool) => tool.name).filter((name) => /add|place|create|update|delete|pay/.test(name)),
    ).toEqual([]);
    const search = tools.find((tool) => tool.name === "search_products");
    expect(search?.inputSchema.properties).toHaveProperty("outdoor");
    expect(search?.annotations?.readOnlyHint).toBe(true);
    expect(client.getServerVersion()?.name).toContain("storefront");
  });

  it("issue 16 item 6, CHAT-53: a guest's search_products answers catalogue products as text and structured content", async () => {
    const client = await connect();
    const result = await client.callTool({
      name: "search_products",
      arguments: { query: "troffer", limit: 3 },
    });
    expect(result.isError).toBeFalsy();
    const structured = toolResultSchema.parse(result.structuredContent);
    const skus = new Set(h.catalog?.products.map((p) => p.sku));
    expect(structured.data.products?.length).toBeGreaterThan(0);
    for (const product of structured.data.products ?? []) expect(skus.has(product.sku)).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: expect.stringContaining(structured.message) }]);
  });

  it("issue 16 item 6, API-02: list_orders with Ben's bearer token answers A-10001's orders only", async () => {
    const client = await connect(bensToken);
    const result = await client.callTool({ name: "list_orders", arguments: { limit: 20 } });
    expect(result.isError).toBeFalsy();
    const orders = toolResultSchema.parse(result.structuredContent).data.orders ?? [];
    expect(orders.length).toBeGreaterThanOrEqual(10);
    expect(new Set(orders.map((order) => order.customerId))).toEqual(new Set(["A-10001"]));
    // Another account's order by number: not found, as an error result.
    const other = await client.callTool({ name: "get_order", arguments: { orderNumber: "SO-2026-900201" } });
    expect(other.isError).toBe(true);
    expect(JSON.stringify(other.structuredContent)).not.toContain("A-10002");
  });

  it("issue 16 item 6, SEC-02: a guest's list_orders is an error result asking to sign in; extra input is refused", async () => {
    const client = await connect();
    const result = await client.callTool({ name: "list_orders", arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toEqual({ success: false, message: SIGN_IN_MESSAGE, data: {} });
    const named = await connect(bensToken);
    const smuggled = await named.callTool({ name: "list_orders", arguments: { accountId: "A-10002" } });
    expect(smuggled.isError).toBe(true);
    expect(JSON.stringify(smuggled)).not.toContain("SO-2026-9002");
  });

  it("issue 16 item 6, API-02: a bad or expired bearer token is 401 { error, code }; answers are private, no-store", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...headers,
        },
        body: JSON.stringify(initialize),
      });
    const bad = await post({ authorization: "Bearer not-a-real-token" });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: expect.any(String), code: "UNAUTHENTICATED" });
    const basic = await post({ authorization: "Basic YmVuOnB3" });
    expect(basic.status).toBe(401);
    const good = await post({ authorization: `Bearer ${bensToken}` });
    expect(good.status).toBe(200);
    expect(good.headers.get("cache-control")).toBe("private, no-store");
    expect(good.headers.get("mcp-session-id")).toBeNull();
    await good.text();
    // The SDK's client refuses to connect with a bad token: the handshake itself is 401.
    await expect(connect("not-a-real-token")).rejects.toThrow();
    // No stream to open in a stateless endpoint.
    const get = await fetch(url, { headers: { accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    await get.text();
  });
});
