import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readUIMessageStream, type UIMessage, type UIMessageChunk } from "ai";
import { cardsOf, textOf } from "../../../../lib/assistant/chat-stream.ts";

/** API-10's body for a question, after earlier turns (as text). */
export function chatBody(question: string, history: { role: "user" | "assistant"; text: string }[] = []) {
  const messages = [...history, { role: "user" as const, text: question }].map((turn, index) => ({
    id: `m${index + 1}`,
    role: turn.role,
    parts: [{ type: "text", text: turn.text }],
  }));
  return { id: "chat-test", messages };
}

/** The chunks of a UI message stream answer (server-sent events). */
export function chunksOf(body: string): UIMessageChunk[] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line !== "data: [DONE]")
    .map((line) => JSON.parse(line.slice("data: ".length)) as UIMessageChunk);
}

/** A streamed reply read as the window's `useChat` reads it: the message, its text, cards and error. */
export async function readReply(response: Response) {
  const chunks = chunksOf(await response.text());
  let message: UIMessage | undefined;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  for await (const next of readUIMessageStream({ stream })) message = next;
  const errorText = chunks.flatMap((chunk) => (chunk.type === "error" ? [chunk.errorText] : []))[0];
  return {
    chunks,
    message,
    text: message ? textOf(message) : "",
    cards: cardsOf(message ?? { parts: [] }),
    toolNames: (message?.parts ?? []).flatMap((part) =>
      part.type.startsWith("tool-") ? [part.type.slice("tool-".length)] : [],
    ),
    errorText,
  };
}

/** One answer of the stand-in model: text, tool calls, or an HTTP failure. */
export type StandInReply =
  | { text: string }
  | { toolCalls: { name: string; arguments: Record<string, unknown> }[] }
  | { status: number; error: string };

export type StandInRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string } }[];
  };
};

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

/** The OpenAI chat-completions chunks of one reply, streamed as server-sent events. */
function completionEvents(reply: Exclude<StandInReply, { status: number }>, model: string): string[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    JSON.stringify({
      id: "chatcmpl-stand-in",
      object: "chat.completion.chunk",
      created: 1_790_000_000,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  const events: string[] = [chunk({ role: "assistant", content: "" }, null)];
  if ("text" in reply) {
    // A few characters at a time, as a model streams tokens.
    for (const piece of reply.text.match(/.{1,12}/gs) ?? []) events.push(chunk({ content: piece }, null));
    events.push(chunk({}, "stop"));
  } else {
    reply.toolCalls.forEach((call, index) => {
      const json = JSON.stringify(call.arguments);
      const half = Math.ceil(json.length / 2);
      events.push(
        chunk(
          {
            tool_calls: [
              {
                index,
                id: `call_${index + 1}`,
                type: "function",
                function: { name: call.name, arguments: json.slice(0, half) },
              },
            ],
          },
          null,
        ),
        chunk({ tool_calls: [{ index, function: { arguments: json.slice(half) } }] }, null),
      );
    });
    events.push(chunk({}, "tool_calls"));
  }
  return events.map((event) => `data: ${event}\n\n`).concat("data: [DONE]\n\n");
}

/**
 * A stand-in OpenAI-compatible server on 127.0.0.1 (issue 16 item 4): `POST /v1/chat/completions`
 * streams what `answer` decides for each request, text or tool calls, over real HTTP; every request
 * is kept for the test to read (the system prompt, the tools, the tool results, the key).
 */
export async function startStandInModel(answer: (request: StandInRequest) => StandInReply) {
  const requests: StandInRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const request: StandInRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(await readBody(req)) as StandInRequest["body"],
    };
    requests.push(request);
    const reply = answer(request);
    if ("status" in reply) {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: reply.error, type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    for (const event of completionEvents(reply, request.body.model)) res.write(event);
    res.end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
