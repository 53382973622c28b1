import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, check, integer, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { FrozenLine, PricedOptionSnapshot, PriceOverrideSnapshot } from "../../lib/cart/snapshot.ts";

/**
 * Column groups that several tables share (cart lines, quotes, orders and their lines). Each builder
 * returns fresh column objects, since a Drizzle column belongs to the one table it is built into; the
 * tables spread them where the columns stand, so the SQL (names, types, order) stays that of the
 * migrations already written.
 */

/** `created_at` and `updated_at`, both set when the row is written. */
export function createdUpdatedColumns() {
  return {
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

/** What a line keeps of its product to show it without the catalogue: name, image, catalog number, options. */
export function lineSnapshotColumns<Option>() {
  return {
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    catalogNumber: text("catalog_number").notNull(),
    options: jsonb("options").$type<Option[]>().notNull(),
  };
}

/**
 * A quote's or an order's line: the cart line's snapshot and its prices frozen (list, account,
 * override, the unit price charged and each option's price), with the figures the pricing rule gave.
 */
export function pricedLineColumns() {
  return {
    productId: uuid("product_id").notNull(),
    productCode: text("product_code").notNull(),
    sku: text("sku").notNull(),
    ...lineSnapshotColumns<PricedOptionSnapshot>(),
    quantity: integer("quantity").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    accountPriceCents: integer("account_price_cents"),
    priceOverride: jsonb("price_override").$type<PriceOverrideSnapshot>(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    optionsPerUnitCents: integer("options_per_unit_cents").notNull(),
    lineItemCents: bigint("line_item_cents", { mode: "number" }).notNull(),
    lineOptionCents: bigint("line_option_cents", { mode: "number" }).notNull(),
    lineTotalCents: bigint("line_total_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
  };
}

/** The values of `pricedLineColumns` for a frozen line (the product's details spread into columns). */
export function pricedLineValues(line: FrozenLine) {
  return {
    productId: line.productId,
    productCode: line.productCode,
    sku: line.productDetails.sku,
    name: line.productDetails.name,
    imageUrl: line.productDetails.image?.url ?? null,
    imageAlt: line.productDetails.image?.alt ?? null,
    catalogNumber: line.catalogNumber,
    options: line.options,
    quantity: line.quantity,
    listPriceCents: line.listPriceCents,
    accountPriceCents: line.accountPriceCents,
    priceOverride: line.priceOverride,
    unitPriceCents: line.unitPriceCents,
    optionsPerUnitCents: line.optionsPerUnitCents,
    lineItemCents: line.lineItemCents,
    lineOptionCents: line.lineOptionCents,
    lineTotalCents: line.lineTotalCents,
    discountCents: line.discountCents,
  };
}

type PricedLineTable = { [K in keyof ReturnType<typeof pricedLineColumns>]: AnyPgColumn };

/** The checks of a priced line table (`<table>_quantity_ck`, `<table>_prices_ck`). */
export function pricedLineChecks(table: string, t: PricedLineTable) {
  return [
    check(`${table}_quantity_ck`, sql`${t.quantity} between 1 and 99999`),
    check(
      `${table}_prices_ck`,
      sql`${t.unitPriceCents} >= 0 and ${t.listPriceCents} >= 0 and ${t.optionsPerUnitCents} >= 0
        and ${t.lineTotalCents} = ${t.lineItemCents} + ${t.lineOptionCents} and ${t.discountCents} >= 0`,
    ),
  ];
}

/** The lines' sums of a quote or an order: items, options, and the two together. */
export function subTotalColumns() {
  return {
    itemTotalCents: bigint("item_total_cents", { mode: "number" }).notNull(),
    optionTotalCents: bigint("option_total_cents", { mode: "number" }).notNull(),
    subTotalCents: bigint("sub_total_cents", { mode: "number" }).notNull(),
  };
}

/** What a quote or an order adds and takes off its sub-total, and the total that gives. */
export function chargeTotalColumns() {
  return {
    bankSurchargeCents: bigint("bank_surcharge_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
  };
}

type PricedHeaderTable = {
  [K in keyof ReturnType<typeof subTotalColumns> | keyof ReturnType<typeof chargeTotalColumns>]: AnyPgColumn;
} & { purchaseOrder: AnyPgColumn; notes: AnyPgColumn };

/**
 * The checks a quote and an order share: a trimmed purchase order of 1 to 40 characters, notes of at
 * most 2,000, and totals that add up (`<table>_purchase_order_ck`, `_notes_ck`, `_totals_ck`).
 */
export function pricedHeaderChecks(table: string, t: PricedHeaderTable) {
  const totals: SQL = sql`${t.subTotalCents} = ${t.itemTotalCents} + ${t.optionTotalCents} and ${t.totalCents} >= 0
        and ${t.discountCents} >= 0 and ${t.bankSurchargeCents} >= 0`;
  return {
    purchaseOrder: check(
      `${table}_purchase_order_ck`,
      sql`${t.purchaseOrder} = btrim(${t.purchaseOrder}) and char_length(${t.purchaseOrder}) between 1 and 40`,
    ),
    notes: check(`${table}_notes_ck`, sql`char_length(${t.notes}) <= 2000`),
    totals: check(`${table}_totals_ck`, totals),
  };
}

/**
 * A stored upload's row (issue 14: layout plans, warranty photos): where the storage adapter keeps it
 * and what the client called it. The key is generated, never derived from the client's name; the
 * name is sanitised, for display and as the download's name.
 */
export function storedFileColumns() {
  return {
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  };
}

/** The values of `storedFileColumns` for a file the upload reader stored. */
export function storedFileValues(file: {
  storageKey: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}) {
  return {
    storageKey: file.storageKey,
    fileName: file.name,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
  };
}
