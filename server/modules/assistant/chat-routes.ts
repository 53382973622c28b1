import { Hono } from "hono";
import { chatRequestSchema } from "../../../lib/assistant/chat-stream.ts";
import { type CallerEnv, callerOf, parseJson } from "../../http.ts";
import type { AssistantModule } from "./index.ts";

/**
 * `POST /api/chat` (API-10, issue 16 item 3): the body parsed (lib/assistant/chat-stream.ts), the
 * caller from the session (a guest without one; `userToken` and `currentUser` in the body are never
 * read), and the reply streamed by the assistant module. A person's own chat: never cached.
 */
export function chatRoutes(assistant: AssistantModule) {
  const router = new Hono<CallerEnv>();
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  router.post("/", async (c) => {
    const request = await parseJson(c, chatRequestSchema);
    const caller = await callerOf(c);
    return assistant.streamReply({ caller, clientIp: c.get("clientIp") }, request, c.req.raw.signal);
  });
  return router;
}
