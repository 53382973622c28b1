import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_ENDPOINT, type Proposal } from "../../../lib/assistant/chat-stream.ts";
import { chatTitle } from "../../../lib/assistant/conversations.ts";
import { WELCOME_QUESTIONS } from "../../../lib/assistant/welcome-questions.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";
import { chatConversations } from "../../../server/modules/conversations/schema.ts";
import { rateLimitCounters } from "../../../server/modules/ratelimit/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  openPageHarness,
  type PageHarness,
  type SignedInPerson,
  signInPeople,
} from "../accounts/auth.test-support.tsx";
import { CartBadgeProvider, useCartBadge } from "../cart/cart-badge.tsx";
import {
  browserFetch,
  dismissToasts,
  expectToast,
  type SentRequest,
  Toasts,
} from "../quotes/quotes.test-support.tsx";
import { ChatLauncher } from "./ChatLauncher.tsx";
import { keepsConversation, nextChatState } from "./chat-state.ts";
import { STOPPED_MARK } from "./use-chat-session.ts";

const CONVERSATIONS = "/api/mcp/conversations";

describe("the chat window's states (CHAT-02)", () => {
  it("CHAT-02 closed, open and minimised: minimising keeps the conversation, closing discards it", () => {
    expect(nextChatState("closed", "open")).toBe("open");
    expect(nextChatState("open", "minimise")).toBe("minimised");
    expect(nextChatState("minimised", "open")).toBe("open");
    expect(nextChatState("minimised", "close")).toBe("closed");
    expect(nextChatState("open", "close")).toBe("closed");
    expect(nextChatState("closed", "minimise")).toBe("closed");
    expect(keepsConversation("open")).toBe(true);
    expect(keepsConversation("minimised")).toBe(true);
    expect(keepsConversation("closed")).toBe(false);
  });
});

/** A UI message stream (API-10's answer) the test writes chunk by chunk, or all at once. */
function heldStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const write = (chunk: object) => controller?.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
  return {
    response: () =>
      new Response(body, {
        headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
      }),
    write,
    text(text: string) {
      write({ type: "text-start", id: "t1" });
      write({ type: "text-delta", id: "t1", delta: text });
    },
    end() {
      write({ type: "text-end", id: "t1" });
      write({ type: "finish-step" });
      write({ type: "finish" });
      controller?.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller?.close();
    },
  };
}

/** A whole reply: its text and the tool parts the stream carries. */
function replyStream(text: string, tools: { name: string; output: unknown }[] = []) {
  const stream = heldStream();
  stream.write({ type: "start" });
  stream.write({ type: "start-step" });
  tools.forEach(({ name, output }, index) => {
    const toolCallId = `call-${index}`;
    stream.write({ type: "tool-input-available", toolCallId, toolName: name, input: {} });
    stream.write({ type: "tool-output-available", toolCallId, output });
  });
  stream.text(text);
  stream.end();
  return stream.response();
}

/**
 * The chat window as a page shows it (issue 16 item 1): the launcher, the lazily loaded window, its
 * conversation kept through the conversations API and the replies streamed from API-10, all answered
 * by the app in-process (the built-in engine on the demo accounts and catalogue). Where a test needs
 * a reply held open, a failure or a proposal, it answers API-10 in the network's place.
 */
