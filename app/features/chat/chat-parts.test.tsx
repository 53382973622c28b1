// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../../lib/assistant/conversations.ts";
import type { AssistantOrder, AssistantProduct } from "../../../lib/assistant/tools.ts";
import { WELCOME_QUESTIONS } from "../../../lib/assistant/welcome-questions.ts";
import { ChatInput } from "./ChatInput.tsx";
import {
  AppErrorBoundary,
  ChatErrorBoundary,
  ComponentErrorBoundary,
  FeatureErrorBoundary,
  MessageContentBoundary,
  OrderCardBoundary,
  ProductCardBoundary,
} from "./ErrorBoundaries.tsx";
import { MessageView } from "./MessageView.tsx";
import { OrderCards } from "./OrderCards.tsx";
import { ProductCards } from "./ProductCards.tsx";
import { WelcomeCard } from "./WelcomeCard.tsx";

/**
 * The chat window's parts that need no server (issue 16 item 1): rendered in happy-dom, driven by the
 * keyboard and the mouse as a person would, timers faked for the 300 ms, 1.5 s, 2 s and 5 s rules.
 */
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

function product(n: number, overrides: Partial<AssistantProduct> = {}): AssistantProduct {
  return {
    id: `p${n}`,
    productID: `${1000 + n}`,
    sku: `EDL-4-${n}-40K`,
    name: `EDL-4 Downlight ${n}`,
    images: [{ url: `/images/edl-4-${n}.jpg`, alt: `EDL-4 downlight ${n}` }],
    technicalSpecs: "1,000 lm::CRI 90+::4000K::Dimmable 0-10V::IC rated::Wet location::5-year warranty",
    application: "::Offices, corridors and retail",
    link: `/p/edl-4-${n}-40k`,
    options: [],
    ...overrides,
  };
}

function order(n: number, overrides: Partial<AssistantOrder> = {}): AssistantOrder {
  return {
    id: `o${n}`,
    orderNumber: `SO-10${n}`,
    status: "Shipped",
    total: 123_456,
    updatedAt: new Date(2025, 2, 18, 10).toISOString(),
    customerId: "c1",
    trackingNumber: "1Z999AA10123456784",
    items: [
      { name: "TOL-HB-150 High Bay", sku: "TOL-HB-150-50K", quantity: 24, price: 4_850, total: 116_400 },
      { name: "Mounting kit", sku: "MK-1", quantity: 24, price: 294, total: 7_056 },
    ],
    ...overrides,
  };
}

/** The input as the window holds it: its own text, a send that records and clears. */
function InputHarness({
  onSend,
  loading = false,
  initial = "",
}: {
  onSend: (text: string) => Promise<void> | void;
  loading?: boolean;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(loading);
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      loading={busy}
      onStop={() => setBusy(false)}
      onSend={async (text) => {
        await onSend(text);
        setValue("");
        setBusy(true);
      }}
    />
  );
}

const textbox = () => screen.getByRole("textbox", { name: "Message" });
const type = (text: string) => fireEvent.change(textbox(), { target: { value: text } });

