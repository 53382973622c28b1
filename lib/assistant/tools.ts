import { z } from "zod";

/**
 * The assistant's read tools (issue 16 items 3 and 6): what each one answers, shared by the server
 * (the chat's tools and the MCP endpoint) and the chat window, which reads a tool's result from
 * `success`, `data.products`, `data.orders`, `data.order` and `message` (CHAT-20). The caller is never
 * in here: the server takes it from the session or the bearer token.
 */

/** The read tools, by name. Write tools (add to cart, place an order …) are not among them. */
export const ASSISTANT_TOOL_NAMES = [
  "search_products",
  "get_product",
  "compare_products",
  "check_inventory",
  "list_orders",
  "get_order",
  "list_quotes",
  "list_invoices",
  "energy_savings",
  "rebates_by_zip",
  "find_sales_rep",
  "find_wholesaler",
  "lighting_knowledge",
] as const;
export type AssistantToolName = (typeof ASSISTANT_TOOL_NAMES)[number];

/** The tools that read the caller's account: a guest is asked to sign in. */
export const ACCOUNT_TOOL_NAMES = [
  "list_orders",
  "get_order",
  "list_quotes",
  "list_invoices",
] as const satisfies readonly AssistantToolName[];

/** What an account tool answers a guest. */
export const SIGN_IN_MESSAGE = "Please sign in to see your account's orders, quotes and invoices.";
/** An order that is not the working account's answers exactly as one that does not exist. */
export const orderNotFoundMessage = (orderNumber: string) =>
  `No order ${orderNumber} was found in your account.`;

/** CHAT-53: a product as the chat's product card reads it. */
export const assistantProductSchema = z
  .object({
    id: z.string(),
    productID: z.string(),
    sku: z.string(),
    name: z.string(),
    images: z.array(z.object({ url: z.string(), alt: z.string() }).strict()),
    /** The spec lines, joined by "::" (CHAT-21 shows the first 6). */
    technicalSpecs: z.string(),
    /** Without a leading "::". */
    application: z.string(),
    link: z.string(),
    options: z.array(z.object({ optionID: z.string(), name: z.string() }).strict()),
    /**
     * Issue 32 item 5, for a signed-in caller of an account only: the list price, and one unit's price
     * for the working account as the cart charges it (null: the list price).
     */
    listPriceCents: z.number().int().optional(),
    accountPriceCents: z.number().int().nullable().optional(),
  })
  .strict();
export type AssistantProduct = z.infer<typeof assistantProductSchema>;

/** CHAT-54: an order as the chat's order card reads it. Amounts are integer cents, as everywhere. */
export const assistantOrderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    status: z.string(),
    /** The order total in cents. */
    total: z.number().int(),
    updatedAt: z.string(),
    /** The account the order belongs to (always the caller's working account). */
    customerId: z.string(),
    trackingNumber: z.string().nullable(),
    items: z.array(
      z
        .object({
          name: z.string(),
          sku: z.string(),
          quantity: z.number().int(),
          /** One unit with its options, in cents. */
          price: z.number().int(),
          /** The line, in cents. */
          total: z.number().int(),
        })
        .strict(),
    ),
  })
  .strict();
export type AssistantOrder = z.infer<typeof assistantOrderSchema>;

/**
 * CHAT-20: every tool's result. `data` holds `products` and `orders` / `order` where the tool has them,
 * and the tool's own keys besides (documents, inventory, quotes, invoices, savings …).
 */
export const toolResultSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    data: z
      .object({
        products: z.array(assistantProductSchema).optional(),
        orders: z.array(assistantOrderSchema).optional(),
        order: assistantOrderSchema.optional(),
      })
      .catchall(z.unknown()),
  })
  .strict();
export type ToolResult = z.infer<typeof toolResultSchema>;
export type ToolData = ToolResult["data"];

export const ok = (message: string, data: ToolData = {}): ToolResult => ({ success: true, message, data });
export const refused = (message: string, data: ToolData = {}): ToolResult => ({
  success: false,
  message,
  data,
});
