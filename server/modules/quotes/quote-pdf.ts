import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type Quote, quotePdfFileName } from "../../../lib/quotes/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { formatLongDate as formatDay, openFactSheet, type PdfSheet } from "../media/index.ts";
import type { QuotesDeps } from "./deps.ts";
import { getQuote } from "./get-quote.ts";

/** One line's cell of what was quoted: name, SKU and the chosen options with their prices. */
function itemCell(item: PricedDocument["items"][number]): string {
  const options = item.options.map(
    (o) => `${o.group}: ${o.label}${o.priceCents > 0 ? ` (+${formatCents(o.priceCents)})` : ""}`,
  );
  return [item.productDetails.name, `SKU ${item.productDetails.sku}`, ...options].join("\n");
}

function unitCell(item: PricedDocument["items"][number]): string {
  const unit = formatCents(item.unitPriceCents + item.optionsPerUnitCents);
  return item.priceOverride ? `${unit}\n(rep price)` : unit;
}

/** A line as a priced document draws it: a quote's or an order's frozen line, or a cart-priced one. */
type PricedDocumentLine = Pick<
  Quote["items"][number],
  | "productDetails"
  | "options"
  | "catalogNumber"
  | "quantity"
  | "unitPriceCents"
  | "optionsPerUnitCents"
  | "priceOverride"
  | "lineTotalCents"
>;

/**
 * What a priced document lists: priced lines and the cart's totals (a quote, an order, a project's
 * bill of materials).
 */
export type PricedDocument = { items: readonly PricedDocumentLine[] } & Pick<
  Quote,
  | "itemTotalCents"
  | "optionTotalCents"
  | "subTotalCents"
  | "shippingCents"
  | "surchargeMethod"
  | "bankSurchargeCents"
  | "discountCents"
  | "totalCents"
  | "appliedCoupon"
>;

/**
 * The lines (item with SKU and options, catalog number, quantity, price of one configured unit, line
 * total) and the totals of a quote or an order, drawn on its sheet.
 */
export function drawPricedLines(sheet: PdfSheet, priced: PricedDocument): void {
  sheet.heading("Lines");
  sheet.grid(
    [
      { header: "#", width: 0.45 },
      { header: "Item", width: 4.2 },
      { header: "Catalog number", width: 2.3 },
      { header: "Qty", width: 0.8, align: "right" },
      { header: "Unit", width: 1.3, align: "right" },
      { header: "Line total", width: 1.45, align: "right" },
    ],
    priced.items.map((item, index) => [
      String(index + 1),
      itemCell(item),
      item.catalogNumber,
      item.quantity.toLocaleString("en-US"),
      unitCell(item),
      formatCents(item.lineTotalCents),
    ]),
  );
  const coupon = priced.appliedCoupon;
  sheet.summary([
    { label: "Item total", value: formatCents(priced.itemTotalCents) },
    { label: "Options", value: formatCents(priced.optionTotalCents) },
    { label: "Subtotal", value: formatCents(priced.subTotalCents) },
    { label: "Shipping", value: priced.shippingCents === null ? "TBD" : formatCents(priced.shippingCents) },
    ...(priced.surchargeMethod === "card" || priced.bankSurchargeCents > 0
      ? [{ label: "Bank surcharge", value: formatCents(priced.bankSurchargeCents) }]
      : []),
    ...(coupon || priced.discountCents > 0
      ? [
          {
            label: coupon ? `Discount (${coupon.code})` : "Discount",
            value: priced.discountCents > 0 ? `-${formatCents(priced.discountCents)}` : formatCents(0),
          },
        ]
      : []),
    { label: "Total", value: formatCents(priced.totalCents), bold: true },
  ]);
  if (coupon && coupon.note.kind !== "applied")
    sheet.text(`Coupon ${coupon.code}: ${coupon.message}.`, { size: 9 });
}

/**
 * The quote as a PDF (issue 12 "download it as a PDF"): the brand's header, the quote number, account,
 * purchase order, dates and who prepared it, the lines (item with SKU and options, catalog number,
 * quantity, price of one configured unit, line total), the totals and the notes. Drawn with the
 * layout of the generated product documents; its date is the quote's last change, so the same quote
 * gives the same bytes.
 */
export async function renderQuotePdf(quote: Quote, config: PublicConfig): Promise<Uint8Array<ArrayBuffer>> {
  const expired = quote.status === "expired";
  const sheet = await openFactSheet(
    config,
    {
      title: `Quote ${quote.number}`,
      subject: `Quote ${quote.number} for ${quote.accountName}, PO ${quote.PurchaseOrder}`,
      kind: "Quote",
      date: new Date(quote.updatedAt),
      footnote: `Quote ${quote.number}. Prices are held until ${formatDay(quote.expiresAt)}; all amounts in US dollars.`,
    },
    { title: `Quote ${quote.number}`, subtitle: `${quote.accountName}  ·  PO ${quote.PurchaseOrder}` },
    [
      ["Quote number", quote.number],
      ["Status", expired ? "Expired: no longer holds its prices" : "Draft"],
      ["Account", `${quote.accountName} (${quote.accountId})`],
      ["Purchase order", quote.PurchaseOrder],
      ["Date", formatDay(quote.createdAt)],
      ["Valid until", formatDay(quote.expiresAt)],
      ["Prepared by", quote.createdBy.name],
    ],
  );
  drawPricedLines(sheet, quote);
  if (quote.notes) {
    sheet.heading("Notes");
    sheet.text(quote.notes);
  }
  return sheet.save();
}

/** `GET cart-service/quotes/{id}/pdf`: the caller's quote (scoped as API-26) as a PDF file. */
export async function quotePdf(
  deps: QuotesDeps,
  caller: SessionUser,
  quoteId: string,
  config: PublicConfig,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const quote = await getQuote(deps, caller, quoteId);
  return { fileName: quotePdfFileName(quote.number), bytes: await renderQuotePdf(quote, config) };
}
