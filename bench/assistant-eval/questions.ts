import type { AssistantToolName } from "../../lib/assistant/tools.ts";
import { INVENTORY_TOOLTIP } from "../../lib/catalog/product-page.ts";
import type { Asker } from "./eval-app.ts";

/**
 * The built-in engine's question set (issue 16 item 4, "Quality"): questions across the welcome card's
 * 8 topics and follow-ups, each with who asks, the tools the answer must call and the facts it must
 * hold. Facts that depend on the data (a stock count, an order number, a saving) are computed from
 * the seeded app by `EvalData`, not written here.
 */

export const EVAL_TOPICS = [
  "lighting_and_wellness",
  "inventory",
  "order_status",
  "documents",
  "specifications",
  "product_comparison",
  "energy_savings",
  "outdoor_lighting",
  "follow_ups",
] as const;
export type EvalTopic = (typeof EVAL_TOPICS)[number];

export type Fact = string | RegExp;

/** What a fact is computed from: the seeded data, read through the modules (not through the engine). */
export type EvalData = {
  /** A spec line's value of a catalogue product ("720 lm"). */
  spec: (sku: string, label: string) => string;
  name: (sku: string) => string;
  /** The URL of a product's document of a type. */
  document: (sku: string, type: string) => string;
  /** Total stock of a SKU over the warehouses, as "1,234". */
  stock: (sku: string) => Promise<string>;
  /** Ben's latest order numbers, newest first. */
  bensOrders: () => Promise<string[]>;
  /** An order's status of Ben's, by number. */
  orderStatus: (orderNumber: string) => Promise<string>;
  /** The payback calculator's annual saving for a retrofit, formatted ("$11,312.00"). */
  annualSaving: (input: {
    existingFixtures: number;
    existingWatts: number;
    newWatts: number;
    hoursPerDay: number;
    daysPerYear: number;
    rateCentsPerKwh: number;
  }) => string;
  /** The title of the site's best article for a question (the content module's search). */
  bestArticle: (question: string) => string;
  /** The newest quote number of Ben's account. */
  bensLatestQuote: () => Promise<string>;
};

export type EvalQuestion = {
  id: string;
  topic: EvalTopic;
  asker: Asker;
  /** The earlier user turns, oldest first (a follow-up). */
  previous?: string[];
  text: string;
  /** Each of these tools must have been called. */
  tools: AssistantToolName[];
  /** The answer text must hold each fact. */
  facts: (data: EvalData) => Fact[] | Promise<Fact[]>;
  /** The answer must not hold these. */
  absent?: Fact[];
  /** The answer must carry these cards. */
  cards?: ("products" | "orders" | "order")[];
};

const RETROFIT_DEFAULTS = { hoursPerDay: 12, daysPerYear: 365, rateCentsPerKwh: 12 };
const ARTICLE_LINK = /\/(?:blog|videos|case-studies|resources|lighting-guide)[/-]/;

const knowledge = (id: string, text: string): EvalQuestion => ({
  id,
  topic: "lighting_and_wellness",
  asker: "guest",
  text,
  tools: ["lighting_knowledge"],
  facts: (d) => [d.bestArticle(text), ARTICLE_LINK],
});

