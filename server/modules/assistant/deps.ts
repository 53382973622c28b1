import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { AccountsModule } from "../accounts/index.ts";
import type { CatalogSearch, ProductDetails } from "../catalog/index.ts";
import type { ContentModule } from "../content/index.ts";
import type { DistributorsModule } from "../distributors/index.ts";
import type { InvoicesModule } from "../invoices/index.ts";
import type { OrdersModule } from "../orders/index.ts";
import type { PricingModule } from "../pricing/index.ts";
import type { QuotesModule } from "../quotes/index.ts";
import type { RebatesModule } from "../rebates/index.ts";

/**
 * What the assistant's tools call: the same module functions the pages and the JSON API call, so a
 * rule (who sees inventory, whose orders) is written once. No tool reads a table.
 */
export type AssistantDeps = {
  search: Pick<CatalogSearch, "searchProducts" | "productById" | "productsByIds">;
  productDetails: Pick<ProductDetails, "productSheet" | "inventoryFor">;
  orders: Pick<OrdersModule, "list" | "get" | "getMany" | "findByNumber">;
  quotes: Pick<QuotesModule, "list">;
  invoices: Pick<InvoicesModule, "list">;
  rebates: Pick<RebatesModule, "find">;
  distributors: Pick<DistributorsModule, "nearest">;
  accounts: Pick<AccountsModule, "salesReps">;
  content: Pick<ContentModule, "search">;
  /** The caller's own prices on the products a tool answers (issue 32 item 5); absent: none shown. */
  pricing?: Pick<PricingModule, "pricesForViewer">;
  /** USER-23: the account a caller without a selection works for (configuration). */
  fallbackAccountId: string | undefined;
};

/** What a tool runs with: the caller from the session or the bearer token (never from the input). */
export type ToolContext = { caller: SessionUser | null; deps: AssistantDeps };
