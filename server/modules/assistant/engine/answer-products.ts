import type { AssistantProduct } from "../../../../lib/assistant/tools.ts";
import type { SpecRow } from "../../../../lib/catalog/product-page.ts";
import { formatCents } from "../../../../lib/shared/money.ts";
import { proposalFor } from "../proposal.ts";
import { productRefs, resolveProducts } from "./resolve-products.ts";
import type { Reply, Turn } from "./types.ts";
import { headline, listOf, productLabel, refusal, sentence, specsOf } from "./words.ts";

const ASK_FOR_PART =
  "Which product do you mean? Give me its part number, or describe the fixture and I will search the catalogue.";

/** Spec lines a question asks about, by the words it uses. */
const ASKED_SPECS: [RegExp, string][] = [
  [/\bwatt|\bpower draw|\bconsum/, "Wattage"],
  [/\blumens?\b|\blm\b|\bbright|\blight output\b|\boutput\b/, "Lumens"],
  [/\befficac|\blm\/w\b|\befficien/, "Efficacy"],
  [/\bcct\b|\bcolou?r temp|\bkelvin\b|\bwarm|\bcool\b/, "CCT"],
  [/\bcri\b|\bcolou?r rendering\b/, "CRI"],
  [/\bvolt/, "Voltage"],
  [/\bdimm/, "Dimming"],
  [/\bip\d*\b|\bwet\b|\bdamp\b|\brating\b|\bweather/, "Rating"],
  [/\bdlc\b/, "DLC"],
  [/\bwarrant/, "Warranty"],
  [/\bdimension|\bsize\b|\bhow big\b|\bheight\b|\bwidth\b|\blength\b/, "Dimensions"],
];

function askedRows(text: string, rows: readonly SpecRow[]): SpecRow[] {
  const lowered = text.toLowerCase();
  const labels = ASKED_SPECS.filter(([pattern]) => pattern.test(lowered)).map(([, label]) => label);
  const asked = rows.filter((row) => labels.includes(row.label));
  return asked.length ? asked : rows.slice(0, 6);
}

const rowText = (row: SpecRow) => `${row.label} ${row.value}`;

/** Product details: the spec lines asked for, from get_product. */
export async function answerProductDetails(turn: Turn): Promise<Reply> {
  const refs = productRefs(turn);
  if (!refs.length) return answerProductSearch(turn);
  const { products, missing, details } = await resolveProducts(turn, refs, 3);
  if (!products.length) return { text: missing.map(sentence).join(" ") || ASK_FOR_PART };
  const parts = products.map((product) => {
    const specs = (details.get(product.sku)?.specs as SpecRow[] | undefined) ?? specsOf(product);
    const rows = askedRows(turn.reading.text, specs);
    const price = /\bprice|\bcost\b|\bhow much\b/i.test(turn.reading.text)
      ? " Your price depends on your account: sign in and open the product page to see it."
      : "";
    return `The ${productLabel(product)}: ${listOf(rows.map(rowText))}.${price} Details: ${product.link}`;
  });
  return { text: [...parts, ...missing.map(sentence)].join(" "), cards: { products } };
}

const DOCUMENT_WORDS: Record<string, RegExp> = {
  spec_sheet: /spec/i,
  ies_file: /ies|photometr/i,
  installation_guide: /install|instruction/i,
  warranty: /warrant/i,
  brochure: /brochure/i,
};

type DocumentLink = { type: string; title: string; url: string; format: string };

/** Documents: get_product's documents, those of the types asked for (all of them otherwise). */
export async function answerDocuments(turn: Turn): Promise<Reply> {
  const refs = productRefs(turn);
  if (!refs.length) return { text: ASK_FOR_PART };
  const { products, missing, details } = await resolveProducts(turn, refs, 2);
  if (!products.length) return { text: missing.map(sentence).join(" ") || ASK_FOR_PART };
  const asked = turn.reading.entities.documentTypes;
  const parts: string[] = [];
  for (const product of products) {
    let data = details.get(product.sku);
    if (!data) {
      const result = await turn.call("get_product", { sku: product.sku });
      data = result.data;
    }
    const documents = (data.documents as DocumentLink[] | undefined) ?? [];
    const wanted = asked.length
      ? documents.filter((d) => asked.some((type) => d.type === type || DOCUMENT_WORDS[type]?.test(d.type)))
      : documents;
    if (!documents.length) {
      parts.push(`No documents are on file for the ${productLabel(product)} yet.`);
      continue;
    }
    const shown = wanted.length ? wanted : documents;
    const lacking = wanted.length ? "" : " The documents you asked for are not on file; these are.";
    parts.push(
      `Documents for the ${productLabel(product)}:${lacking} ${shown
        .map((d) => `${d.title} (${d.format}): ${d.url}`)
        .join("; ")}.`,
    );
  }
  return { text: [...parts, ...missing.map(sentence)].join(" "), cards: { products } };
}

