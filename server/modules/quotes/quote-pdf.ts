import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type Quote, quotePdfFileName } from "../../../lib/quotes/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { PdfSheet } from "../media/index.ts";
import type { QuotesDeps } from "./deps.ts";
import { getQuote } from "./get-quote.ts";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const formatDay = (iso: string) => day.format(new Date(iso));

/** One line's cell of what was quoted: name, SKU and the chosen options with their prices. */
function itemCell(item: Quote["items"][number]): string {
  const options = item.options.map(
    (o) => `${o.group}: ${o.label}${o.priceCents > 0 ? ` (+${formatCents(o.priceCents)})` : ""}`,
  );
  return [item.productDetails.name, `SKU ${item.productDetails.sku}`, ...options].join("\n");
}

function unitCell(item: Quote["items"][number]): string {
  const unit = formatCents(item.unitPriceCents + item.optionsPerUnitCents);
  return item.priceOverride ? `${unit}\n(rep price)` : unit;
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
  const sheet = await PdfSheet.create(config, {
    title: `Quote ${quote.number}`,
    subject: `Quote ${quote.number} for ${quote.accountName}, PO ${quote.PurchaseOrder}`,
    kind: "Quote",
    date: new Date(quote.updatedAt),
    footnote: `Quote ${quote.number}. Prices are held until ${formatDay(quote.expiresAt)}; all amounts in US dollars.`,
  });
  sheet.title(`Quote ${quote.number}`, `${quote.accountName}  ·  PO ${quote.PurchaseOrder}`);
  sheet.table([
    ["Quote number", quote.number],
    ["Status", expired ? "Expired: no longer holds its prices" : "Draft"],
    ["Account", `${quote.accountName} (${quote.accountId})`],
    ["Purchase order", quote.PurchaseOrder],
    ["Date", formatDay(quote.createdAt)],
    ["Valid until", formatDay(quote.expiresAt)],
    ["Prepared by", quote.createdBy.name],
  ]);
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
    quote.items.map((item, index) => [
      String(index + 1),
      itemCell(item),
      item.catalogNumber,
      item.quantity.toLocaleString("en-US"),
      unitCell(item),
      formatCents(item.lineTotalCents),
    ]),
  );
  const coupon = quote.appliedCoupon;
  sheet.summary([
    { label: "Item total", value: formatCents(quote.itemTotalCents) },
    { label: "Options", value: formatCents(quote.optionTotalCents) },
    { label: "Subtotal", value: formatCents(quote.subTotalCents) },
    { label: "Shipping", value: quote.shippingCents === null ? "TBD" : formatCents(quote.shippingCents) },
    ...(quote.surchargeMethod === "card" || quote.bankSurchargeCents > 0
      ? [{ label: "Bank surcharge", value: formatCents(quote.bankSurchargeCents) }]
      : []),
    ...(coupon || quote.discountCents > 0
      ? [
          {
            label: coupon ? `Discount (${coupon.code})` : "Discount",
            value: quote.discountCents > 0 ? `-${formatCents(quote.discountCents)}` : formatCents(0),
          },
        ]
      : []),
    { label: "Total", value: formatCents(quote.totalCents), bold: true },
  ]);
  if (coupon && coupon.note.kind !== "applied")
    sheet.text(`Coupon ${coupon.code}: ${coupon.message}.`, { size: 9 });
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
