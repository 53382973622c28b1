import type { AssistantOrder, AssistantProduct } from "../../../lib/assistant/tools.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import type { ProductVariation } from "../catalog/index.ts";

/** CHAT-53: the catalogue's product (API-14's) as the chat's product card reads it. */
export function toAssistantProduct(product: ProductVariation): AssistantProduct {
  return {
    id: product.id,
    productID: product.productID,
    sku: product.sku,
    name: product.name,
    images: product.images.map((image) => ({ url: image.url, alt: image.alt })),
    technicalSpecs: product.technicalSpecs,
    application: product.application,
    link: product.link,
    options: product.options.map((option) => ({ optionID: option.optionID, name: option.name })),
  };
}

/** CHAT-54: the orders module's order as the chat's order card reads it (amounts in cents). */
export function toAssistantOrder(order: Order): AssistantOrder {
  const lastEvent = order.events.reduce<string>(
    (latest, event) => (event.at > latest ? event.at : latest),
    "",
  );
  return {
    id: order.id,
    orderNumber: order.number,
    status: order.OrderStatus,
    total: order.Price.OrderTotal,
    updatedAt: lastEvent || order.createdAt,
    customerId: order.accountId,
    trackingNumber: order.trackingNumber,
    items: order.items.map((item) => ({
      name: item.productDetails.name,
      sku: item.productDetails.sku,
      quantity: item.quantity,
      price: item.unitPriceCents + item.optionsPerUnitCents,
      total: item.lineTotalCents,
    })),
  };
}
