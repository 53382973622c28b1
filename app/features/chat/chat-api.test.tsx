import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage, Conversation } from "../../../lib/assistant/conversations.ts";
import { CLIENT_LOG_PATH } from "../../../lib/client-log/path.ts";
import { chatConversations } from "../../../server/modules/conversations/schema.ts";
import { rateLimitCounters } from "../../../server/modules/ratelimit/schema.ts";
import { type AppHarness, openAppHarness } from "../../../server/testing/app-harness.ts";
import { matrixEmails } from "../../../server/testing/callers.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  browserFetch,
  clearToasts,
  expectToast,
  type SentRequest,
  settle,
  Toasts,
} from "../quotes/quotes.test-support.tsx";
import { chatApi, describeChatFailure } from "./chat-api.ts";
import { HistoryPanel } from "./HistoryPanel.tsx";
import { MessageView } from "./MessageView.tsx";

const API = "/api/mcp/conversations";

/**
 * The chat window's calls to the conversations API (API-04 … API-09, AMB-07) and the parts that make
 * them, the history panel and a message's edit: the browser's `fetch` goes to the app in-process as
 * Brightline's buyer; failures are answers the test puts in the network's place.
 */
describe.each(testDatabaseKinds())("the chat's conversations from the browser on %s", (kind) => {
  let h: AppHarness;
  let cookie = "";

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    cookie = (await h.signIn(matrixEmails.distributor)).cookie;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(chatConversations);
    await h.db.delete(rateLimitCounters);
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  /** The buyer's browser; `intercept` answers instead of the app. */
  function browser(intercept?: Parameters<typeof browserFetch>[2]) {
    const b = browserFetch(h, cookie, intercept);
    vi.stubGlobal("fetch", b.fetch);
    return b;
  }
  const calls = (sent: SentRequest[], method: string) =>
    sent.filter((r) => r.method === method && r.path.startsWith(API));

  /** A conversation with a turn, saved as the window saves it. */
  async function conversationWithTurn(title = "High bays for a warehouse"): Promise<Conversation> {
    const created = await chatApi.create(title);
    return chatApi.saveMessages(created.id, [
      { id: "u1", role: "user", content: "Which high bays suit a 30 ft warehouse?" },
      {
        id: "a1",
        role: "assistant",
        content: "The TOL-HB-150 at 21,000 lm suits 25–35 ft mounting heights.",
      },
    ]);
  }

  it("API-04 API-05 API-06 API-07 API-08 API-09 AMB-07 every call goes through and its answer is read", async () => {
    browser();
    const created = await chatApi.create();
    expect(created).toMatchObject({ title: "New Chat", messageCount: 0, messages: [] });
    const saved = await chatApi.saveMessages(created.id, [
      { id: "u1", role: "user", content: "Is the EDL-6 dimmable to 1%?" },
      { id: "a1", role: "assistant", content: "Yes, with a 0-10V driver it dims to 1%." },
    ]);
    expect(saved.messages.map((m) => m.id)).toEqual(["u1", "a1"]);
    expect((await chatApi.rename(created.id, "  EDL-6 dimming  ")).title).toBe("EDL-6 dimming");
    const edited = await chatApi.editMessage(created.id, "u1", "Is the EDL-6 dimmable to 0.1%?");
    expect(edited.messages[0]).toMatchObject({ content: "Is the EDL-6 dimmable to 0.1%?" });
    expect(edited.messages[0]?.editedAt).not.toBeNull();
    expect((await chatApi.get(created.id)).messages).toHaveLength(2);
    expect((await chatApi.list()).map((c) => c.title)).toEqual(["EDL-6 dimming"]);
    await chatApi.remove(created.id);
    expect(await chatApi.list()).toEqual([]);
  });

  it("CHAT-27 CONST-10 the history asks for 50 conversations, any other listing for 20", async () => {
    const b = browser();
    await chatApi.history();
    await chatApi.list();
    expect(calls(b.sent, "GET").map((r) => r.path)).toEqual([`${API}?limit=50`, `${API}?limit=20`]);
  });

  it("CHAT-41 a failure is the server's error when it answered one, else 'HTTP {status}: {text}'; each is logged", async () => {
    let b = browser();
    const missing = await chatApi.get("00000000-0000-4000-8000-000000000000").catch((e: unknown) => e);
    const expected = (
      await h.getJson<{ error: string }>(`${API}/00000000-0000-4000-8000-000000000000`, { cookie })
    ).body.error;
    expect(expected).toBeTruthy();
    expect(describeChatFailure(missing)).toBe(expected);
    await settle();
    expect(b.sent.some((r) => r.method === "POST" && r.path === CLIENT_LOG_PATH)).toBe(true);

    b = browser((r) =>
      r.path.startsWith(API)
        ? new Response("<html>upstream</html>", { status: 502, statusText: "Bad Gateway" })
        : undefined,
    );
    expect(describeChatFailure(await chatApi.list().catch((e: unknown) => e))).toBe("HTTP 502: Bad Gateway");
    // Without a status text (HTTP/2 has none) the reason phrase stands in.
    browser((r) => (r.path.startsWith(API) ? new Response("", { status: 503 }) : undefined));
    expect(describeChatFailure(await chatApi.list().catch((e: unknown) => e))).toBe(
      "HTTP 503: Service Unavailable",
    );
  });

  describe("the history panel", () => {
    const renderPanel = (onChoose = (_id: string) => {}, onDeleted = (_id: string) => {}) =>
      render(
        <>
          <HistoryPanel activeId={null} onChoose={onChoose} onDeleted={onDeleted} />
          <Toasts />
        </>,
      );
    const history = () => screen.getByRole("navigation", { name: "Chat history" });

    it("CHAT-28 CHAT-29 lists the person's conversations under Today; choosing one hands over its id", async () => {
      browser();
      const first = await conversationWithTurn("Parking lot lights in Columbus");
      const second = await conversationWithTurn("Office color temperature");
      const chosen: string[] = [];
      renderPanel((id) => chosen.push(id));
      expect(screen.getByRole("status").textContent).toContain("Loading conversations…");
      const today = await screen.findByRole("region", { name: "Today" });
      const entries = within(today).getAllByRole("button", { name: /now$/ });
      expect(entries.map((e) => e.textContent)).toEqual([
        "Office color temperaturenow",
        "Parking lot lights in Columbusnow",
      ]);
      fireEvent.click(within(today).getByRole("button", { name: /^Parking lot lights in Columbus/ }));
      expect(chosen).toEqual([first.id]);
      expect(second.id).not.toBe(first.id);
    });

    it("CHAT-27 an empty history says so", async () => {
      const b = browser();
      renderPanel();
      expect(await within(history()).findByText(/No conversations yet/)).toBeTruthy();
      expect(calls(b.sent, "GET").map((r) => r.path)).toEqual([`${API}?limit=50`]);
    });

    it("CHAT-45 a history that cannot be loaded shows 'Failed to load conversation history'", async () => {
      browser((r) =>
        r.method === "GET" && r.path.startsWith(API)
          ? Response.json({ error: "Database unavailable" }, { status: 503 })
          : undefined,
      );
      renderPanel();
      await expectToast("Failed to load conversation history");
    });

    it("CHAT-30 CHAT-32 Enter saves an edited title ('Title updated'); Escape cancels and restores it", async () => {
      const b = browser();
      const conversation = await conversationWithTurn();
      renderPanel();
      fireEvent.click(await screen.findByRole("button", { name: "Rename High bays for a warehouse" }));
      const input = screen.getByRole("textbox", { name: "Conversation title" });
      expect(document.activeElement).toBe(input);
      fireEvent.change(input, { target: { value: "Something else" } });
      // AMB-17: the Escape stays with the edit (a window listening above never hears it).
      const heard = vi.fn();
      document.addEventListener("keydown", heard);
      fireEvent.keyDown(input, { key: "Escape" });
      document.removeEventListener("keydown", heard);
      expect(heard).not.toHaveBeenCalled();
      expect(screen.queryByRole("textbox", { name: "Conversation title" })).toBeNull();
      expect(screen.getByRole("button", { name: /^High bays for a warehouse/ })).toBeTruthy();
      expect(calls(b.sent, "PUT")).toHaveLength(0);

      fireEvent.click(screen.getByRole("button", { name: "Rename High bays for a warehouse" }));
      const again = screen.getByRole("textbox", { name: "Conversation title" });
      expect((again as HTMLInputElement).value).toBe("High bays for a warehouse");
      fireEvent.change(again, { target: { value: "  Warehouse high bays, 30 ft  " } });
      fireEvent.keyDown(again, { key: "Enter" });
      await expectToast("Title updated");
      expect(screen.getByRole("button", { name: /^Warehouse high bays, 30 ft/ })).toBeTruthy();
      expect((await chatApi.get(conversation.id)).title).toBe("Warehouse high bays, 30 ft");
    });

    it("CHAT-31 a title empty after trimming is not saved and the old one stays", async () => {
      const b = browser();
      const conversation = await conversationWithTurn();
      renderPanel();
      fireEvent.click(await screen.findByRole("button", { name: "Rename High bays for a warehouse" }));
      const input = screen.getByRole("textbox", { name: "Conversation title" });
      fireEvent.change(input, { target: { value: "   " } });
      fireEvent.keyDown(input, { key: "Enter" });
      await settle();
      expect(calls(b.sent, "PUT")).toHaveLength(0);
      expect(screen.getByRole("button", { name: /^High bays for a warehouse/ })).toBeTruthy();
      expect((await chatApi.get(conversation.id)).title).toBe("High bays for a warehouse");
    });

    it("CHAT-32 a failed title update shows 'Failed to update title' and restores the title", async () => {
      browser((r) =>
        r.method === "PUT" ? Response.json({ error: "Try again" }, { status: 500 }) : undefined,
      );
      await conversationWithTurn();
      renderPanel();
      fireEvent.click(await screen.findByRole("button", { name: "Rename High bays for a warehouse" }));
      const input = screen.getByRole("textbox", { name: "Conversation title" });
      fireEvent.change(input, { target: { value: "Renamed" } });
      fireEvent.keyDown(input, { key: "Enter" });
      await expectToast("Failed to update title");
      expect(screen.getByRole("button", { name: /^High bays for a warehouse/ })).toBeTruthy();
    });

    it("CHAT-33 deleting calls API-08 and shows 'Conversation deleted'", async () => {
      const b = browser();
      const conversation = await conversationWithTurn();
      const deleted: string[] = [];
      renderPanel(undefined, (id) => deleted.push(id));
      fireEvent.click(await screen.findByRole("button", { name: "Delete High bays for a warehouse" }));
      await expectToast("Conversation deleted");
      expect(calls(b.sent, "DELETE").map((r) => r.path)).toEqual([`${API}/${conversation.id}`]);
      expect(deleted).toEqual([conversation.id]);
      expect(screen.queryByRole("button", { name: /^High bays for a warehouse/ })).toBeNull();
      expect(await chatApi.list()).toEqual([]);
    });

    it("CHAT-33 a failed delete shows 'Failed to delete conversation' and keeps the entry", async () => {
      browser((r) =>
        r.method === "DELETE" ? Response.json({ error: "Try again" }, { status: 500 }) : undefined,
      );
      await conversationWithTurn();
      renderPanel();
      fireEvent.click(await screen.findByRole("button", { name: "Delete High bays for a warehouse" }));
      await expectToast("Failed to delete conversation");
      expect(screen.getByRole("button", { name: /^High bays for a warehouse/ })).toBeTruthy();
    });
  });

  describe("editing a sent message", () => {
    const asSent = (conversation: Conversation): ChatMessage => {
      const message = conversation.messages[0];
      if (!message) throw new Error("no message");
      return message;
    };

    it("AMB-07 CHAT-34 Ctrl+Enter saves the edit through the API; then 'Regenerate' clears the old reply", async () => {
      const b = browser();
      const conversation = await conversationWithTurn();
      const regenerated: [ChatMessage, Conversation][] = [];
      render(
        <>
          <MessageView
            conversationId={conversation.id}
            message={asSent(conversation)}
            onRegenerate={(message, c) => regenerated.push([message, c])}
          />
          <Toasts />
        </>,
      );
      fireEvent.click(screen.getByRole("button", { name: "Edit message" }));
      const editor = screen.getByRole("textbox", { name: "Edit your message" });
      fireEvent.change(editor, { target: { value: "Which high bays suit a 40 ft warehouse?" } });
      fireEvent.keyDown(editor, { key: "Enter" });
      expect(calls(b.sent, "PATCH")).toHaveLength(0);
      fireEvent.keyDown(editor, { key: "Enter", ctrlKey: true });
      await waitFor(() => expect(screen.queryByRole("textbox", { name: "Edit your message" })).toBeNull());
      expect(screen.getByText("Which high bays suit a 40 ft warehouse?")).toBeTruthy();
      expect(screen.getByText("(edited)")).toBeTruthy();
      const kept = await chatApi.get(conversation.id);
      expect(kept.messages.map((m) => m.content)).toEqual([
        "Which high bays suit a 40 ft warehouse?",
        "The TOL-HB-150 at 21,000 lm suits 25–35 ft mounting heights.",
      ]);

      fireEvent.click(screen.getByRole("button", { name: "Regenerate" }));
      await waitFor(() => expect(regenerated).toHaveLength(1));
      expect(regenerated[0]?.[0].content).toBe("Which high bays suit a 40 ft warehouse?");
      expect(regenerated[0]?.[1].messages.map((m) => m.id)).toEqual(["u1"]);
      expect((await chatApi.get(conversation.id)).messages.map((m) => m.id)).toEqual(["u1"]);
    });

    it("AMB-07 AMB-17 Escape cancels an edit without a call, and the window does not hear it", async () => {
      const b = browser();
      const conversation = await conversationWithTurn();
      render(<MessageView conversationId={conversation.id} message={asSent(conversation)} />);
      fireEvent.click(screen.getByRole("button", { name: "Edit message" }));
      const editor = screen.getByRole("textbox", { name: "Edit your message" });
      fireEvent.change(editor, { target: { value: "Something I did not mean" } });
      const heard = vi.fn();
      document.addEventListener("keydown", heard);
      fireEvent.keyDown(editor, { key: "Escape" });
      document.removeEventListener("keydown", heard);
      expect(heard).not.toHaveBeenCalled();
      expect(screen.getByText("Which high bays suit a 30 ft warehouse?")).toBeTruthy();
      await act(async () => {});
      expect(calls(b.sent, "PATCH")).toHaveLength(0);
    });

    it("CHAT-41 a refused edit shows the server's error and keeps the editor open", async () => {
      browser((r) =>
        r.method === "PATCH"
          ? Response.json({ error: "The message was not found", code: "NOT_FOUND" }, { status: 404 })
          : undefined,
      );
      const conversation = await conversationWithTurn();
      render(
        <>
          <MessageView conversationId={conversation.id} message={asSent(conversation)} />
          <Toasts />
        </>,
      );
      fireEvent.click(screen.getByRole("button", { name: "Edit message" }));
      const editor = screen.getByRole("textbox", { name: "Edit your message" });
      fireEvent.change(editor, { target: { value: "Which high bays suit a 40 ft warehouse?" } });
      fireEvent.keyDown(editor, { key: "Enter", ctrlKey: true });
      await expectToast("The message was not found");
      expect(screen.getByRole("textbox", { name: "Edit your message" })).toBeTruthy();
    });
  });
});
