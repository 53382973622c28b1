import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  createConversationBody,
  editMessageBody,
  listConversationsQuery,
  messageId,
  renameConversationBody,
  saveMessagesBody,
} from "../../../lib/assistant/conversations.ts";
import { AppError } from "../../errors.ts";
import { type CallerEnv, callerOf, parseJson, parseQuery, uuidParam } from "../../http.ts";
import { type ChatOwner, conversationNotFound, messageNotFound } from "./deps.ts";
import {
  GUEST_COOKIE,
  GUEST_COOKIE_MAX_AGE_SECONDS,
  newGuestId,
  readGuestId,
  signGuestId,
} from "./guest-identity.ts";
import type { ConversationsModule } from "./index.ts";

export type ConversationRouteSettings = {
  /** Signs the guest cookie (guest-identity.ts). */
  guestCookieSecret: string;
  /** Over HTTPS the cookie is `Secure`. */
  secureCookies: boolean;
};

/**
 * `/api/mcp/conversations…` (API-04 … API-09, AMB-07). Thin: who owns the chat (the session's user,
 * else the guest of the signed cookie, which the first new conversation issues), the input parsed,
 * one call of the conversations module. The `userId` the spec sends is a hint that is never read.
 */
export function conversationRoutes(conversations: ConversationsModule, settings: ConversationRouteSettings) {
  const router = new Hono<CallerEnv>();
  router.use(async (c, next) => {
    await next();
    // A person's own chats: never kept by a shared cache.
    c.header("Cache-Control", "private, no-store");
  });

  /**
   * The owner of the request's chats. A signed-in user who still carries a guest cookie has just
   * signed in: the guest's conversations become theirs and the cookie goes. A guest without a cookie
   * gets one only when `issue` (starting a conversation); otherwise they own nothing yet (null).
   */
  async function ownerOf(c: Context<CallerEnv>, issue: boolean): Promise<ChatOwner | null> {
    const caller = await callerOf(c);
    const guestId = readGuestId(getCookie(c, GUEST_COOKIE), settings.guestCookieSecret);
    if (caller) {
      if (guestId) {
        await conversations.adoptGuest(guestId, caller.userId);
        deleteCookie(c, GUEST_COOKIE, { path: "/", secure: settings.secureCookies });
      }
      return { kind: "user", userId: caller.userId };
    }
    if (guestId) return { kind: "guest", guestId };
    if (!issue) return null;
    const issued = newGuestId();
    setCookie(c, GUEST_COOKIE, signGuestId(issued, settings.guestCookieSecret), {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: settings.secureCookies,
      maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
    });
    return { kind: "guest", guestId: issued };
  }

  /** The owner for a call on one conversation: someone without chats has none to find (404). */
  async function ownerOfExisting(c: Context<CallerEnv>): Promise<ChatOwner> {
    const owner = await ownerOf(c, false);
    if (!owner) throw conversationNotFound();
    return owner;
  }

  const conversationId = (c: Context) => uuidParam(c, "id", conversationNotFound);

  // API-04 (CHAT-12).
  router.post("/conversations", async (c) => {
    const body = await parseJson(c, createConversationBody);
    const owner = await ownerOf(c, true);
    if (!owner) throw new Error("a new conversation always has an owner");
    return c.json({ data: await conversations.create(owner, body.title) }, 201);
  });

  // API-05 (CHAT-27): `limit` 50 for the history panel, 20 otherwise.
  router.get("/conversations", async (c) => {
    const query = parseQuery(c, listConversationsQuery);
    const owner = await ownerOf(c, false);
    return c.json({ data: owner ? await conversations.list(owner, query.limit) : [] });
  });

  // API-06 (CHAT-29).
  router.get("/conversations/:id", async (c) => {
    const id = conversationId(c);
    return c.json({ data: await conversations.get(await ownerOfExisting(c), id) });
  });

  // API-07 (CHAT-16): a finished turn.
  router.post("/conversations/:id/messages", async (c) => {
    const id = conversationId(c);
    const body = await parseJson(c, saveMessagesBody);
    if (body.conversationId !== undefined && body.conversationId.toLowerCase() !== id) {
      throw new AppError("VALIDATION", "conversationId must be the conversation of the path");
    }
    return c.json({ data: await conversations.saveMessages(await ownerOfExisting(c), id, body.messages) });
  });

  // AMB-07: a sent message's edit persists; `regenerate` clears what followed it.
  router.patch("/conversations/:id/messages/:messageId", async (c) => {
    const id = conversationId(c);
    const message = messageId.safeParse(c.req.param("messageId"));
    if (!message.success) throw messageNotFound();
    const body = await parseJson(c, editMessageBody);
    return c.json({
      data: await conversations.editMessage(await ownerOfExisting(c), id, message.data, body),
    });
  });

  // API-08 (CHAT-33): the spec's body `{ userId }` is a hint and is not read (AMB-32).
  router.delete("/conversations/:id", async (c) => {
    const id = conversationId(c);
    await conversations.delete(await ownerOfExisting(c), id);
    return c.json({ data: { id, deleted: true } });
  });

  // API-09 (CHAT-13, CHAT-30, CHAT-31).
  router.put("/conversations/:id/title", async (c) => {
    const id = conversationId(c);
    const body = await parseJson(c, renameConversationBody);
    return c.json({ data: await conversations.rename(await ownerOfExisting(c), id, body.title) });
  });

  return router;
}
