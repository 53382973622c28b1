import { describe, expect, it } from "vitest";
import { questionOf, textPieces } from "./engine-model.ts";

describe("the built-in engine as a language model (issue 16 item 4)", () => {
  it("issue 16 item 4: the question is the last user message; the text turns before it are its history", () => {
    const input = questionOf([
      { role: "system", content: "You are the Lumenor lighting assistant." },
      { role: "user", content: [{ type: "text", text: "Compare TOL-HB-150-50K and TOL-HB-200-50K" }] },
      {
        role: "assistant",
        content: [
          { type: "text", text: "The 200 W model gives more light." },
          { type: "tool-call", toolCallId: "c1", toolName: "compare_products", input: {} },
        ],
      },
      { role: "user", content: [{ type: "text", text: "  And which is DLC Premium?  " }] },
    ]);
    expect(input).toEqual({
      text: "And which is DLC Premium?",
      history: [
        { role: "user", content: "Compare TOL-HB-150-50K and TOL-HB-200-50K" },
        { role: "assistant", content: "The 200 W model gives more light." },
      ],
    });
  });

  it("CHAT-17: the answer streams in pieces of a few words that join to the whole text", () => {
    const text = "I found 4 DLC Premium high bays. The best matches are TOL 4ft 300W (TOL-4-300-40K).";
    const pieces = textPieces(text);
    expect(pieces.length).toBeGreaterThan(4);
    expect(pieces.join("")).toBe(text);
    expect(textPieces("")).toEqual([]);
  });
});
