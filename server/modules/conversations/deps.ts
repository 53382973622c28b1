import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { RateLimiter } from "../ratelimit/index.ts";
import { chatConversations } from "./schema.ts";

/** What the conversations module's use cases work with; index.ts binds them to one set. */
export type ConversationsDeps = { db: Db; limiter: RateLimiter };

/**
 * Who a conversation belongs to: a signed-in user (from the session) or a guest (from the guest's
 * signed cookie). Never taken from a body or a query (requirements §0).
 */
export type ChatOwner = { kind: "user"; userId: string } | { kind: "guest"; guestId: string };

/** The condition that keeps a query to the owner's conversations (architecture rule 6). */
export function ownedBy(owner: ChatOwner): SQL {
  if (owner.kind === "user") {
    if (!owner.userId) throw new Error("A conversation scope needs its owner");
    return eq(chatConversations.userId, owner.userId);
  }
  if (!owner.guestId) throw new Error("A conversation scope needs its owner");
  return eq(chatConversations.guestId, owner.guestId);
}

/** The owner's columns of a new conversation. */
export function ownerColumns(owner: ChatOwner) {
  return owner.kind === "user"
    ? { userId: owner.userId, guestId: null }
    : { userId: null, guestId: owner.guestId };
}

/** The same answer for a conversation that does not exist and for another person's (404). */
export const conversationNotFound = () => new AppError("NOT_FOUND", "Conversation not found");
export const messageNotFound = () => new AppError("NOT_FOUND", "Message not found");

/** A rate key per owner: conversations created and saves, counted for a user or a guest alike. */
export const ownerKey = (owner: ChatOwner) =>
  owner.kind === "user" ? `chat:user:${owner.userId}` : `chat:guest:${owner.guestId}`;