/** Compare: the products named, side by side with compare_products, the rows that differ. */
export async function answerCompare(turn: Turn): Promise<Reply> {
  const { comparison, skus } = turn.reading.entities;
  const refs = skus.length > 2 ? skus : (comparison ?? skus);
  const named = refs.filter((ref) => /^[A-Z]{2,4}(?:-[A-Z0-9]+)+$/i.test(ref));
  if (named.length < 2) {
    if (refs.length >= 2) return answerProductSearch(turn);
    return {
      text: "Which products should I compare? Name two to four part numbers.",
    };
  }
  const { products, missing } = await resolveProducts(turn, named, 4);
  if (products.length < 2) {
    return {
      text: [...missing.map(sentence), "I need at least two catalogue products to compare."].join(" "),
    };
  }
  const result = await turn.call("compare_products", { skus: products.map((p) => p.sku) });
  if (!result.success) return { text: refusal(result) };
  const compared = result.data.products ?? products;
  const rows = (result.data.comparison ?? []) as {
    label: string;
    values: { sku: string; value: string | number | null }[];
  }[];
  const show = (label: string, value: string | number | null) =>
    value === null
      ? "n/a"
      : label.startsWith("List price")
        ? formatCents(Number(value))
        : typeof value === "number"
          ? value.toLocaleString("en-US")
          : value;
  const differing = rows.filter((row) => new Set(row.values.map((v) => String(v.value))).size > 1);
  const same = rows.filter((row) => new Set(row.values.map((v) => String(v.value))).size === 1);
  const lines = differing.map(
    (row) =>
      `${row.label.replace(" (cents)", "")} ${row.values.map((v) => show(row.label, v.value)).join(" vs ")}`,
  );
  const alike = same
    .filter((row) => row.values[0]?.value !== null)
    .slice(0, 4)
    .map((row) => `${row.label} ${show(row.label, row.values[0]?.value ?? null)}`);
  const text = [
    `Comparing ${listOf(compared.map(productLabel))}, in that order.`,
    lines.length ? `They differ in ${lines.join("; ")}.` : "Their listed figures are the same.",
    alike.length ? `Both share ${listOf(alike)}.` : "",
    ...missing.map(sentence),
  ]
    .filter(Boolean)
    .join(" ");
  return { text, cards: { products: compared } };
}

/** Inventory: the product (get_product), then its stock by warehouse (check_inventory). */
export async function answerInventory(turn: Turn): Promise<Reply> {
  const refs = productRefs(turn);
  if (!refs.length) return { text: `To check stock I need the part number. ${ASK_FOR_PART}` };
  const { products, missing } = await resolveProducts(turn, refs, 2);
  if (!products.length) return { text: missing.map(sentence).join(" ") };
  const parts: string[] = [];
  for (const product of products) {
    const stock = await turn.call("check_inventory", { sku: product.sku });
    if (!stock.success) {
      parts.push(`The ${productLabel(product)} is in our catalogue. ${refusal(stock)}`);
      continue;
    }
    const rows = (stock.data.inventory ?? []) as {
      warehouseName: string;
      city: string;
      state: string;
      quantity: number;
    }[];
    const total = rows.reduce((sum, row) => sum + row.quantity, 0);
    const where = rows
      .filter((row) => row.quantity > 0)
      .map(
        (row) =>
          `${row.quantity.toLocaleString("en-US")} in ${row.warehouseName} (${row.city}, ${row.state})`,
      );
    const need = turn.reading.entities.quantity?.value;
    const enough =
      need === undefined
        ? ""
        : total >= need
          ? ` That covers the ${need} you need.`
          : ` That is fewer than the ${need} you need; ask us about lead time for the rest.`;
    parts.push(
      total === 0
        ? `The ${productLabel(product)} is out of stock in every warehouse right now.`
        : `The ${productLabel(product)} has ${total.toLocaleString("en-US")} in stock: ${listOf(where)}.${enough}`,
    );
  }
  return { text: [...parts, ...missing.map(sentence)].join(" "), cards: { products } };
}