export const QUESTIONS: EvalQuestion[] = [
  // Lighting and wellness: the site's own articles.
  knowledge("wellness-1", "How does color temperature affect comfort and alertness in an office?"),
  knowledge("wellness-2", "What is CRI and why does it matter in a retail store?"),
  knowledge("wellness-3", "Does tunable white or circadian lighting help students in classrooms?"),
  knowledge("wellness-4", "How can I reduce glare in an office with LED troffers?"),
  knowledge("wellness-5", "What does DLC Premium mean for a fixture?"),
  knowledge("wellness-6", "Explain 0-10V dimming"),
  knowledge("wellness-7", "What color temperature is best for patient rooms in a hospital?"),
  knowledge("wellness-8", "Tell me about occupancy sensors and lighting controls"),

  // Inventory: stock by warehouse, for who may see it.
  ...["TOL-HB-150-50K", "SCX-4-40-40K", "EDL-4-10-40K", "ARX-L-300-40K"].map(
    (sku, i): EvalQuestion => ({
      id: `inventory-${i + 1}`,
      topic: "inventory",
      asker: "ben",
      text: [
        `Is the ${sku} high bay in stock? I need 24 of them.`,
        `How many ${sku} do you have in stock?`,
        `Check inventory for ${sku} please`,
        `Do you have the ${sku} available in your warehouses?`,
      ][i] as string,
      tools: ["check_inventory"],
      facts: async (d) => [sku, `${await d.stock(sku)} in stock`, d.name(sku)],
      cards: ["products"],
    }),
  ),
  {
    id: "inventory-guest",
    topic: "inventory",
    asker: "guest",
    text: "Is the TOL-HB-150-50K in stock?",
    tools: ["check_inventory"],
    facts: () => [INVENTORY_TOOLTIP, /sign in/i],
    absent: [/\d+ in stock/],
  },
  {
    id: "inventory-basic",
    topic: "inventory",
    asker: "bob",
    text: "How many WPX-L-80-40K wall packs are in stock?",
    tools: ["check_inventory"],
    facts: () => [INVENTORY_TOOLTIP],
    absent: [/\d+ in stock/],
  },
  {
    id: "inventory-unknown",
    topic: "inventory",
    asker: "ben",
    text: "Is the TOL-HB-999-99K in stock?",
    tools: ["get_product"],
    facts: () => ["No product TOL-HB-999-99K is in the catalogue."],
  },
  {
    id: "inventory-no-part",
    topic: "inventory",
    asker: "ben",
    text: "What do you have in stock in the Reno warehouse?",
    tools: [],
    facts: () => [/part number/],
  },

  // Order status: the caller's own orders only.
  {
    id: "orders-latest",
    topic: "order_status",
    asker: "ben",
    text: "Where is my latest order, and has it shipped yet?",
    tools: ["list_orders"],
    facts: async (d) => [(await d.bensOrders())[0] as string],
    cards: ["orders"],
  },
  {
    id: "orders-by-number",
    topic: "order_status",
    asker: "ben",
    text: "What's the status of order SO-2026-900101?",
    tools: ["get_order"],
    facts: async (d) => ["SO-2026-900101", await d.orderStatus("SO-2026-900101")],
    cards: ["order"],
  },
  {
    id: "orders-tracking",
    topic: "order_status",
    asker: "ben",
    text: "Do you have a tracking number for SO-2026-900103?",
    tools: ["get_order"],
    facts: async (d) => ["SO-2026-900103", await d.orderStatus("SO-2026-900103")],
    cards: ["order"],
  },
  {
    id: "orders-other-account",
    topic: "order_status",
    asker: "ben",
    text: "Where is order SO-2026-900201?",
    tools: ["get_order"],
    facts: () => ["No order with that number was found in your account."],
    absent: ["SO-2026-900201"],
  },
  {
    id: "orders-guest",
    topic: "order_status",
    asker: "guest",
    text: "Has my order SO-2026-900101 shipped?",
    tools: ["get_order"],
    facts: () => ["Please sign in"],
    absent: [/SO-2026-9001\d\d is/],
  },
  {
    id: "orders-recent",
    topic: "order_status",
    asker: "ben",
    text: "Show me my recent orders",
    tools: ["list_orders"],
    facts: async (d) => (await d.bensOrders()).slice(0, 5),
    cards: ["orders"],
  },
  {
    id: "orders-basic",
    topic: "order_status",
    asker: "bob",
    text: "Where are my orders?",
    tools: ["list_orders"],
    facts: () => [/no orders|sign in|do not have access/i],
    absent: [/SO-\d{4}-\d+/],
  },
  {
    id: "orders-quotes",
    topic: "order_status",
    asker: "ben",
    text: "Can you list my quotes?",
    tools: ["list_quotes"],
    facts: async (d) => [await d.bensLatestQuote()],
  },
  {
    id: "orders-invoices",
    topic: "order_status",
    asker: "ben",
    text: "Do we have any open invoices?",
    tools: ["list_invoices"],
    facts: () => [/open balance \$[\d,]+\.\d\d/],
  },

  // Documents.
  ...(
    [
      [
        "SCX-4-40-40K",
        "Can I get the spec sheet and IES file for the SCX-4-40-40K?",
        ["spec_sheet", "ies_file"],
      ],
      [
        "TOL-HB-150-50K",
        "Where are the installation instructions for the TOL-HB-150-50K?",
        ["installation_guide"],
      ],
      ["EDL-4-10-40K", "Send me the spec sheet for EDL-4-10-40K", ["spec_sheet"]],
      ["ARX-L-300-40K", "I need the IES photometric file for ARX-L-300-40K", ["ies_file"]],
      ["WPX-L-80-40K", "Download the cut sheet of the WPX-L-80-40K", ["spec_sheet"]],
      [
        "EDL-6-15-35K",
        "What documents do you have for the EDL-6-15-35K?",
        ["spec_sheet", "installation_guide"],
      ],
    ] as const
  ).map(
    ([sku, text, types], i): EvalQuestion => ({
      id: `documents-${i + 1}`,
      topic: "documents",
      asker: i % 2 ? "guest" : "ben",
      text,
      tools: ["get_product"],
      facts: (d) => [sku, ...types.map((type) => d.document(sku, type))],
      cards: ["products"],
    }),
  ),
  {
    id: "documents-unknown",
    topic: "documents",
    asker: "guest",
    text: "Spec sheet for the EDL-9-99-40K please",
    tools: ["get_product"],
    facts: () => [/No product EDL-9-99-40K is in the catalogue/],
  },
  {
    id: "documents-no-part",
    topic: "documents",
    asker: "guest",
    text: "Can you send me a spec sheet?",
    tools: [],
    facts: () => [/part number/],
  },

  // Specifications.
  ...(
    [
      [
        "EDL-4-10-40K",
        "What are the lumens, CRI and warranty of the EDL-4-10-40K downlight?",
        ["Lumens", "CRI", "Warranty"],
      ],
      ["TOL-HB-150-50K", "How many watts and lumens is the TOL-HB-150-50K?", ["Wattage", "Lumens"]],
      ["ARX-L-300-40K", "What IP rating does the ARX-L-300-40K have?", ["Rating"]],
      ["SCX-4-40-40K", "Is the SCX-4-40-40K dimmable?", ["Dimming"]],
      ["WPX-L-80-40K", "What voltage does the WPX-L-80-40K run on?", ["Voltage"]],
      ["CTR-22-30-50K", "What's the efficacy of CTR-22-30-50K?", ["Efficacy"]],
      ["FPN-14-40-35K", "What is the color temperature of the FPN-14-40-35K?", ["CCT"]],
    ] as const
  ).map(
    ([sku, text, labels], i): EvalQuestion => ({
      id: `specs-${i + 1}`,
      topic: "specifications",
      asker: i % 2 ? "bob" : "guest",
      text,
      tools: ["get_product"],
      facts: (d) => [sku, d.name(sku), ...labels.map((label) => d.spec(sku, label))],
      cards: ["products"],
    }),
  ),
  {
    id: "specs-unknown",
    topic: "specifications",
    asker: "guest",
    text: "What are the specs of the TOL-HB-777-50K?",
    tools: ["get_product"],
    facts: () => ["No product TOL-HB-777-50K is in the catalogue."],
  },

  // Product comparison.
  ...(
    [
      ["What's the difference between the EDL-4 and EDL-6 downlights?", "EDL-4-", "EDL-6-"],
      ["Compare TOL-HB-150-50K and TOL-4-300-40K", "TOL-HB-150-50K", "TOL-4-300-40K"],
      ["ARX-L-300-40K vs ARX-M-150-30K", "ARX-L-300-40K", "ARX-M-150-30K"],
      ["Which is brighter, the WPX-M-40-40K or the WPX-L-80-40K?", "WPX-M-40-40K", "WPX-L-80-40K"],
      ["How does the SCX-4-40-40K compare to the SCX-4RLS-40-35K?", "SCX-4-40-40K", "SCX-4RLS-40-35K"],
      ["EDL-4-10-40K or EDL-4-10-50K: what's the difference?", "EDL-4-10-40K", "EDL-4-10-50K"],
      [
        "Compare the CTR-22-30-50K, CTR-14-25-30K and FPN-14-40-35K side by side",
        "CTR-22-30-50K",
        "FPN-14-40-35K",
      ],
    ] as const
  ).map(
    ([text, a, b], i): EvalQuestion => ({
      id: `compare-${i + 1}`,
      topic: "product_comparison",
      asker: i % 2 ? "ben" : "guest",
      text,
      tools: ["compare_products"],
      facts: () => [a, b, /Lumens|Wattage|Efficacy|CCT|CRI/],
      cards: ["products"],
    }),
  ),
  {
    id: "compare-unknown",
    topic: "product_comparison",
    asker: "guest",
    text: "Compare TOL-HB-150-50K with TOL-HB-151-50K",
    tools: ["get_product"],
    facts: () => ["No product TOL-HB-151-50K is in the catalogue", "at least two"],
  },

  // Energy savings: the payback calculator's own figures.
  {
    id: "energy-1",
    topic: "energy_savings",
    asker: "guest",
    text: "How much would I save replacing 40 400W metal halide high bays with LED, running 24/7 at 12 cents per kWh?",
    tools: ["energy_savings"],
    facts: (d) => [
      d.annualSaving({
        existingFixtures: 40,
        existingWatts: 400,
        newWatts: 150,
        hoursPerDay: 24,
        daysPerYear: 365,
        rateCentsPerKwh: 12,
      }),
      "/payback-calculator?",
    ],
  },
  {
    id: "energy-2",
    topic: "energy_savings",
    asker: "ben",
    text: "We want to replace 100 250W metal halide fixtures with the TOL-HB-150-50K, 12 hours a day. What's the payback?",
    tools: ["get_product", "energy_savings"],
    facts: (d) => [
      d.annualSaving({ existingFixtures: 100, existingWatts: 250, newWatts: 150, ...RETROFIT_DEFAULTS }),
      "TOL-HB-150-50K",
      /pays for itself in [\d.]+ months/,
    ],
  },
  {
    id: "energy-3",
    topic: "energy_savings",
    asker: "guest",
    text: "What would 60 fixtures at 1000W HPS replaced by 400W LED save at $0.10/kWh, 4380 hours a year?",
    tools: ["energy_savings"],
    facts: (d) => [
      d.annualSaving({
        existingFixtures: 60,
        existingWatts: 1000,
        newWatts: 400,
        hoursPerDay: 12,
        daysPerYear: 365,
        rateCentsPerKwh: 10,
      }),
    ],
  },
  {
    id: "energy-4",
    topic: "energy_savings",
    asker: "guest",
    text: "Energy savings of swapping 200 T8 fluorescent troffers at 112W for 40W LED panels, 10 hours a day, 260 days a year, 15 cents per kWh",
    tools: ["energy_savings"],
    facts: (d) => [
      d.annualSaving({
        existingFixtures: 200,
        existingWatts: 112,
        newWatts: 40,
        hoursPerDay: 10,
        daysPerYear: 260,
        rateCentsPerKwh: 15,
      }),
    ],
  },
  {
    id: "energy-5",
    topic: "energy_savings",
    asker: "guest",
    text: "How much CO2 would we avoid replacing 50 400W metal halide high bays?",
    tools: ["energy_savings"],
    facts: () => [/kg of CO2 a year/],
  },
  {
    id: "energy-6",
    topic: "energy_savings",
    asker: "ben",
    text: "What's the ROI of an LED retrofit of 25 400W metal halide wall packs with the WPX-L-80-40K?",
    tools: ["get_product", "energy_savings"],
    facts: (d) => [
      d.annualSaving({ existingFixtures: 25, existingWatts: 400, newWatts: 80, ...RETROFIT_DEFAULTS }),
      "WPX-L-80-40K",
    ],
  },
  {
    id: "energy-7",
    topic: "energy_savings",
    asker: "guest",
    text: "Payback for 80 fixtures, 458W metal halide to 150W LED, 18 hours a day at $0.14 per kWh?",
    tools: ["energy_savings"],
    facts: (d) => [
      d.annualSaving({
        existingFixtures: 80,
        existingWatts: 458,
        newWatts: 150,
        hoursPerDay: 18,
        daysPerYear: 365,
        rateCentsPerKwh: 14,
      }),
    ],
  },

  // Finding outdoor lighting.
  {
    id: "outdoor-1",
    topic: "outdoor_lighting",
    asker: "guest",
    text: "I need DLC Premium parking lot lights for a site in Columbus, OH. What do you recommend?",
    tools: ["search_products"],
    facts: () => [/DLC Premium/, /ARX-/],
    cards: ["products"],
  },
  {
    id: "outdoor-2",
    topic: "outdoor_lighting",
    asker: "guest",
    text: "Show me wall packs for a warehouse exterior",
    tools: ["search_products"],
    facts: () => [/Wall Pack/i, /\((?:WP|WM)[A-Z]*-/],
    cards: ["products"],
  },
  {
    id: "outdoor-3",
    topic: "outdoor_lighting",
    asker: "ben",
    text: "Do you have IP65 flood lights over 100W?",
    tools: ["search_products"],
    facts: () => [/Flood/i, /FLX-|BBD-/],
    cards: ["products"],
  },
  {
    id: "outdoor-4",
    topic: "outdoor_lighting",
    asker: "guest",
    text: "What bollards do you have for a pathway?",
    tools: ["search_products"],
    facts: () => [/Bollard/i],
    cards: ["products"],
  },
  {
    id: "outdoor-5",
    topic: "outdoor_lighting",
    asker: "guest",
    text: "I'm looking for canopy lights for a gas station",
    tools: ["search_products"],
    facts: () => [/Canopy/i],
    cards: ["products"],
  },
  {
    id: "outdoor-6",
    topic: "outdoor_lighting",
    asker: "guest",
    text: "Are there rebates for LED parking lot lights in 43215?",
    tools: ["rebates_by_zip"],
    facts: () => ["43215", /\$[\d,]+\.\d\d a fixture/, "/available-rebates?zip=43215"],
  },
  {
    id: "outdoor-7",
    topic: "outdoor_lighting",
    asker: "guest",
    text: "Where can I buy your outdoor fixtures near 43215?",
    tools: ["find_wholesaler"],
    facts: () => [/nearest stocking distributor/i, /miles/],
  },
  {
    id: "outdoor-8",
    topic: "outdoor_lighting",
    asker: "guest",
    text: "Who is the sales rep for outdoor lighting projects in Ohio?",
    tools: ["find_sales_rep"],
    facts: () => ["Great Lakes Lighting Agency"],
  },

  // Follow-ups: a question that leans on the one before.
  {
    id: "follow-1",
    topic: "follow_ups",
    asker: "ben",
    previous: ["Tell me about the EDL-4-10-40K"],
    text: "What's its warranty?",
    tools: ["get_product"],
    facts: (d) => ["EDL-4-10-40K", d.spec("EDL-4-10-40K", "Warranty")],
  },
  {
    id: "follow-2",
    topic: "follow_ups",
    asker: "ben",
    previous: ["Is the TOL-HB-150-50K in stock?"],
    text: "And the SCX-4-40-40K?",
    tools: ["check_inventory"],
    facts: async (d) => ["SCX-4-40-40K", `${await d.stock("SCX-4-40-40K")} in stock`],
  },
  {
    id: "follow-3",
    topic: "follow_ups",
    asker: "guest",
    previous: ["Can I get the spec sheet for the SCX-4-40-40K?"],
    text: "And the IES file?",
    tools: ["get_product"],
    facts: (d) => [d.document("SCX-4-40-40K", "ies_file")],
  },
  {
    id: "follow-4",
    topic: "follow_ups",
    asker: "guest",
    previous: [
      "How much would I save replacing 40 400W metal halide high bays with LED at 12 cents per kWh?",
    ],
    text: "What if we run them 24 hours a day?",
    tools: ["energy_savings"],
    facts: (d) => [
      d.annualSaving({
        existingFixtures: 40,
        existingWatts: 400,
        newWatts: 150,
        hoursPerDay: 24,
        daysPerYear: 365,
        rateCentsPerKwh: 12,
      }),
    ],
  },
  {
    id: "follow-5",
    topic: "follow_ups",
    asker: "ben",
    previous: ["What's the status of order SO-2026-900101?"],
    text: "Has it shipped?",
    tools: ["get_order"],
    facts: async (d) => ["SO-2026-900101", await d.orderStatus("SO-2026-900101")],
  },
  {
    id: "follow-6",
    topic: "follow_ups",
    asker: "guest",
    previous: ["Show me 4000K high bays"],
    text: "What about in 5000K?",
    tools: ["search_products"],
    facts: () => [/High Bay/i],
    cards: ["products"],
  },
  {
    id: "follow-7",
    topic: "follow_ups",
    asker: "guest",
    previous: ["What are the specs of the TOL-HB-150-50K?"],
    text: "Compare it with the TOL-4-300-40K",
    tools: ["compare_products"],
    facts: () => ["TOL-HB-150-50K", "TOL-4-300-40K"],
  },
  {
    id: "follow-8",
    topic: "follow_ups",
    asker: "guest",
    previous: ["Tell me about the ARX-L-300-40K area light"],
    text: "Does it come with an IES file?",
    tools: ["get_product"],
    facts: (d) => [d.document("ARX-L-300-40K", "ies_file")],
  },
];
