import { describe, expect, it } from "vitest";
import {
  CHAT_MESSAGE_MAX,
  chatTitle,
  createConversationBody,
  listConversationsQuery,
  messageLength,
  NEW_CHAT_TITLE,
  renameConversationBody,
  saveMessagesBody,
} from "./conversations.ts";

describe("the chat's title rule and limits", () => {
  it.each([
    // Five words or fewer: as typed, the first letter upper-cased.
    ["what is dlc premium", "What is dlc premium"],
    // More than five words: the first five and an ellipsis.
    ["show me wall packs rated for wet locations", "Show me wall packs rated..."],
    // Shorter than 10 characters: prefixed.
    ["troffers", "Chat about Troffers"],
    ["hi", "Chat about Hi"],
    // Whitespace trimmed and collapsed first.
    ["   compare   EDL-4   and    EDL-6   ", "Compare EDL-4 and EDL-6"],
    // Only the first letter changes; the rest keeps its case.
    ["iP66 FLOOD lights", "IP66 FLOOD lights"],
  ])("CHAT-14 AMB-08 CONST-08 CONST-09 %j is titled %j", (message, title) => {
    expect(chatTitle(message)).toBe(title);
  });

  it("CHAT-14 CONST-07 a title is cut to 50 characters, the ellipsis included", () => {
    const title = chatTitle(
      "Supercalifragilisticexpialidocious-luminaires Antidisestablishmentarianism-fixtures with wattage options",
    );
    expect([...title]).toHaveLength(50);
    expect(title.startsWith("Supercalifragilisticexpialidocious-luminaires Anti")).toBe(true);
  });

  it("CHAT-12 CHAT-14 an empty message leaves the new conversation's title", () => {
    expect(chatTitle("   ")).toBe(NEW_CHAT_TITLE);
    expect(createConversationBody.parse({})).toEqual({ title: "New Chat" });
  });

  it("CHAT-35 CONST-01 AMB-27 a message is 1 to 2000 code points after trimming (an emoji counts once)", () => {
    const save = (content: string) =>
      saveMessagesBody.safeParse({ messages: [{ id: "m1", role: "user", content }] }).success;
    expect(save("💡".repeat(CHAT_MESSAGE_MAX))).toBe(true);
    expect(messageLength(`  ${"💡".repeat(CHAT_MESSAGE_MAX)}  `)).toBe(2000);
    expect(save("a".repeat(CHAT_MESSAGE_MAX + 1))).toBe(false);
    expect(save("   \n ")).toBe(false);
    expect(save(`  ${"a".repeat(CHAT_MESSAGE_MAX)}  `)).toBe(true);
  });

  it("CHAT-27 CONST-10 the list is 20 by default and at most 50", () => {
    expect(listConversationsQuery.parse({}).limit).toBe(20);
    expect(listConversationsQuery.parse({ limit: "50" }).limit).toBe(50);
    expect(listConversationsQuery.safeParse({ limit: "51" }).success).toBe(false);
    expect(listConversationsQuery.safeParse({ limit: "0" }).success).toBe(false);
  });

  it("CHAT-31 CONST-07 an edited title empty after trimming is refused; a long one is cut to 50", () => {
    expect(renameConversationBody.safeParse({ title: "   " }).success).toBe(false);
    expect(renameConversationBody.parse({ title: `  ${"x".repeat(80)} ` }).title).toHaveLength(50);
  });
});
