import type { Proposal, ProposalAction } from "../../../lib/assistant/chat-stream.ts";
import type { AssistantProduct } from "../../../lib/assistant/tools.ts";
import { listOf, productLabel } from "./engine/words.ts";

const DESTINATIONS: Record<ProposalAction, string> = {
  add_to_cart: "your cart",
  add_to_project: "a project",
  start_quote: "a new quote",
};

/**
 * An action proposed to the person (issue 16 item 5), with the confirmation card's question: the
 * built-in engine and a remote model's `propose_action` tool word it alike. Nothing is written here.
 */
export function proposalFor(
  action: ProposalAction,
  lines: readonly { product: Pick<AssistantProduct, "id" | "sku" | "name">; quantity: number }[],
): Proposal {
  const items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    sku: product.sku,
    name: product.name,
    quantity,
  }));
  const message = `Add ${listOf(items.map((item) => `${item.quantity} × ${productLabel(item)}`))} to ${DESTINATIONS[action]}?`;
  return { action, items, message };
}
