import type { AssistantOrder } from "../../../../lib/assistant/tools.ts";
import { formatCents } from "../../../../lib/shared/money.ts";
import type { Reply, Turn } from "./types.ts";
import { listOf, refusal } from "./words.ts";

const STATUS_WORDS: Record<string, string> = {
  AWAITING_PAYMENT: "awaiting payment",
  PENDING: "pending",
  PROCESSING: "being processed",
  SHIPPED: "shipped",
  DELIVERED: "delivered",
  CANCELLED: "cancelled",
};

const statusOf = (order: AssistantOrder) => STATUS_WORDS[order.status] ?? order.status.toLowerCase();

function describeOrder(order: AssistantOrder): string {
  const tracking = order.trackingNumber ? ` Its tracking number is ${order.trackingNumber}.` : "";
  const lines = order.items.length;
  const shipped =
    order.status === "SHIPPED" || order.status === "DELIVERED"
      ? ""
      : order.status === "CANCELLED"
        ? ""
        : " It has not shipped yet.";
  return `Order ${order.orderNumber} is ${statusOf(order)}: ${lines} line${lines === 1 ? "" : "s"}, ${formatCents(order.total)} in total.${shipped}${tracking}`;
}

/** Words that ask for one status of order. */
function askedStatus(text: string): string | undefined {
  const lowered = text.toLowerCase();
  if (/\b(?:open|unshipped|not (?:yet )?shipped)\b/.test(lowered)) return undefined;
  if (/\bcancel+ed\b/.test(lowered)) return "CANCELLED";
  if (/\bdelivered\b/.test(lowered)) return "DELIVERED";
  if (/\bpending\b/.test(lowered)) return "PENDING";
  if (/\bprocessing\b/.test(lowered)) return "PROCESSING";
  return undefined;
}

/**
 * An order by number (get_order: another account's answers as not found, and the number is not
 * repeated), or the latest orders (list_orders).
 */
export async function answerOrders(turn: Turn): Promise<Reply> {
  const numbers = turn.reading.entities.orderNumbers;
  if (numbers.length) {
    const found: AssistantOrder[] = [];
    const parts: string[] = [];
    for (const orderNumber of numbers.slice(0, 3)) {
      const result = await turn.call("get_order", { orderNumber });
      if (result.success && result.data.order) {
        found.push(result.data.order);
        parts.push(describeOrder(result.data.order));
      } else if (!turn.caller) {
        parts.push(refusal(result));
      } else {
        // The tool's words, without the number typed: the answer is the same for an order that does
        // not exist and for another account's.
        parts.push(
          "No order with that number was found in your account. Check the number, or ask me for your latest orders.",
        );
      }
    }
    const unique = [...new Set(parts)];
    if (found.length === 1) return { text: unique.join(" "), cards: { order: found[0] as AssistantOrder } };
    return { text: unique.join(" "), ...(found.length ? { cards: { orders: found } } : {}) };
  }
  const text = turn.reading.text.toLowerCase();
  const latest = /\b(?:latest|last|most recent|newest|recent)\b/.test(text) && !/\borders\b/.test(text);
  const status = askedStatus(text);
  const result = await turn.call("list_orders", { limit: latest ? 1 : 5, ...(status ? { status } : {}) });
  if (!result.success) return { text: refusal(result) };
  const orders = result.data.orders ?? [];
  if (!orders.length) return { text: refusal(result) };
  if (orders.length === 1) {
    const order = orders[0] as AssistantOrder;
    return { text: `Your latest order: ${describeOrder(order)}`, cards: { orders } };
  }
  const summary = orders.map(
    (order) => `${order.orderNumber} (${statusOf(order)}, ${formatCents(order.total)})`,
  );
  const more = result.data.more ? " Ask for an order by number to see any other." : "";
  return { text: `Your ${orders.length} latest orders are ${listOf(summary)}.${more}`, cards: { orders } };
}

type QuoteRow = {
  number: string;
  status: string;
  totalCents: number;
  expiresAt: string | null;
  PurchaseOrder: string | null;
};

/** The working account's quotes (list_quotes). */
export async function answerQuotes(turn: Turn): Promise<Reply> {
  const result = await turn.call("list_quotes", { limit: 5 });
  if (!result.success) return { text: refusal(result) };
  const quotes = (result.data.quotes ?? []) as QuoteRow[];
  if (!quotes.length) return { text: refusal(result) };
  const rows = quotes.map(
    (quote) =>
      `${quote.number} (${quote.status.toLowerCase()}, ${formatCents(quote.totalCents)}${quote.expiresAt ? `, expires ${quote.expiresAt.slice(0, 10)}` : ""})`,
  );
  return { text: `${refusal(result)} The newest: ${listOf(rows)}.` };
}

type InvoiceRow = { number: string; status: string; balanceCents: number; dueDate: string; overdue: boolean };

/** The working account's invoices and balances (list_invoices). */
export async function answerInvoices(turn: Turn): Promise<Reply> {
  const open = /\b(?:open|unpaid|outstanding|due|overdue)\b/i.test(turn.reading.text);
  const result = await turn.call("list_invoices", { limit: 5, ...(open ? { status: "Open" } : {}) });
  if (!result.success) return { text: refusal(result) };
  const invoices = (result.data.invoices ?? []) as InvoiceRow[];
  if (!invoices.length) return { text: refusal(result) };
  const rows = invoices.map(
    (invoice) =>
      `${invoice.number} (${invoice.status.toLowerCase()}${invoice.status === "Open" ? `, ${formatCents(invoice.balanceCents)} due ${invoice.dueDate.slice(0, 10)}${invoice.overdue ? ", overdue" : ""}` : ""})`,
  );
  return {
    text: `${refusal(result)} ${invoices.length === 1 ? "The invoice is" : "The invoices are"} ${listOf(rows)}.`,
  };
}
