import { describe, expect, it } from "vitest";
import { cardsOf, questionProblem, textOf } from "./chat-stream.ts";
import type { AssistantOrder, AssistantProduct } from "./tools.ts";

const product = (sku: string): AssistantProduct => ({
  id: `id-${sku}`,
  productID: `P-${sku}`,
  sku,
  name: `Fixture ${sku}`,
  images: [],
  technicalSpecs: "Wattage: 150W",
  application: "Warehouses",
  link: `/product/${sku}`,
  options: [],
});
const order = (orderNumber: string): AssistantOrder => ({
  id: `id-${orderNumber}`,
  orderNumber,
  status: "SHIPPED",
  total: 12_345,
  updatedAt: "2026-11-20T10:00:00.000Z",
  customerId: "A-10001",
  trackingNumber: null,
  items: [],
});
const toolPart = (name: string, output: unknown, state = "output-available") => ({
  type: `tool-${name}`,
  toolCallId: `call-${name}`,
  state,
  input: {},
  output,
});

describe("the chat stream's cards (CHAT-20)", () => {
  it("CHAT-20: products and orders come from the tools' data.products, data.orders and data.order, each once", () => {
    const cards = cardsOf({
      parts: [
        { type: "text", text: "Here they are." },
        toolPart("search_products", {
          success: true,
          message: "",
          data: { products: [product("A"), product("B")] },
        }),
        toolPart("get_product", { success: true, message: "", data: { products: [product("A")] } }),
        toolPart("list_orders", { success: true, message: "", data: { orders: [order("SO-1")] } }),
        toolPart("get_order", { success: true, message: "", data: { order: order("SO-2") } }),
      ],
    });
    expect(cards.products.map((p) => p.sku)).toEqual(["A", "B"]);
    expect(cards.orders.map((o) => o.orderNumber)).toEqual(["SO-1", "SO-2"]);
    expect(cards.proposals).toEqual([]);
  });

  it("CHAT-20: a refused tool, a call still running, an unknown tool and an output that is not a result give no cards", () => {
    const cards = cardsOf({
      parts: [
        toolPart("list_orders", {
          success: false,
          message: "Please sign in",
          data: { orders: [order("SO-1")] },
        }),
        toolPart("search_products", undefined, "input-available"),
        toolPart("someone_elses_tool", { success: true, message: "", data: { products: [product("X")] } }),
        toolPart("search_products", { products: [product("Y")] }),
      ],
    });
    expect(cards).toEqual({ products: [], orders: [], proposals: [] });
  });

  it("issue 16 item 4: the show_cards part, when present, is the answer's choice of cards, in its order", () => {
    const cards = cardsOf({
      parts: [
        toolPart("search_products", {
          success: true,
          message: "",
          data: { products: [product("A"), product("B")] },
        }),
        toolPart("show_cards", { success: true, message: "", data: { products: [product("B")] } }),
      ],
    });
    expect(cards.products.map((p) => p.sku)).toEqual(["B"]);
  });

  it("issue 16 item 5: a propose_action part is a proposal; a malformed one is skipped", () => {
    const proposal = {
      action: "add_to_cart",
      items: [{ productId: "id-A", sku: "A", name: "Fixture A", quantity: 24 }],
      message: "Add 24 × Fixture A (A) to your cart?",
    };
    const cards = cardsOf({
      parts: [
        toolPart("propose_action", { success: true, message: proposal.message, data: { proposal } }),
        toolPart("propose_action", {
          success: true,
          message: "",
          data: { proposal: { action: "place_order", items: [] } },
        }),
      ],
    });
    expect(cards.proposals).toEqual([proposal]);
  });

  it("CHAT-35, CHAT-36: a question is 1 … 2000 characters after trimming", () => {
    expect(questionProblem("  ")).toBe("Type a question first.");
    expect(questionProblem(` ${"x".repeat(2000)} `)).toBeNull();
    expect(questionProblem("x".repeat(2001))).toBe("Message too long (2001/2000 characters)");
    expect(
      textOf({
        parts: [{ type: "text", text: "Hello " }, { type: "step-start" }, { type: "text", text: "there" }],
      }),
    ).toBe("Hello there");
  });
});
