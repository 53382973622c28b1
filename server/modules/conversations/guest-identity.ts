import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { GUEST_ID_PREFIX } from "../../../lib/assistant/conversations.ts";

/**
 * A guest's chat identity (CHAT-10, CONST-41, SEC-01; requirements §0): `guest_` and a random UUID,
 * kept in an HttpOnly cookie signed by the server, so a page script cannot read it and a visitor
 * cannot claim another guest's id by writing one.
 */
export const GUEST_COOKIE = "chat_guest";
/** A year: a returning visitor finds their chats again. */
export const GUEST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const GUEST_ID = new RegExp(
  `^${GUEST_ID_PREFIX}[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`,
);

/** The cookie's signing key, derived from the auth secret (the same in every process). */
export function deriveGuestCookieSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("lumenor chat guest cookie v1").digest("hex");
}

export function newGuestId(): string {
  return `${GUEST_ID_PREFIX}${randomUUID()}`;
}

function signatureOf(guestId: string, secret: string): string {
  return createHmac("sha256", secret).update(guestId).digest("base64url");
}

/** The cookie's value: the id and its signature. */
export function signGuestId(guestId: string, secret: string): string {
  return `${guestId}.${signatureOf(guestId, secret)}`;
}

/** The guest id of a cookie value the server signed; null for anything else. */
export function readGuestId(value: string | undefined, secret: string): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf(".");
  const guestId = value.slice(0, dot);
  if (dot < 0 || !GUEST_ID.test(guestId)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(guestId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : null;
}
