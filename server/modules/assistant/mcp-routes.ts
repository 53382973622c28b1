import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ToolResult } from "../../../lib/assistant/tools.ts";
import { AppError } from "../../errors.ts";
import type { AccountsModule } from "../accounts/index.ts";
import type { AssistantModule } from "./index.ts";

/** The name and version an MCP client sees in its handshake. */
export const MCP_SERVER_VERSION = "1.0.0";

/** How a tool's result reaches an MCP client: a short text for the model, and the result itself. */
export function toCallToolResult(result: ToolResult) {
  const count = result.data.products?.length ?? result.data.orders?.length;
  const summary = count === undefined ? result.message : `${result.message} (${count} in data)`;
  return {
    content: [{ type: "text" as const, text: summary }],
    structuredContent: result as unknown as Record<string, unknown>,
    ...(result.success ? {} : { isError: true }),
  };
}

/** The caller of an MCP request: from `Authorization: Bearer <token>` only (API-02); none is a guest. */
async function bearerCaller(
  accounts: Pick<AccountsModule, "callerOf">,
  authorization: string | undefined,
): Promise<SessionUser | null> {
  if (authorization === undefined) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  const caller = match ? await accounts.callerOf(new Headers({ authorization: `Bearer ${match[1]}` })) : null;
  if (!caller)
    throw new AppError("UNAUTHENTICATED", "The bearer token is not valid or has expired. Sign in again.");
  return caller;
}

/** One MCP server for one request and caller (stateless): the read tools, each bound to that caller. */
function serverFor(assistant: AssistantModule, brandName: string, caller: SessionUser | null): McpServer {
  const server = new McpServer(
    { name: `${brandName} storefront`, version: MCP_SERVER_VERSION },
    {
      instructions: `Read-only tools of the ${brandName} lighting catalogue and, with a bearer token from sign-in, of your account's orders, quotes and invoices.`,
    },
  );
  for (const tool of assistant.tools) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      async (input: unknown) => toCallToolResult(await assistant.run(tool.name, caller, input)),
    );
  }
  return server;
}

/**
 * Issue 16 item 6: `/mcp`, the assistant's read tools for outside agents (a buyer's own AI client),
 * over Streamable HTTP, stateless: every POST gets a new server and transport. The caller comes from
 * the bearer token alone, never a cookie, so a page of another site cannot call it with a visitor's
 * session; a token that is not valid is 401, and without one the caller is a guest, who may list the
 * tools and call the public ones (account tools answer an error result). Write tools are not exposed.
 */
export function mcpRoutes(
  assistant: AssistantModule,
  accounts: Pick<AccountsModule, "callerOf">,
  brandName: string,
) {
  const router = new Hono();
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  router.post("/", async (c) => {
    const caller = await bearerCaller(accounts, c.req.header("authorization"));
    const server = serverFor(assistant, brandName, caller);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  // Stateless: no stream to open (GET) and no session to end (DELETE).
  router.on(["GET", "DELETE"], "/", (c) => {
    c.header("Allow", "POST");
    return c.json({ error: "The MCP endpoint takes POST requests only", code: "HTTP_ERROR" }, 405);
  });
  return router;
}