function searchInput(turn: Turn, relaxed: boolean): Record<string, unknown> {
  const e = turn.reading.entities;
  const input: Record<string, unknown> = { limit: 6 };
  const words = [...e.skus, ...e.series.filter((s) => !e.skus.some((sku) => sku.startsWith(`${s}-`)))];
  if (e.size) words.push(e.size);
  if (e.category) {
    input.category = e.category;
    // "Wall packs for …": the category's own noun ranks its fixtures first (not its sconces).
    const lowered = turn.reading.text.toLowerCase();
    const noun = e.category
      .toLowerCase()
      .split(" and ")
      .map((part) => part.replace(/s$/, ""))
      .find((part) => lowered.includes(part));
    if (noun && !words.length) words.push(noun);
  }
  if (words.length) input.query = words.join(" ");
  if (e.environment === "outdoor" || e.location === "wet") input.outdoor = true;
  if (relaxed) return input;
  const range = (value: number, bound: string, min: string, max: string) => {
    if (bound !== "max") input[min] = Math.floor(bound === "exact" ? value * 0.8 : value);
    if (bound !== "min") input[max] = Math.ceil(bound === "exact" ? value * 1.2 : value);
  };
  if (e.wattage) range(e.wattage.value, e.wattage.bound, "wattageMin", "wattageMax");
  if (e.lumens) range(e.lumens.value, e.lumens.bound, "lumensMin", "lumensMax");
  if (e.cctKelvin) input.cct = [e.cctKelvin];
  if (e.ipRating) input.ipRating = [e.ipRating];
  if (e.mounting) input.mounting = [e.mounting[0]?.toUpperCase() + e.mounting.slice(1)];
  if (e.dlc) input.dlc = true;
  return input;
}

/** Product search: search_products with the filters read; with none matching, the filters relaxed. */
export async function answerProductSearch(turn: Turn): Promise<Reply> {
  const e = turn.reading.entities;
  let input = searchInput(turn, false);
  if (Object.keys(input).length === 1) input = { ...input, query: turn.reading.text.slice(0, 200) };
  let result = await turn.call("search_products", input);
  let relaxedNote = "";
  if (result.success && !(result.data.products ?? []).length) {
    const relaxed = searchInput(turn, true);
    if (Object.keys(relaxed).length > 1 && JSON.stringify(relaxed) !== JSON.stringify(input)) {
      result = await turn.call("search_products", relaxed);
      if ((result.data.products ?? []).length)
        relaxedNote =
          "Nothing matches every figure you gave, so here are the nearest fixtures of that kind. ";
    }
  }
  if (!result.success) return { text: refusal(result) };
  let products = result.data.products ?? [];
  if (e.dlc === "premium") {
    const premium = products.filter((p) => /DLC Premium/i.test(p.technicalSpecs));
    if (premium.length) products = premium;
  }
  if (!products.length) return { text: sentence(result.message) };
  // The CCT filter matches every colour temperature a fixture is made in: those whose listed variant
  // is the one asked for come first, and the others say they are also made in it.
  const asked = e.cctKelvin ? `${e.cctKelvin}K` : null;
  const listedInAsked = (p: AssistantProduct) => asked !== null && p.name.includes(asked);
  if (asked) products = [...products.filter(listedInAsked), ...products.filter((p) => !listedInAsked(p))];
  const total = Number(result.data.total ?? products.length);
  const top = products.slice(0, 3).map((p) => {
    const figures = [headline(p), asked && !listedInAsked(p) ? `also made in ${asked}` : ""]
      .filter(Boolean)
      .join(", ");
    return figures ? `${p.name} (${p.sku}; ${figures})` : productLabel(p);
  });
  const what = e.category ? e.category.toLowerCase() : "products";
  const count = e.dlc === "premium" ? `${products.length} DLC Premium ${what}` : `${total} matching ${what}`;
  let text = `${relaxedNote}I found ${count}. ${top.length === 1 ? "The best match is" : "The best matches are"} ${listOf(top)}.`;
  const state = e.place?.state;
  if (state) {
    const reps = await turn.call("find_sales_rep", { state });
    const rep = ((reps.data.salesReps ?? []) as { name: string; email: string }[])[0];
    if (reps.success && rep)
      text += ` For a site in ${e.place?.city ? `${e.place.city}, ` : ""}${state}, your sales representative is ${rep.name} (${rep.email}).`;
  }
  return { text, cards: { products } };
}

/** "Add 24 of them to my cart": a proposal the person confirms; nothing is added here. */
export async function answerAddToCart(turn: Turn): Promise<Reply> {
  const refs = productRefs(turn);
  if (!refs.length) return { text: `${ASK_FOR_PART} I will then offer to add it to your cart.` };
  const { products, missing } = await resolveProducts(turn, refs, 4);
  if (!products.length) return { text: missing.map(sentence).join(" ") };
  const quantity = turn.reading.entities.quantity?.value ?? 1;
  const lowered = turn.reading.text.toLowerCase();
  const action = /\bproject\b/.test(lowered)
    ? "add_to_project"
    : /\bquote\b/.test(lowered)
      ? "start_quote"
      : "add_to_cart";
  const proposal = proposalFor(
    action,
    products.map((product) => ({ product, quantity })),
  );
  return {
    text: `${proposal.message} Nothing is added until you confirm with the button below.${missing.length ? ` ${missing.map(sentence).join(" ")}` : ""}`,
    cards: { products },
    proposal,
  };
}
