import { useState } from "react";
import {
  PREVIOUSLY_PURCHASED_PAGE,
  type PreviouslyPurchased,
  type PurchasedItem,
} from "../../../lib/orders/previously-purchased.ts";
import { reportFailedCall } from "../../client-log.ts";
import { LoadMoreFooter } from "../../components/ui/LoadMore.tsx";
import { formatQuoteDate } from "../quotes/quote-format.ts";
import { PartRow, partListClass } from "./PartRow.tsx";

const ENDPOINT = "/api/order-service/previously-purchased";

/** The next page of the list; a failure is reported (ERR-01) and answers null. */
async function nextPage(offset: number): Promise<PreviouslyPurchased | null> {
  const url = `${ENDPOINT}?offset=${offset}&limit=${PREVIOUSLY_PURCHASED_PAGE}`;
  try {
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as PreviouslyPurchased;
  } catch (error) {
    reportFailedCall({ endpoint: url, error, request: { method: "GET" } });
    return null;
  }
}

/**
 * Issue 32 item 6: what the account bought before, most recent first, each with its last quantity,
 * order and date; "Add" puts `SKU quantity` on a new line of the order box (`onAdd`). The first page
 * comes with the page; more a page at a time.
 */
export function PreviouslyPurchasedList({
  first,
  onAdd,
}: {
  first: PreviouslyPurchased;
  onAdd: (item: PurchasedItem) => void;
}) {
  const [items, setItems] = useState(first.items);
  const [total, setTotal] = useState(first.total);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function more() {
    setLoading(true);
    const page = await nextPage(items.length);
    setLoading(false);
    setFailed(page === null);
    if (!page) return;
    setItems((shown) => [...shown, ...page.items]);
    setTotal(page.total);
  }

  return (
    <section
      aria-labelledby="previously-purchased-title"
      className="space-y-3"
      data-testid="previously-purchased"
    >
      <h2 id="previously-purchased-title" className="text-lg font-bold text-brand-navy">
        Previously purchased
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          Products your account orders show here, with the quantity of their last order, to order again.
        </p>
      ) : (
        <ul className={partListClass}>
          {items.map((item) => (
            <PartRow
              key={item.sku}
              sku={item.sku}
              name={item.name}
              detail={
                <p className="text-sm text-slate-600">
                  Last: {item.lastQuantity.toLocaleString("en-US")} on {item.lastOrderNumber},{" "}
                  {formatQuoteDate(item.lastOrderedAt, false)}
                </p>
              }
              addLabel={`Add ${item.lastQuantity.toLocaleString("en-US")} × ${item.sku} to the order lines`}
              onAdd={() => onAdd(item)}
              testId="purchased-item"
            />
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="text-sm text-brand-red">
          Could not load more products. Please try again.
        </p>
      )}
      {items.length > 0 && (
        <LoadMoreFooter
          shown={items.length}
          noun={["product", "products"]}
          hasMore={items.length < total}
          loading={loading}
          onMore={() => void more()}
          testId="purchased-count"
        />
      )}
    </section>
  );
}
