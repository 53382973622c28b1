import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../logger.ts";
import { type AppHarness, openAppHarness } from "../../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../../testing/databases.ts";
import { readTools } from "../tools/index.ts";
import { chatBody, readReply } from "./chat.test-support.ts";
import { streamReply } from "./stream-reply.ts";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** One model turn as the AI SDK's mock model streams it. */
const turn = (parts: LanguageModelV4StreamPart[], finish: "stop" | "tool-calls") => ({
  stream: simulateReadableStream<LanguageModelV4StreamPart>({
    chunks: [
      { type: "stream-start", warnings: [] },
      ...parts,
      { type: "finish", finishReason: { unified: finish, raw: finish }, usage },
    ],
  }),
});

/**
 * API-10's stream protocol with the AI SDK's own mock model (`MockLanguageModelV4`): a model's tool
 * call runs the real tool for the request's caller, its result goes back to the model, and the UI
 * message stream carries the tool part with `{ success, message, data }` and the text deltas.
 */
describe.each(testDatabaseKinds())("the chat's stream with the AI SDK's mock model on %s", (kind) => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openAppHarness(kind, { catalog: true });
  });
  afterAll(async () => {
    await h?.dispose();
  });

  it("API-10 CHAT-20: a tool call is run on the server and streamed as a tool part; the text follows in deltas", async () => {
    const model = new MockLanguageModelV4({
      doStream: [
        turn(
          [
            {
              type: "tool-call",
              toolCallId: "call-1",
              toolName: "search_products",
              input: JSON.stringify({ query: "troffer" }),
            },
          ],
          "tool-calls",
        ),
        turn(
          [
            { type: "text-start", id: "t1" },
            { type: "text-delta", id: "t1", delta: "Here are " },
            { type: "text-delta", id: "t1", delta: "our troffers." },
            { type: "text-end", id: "t1" },
          ],
          "stop",
        ),
      ],
    });
    const response = await streamReply(
      {
        readTools,
        run: h.services.assistant.run,
        answer: h.services.assistant.answer,
        remoteModel: model,
        brandName: "Lumenor",
        logger: createLogger("silent"),
        limiter: h.services.limiter,
        questionsPerMinute: 100,
      },
      { caller: null, clientIp: "127.0.0.1" },
      chatBody("Do you have troffers?"),
      new AbortController().signal,
    );
    const reply = await readReply(response);
    expect(reply.text).toBe("Here are our troffers.");
    expect(reply.toolNames).toEqual(["search_products"]);
    expect(reply.cards.products.length).toBeGreaterThan(0);
    for (const product of reply.cards.products) expect(product.name).toMatch(/troffer/i);
    // The model was called twice: the question, then the tool's result.
    expect(model.doStreamCalls).toHaveLength(2);
    const [first, second] = model.doStreamCalls;
    expect(first?.prompt[0]?.role).toBe("system");
    expect(first?.tools?.map((tool) => tool.name)).toContain("propose_action");
    const toolMessage = second?.prompt.find((message) => message.role === "tool");
    expect(JSON.stringify(toolMessage)).toContain(reply.cards.products[0]?.sku);
  });
});