describe.each(testDatabaseKinds())("the chat window on %s", (kind) => {
  let h: PageHarness;
  let people: Record<string, SignedInPerson | undefined>;

  beforeAll(async () => {
    h = await openPageHarness(kind, { catalog: true });
    people = await signInPeople(h, ["ben.buyer@brightline.example", "nora.viewer@brightline.example"]);
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(chatConversations);
    await h.db.delete(rateLimitCounters);
  });
  afterEach(async () => {
    await dismissToasts();
    cleanup();
    vi.unstubAllGlobals();
  });

  function BadgeProbe() {
    const { badge } = useCartBadge();
    return <output data-testid="badge">{badge ? String(badge.lines) : "none"}</output>;
  }

  /** The page with the launcher, as `who`'s browser (a guest without); `intercept` answers instead of the app. */
  function page(who: SignedInPerson | null, intercept?: Parameters<typeof browserFetch>[2]) {
    const browser = browserFetch(h, who?.cookie ?? "", intercept);
    vi.stubGlobal("fetch", browser.fetch);
    const { context } = h.pageRequest(who?.viewer ?? null);
    const Stub = createRoutesStub(
      [
        {
          id: "root",
          loader: () => ({ viewer: who?.viewer ?? null }),
          Component: () => (
            <CartBadgeProvider loaded={who?.viewer.cartAccess ? { accountId: "A", lines: 0 } : null}>
              <Outlet />
              <BadgeProbe />
              <ChatLauncher brand="Lumenor" />
              <Toasts />
            </CartBadgeProvider>
          ),
          children: [{ path: "/p", Component: () => <h1>A page</h1> }],
        },
      ],
      context,
    );
    render(<Stub initialEntries={["/p"]} />);
    return browser.sent;
  }

  const launcher = () => screen.findByTestId("chat-launcher");
  // The first open loads the chat window's code (a lazy import): on a busy machine that takes over a second.
  const dialog = () => screen.findByRole("dialog", { name: "Lumenor Assistant" }, { timeout: 10_000 });
  async function openChat() {
    fireEvent.click(await launcher());
    return dialog();
  }
  const input = (d: HTMLElement) => within(d).getByRole("textbox", { name: "Message" });
  async function ask(d: HTMLElement, text: string) {
    fireEvent.change(input(d), { target: { value: text } });
    await act(async () => {
      fireEvent.keyDown(input(d), { key: "Enter" });
    });
  }
  const calls = (sent: SentRequest[], method: string, prefix: string) =>
    sent.filter((r) => r.method === method && r.path.startsWith(prefix));
  const log = (d: HTMLElement) => within(d).getByRole("log", { name: "Conversation" });
  /** The element whose whole text is `text` (a reply's links split it into several elements). */
  const wholeText = (text: string | RegExp) => (_content: string, element: Element | null) => {
    const matches = (node: Element) =>
      typeof text === "string" ? node.textContent === text : text.test(node.textContent ?? "");
    return element !== null && matches(element) && ![...element.children].some(matches);
  };
  const reply = async (d: HTMLElement, text: string | RegExp) =>
    within(await within(d).findByRole("log", { name: "Conversation" })).findByText(
      wholeText(text),
      {},
      { timeout: 10_000 },
    );

  it("CHAT-01 CHAT-02 CHAT-04 the launcher opens a dialog; minimise keeps the conversation, close clears it", async () => {
    page(null, (r) => (r.path === CHAT_ENDPOINT ? replyStream("The EDL-4 dims to 1%.") : undefined));
    let d = await openChat();
    expect(d.contains(document.activeElement)).toBe(true);
    const examples = within(d).getByRole("list", { name: "Example questions" });
    expect(within(examples).getAllByRole("button")).toHaveLength(8);
    await ask(d, "Does the EDL-4 dim?");
    await reply(d, "The EDL-4 dims to 1%.");

    fireEvent.click(within(d).getByRole("button", { name: "Minimise chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const minimised = await launcher();
    expect(minimised.textContent).toBe("Continue chat (minimised)");
    expect(document.activeElement).toBe(minimised);
    fireEvent.click(minimised);
    d = await dialog();
    expect(await reply(d, "The EDL-4 dims to 1%.")).toBeTruthy();

    fireEvent.click(within(d).getByRole("button", { name: "Close chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((await launcher()).textContent).toBe("Ask our assistant");
    d = await openChat();
    expect(within(d).queryByText("The EDL-4 dims to 1%.")).toBeNull();
    expect(within(d).getByRole("list", { name: "Example questions" })).toBeTruthy();
  });

  it("CHAT-03 AMB-17 Escape closes the chat, but an open message edit takes the Escape", async () => {
    page(people.ben ?? null);
    let d = await openChat();
    await ask(d, "Is the EDL-4 dimmable?");
    await waitFor(() => expect(within(d).getByRole("button", { name: "Edit message" })).toBeTruthy(), {
      timeout: 10_000,
    });
    fireEvent.click(within(d).getByRole("button", { name: "Edit message" }));
    fireEvent.keyDown(within(d).getByRole("textbox", { name: "Edit your message" }), { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Lumenor Assistant" })).toBeTruthy();
    fireEvent.keyDown(input(d), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    d = await openChat();
    expect(within(d).getByRole("list", { name: "Example questions" })).toBeTruthy();
  });

  it("CHAT-09 CHAT-12 CHAT-13 CHAT-15 CHAT-16 CHAT-19 a welcome question is created, retitled, streamed, saved once finished; cards follow", async () => {
    const sent = page(people.ben ?? null);
    const d = await openChat();
    const question = WELCOME_QUESTIONS.find((q) => q.topic === "outdoor_lighting")?.text ?? "";
    fireEvent.click(within(d).getByRole("button", { name: question }));
    await within(log(d)).findByText(question);
    await waitFor(() => expect(calls(sent, "POST", `${CONVERSATIONS}/`)).toHaveLength(1), {
      timeout: 10_000,
    });
    const [create] = calls(sent, "POST", CONVERSATIONS);
    expect(create?.path).toBe(CONVERSATIONS);
    expect(create?.body).toEqual({ title: "New Chat" });
    const [rename] = calls(sent, "PUT", CONVERSATIONS);
    expect(rename?.body).toEqual({ title: chatTitle(question) });
    const [stream] = calls(sent, "POST", CHAT_ENDPOINT);
    const conversationId = rename?.path.split("/")[4];
    const ben = people.ben?.viewer;
    expect(stream?.body).toMatchObject({
      conversationId,
      currentUser: { userId: ben?.userId, fname: ben?.fname, lname: ben?.lname },
    });
    const [save] = calls(sent, "POST", `${CONVERSATIONS}/`);
    const saved = save?.body as { messages: { role: string; content: string }[] };
    expect(saved.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(saved.messages[0]?.content).toBe(question);
    expect(saved.messages[1]?.content.length).toBeGreaterThan(20);
    // The reply on screen is the reply saved; its product cards come 1.5 s after it finished.
    await reply(d, saved.messages[1]?.content ?? "");
    expect(within(d).queryByRole("region", { name: "Products" })).toBeNull();
    expect(await within(d).findByRole("region", { name: "Products" }, { timeout: 3_000 })).toBeTruthy();
    const kept = await h.getJson<{ data: { title: string; messages: unknown[] } }>(
      `${CONVERSATIONS}/${conversationId}`,
      { cookie: people.ben?.cookie ?? "" },
    );
    expect(kept.body.data.title).toBe(chatTitle(question));
    expect(kept.body.data.messages).toHaveLength(2);
  });

  it("CHAT-16 CHAT-17 CHAT-18 nothing is saved while the reply streams; Stop ends it, and it is saved as far as it came", async () => {
    const stream = heldStream();
    const sent = page(people.ben ?? null, (r) => (r.path === CHAT_ENDPOINT ? stream.response() : undefined));
    const d = await openChat();
    await ask(d, "Compare the EDL-4 and the EDL-6");
    expect(await within(d).findByText("AI is thinking...")).toBeTruthy();
    stream.write({ type: "start" });
    stream.text("The EDL-4 is 4 inches");
    await reply(d, "The EDL-4 is 4 inches");
    expect(calls(sent, "POST", `${CONVERSATIONS}/`)).toHaveLength(0);
    expect(within(d).queryByRole("button", { name: "Send message" })).toBeNull();
    await act(async () => {
      fireEvent.click(within(d).getByRole("button", { name: "Stop generating" }));
    });
    expect(await within(d).findByRole("button", { name: "Send message" })).toBeTruthy();
    expect(within(d).queryByText("AI is thinking...")).toBeNull();
    await waitFor(() => expect(calls(sent, "POST", `${CONVERSATIONS}/`)).toHaveLength(1));
    const saved = calls(sent, "POST", `${CONVERSATIONS}/`)[0]?.body as { messages: { content: string }[] };
    expect(saved.messages.map((m) => m.content)).toEqual([
      "Compare the EDL-4 and the EDL-6",
      `The EDL-4 is 4 inches\n\n${STOPPED_MARK}`,
    ]);
    expect(within(d).getByText("You stopped this reply.")).toBeTruthy();
  });

  it("CHAT-29 CHAT-27 a history entry is loaded through API-06 and the next question continues it", async () => {
    const sent = page(people.ben ?? null, (r) =>
      r.path === CHAT_ENDPOINT ? replyStream("A second answer.") : undefined,
    );
    const ben = people.ben?.cookie ?? "";
    const created = await h.postJson<{ data: { id: string } }>(
      CONVERSATIONS,
      { title: "Warehouse high bays" },
      { cookie: ben },
    );
    const id = created.body.data.id;
    await h.postJson(
      `${CONVERSATIONS}/${id}/messages`,
      {
        messages: [
          { id: "u1", role: "user", content: "Which high bays suit a 30 ft warehouse?" },
          { id: "a1", role: "assistant", content: "The TOL-HB-150 suits 25 to 35 ft." },
        ],
      },
      { cookie: ben },
    );
    const d = await openChat();
    fireEvent.click(within(d).getByRole("button", { name: "Chat history" }));
    const history = await within(d).findByRole("navigation", { name: "Chat history" });
    expect(calls(sent, "GET", CONVERSATIONS).map((r) => r.path)).toEqual([`${CONVERSATIONS}?limit=50`]);
    fireEvent.click(await within(history).findByRole("button", { name: /^Warehouse high bays/ }));
    await reply(d, "The TOL-HB-150 suits 25 to 35 ft.");
    expect(calls(sent, "GET", `${CONVERSATIONS}/${id}`)).toHaveLength(1);
    await ask(d, "And for 40 ft?");
    await reply(d, "A second answer.");
    expect(calls(sent, "POST", CHAT_ENDPOINT)[0]?.body).toMatchObject({ conversationId: id });
    await waitFor(() => expect(calls(sent, "POST", `${CONVERSATIONS}/${id}/messages`)).toHaveLength(1));
    // Continued, not created again, and not retitled.
    expect(calls(sent, "POST", CONVERSATIONS).filter((r) => r.path === CONVERSATIONS)).toHaveLength(0);
    expect(calls(sent, "PUT", CONVERSATIONS)).toHaveLength(0);
  });

  it("CHAT-42 CHAT-47 a conversation that cannot be created: the toast, the input's words, the text kept", async () => {
    page(null, (r) =>
      r.method === "POST" && r.path === CONVERSATIONS
        ? Response.json({ error: "down" }, { status: 503 })
        : undefined,
    );
    const d = await openChat();
    await ask(d, "Hello there");
    await expectToast("Failed to create conversation");
    expect(within(d).getByText("An error occurred while sending your message")).toBeTruthy();
    expect((input(d) as HTMLTextAreaElement).value).toBe("Hello there");
  });

  it("CHAT-44 after New chat, a conversation that cannot be created says 'Failed to create new conversation'", async () => {
    let failing = false;
    page(null, (r) => {
      if (r.path === CHAT_ENDPOINT) return replyStream("Hi.");
      if (failing && r.method === "POST" && r.path === CONVERSATIONS) {
        return Response.json({ error: "down" }, { status: 503 });
      }
      return undefined;
    });
    const d = await openChat();
    await ask(d, "Hello there");
    await reply(d, "Hi.");
    failing = true;
    await act(async () => {
      fireEvent.click(within(d).getByRole("button", { name: "New chat" }));
    });
    expect(within(d).getByRole("list", { name: "Example questions" })).toBeTruthy();
    await ask(d, "Another question");
    await expectToast("Failed to create new conversation");
  });

  it("CHAT-43 a conversation that cannot be loaded says 'Failed to load conversation'", async () => {
    const ben = people.ben?.cookie ?? "";
    await h.postJson(CONVERSATIONS, { title: "Old chat" }, { cookie: ben });
    page(people.ben ?? null, (r) =>
      r.method === "GET" && /^\/api\/mcp\/conversations\/[^?]+$/.test(r.path)
        ? Response.json({ error: "down" }, { status: 503 })
        : undefined,
    );
    const d = await openChat();
    fireEvent.click(within(d).getByRole("button", { name: "Chat history" }));
    fireEvent.click(await within(d).findByRole("button", { name: /^Old chat/ }));
    await expectToast("Failed to load conversation");
  });

  it("CHAT-41 CHAT-46 CHAT-47 a refused reply shows the server's error as a toast and the send failure in the input", async () => {
    page(null, (r) =>
      r.path === CHAT_ENDPOINT
        ? Response.json({ error: "You are asking too fast", code: "RATE_LIMITED" }, { status: 429 })
        : undefined,
    );
    const d = await openChat();
    await ask(d, "Hello there");
    await expectToast("You are asking too fast");
    expect(await within(d).findByText("An error occurred while sending your message")).toBeTruthy();
  });

  it("AMB-07 an edited question is kept through the edit API and Regenerate replaces the reply", async () => {
    let answers = 0;
    const sent = page(people.ben ?? null, (r) => {
      if (r.path !== CHAT_ENDPOINT) return undefined;
      answers += 1;
      return replyStream(answers === 1 ? "First answer." : "Answer to the edit.");
    });
    const d = await openChat();
    await ask(d, "Is the EDL-4 dimmable?");
    await reply(d, "First answer.");
    fireEvent.click(await within(d).findByRole("button", { name: "Edit message" }, { timeout: 5_000 }));
    const editor = within(d).getByRole("textbox", { name: "Edit your message" });
    fireEvent.change(editor, { target: { value: "Is the EDL-6 dimmable?" } });
    fireEvent.keyDown(editor, { key: "Enter", ctrlKey: true });
    await within(log(d)).findByText("Is the EDL-6 dimmable?");
    fireEvent.click(await within(d).findByRole("button", { name: "Regenerate" }));
    await reply(d, "Answer to the edit.");
    expect(within(log(d)).queryByText("First answer.")).toBeNull();
    expect(calls(sent, "PATCH", CONVERSATIONS).map((r) => r.body)).toEqual([
      { content: "Is the EDL-6 dimmable?", regenerate: false },
      { content: "Is the EDL-6 dimmable?", regenerate: true },
    ]);
    const id = calls(sent, "PUT", CONVERSATIONS)[0]?.path.split("/")[4];
    await waitFor(async () => {
      const kept = await h.getJson<{ data: { messages: { content: string }[] } }>(`${CONVERSATIONS}/${id}`, {
        cookie: people.ben?.cookie ?? "",
      });
      expect(kept.body.data.messages.map((m) => m.content)).toEqual([
        "Is the EDL-6 dimmable?",
        "Answer to the edit.",
      ]);
    });
  });

  describe("a proposal's confirmation card (issue 16 item 5)", () => {
    const proposal = (over: Partial<Proposal> = {}): Proposal => ({
      action: "add_to_cart",
      items: [{ productId: "p1", sku: "EDL-4SMD-11-30K", name: "EDL-4 SMD downlight", quantity: 2 }],
      message: "Add 2 × EDL-4SMD-11-30K to your cart?",
      ...over,
    });
    const proposing = (p: Proposal) => (r: SentRequest) =>
      r.path === CHAT_ENDPOINT
        ? replyStream("I can add them for you.", [
            { name: "propose_action", output: { success: true, message: p.message, data: { proposal: p } } },
          ])
        : undefined;
    async function cardOf(who: SignedInPerson | null, p: Proposal, intercept = proposing(p)) {
      const sent = page(who, intercept);
      const d = await openChat();
      await ask(d, "Add 2 of EDL-4SMD-11-30K to my cart");
      const card = await within(d).findByRole("region", { name: "Proposed action" }, { timeout: 10_000 });
      return { sent, card, d };
    }

    it("issue 16 item 5: confirmed once, the cart gets the products once (one Idempotency-Key), the badge follows", async () => {
      const { sent, card } = await cardOf(people.ben ?? null, proposal());
      expect(within(card).getByText("Add 2 × EDL-4SMD-11-30K to your cart?")).toBeTruthy();
      expect(within(card).getByText("EDL-4 SMD downlight")).toBeTruthy();
      const before = (
        await h.getJson<{ items: unknown[] }>("/api/cart-service/cart", { cookie: people.ben?.cookie ?? "" })
      ).body.items.length;
      const confirm = within(card).getByRole("button", { name: "Add to cart" });
      await act(async () => {
        fireEvent.click(confirm);
        fireEvent.click(confirm);
      });
      expect(await within(card).findByText("Added to your cart: 2 × EDL-4SMD-11-30K.")).toBeTruthy();
      const adds = calls(sent, "POST", "/api/cart-service/cart/quick-order");
      expect(adds).toHaveLength(1);
      expect(adds[0]?.body).toEqual({ text: "EDL-4SMD-11-30K 2" });
      expect(adds[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
      expect(within(card).queryByRole("button", { name: "Add to cart" })).toBeNull();
      const cart = (
        await h.getJson<{ items: { quantity: number }[] }>("/api/cart-service/cart", {
          cookie: people.ben?.cookie ?? "",
        })
      ).body;
      expect(cart.items.length).toBeGreaterThanOrEqual(Math.max(before, 1));
      expect(screen.getByTestId("badge").textContent).toBe(String(cart.items.length));
    });

    it("issue 16 item 5: a guest is asked to sign in and come back; nothing is added", async () => {
      const { card } = await cardOf(null, proposal());
      await act(async () => {
        fireEvent.click(within(card).getByRole("button", { name: "Add to cart" }));
      });
      // The cart's own notice: sign in and come back here, or create an account.
      const signIn = await within(card).findByRole("link", { name: "Sign in to order" });
      expect(signIn.getAttribute("href")).toBe("/login?redirectTo=%2Fp");
      expect(within(card).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
        "/register?redirectTo=%2Fp",
      );
    });

    it("issue 16 item 5: a buyer without cart access hears the cart's own refusal", async () => {
      const { card } = await cardOf(people.nora ?? null, proposal());
      await act(async () => {
        fireEvent.click(within(card).getByRole("button", { name: "Add to cart" }));
      });
      const alert = await within(card).findByRole("alert");
      expect(alert.textContent).toContain("Could not add item to cart");
      expect(within(card).getByRole("button", { name: "Try again" })).toBeTruthy();
    });

    it("issue 16 item 5: several products for a project or a quote open the bill of materials with their lines", async () => {
      const items = [
        { productId: "p1", sku: "EDL-4SMD-11-30K", name: "EDL-4", quantity: 12 },
        { productId: "p2", sku: "DLX-8-20-50K", name: "DLX-8", quantity: 3 },
      ];
      const { card } = await cardOf(
        people.ben ?? null,
        proposal({ action: "start_quote", items, message: "Start a quote?" }),
      );
      const link = within(card).getByRole("link", { name: "Start a quote" });
      expect(link.getAttribute("href")).toBe(
        "/help-me-buy?option=create-my-bom&line=EDL-4SMD-11-30K%7E12&line=DLX-8-20-50K%7E3",
      );
      fireEvent.click(within(card).getByRole("button", { name: "Dismiss" }));
      expect(await screen.findByText("Dismissed: nothing was changed.")).toBeTruthy();
    });

    it("issue 16 item 5: one product for a project opens the Add to Project dialog; a guest is asked to log in", async () => {
      const { card } = await cardOf(
        null,
        proposal({ action: "add_to_project", message: "Add to a project?" }),
      );
      await act(async () => {
        fireEvent.click(within(card).getByRole("button", { name: "Add to a project" }));
      });
      expect(
        await within(card).findByText(
          "Login Required - Please Login to your account to add product in project",
        ),
      ).toBeTruthy();
    });
  });
});