describe("the chat input", () => {
  it("CHAT-38 Enter sends the trimmed message, Shift+Enter does not", async () => {
    const sent: string[] = [];
    render(<InputHarness onSend={(text) => void sent.push(text)} />);
    type("  Which high bays are DLC Premium?\n");
    fireEvent.keyDown(textbox(), { key: "Enter", shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(textbox(), { key: "Enter" });
    await act(async () => {});
    expect(sent).toEqual(["Which high bays are DLC Premium?"]);
  });

  it("CHAT-35 AMB-27 an empty or blank message cannot be sent; 2000 code points can, emoji counted once", async () => {
    const sent: string[] = [];
    render(<InputHarness onSend={(text) => void sent.push(text)} />);
    const send = () => screen.getByRole("button", { name: "Send message" });
    expect(send()).toHaveProperty("disabled", true);
    type("   \n  ");
    expect(send()).toHaveProperty("disabled", true);
    fireEvent.keyDown(textbox(), { key: "Enter" });
    // 1999 letters and one emoji (two UTF-16 units): 2000 code points, within the limit.
    type(`  ${"a".repeat(1999)}💡  `);
    expect(send()).toHaveProperty("disabled", false);
    expect(screen.getByText("0 chars left")).toBeTruthy();
    fireEvent.click(send());
    await act(async () => {});
    expect(sent).toEqual([`${"a".repeat(1999)}💡`]);
  });

  it("CHAT-36 CONST-01 over 2000 characters says 'Message too long (n/2000 characters)' and blocks sending", async () => {
    const onSend = vi.fn();
    render(<InputHarness onSend={onSend} />);
    type("b".repeat(2001));
    expect(screen.getByText("Message too long (2001/2000 characters)")).toBeTruthy();
    expect(textbox().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Send message" })).toHaveProperty("disabled", true);
    fireEvent.keyDown(textbox(), { key: "Enter" });
    await act(async () => {});
    expect(onSend).not.toHaveBeenCalled();
  });

  it("CHAT-37 CONST-02 'n chars left' shows from 100 remaining on, not at 101", () => {
    render(<InputHarness onSend={() => {}} />);
    type("c".repeat(1899));
    expect(screen.queryByText(/chars left/)).toBeNull();
    type("c".repeat(1900));
    expect(screen.getByText("100 chars left")).toBeTruthy();
    type("c".repeat(1950));
    expect(screen.getByText("50 chars left")).toBeTruthy();
    // The counter is the textarea's description, so a screen reader hears it.
    const described = textbox().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("50 chars left");
  });

  it("CHAT-17 CHAT-18 while loading a stop button replaces send and 'AI is thinking...' shows; stop restores send", async () => {
    render(<InputHarness onSend={() => {}} initial="Is the EDL-6 in stock?" />);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toContain("AI is thinking...");
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Stop generating" }));
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
    expect(screen.queryByText("AI is thinking...")).toBeNull();
  });

  it("CHAT-47 a failed send shows 'An error occurred while sending your message' and keeps the text", async () => {
    render(
      <InputHarness
        onSend={() => Promise.reject(new Error("stream broke"))}
        initial="Send me the IES file for SCX-4"
      />,
    );
    fireEvent.keyDown(textbox(), { key: "Enter" });
    await act(async () => {});
    expect(screen.getByRole("alert").textContent).toBe("An error occurred while sending your message");
    expect((textbox() as HTMLTextAreaElement).value).toBe("Send me the IES file for SCX-4");
    // Typing again clears the failure.
    type("Send me the IES file for SCX-4-40");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the welcome card", () => {
  it("CHAT-08 CONST-11 shows exactly the 8 example questions as buttons", () => {
    render(<WelcomeCard brand="Brightline" onAsk={() => {}} />);
    const list = screen.getByRole("list", { name: "Example questions" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons).toHaveLength(8);
    expect(buttons.map((b) => b.textContent)).toEqual(WELCOME_QUESTIONS.map((q) => q.text));
    expect(screen.getByRole("heading", { name: "Ask the Brightline lighting assistant" })).toBeTruthy();
  });

  it("CHAT-09 choosing an example puts its text in the input and sends it", async () => {
    const sent: string[] = [];
    function Window() {
      const [value, setValue] = useState("");
      return (
        <>
          <WelcomeCard
            brand="Brightline"
            onAsk={(question) => {
              setValue(question);
              sent.push(question);
            }}
          />
          <ChatInput value={value} onChange={setValue} loading={false} onStop={() => {}} onSend={() => {}} />
        </>
      );
    }
    render(<Window />);
    const question = WELCOME_QUESTIONS[2]?.text ?? "";
    fireEvent.click(screen.getByRole("button", { name: question }));
    expect((textbox() as HTMLTextAreaElement).value).toBe(question);
    expect(sent).toEqual([question]);
  });
});

describe("product cards", () => {
  it("CHAT-21 CONST-06 name, first image, link, application without '::' and at most 6 spec lines in order", () => {
    render(
      <ProductCards
        products={[
          product(1, {
            images: [
              { url: "/images/first.jpg", alt: "Front" },
              { url: "/images/second.jpg", alt: "Side" },
            ],
          }),
        ]}
      />,
    );
    const card = screen.getByRole("article", { name: "EDL-4 Downlight 1" });
    expect(within(card).getByRole("img").getAttribute("src")).toBe("/images/first.jpg");
    expect(within(card).getByRole("link", { name: "EDL-4 Downlight 1" }).getAttribute("href")).toBe(
      "/p/edl-4-1-40k",
    );
    expect(within(card).getByText("Offices, corridors and retail")).toBeTruthy();
    const specs = within(card).getByRole("list", { name: "Specifications of EDL-4 Downlight 1" });
    expect(
      within(specs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1,000 lm", "CRI 90+", "4000K", "Dimmable 0-10V", "IC rated", "Wet location"]);
  });

  it("CHAT-22 an image that cannot be loaded is replaced by 'Image not available'", () => {
    render(<ProductCards products={[product(1), product(2, { images: [] })]} />);
    const first = screen.getByRole("article", { name: "EDL-4 Downlight 1" });
    expect(within(first).queryByText("Image not available")).toBeNull();
    fireEvent.error(within(first).getByRole("img"));
    expect(within(first).queryByRole("img")).toBeNull();
    expect(within(first).getByText("Image not available")).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "EDL-4 Downlight 2" })).getByText("Image not available"),
    ).toBeTruthy();
  });

  it("CHAT-25 CONST-03 CONST-05 6 per page; 'Load More' shows the next 6 after 300 ms", async () => {
    render(<ProductCards products={Array.from({ length: 14 }, (_, i) => product(i + 1))} />);
    expect(screen.getAllByRole("article")).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    await advance(299);
    expect(screen.getAllByRole("article")).toHaveLength(6);
    await advance(1);
    expect(screen.getAllByRole("article")).toHaveLength(12);
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    await advance(300);
    expect(screen.getAllByRole("article")).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("CHAT-50 a product that fails to render shows 'Error rendering product data' and the others still show", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // A product whose spec text is not text, as a broken answer would carry.
    const broken = product(2, { technicalSpecs: null as unknown as string });
    render(<ProductCards products={[product(1), broken, product(3)]} />);
    expect(screen.getByText("Error rendering product data")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });
});

describe("order cards", () => {
  it("CHAT-23 number, status, total in dollars, update date, tracking number and each item's name, SKU, quantity, price and total", () => {
    render(<OrderCards orders={[order(1)]} />);
    const card = screen.getByRole("article", { name: "Order SO-101" });
    expect(within(card).getByRole("heading", { name: "Order SO-101" })).toBeTruthy();
    expect(within(card).getByText("Shipped")).toBeTruthy();
    expect(within(card).getByText("$1,234.56")).toBeTruthy();
    expect(within(card).getByText("Mar 18, 2025")).toBeTruthy();
    expect(within(card).getByText("1Z999AA10123456784")).toBeTruthy();
    const rows = within(within(card).getByRole("table")).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["TOL-HB-150 High Bay", "TOL-HB-150-50K", "24", "$48.50", "$1,164.00"],
      ["Mounting kit", "MK-1", "24", "$2.94", "$70.56"],
    ]);
  });

  it("CHAT-24 the status badge takes its group's look", () => {
    render(<OrderCards orders={[order(1, { status: "Cancelled" }), order(2, { status: "Delivered" })]} />);
    expect(screen.getByText("Cancelled").getAttribute("data-status-group")).toBe("cancelled");
    expect(screen.getByText("Delivered").getAttribute("data-status-group")).toBe("completed");
  });

  it("CHAT-26 CONST-04 CONST-05 5 per page; 'Load More' shows the next 5 after 300 ms", async () => {
    render(<OrderCards orders={Array.from({ length: 7 }, (_, i) => order(i + 1))} />);
    expect(screen.getAllByRole("article")).toHaveLength(5);
    fireEvent.click(screen.getByRole("button", { name: "Load More" }));
    await advance(299);
    expect(screen.getAllByRole("article")).toHaveLength(5);
    await advance(1);
    expect(screen.getAllByRole("article")).toHaveLength(7);
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  it("CHAT-51 an order that fails to render shows 'Error loading order information'", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <OrderCards orders={[order(1, { items: null as unknown as AssistantOrder["items"] }), order(2)]} />,
    );
    expect(screen.getByText("Error loading order information")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Order SO-102" })).toBeTruthy();
  });
});

const reply = (content: string): ChatMessage => ({
  id: "a1",
  role: "assistant",
  content,
  createdAt: new Date().toISOString(),
  editedAt: null,
});

describe("a message", () => {
  it("CHAT-19 CONST-12 AMB-31 a reply's cards appear 1.5 s after it finished streaming, not before", async () => {
    const cards = { products: [product(1)], orders: [order(1)] };
    const { rerender } = render(
      <MessageView
        conversationId={null}
        message={reply("Here are two downlights")}
        cards={cards}
        finished={false}
      />,
    );
    await advance(5_000);
    expect(screen.queryByRole("region", { name: "Products" })).toBeNull();
    rerender(
      <MessageView conversationId={null} message={reply("Here are two downlights")} cards={cards} finished />,
    );
    await advance(1_499);
    expect(screen.queryByRole("region", { name: "Products" })).toBeNull();
    await advance(1);
    expect(screen.getByRole("region", { name: "Products" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Orders" })).toBeTruthy();
  });

  it("issue 16 item 4: a reply's site paths and e-mail addresses are links; a person's own text is not", () => {
    render(
      <MessageView
        conversationId={null}
        message={reply(
          "Try it: /payback-calculator?fixtures=40. Or write to rita.rep@greatlakes-agency.example.",
        )}
      />,
    );
    expect(screen.getByRole("link", { name: "/payback-calculator?fixtures=40" }).getAttribute("href")).toBe(
      "/payback-calculator?fixtures=40",
    );
    expect(
      screen.getByRole("link", { name: "rita.rep@greatlakes-agency.example" }).getAttribute("href"),
    ).toBe("mailto:rita.rep@greatlakes-agency.example");
    cleanup();
    render(
      <MessageView conversationId={null} message={{ ...reply("See /payback-calculator"), role: "user" }} />,
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("CHAT-19 a reply without text shows no cards", async () => {
    render(
      <MessageView
        conversationId={null}
        message={reply("   ")}
        cards={{ products: [product(1)] }}
        finished
      />,
    );
    await advance(10_000);
    expect(screen.queryByRole("region", { name: "Products" })).toBeNull();
  });

  it("CHAT-40 CONST-24 copying confirms 'Copied' for 2 s", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue({ writeText } as unknown as Clipboard);
    render(<MessageView conversationId={null} message={reply("The EDL-4 is 1,000 lm at CRI 90.")} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy message" }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith("The EDL-4 is 1,000 lm at CRI 90.");
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    await advance(1_999);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    await advance(1);
    expect(screen.getByRole("button", { name: "Copy message" })).toBeTruthy();
  });

  it("CHAT-52 a content that fails to render shows 'Error loading message content'", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MessageView conversationId={null} message={reply({ text: "not a string" } as unknown as string)} />,
    );
    expect(screen.getByText("Error loading message content")).toBeTruthy();
  });
});

/** A part that throws while `broken.now` is true. */
const broken = { now: true };
function Fragile() {
  if (broken.now) throw new Error("render failed");
  return <p>Luminaire schedule</p>;
}

describe("error boundaries", () => {
  beforeEach(() => {
    broken.now = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("CHAT-49 'Application Error', 'Feature Error' and 'Component Error' at their levels", () => {
    render(
      <>
        <AppErrorBoundary>
          <Fragile />
        </AppErrorBoundary>
        <FeatureErrorBoundary>
          <Fragile />
        </FeatureErrorBoundary>
        <ComponentErrorBoundary>
          <Fragile />
        </ComponentErrorBoundary>
      </>,
    );
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Application Error",
      "Feature Error",
      "Component Error",
    ]);
  });

  it("CHAT-49 CONST-25 the component boundary tries again after 5 s; the others stay", async () => {
    render(
      <>
        <FeatureErrorBoundary>
          <Fragile />
        </FeatureErrorBoundary>
        <ComponentErrorBoundary>
          <Fragile />
        </ComponentErrorBoundary>
      </>,
    );
    broken.now = false;
    await advance(4_999);
    expect(screen.getByText("Component Error")).toBeTruthy();
    await advance(1);
    expect(screen.queryByText("Component Error")).toBeNull();
    expect(screen.getByText("Luminaire schedule")).toBeTruthy();
    expect(screen.getByText("Feature Error")).toBeTruthy();
  });

  it("CHAT-50 CHAT-51 CHAT-52 the card and message boundaries' texts", () => {
    render(
      <>
        <ProductCardBoundary>
          <Fragile />
        </ProductCardBoundary>
        <OrderCardBoundary>
          <Fragile />
        </OrderCardBoundary>
        <MessageContentBoundary>
          <Fragile />
        </MessageContentBoundary>
      </>,
    );
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Error rendering product data",
      "Error loading order information",
      "Error loading message content",
    ]);
  });

  it("CHAT-48 the chat's failure says so, and 'Refresh Page' reloads the page", () => {
    const reload = vi.fn();
    render(
      <ChatErrorBoundary reload={reload}>
        <Fragile />
      </ChatErrorBoundary>,
    );
    expect(
      screen.getByText("Chat Error - Something went wrong with the chat. Please try refreshing the page."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
