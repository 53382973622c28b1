import { z } from "zod";
import { MAX_LINE_QUANTITY, MAX_OPTION_CODES } from "../cart/contract.ts";

/**
 * Help me buy, `create-my-bom` (issue 15, ROUTE-09): a bill of materials built from the catalogue before
 * any project exists. It lives in the URL (so it needs no account, survives a reload and is shared as a
 * link): one `line` parameter per line, `SKU~quantity~OPTION-CODE~OPTION-CODE…`, e.g.
 * `?option=create-my-bom&line=DLX-8-20-50K~24&line=CTR-22-30-50K~12~CCT-35K`. Option groups not named
 * take the product's defaults. The server prices it: list prices for a guest, the caller's prices when
 * signed in.
 */

/** A BOM in the URL holds at most this many lines (a project holds 500; a link must stay short). */
export const MAX_DRAFT_BOM_LINES = 100;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

export type DraftBomLine = { sku: string; quantity: number; options: string[] };

/** One `line` value, or null when it is not one (a bad line is dropped, never an error page). */
export function parseDraftBomLine(value: string): DraftBomLine | null {
  const [sku = "", quantityText = "", ...options] = value.trim().split("~");
  const quantity = Number(quantityText);
  if (!SKU.test(sku) || !/^\d{1,5}$/.test(quantityText)) return null;
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  if (options.length > MAX_OPTION_CODES || !options.every((code) => CODE.test(code))) return null;
  return { sku, quantity, options };
}

export function formatDraftBomLine(line: DraftBomLine): string {
  return [line.sku, String(line.quantity), ...line.options].join("~");
}

/** The lines of a query string, in order, the bad ones dropped, at most MAX_DRAFT_BOM_LINES. */
export function draftBomLines(params: URLSearchParams): DraftBomLine[] {
  return params
    .getAll("line")
    .flatMap((value) => parseDraftBomLine(value) ?? [])
    .slice(0, MAX_DRAFT_BOM_LINES);
}

/** The query string of a BOM: `option=create-my-bom` and its lines (and a search term, if any). */
export function draftBomSearch(lines: readonly DraftBomLine[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ option: "create-my-bom" });
  for (const line of lines) params.append("line", formatDraftBomLine(line));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params.toString();
}

/** What the export links and the send forms carry: the lines, validated as the URL's. */
export const draftBomLinesField = z
  .array(z.string().max(400))
  .max(MAX_DRAFT_BOM_LINES)
  .transform((values) => values.flatMap((value) => parseDraftBomLine(value) ?? []));

/** What a product search result adds: one unit with the product's default options. */
export const BOM_ADD_QUANTITY = 1;

/**
 * The BOM form's edits (a GET form, so it works without JavaScript) turned into the lines the URL
 * should carry, or null when the query string holds no edit. The form sends each line as `sku`, `qty`
 * and `opt-<index>` (one per option group), and one of: `remove=<index>`, `add=<SKU>` (a search result's
 * Add button, one unit), `addSku` with `addQty` (typed by hand), or nothing more (Update totals).
 * A quantity of 0 removes the line; a quantity that is not a whole number keeps the line's old one.
 */
export function applyBomEdits(params: URLSearchParams): DraftBomLine[] | null {
  const edited = ["sku", "qty", "remove", "add", "addSku"].some((key) => params.has(key));
  if (!edited) return null;
  const skus = params.getAll("sku");
  const quantities = params.getAll("qty");
  const remove = params.get("remove");
  const lines: DraftBomLine[] = [];
  skus.forEach((sku, index) => {
    if (String(index) === remove) return;
    const quantityText = (quantities[index] ?? "").trim();
    if (quantityText === "0") return;
    const options = params.getAll(`opt-${index}`).filter(Boolean);
    const line =
      parseDraftBomLine([sku, quantityText, ...options].join("~")) ??
      parseDraftBomLine([sku, "1", ...options].join("~"));
    if (line) lines.push(line);
  });
  const add = params.get("add");
  if (add) {
    const line = parseDraftBomLine(`${add.trim()}~${BOM_ADD_QUANTITY}`);
    if (line) lines.push(line);
  }
  const addSku = params.get("addSku")?.trim();
  if (addSku) {
    const line = parseDraftBomLine(`${addSku.toUpperCase()}~${(params.get("addQty") ?? "1").trim() || "1"}`);
    if (line) lines.push(line);
  }
  return lines.slice(0, MAX_DRAFT_BOM_LINES);
}
