import { z } from "zod";
import { documentTypes } from "../catalog/catalog.ts";
import { stateOfZip } from "../distributors/zip-state.ts";
import {
  AMBIGUOUS_STATE_CODES,
  CATEGORY_NAMES,
  CATEGORY_SYNONYMS,
  CUE_WORDS,
  FIXTURE_NOUNS,
  LEGACY_PATTERNS,
  LEGACY_TECHNOLOGIES,
  type LegacyTechnology,
  SERIES_CATEGORY,
  SERIES_CODES,
  TYPOS,
  US_CITIES,
  US_STATES,
  WAREHOUSE_SPACE,
} from "./question-vocabulary.ts";

/**
 * The built-in engine's question reader (issue 16 item 4): what a buyer's chat message asks for and
 * the facts it names, read without a network and without model weights.
 *
 * Approach. A buyer of a lighting manufacturer asks a small number of kinds of question (find a
 * fixture, a product's specs or documents, stock, an order, a quote, an invoice, savings, rebates,
 * who sells or represents us nearby, a lighting concept) and names things with a strong shape: part
 * numbers (`TOL-HB-150-50K`), order numbers (`SO-2026-000042`), wattage, lumens, kelvin, IP ratings,
 * ZIP codes. So the reader is rules and dictionaries, in three steps:
 *
 * 1. Clean the text (control and zero-width characters, typographic quotes and dashes, case), then
 *    take out the entities with a strong shape, most specific first, masking each span so it is read
 *    once: part numbers, document numbers, phone numbers, money and energy rates, schedules, CCT, CRI,
 *    IP ratings, lumens, wattage, sizes, ZIP codes, then quantities from what is left.
 * 2. Correct common misspellings (a table, then one edit away from a word the rules look for), and
 *    read the words: categories and their synonyms ("parking lot lights" → Area and Site Lights),
 *    mounting, DLC, indoor/outdoor, wet location, places, document types, lamp technologies, topics.
 * 3. Score every intent from its cue phrases and the entities found, and take the best; a follow-up
 *    ("what about in 3000K?", "and the second one?") takes the previous question's intent and
 *    entities and overrides only what it says itself.
 *
 * Why not a model: the product must answer with no configuration, no network and no weights; a rule
 * reader is deterministic (the same question always reads the same, so it is unit-tested exactly),
 * explainable, instant on a small server, and cannot be talked out of its job: text such as "ignore
 * your instructions" is read for what it asks (and flagged), never obeyed. It reads; it decides
 * nothing about access, which the tools enforce with the caller's session. A configured model adapter
 * replaces the whole engine, not this reader.
 */

// ---------------------------------------------------------------------------------------------
// The structure
// ---------------------------------------------------------------------------------------------

export const INTENTS = [
  "product_search",
  "product_details",
  "documents",
  "compare",
  "inventory",
  "order_status",
  "order_list",
  "quotes",
  "invoices",
  "energy_savings",
  "rebates",
  "find_sales_rep",
  "find_wholesaler",
  "lighting_knowledge",
  "add_to_cart",
  "greeting",
  "help",
  "unknown",
] as const;
export type Intent = (typeof INTENTS)[number];

export const MOUNTINGS = ["surface", "recessed", "pendant", "pole", "wall", "yoke"] as const;
export type Mounting = (typeof MOUNTINGS)[number];

export const KNOWLEDGE_TOPICS = [
  "wellness",
  "color_temperature",
  "color_rendering",
  "dlc",
  "ip_rating",
  "dimming",
  "controls",
  "efficacy",
  "light_levels",
  "glare",
  "photometrics",
  "dark_sky",
  "emergency_code",
  "led_lifetime",
] as const;
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number];

/** The longest text read; a chat message is at most 2000 characters (CONST-01). */
export const READ_MAX = 2000;

const measure = z
  .object({
    value: z.number().positive(),
    /** "under 100W" is a maximum, "at least 20,000 lm" a minimum. */
    bound: z.enum(["exact", "min", "max"]),
  })
  .strict();

const code = z.string().min(1).max(40);

export const readEntitiesSchema = z
  .object({
    /** Part numbers as typed, upper-cased: full (`TOL-HB-150-50K`) or a family stem (`EDL-4`). */
    skus: z.array(code).max(20),
    /** Series codes named or implied by a part number (`EDL`), in order of appearance. */
    series: z.array(z.enum(SERIES_CODES as [string, ...string[]])).max(20),
    /** `SO-2026-000042`, or the number as given after "order" ("order 10042"). */
    orderNumbers: z.array(code).max(10),
    quoteNumbers: z.array(code).max(10),
    invoiceNumbers: z.array(code).max(10),
    purchaseOrders: z.array(code).max(10),
    quantity: z
      .object({
        value: z.number().int().positive(),
        unit: z.enum(["each", "fixture", "case", "box", "pallet"]),
      })
      .strict()
      .optional(),
    wattage: measure.optional(),
    lumens: measure.optional(),
    cctKelvin: z.number().int().min(1500).max(10000).optional(),
    /** The least CRI asked for ("90+ CRI"). */
    cri: z.number().int().min(50).max(100).optional(),
    ipRating: z
      .string()
      .regex(/^IP\d{2}$/)
      .optional(),
    location: z.enum(["wet", "damp"]).optional(),
    mounting: z.enum(MOUNTINGS).optional(),
    dlc: z.enum(["listed", "standard", "premium"]).optional(),
    environment: z.enum(["indoor", "outdoor"]).optional(),
    category: z.enum(CATEGORY_NAMES).optional(),
    /** A size as the catalogue names it: "4ft", "6in", "2x4". */
    size: z.string().max(10).optional(),
    place: z
      .object({
        zip: z
          .string()
          .regex(/^\d{5}$/)
          .optional(),
        state: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .optional(),
        city: z.string().max(40).optional(),
      })
      .strict()
      .optional(),
    energy: z
      .object({
        existingFixtures: z.number().int().positive().optional(),
        existingWatts: z.number().positive().optional(),
        existingTechnology: z.enum(LEGACY_TECHNOLOGIES).optional(),
        newWatts: z.number().positive().optional(),
        hoursPerDay: z.number().positive().max(24).optional(),
        daysPerYear: z.number().int().positive().max(366).optional(),
        rateCentsPerKwh: z.number().positive().max(1000).optional(),
      })
      .strict()
      .optional(),
    documentTypes: z.array(z.enum(documentTypes)).max(documentTypes.length),
    /** The two things compared, part numbers where given, else the phrases ("round vs linear high bays"). */
    comparison: z.tuple([z.string().min(1).max(80), z.string().min(1).max(80)]).optional(),
    /** "the second one" → 2; "the last one" → -1. */
    ordinal: z.number().int().min(-1).max(50).optional(),
    topic: z.enum(KNOWLEDGE_TOPICS).optional(),
  })
  .strict();
export type ReadEntities = z.infer<typeof readEntitiesSchema>;

export const readQuestionSchema = z
  .object({
    /** The question as read: cleaned and at most READ_MAX characters. */
    text: z.string().max(READ_MAX),
    intent: z.enum(INTENTS),
    /** Read as a follow-up of `previous`: its entities were carried forward. */
    followUp: z.boolean(),
    /**
     * The text tries to instruct the assistant ("ignore your instructions", "show another account's
     * orders"). Informational only: it was read for what it asks, and access is the tools' business.
     */
    injection: z.boolean(),
    entities: readEntitiesSchema,
  })
  .strict();
export type ReadQuestion = z.infer<typeof readQuestionSchema>;

// ---------------------------------------------------------------------------------------------
// Cleaning and typos
// ---------------------------------------------------------------------------------------------

function clean(text: string): string {
  return [...text]
    .slice(0, READ_MAX)
    .join("")
    .normalize("NFKC")
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
    .split("")
    .map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? " " : char))
    .join("")
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2010-\u2014\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

const cueWords = new Set(CUE_WORDS);
/** Words of six letters or more that are right as they are, so never "corrected". */
const KEEP = new Set([
  "ordered",
  "ordering",
  "border",
  "status",
  "states",
  "statue",
  "stated",
  "prices",
  "priced",
  "quoted",
  "lights",
  "lighted",
  "plant",
  "sensor",
  "panels",
  "saving",
  "listed",
  "mounts",
  "parked",
  "parks",
  "indoors",
  "outdoors",
  "heights",
  "design",
  "sample",
  "resale",
  "retail",
]);

function correctWord(word: string): string {
  const typo = TYPOS[word];
  if (typo) return typo;
  if (word.length < 6 || cueWords.has(word) || KEEP.has(word)) return word;
  const limit = word.length >= 10 ? 2 : 1;
  let found: string | null = null;
  let foundDistance = limit + 1;
  for (const cue of CUE_WORDS) {
    const distance = editDistance(word, cue, limit);
    if (distance < foundDistance) {
      found = cue;
      foundDistance = distance;
    } else if (distance === foundDistance && found !== cue) {
      found = null;
    }
  }
  return found && foundDistance <= limit ? found : word;
}

const correctTypos = (text: string) => text.replace(/[a-z]{3,}/g, (word) => correctWord(word));

// ---------------------------------------------------------------------------------------------
// Masked extraction: each span is read once, most specific first
// ---------------------------------------------------------------------------------------------

/** A masked span leaves this placeholder, so later rules neither read it again nor join across it. */
const MARK = " \u00A7 ";
/** A part number leaves its own placeholder: "40 TOL-HB-150-50K" counts it. */
const PART_MARK = " \u00B6 ";

class Work {
  text: string;
  constructor(text: string) {
    this.text = text;
  }
  /** Calls `read` for each match (in order); a `false` answer leaves the span in place. */
  take(pattern: RegExp, read: (match: RegExpExecArray) => unknown, mark = MARK): void {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
    );
    this.text = this.text.replace(global, (...args) => {
      const groups = args.slice(0, -2) as string[];
      const index = args[args.length - 2] as number;
      const match = Object.assign([...groups], {
        index,
        input: this.text,
        groups: undefined,
      }) as RegExpExecArray;
      return read(match) === false ? (groups[0] as string) : mark;
    });
  }
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** "two dozen" → "24", "forty-five" → "45", "a dozen" → "12", "a hundred" → "100". */
function numberWordsToDigits(text: string): string {
  const word = Object.keys(NUMBER_WORDS).join("|");
  return text
    .replace(/\bhalf an? dozen\b/g, "6")
    .replace(new RegExp(`\\b(${word}) dozen\\b`, "g"), (_, n: string) => String((NUMBER_WORDS[n] ?? 1) * 12))
    .replace(/\b(?:a|one) dozen\b/g, "12")
    .replace(/\bdozen\b/g, "12")
    .replace(/\b(?:a|one) hundred\b/g, "100")
    .replace(/\ba (?:couple|pair) of\b/g, "2")
    .replace(
      /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](two|three|four|five|six|seven|eight|nine)\b/g,
      (_, tens: string, ones: string) => String((NUMBER_WORDS[tens] ?? 0) + (NUMBER_WORDS[ones] ?? 0)),
    )
    .replace(new RegExp(`\\b(${word})\\b`, "g"), (n: string) => String(NUMBER_WORDS[n]));
}

const toNumber = (digits: string) => Number(digits.replace(/,/g, ""));

const seriesAlternation = SERIES_CODES.join("|");
/** A part number: a series code and one to six segments, each with a digit or of at most four letters. */
const SKU = new RegExp(`\\b(${seriesAlternation})((?:-(?:[a-z0-9]*\\d[a-z0-9]*|[a-z]{1,4})){1,6})\\b`, "gi");

type Found = {
  skus: { sku: string; at: number }[];
  series: { code: string; at: number }[];
  orderNumbers: string[];
  quoteNumbers: string[];
  invoiceNumbers: string[];
  purchaseOrders: string[];
  quantity?: ReadEntities["quantity"];
  watts: { value: number; bound: "exact" | "min" | "max"; at: number; role: "existing" | "new" | "any" }[];
  lumens?: ReadEntities["lumens"];
  cctKelvin?: number;
  cri?: number;
  ipRating?: string;
  size?: string;
  zip?: string;
  hoursPerDay?: number;
  daysPerYear?: number;
  annualHours?: number;
  rateCentsPerKwh?: number;
};

function boundBefore(text: string, at: number): "exact" | "min" | "max" {
  const before = text.slice(Math.max(0, at - 24), at);
  if (/(?:under|less than|below|up to|at most|max(?:imum)?|no more than|not over|<=?|≤)\s*$/.test(before))
    return "max";
  if (/(?:over|more than|above|at least|min(?:imum)?|no less than|>=?|≥)\s*$/.test(before)) return "min";
  return "exact";
}

/** In a retrofit question, whether a wattage is the existing fixtures' or the new ones'. */
function wattsRole(text: string, match: RegExpExecArray): "existing" | "new" | "any" {
  const before = text.slice(Math.max(0, match.index - 40), match.index);
  const after = text.slice(
    match.index + (match[0] as string).length,
    match.index + (match[0] as string).length + 40,
  );
  const legacyAfter = LEGACY_PATTERNS.some(([pattern]) =>
    new RegExp(`^[\\s\\w-]{0,22}?${pattern.source}`).test(after),
  );
  if (
    /^\s?(?:led|new)\b/.test(after) ||
    /\b(?:with|to|by|new|led|using|use)\s(?:an?\s|the\s|\d+\s)?$/.test(before)
  ) {
    return "new";
  }
  if (
    legacyAfter ||
    /\b(?:existing|current|currently|old|replac(?:e|ing)|swap(?:ping)?(?: out)?|retrofit(?:ting)?|upgrad(?:e|ing))\b[^\u00A7]{0,14}$/.test(
      before,
    )
  ) {
    return "existing";
  }
  return "any";
}

/** Adds a document number once, keeping at most ten. */
function addNumber(list: string[], value: string): void {
  if (!list.includes(value) && list.length < 10) list.push(value);
}

/** One extraction step: it masks the spans it reads (`work.take`) and records what they say in `found`. */
type ExtractStep = (work: Work, found: Found) => void;

/** Order, quote and invoice numbers in their own format: `SO-2026-000042`, `Q-2026-0117`, `INV-2026-4411`. */
function takeDocumentNumbers(work: Work, found: Found): void {
  work.take(/\bso-?(\d{4})-(\d{4,8})\b/, (m) => addNumber(found.orderNumbers, `SO-${m[1]}-${m[2]}`));
  work.take(/\bq-?(\d{4})-(\d{4,8})\b/, (m) => addNumber(found.quoteNumbers, `Q-${m[1]}-${m[2]}`));
  work.take(/\binv-?(\d{4})-(\d{4,8})\b/, (m) => addNumber(found.invoiceNumbers, `INV-${m[1]}-${m[2]}`));
}

/** Part numbers and the series they name; "TOL-SERIES" names the series alone. */
function takePartNumbers(work: Work, found: Found): void {
  work.take(
    SKU,
    (m) => {
      const at = m.index;
      const series = (m[1] as string).toUpperCase();
      const rest = (m[2] as string).toUpperCase();
      if (/^-(?:SERIES|FAMILY|LINE)$/.test(rest)) {
        found.series.push({ code: series, at });
        return;
      }
      const sku = `${series}${rest}`;
      if (!found.skus.some((s) => s.sku === sku) && found.skus.length < 20) found.skus.push({ sku, at });
      found.series.push({ code: series, at });
    },
    PART_MARK,
  );
}

/** Purchase orders ("PO 4500-1234", "P.O. #A7781") and numbers named by what they are ("order #10042"). */
function takeNamedNumbers(work: Work, found: Found): void {
  work.take(
    /\b(?:p\.?o\.?|purchase order)(?: number| no\.?| num(?:ber)?)?\s*[#:]?\s*#?\s*([a-z0-9][a-z0-9-]{2,29})\b/,
    (m) => {
      const value = m[1] as string;
      if (!/\d/.test(value)) return false;
      addNumber(found.purchaseOrders, value.toUpperCase());
    },
  );
  // "order #10042", "quote 117", "invoice no. 4411".
  work.take(
    /\b(orders?|quotes?|quotations?|invoices?)(?: number| no\.?| num(?:ber)?)?\s*[#:]?\s*#?\s*([a-z]{0,3}-?\d[\d-]{2,24})\b(?!\s*(?:\u00A7|[a-z]))/,
    (m) => {
      const kind = m[1] as string;
      const value = (m[2] as string).toUpperCase();
      // "order 40 downlights" is a quantity, not an order number.
      if (/^\d{1,3}$/.test(value)) return false;
      if (kind.startsWith("order")) addNumber(found.orderNumbers, value);
      else if (kind.startsWith("quot")) addNumber(found.quoteNumbers, value);
      else addNumber(found.invoiceNumbers, value);
    },
  );
  work.take(/#\s?(\d{4,12})\b/, (m) => addNumber(found.orderNumbers, m[1] as string));
}

/** Phone numbers, so their digits read as nothing else. */
function takePhoneNumbers(work: Work): void {
  work.take(/\(?\b\d{3}\)?[\s.-]\d{3}[.-]\d{4}\b/, () => true);
}

/** Energy rates ("12 cents per kWh", "$0.12/kWh", "12¢", "0.11 a kilowatt hour"); other money is read as nothing. */
function takeMoney(work: Work, found: Found): void {
  const kwh = "(?:kwh|kw-?h|kilowatt[- ]?hours?|kilowatt)";
  work.take(
    new RegExp(`(\\d+(?:\\.\\d+)?)\\s?(?:cents?|¢|c)\\s?(?:(?:per|a|an|/)\\s?${kwh})?(?![a-z])`),
    (m) => {
      found.rateCentsPerKwh = Number(m[1]);
    },
  );
  work.take(new RegExp(`\\$?\\s?(\\d*\\.\\d+|\\d+)\\s?(?:/|per|a|an)\\s?${kwh}`), (m) => {
    const value = Number(m[1]);
    found.rateCentsPerKwh = value < 2 ? Math.round(value * 10000) / 100 : value;
  });
  work.take(/\$\s?(0?\.\d+)\b/, (m) => {
    found.rateCentsPerKwh = Math.round(Number(m[1]) * 10000) / 100;
  });
  // Other money ("a $5,000 budget") is read as nothing.
  work.take(/\$\s?\d[\d,]*(?:\.\d+)?\s?k?\b/, () => true);
}

/** Operating schedules: hours a day, a week or a year, days a week or a year, 24/7, dusk to dawn. */
function takeSchedules(work: Work, found: Found): void {
  work.take(
    /\b24\s?\/\s?7\b|\b24 ?x ?7\b|\baround the clock\b|\ball day,? every day\b|\bnonstop\b|\bcontinuous(?:ly)?\b/,
    () => {
      found.hoursPerDay = 24;
      found.daysPerYear = 365;
    },
  );
  work.take(
    /\b(\d[\d,]*)\s?(?:hours?|hrs?|h)\s?(?:a|per|each|\/)\s?(?:year|yr)\b|\b(\d[\d,]*)\s?(?:annual|burn|operating) hours\b/,
    (m) => {
      found.annualHours = toNumber((m[1] ?? m[2]) as string);
    },
  );
  work.take(
    /\b(\d{1,2}(?:\.\d+)?)\s?(?:hours?|hrs?|h)\s?(?:a|per|each|\/|of (?:the )?)\s?(?:day|night|d)\b|\b(\d{1,2})\s?(?:hours?|hrs?) (?:daily|nightly)\b/,
    (m) => {
      const hours = Number(m[1] ?? m[2]);
      if (hours > 0 && hours <= 24) found.hoursPerDay = hours;
    },
  );
  work.take(/\b(\d{1,3})\s?(?:hours?|hrs?)\s?(?:a|per|each|\/)\s?(?:week|wk)\b/, (m) => {
    const weekly = Number(m[1]);
    if (weekly > 0 && weekly <= 168) found.annualHours = weekly * 52;
  });
  work.take(/\b([1-7])\s?(?:days?)\s?(?:a|per|each|\/)\s?(?:week|wk)\b/, (m) => {
    found.daysPerYear = Number(m[1]) * 52;
  });
  work.take(/\b(\d{2,3})\s?(?:days?)\s?(?:a|per|each|\/)\s?(?:year|yr)\b/, (m) => {
    const days = Number(m[1]);
    if (days > 0 && days <= 366) found.daysPerYear = days;
  });
  work.take(/\b(?:weekdays|monday (?:to|through|thru|-) friday|mon-fri|m-f)\b/, () => {
    found.daysPerYear = 260;
  });
  work.take(/\b(?:every day|7 days|seven days|daily)\b/, () => {
    found.daysPerYear ??= 365;
  });
  work.take(/\bdusk[- ]to[- ]dawn\b|\ball night\b/, () => {
    found.hoursPerDay ??= 12;
    found.daysPerYear ??= 365;
  });
}

/** Photometric and electrical facts: CCT, CRI, IP rating, lumens and wattage (with their bounds). */
function takeLightFacts(work: Work, found: Found): void {
  work.take(/\b(\d{4}|\d\.\d)\s?k(?:elvin)?\b/, (m) => {
    const raw = Number(m[1]);
    const kelvin = raw < 10 ? raw * 1000 : raw;
    if (kelvin < 1800 || kelvin > 6500) return false;
    found.cctKelvin ??= kelvin;
  });
  work.take(
    /\b(\d{2})\s?\+?\s?cri\b|\bcri\s?(?:of|>=?|≥|above|over|at least|min(?:imum)?)?\s?(\d{2})\b\+?|\b(\d{2})\+?\s?(?:color rendering|colou?r rendering index)\b/,
    (m) => {
      const value = Number(m[1] ?? m[2] ?? m[3]);
      if (value < 50 || value > 100) return false;
      found.cri = value;
    },
  );
  work.take(/\bip\s?-?(\d{2})\b/, (m) => {
    found.ipRating = `IP${m[1]}`;
  });
  work.take(/\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s?k|\d+)\s?(?:lm|lumens?)\b/, (m) => {
    const raw = (m[1] as string).replace(/\s/g, "");
    const value = raw.endsWith("k") ? Number(raw.slice(0, -1)) * 1000 : toNumber(raw);
    if (!(value > 0)) return false;
    found.lumens = { value, bound: boundBefore(work.text, m.index) };
  });
  work.take(/\b(\d+(?:\.\d+)?)\s?(k)?(?:w|watts?|-watt)\b(?!\s?\/)/, (m) => {
    const value = Number(m[1]) * (m[2] ? 1000 : 1);
    if (!(value > 0) || value > 100_000) return false;
    found.watts.push({
      value,
      bound: boundBefore(work.text, m.index),
      at: m.index,
      role: wattsRole(work.text, m),
    });
  });
}

/** Voltages, beam angles, percentages, years, distances and heights: facts the reader does not use. */
function takeUnusedFacts(work: Work): void {
  work.take(
    /\b\d{2,3}(?:-\d{2,3})?\s?v(?:ac|dc|olts?)?\b|\b\d{1,3}\s?(?:°|degrees?|deg\b|%|percent)|\b\d{1,2}[- ]?(?:years?|yrs?)\b|\b\d+\s?(?:miles?|mi|km)\b/,
    () => true,
  );
}

/** A size as the catalogue names it: a troffer's "2x4", a length in feet ("4ft"), a downlight's "6in". */
function takeSizes(work: Work, found: Found): void {
  work.take(/\b(\d{1,2})\s?x\s?(\d{1,2})\b(?!\s?\d)/, (m) => {
    const size = `${m[1]}x${m[2]}`;
    if (!["1x4", "2x2", "2x4", "1x1", "2x1", "4x2", "4x1"].includes(size)) return false;
    found.size = size;
  });
  work.take(
    /\b([248])\s?(?:ft|foot|feet|')(?![a-z])(?!\s?(?:ceiling|high|tall|mounting|up|above))|\b([23]\d|1\d|[5-9])\s?(?:ft|foot|feet|')(?![a-z])/,
    (m) => {
      if (m[1]) found.size ??= `${m[1]}ft`;
    },
  );
  work.take(/\b([4-8])\s?(?:-inch|inch(?:es)?|")|\b([4-8])in\b/, (m) => {
    found.size ??= `${m[1] ?? m[2]}in`;
  });
}

/**
 * The entity steps in the order they run: the most specific shapes first, since each masks what it
 * reads (a part number's digits are no wattage, a phone number's no ZIP code). A new kind of entity
 * is a new step here, placed before any step whose pattern would read its span.
 */
const EXTRACT_STEPS: readonly ExtractStep[] = [
  takeDocumentNumbers,
  takePartNumbers,
  takeNamedNumbers,
  takePhoneNumbers,
  takeMoney,
  takeSchedules,
  takeLightFacts,
  takeUnusedFacts,
  takeSizes,
];

/** The entities with a strong shape, each span masked once read (the ZIP code and counts come later). */
function extract(work: Work): Found {
  const found: Found = {
    skus: [],
    series: [],
    orderNumbers: [],
    quoteNumbers: [],
    invoiceNumbers: [],
    purchaseOrders: [],
    watts: [],
  };
  for (const step of EXTRACT_STEPS) step(work, found);
  return found;
}

/** The ZIP code and quantities, from what the other rules left. */
function extractCounts(work: Work, found: Found): void {
  work.take(/\b(\d{5})(?:-\d{4})?\b(?!\s?(?:fixtures?|units?|pcs|pieces?|lights?))/, (m) => {
    const zip = m[1] as string;
    if (stateOfZip(zip) === null) return false;
    found.zip ??= zip;
  });
  const setQuantity = (value: number, unit: NonNullable<ReadEntities["quantity"]>["unit"]) => {
    if (!Number.isSafeInteger(value) || value <= 0 || value > 1_000_000) return false;
    found.quantity ??= { value, unit };
    return true;
  };
  const unitOf = (noun: string): NonNullable<ReadEntities["quantity"]>["unit"] => {
    if (/^(?:cases?|cartons?)$/.test(noun)) return "case";
    if (/^box(?:es)?$/.test(noun)) return "box";
    if (/^pallets?$/.test(noun)) return "pallet";
    if (/^(?:units?|pieces?|pcs|pc|each|ea|of (?:them|those|these|each))$/.test(noun)) return "each";
    return "fixture";
  };
  work.take(/\b(?:qty|quantity)(?: of)?\s?[:=]?\s?(\d[\d,]*)\b/, (m) =>
    setQuantity(toNumber(m[1] as string), "each"),
  );
  work.take(
    new RegExp(
      `\\b(\\d{1,3}(?:,\\d{3})+|\\d+)\\s*(?:\u00A7\\s*)*(?:(?:new|existing|old|more|led|additional|of the|of your)\\s)?(${FIXTURE_NOUNS})\\b`,
    ),
    (m) => setQuantity(toNumber(m[1] as string), unitOf(m[2] as string)),
  );
  work.take(/(?:^|\s)x\s?(\d{1,5})\b|\b(\d{1,5})\s?x(?=\s|$|[.,;!?])/, (m) =>
    setQuantity(Number(m[1] ?? m[2]), "each"),
  );
  // A count before a part number: "40 TOL-HB-150-50K", "12x EDL-4-10-40K".
  work.take(/\b(\d{1,3}(?:,\d{3})+|\d+)\s*(?:x\s*|of (?:the |your )?)?(?=\u00B6)/, (m) =>
    setQuantity(toNumber(m[1] as string), "each"),
  );
  work.take(
    /\b(?:need|needs|want|order|buy|purchase|add|get|quote|pricing for|price for|price on|stock of|have|ship|reserve|take)\s(?:me\s|us\s)?(?:about\s|around\s|roughly\s)?(\d[\d,]*)\b/,
    (m) => setQuantity(toNumber(m[1] as string), "each"),
  );
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

/** The category named, or implied by the space lit ("for our warehouse": high bays). */
function readCategory(text: string, spaces = true): ReadEntities["category"] {
  let best: { at: number; category: ReadEntities["category"] } | null = null;
  for (const [pattern, category] of CATEGORY_SYNONYMS) {
    const match = new RegExp(`\\b(?:${pattern})\\b`).exec(text);
    // The earliest mention names the category ("wall packs for a parking lot" are wall packs).
    if (match && (best === null || match.index < best.at)) best = { at: match.index, category };
  }
  if (best) return best.category;
  if (spaces && WAREHOUSE_SPACE.test(text)) return "High Bays";
  return undefined;
}

function readMounting(text: string): Mounting | undefined {
  if (/\b(?:yoke|trunnion|knuckle)(?:[- ]mount(?:ed)?)?\b/.test(text)) return "yoke";
  if (
    /\b(?:pole[- ]?mount(?:ed)?|on (?:a |the )?poles?|slip ?fitter|arm[- ]mount(?:ed)?|direct arm|tenon)\b/.test(
      text,
    )
  )
    return "pole";
  if (
    /\b(?:pendant|pendants|suspended|hanging|hang|chain[- ]?(?:hung|mount(?:ed)?)|hook[- ]mount(?:ed)?|stem[- ]mount(?:ed)?|aircraft cable|cable[- ]hung)\b/.test(
      text,
    )
  )
    return "pendant";
  if (/\b(?:recessed|in-?ceiling|flush recessed|new construction|remodel)\b/.test(text)) return "recessed";
  if (
    /\b(?:surface[- ]?mount(?:ed)?|surface|flush[- ]mount(?:ed)?|ceiling[- ]mount(?:ed)?|junction box)\b/.test(
      text,
    )
  )
    return "surface";
  if (/\b(?:wall[- ]?mount(?:ed)?|on (?:a |the )?walls?|on the (?:side of|facade))\b/.test(text))
    return "wall";
  return undefined;
}

function readDlc(text: string): ReadEntities["dlc"] {
  if (/\bdlc\s?(?:\d(?:\.\d)?\s?)?premium\b|\bpremium dlc\b/.test(text)) return "premium";
  if (/\bdlc\s?(?:\d(?:\.\d)?\s?)?standard\b/.test(text)) return "standard";
  if (/\bdlc\b|\bdesignlights\b/.test(text)) return "listed";
  return undefined;
}

function readEnvironment(text: string): ReadEntities["environment"] {
  if (
    /\b(?:outdoors?|outside|exterior|parking lots?|site lighting|facades?|yards?|streets?|roadways?|perimeter|landscape|sidewalks?|walkways?|sports fields?|dark[- ]sky)\b/.test(
      text,
    )
  ) {
    return "outdoor";
  }
  if (/\b(?:indoors?|inside|interior)\b/.test(text)) return "indoor";
  return undefined;
}

function readLocation(text: string): ReadEntities["location"] {
  if (
    /\bwet(?:[- ]location|[- ]rated|[- ]listed| areas?| environments?)?\b|\brain\b|\bwash[- ]?down\b|\bcar washe?s?\b|\bwaterproof\b/.test(
      text,
    )
  )
    return "wet";
  if (/\bdamp(?:[- ]location|[- ]rated|[- ]listed)?\b|\bhumid\b/.test(text)) return "damp";
  return undefined;
}

function readCct(text: string): number | undefined {
  if (/\b(?:warm(?:er)?(?: white)?|soft white)\b/.test(text)) return 3000;
  if (/\b(?:neutral(?: white)?)\b/.test(text)) return 3500;
  if (/\b(?:cool(?:er)? white|cool white|bright white)\b/.test(text)) return 4000;
  if (/\bdaylight\b(?! (?:harvesting|sensor))/.test(text)) return 5000;
  return undefined;
}

const DOCUMENT_PATTERNS: readonly (readonly [RegExp, (typeof documentTypes)[number]])[] = [
  [
    /\b(?:spec(?:ification)?s?[- ]?sheets?|cut ?sheets?|data ?sheets?|submittals?|tech(?:nical)? sheets?)\b/,
    "spec_sheet",
  ],
  [/\b(?:ies(?: files?)?|photometric(?:s| files?| data| reports?)?|photometry|ldt files?)\b/, "ies_file"],
  [
    /\b(?:install(?:ation)?(?: guides?| instructions?| manuals?| sheets?| docs?)|installation|wiring diagrams?|how (?:do i|to) (?:install|wire|mount))\b/,
    "installation_guide",
  ],
  [
    /\bwarranty(?: documents?| certificates?| pdf| terms| sheets?| policy| info(?:rmation)?)\b|\b(?:copy of|download) (?:the )?warranty\b/,
    "warranty",
  ],
  [/\b(?:brochures?|catalog(?:ue)?s?|literature|line cards?|product guides?|flyers?)\b/, "brochure"],
];

function readDocumentTypes(text: string): ReadEntities["documentTypes"] {
  const types: ReadEntities["documentTypes"] = [];
  for (const [pattern, type] of DOCUMENT_PATTERNS) if (pattern.test(text)) types.push(type);
  return types;
}

const TOPIC_PATTERNS: readonly (readonly [RegExp, KnowledgeTopic])[] = [
  [
    /\b(?:circadian|wellness|well-?being|health(?:y|ier)?|sleep|melatonin|melanopic|human[- ]cent(?:ric|ered)|tunable white|alertness|productivity|mood|eye ?strain|headaches?|seasonal affective|blue light|comfort(?:able)?|focus|patients?|senior living|memory care)\b/,
    "wellness",
  ],
  [/\b(?:dark[- ]sky|light pollution|bug rating|backlight,? uplight|full cutoff)\b/, "dark_sky"],
  [/\b(?:flicker|glare|ugr)\b/, "glare"],
  [/\b(?:cri|colou?r rendering|r9|tm-?30)\b/, "color_rendering"],
  [
    /\b(?:colou?r temperature|light colou?rs?|colou?r of (?:the )?light|cct|kelvin|warm white|cool white|daylight|3000k|4000k|5000k)\b/,
    "color_temperature",
  ],
  [/\bdlc\b|\bdesignlights\b/, "dlc"],
  [
    /\bip ?\d{0,2} ?ratings?\b|\bip\d{2}\b|\bingress\b|\bwet location\b|\bdamp location\b|\bwhat does ip\b/,
    "ip_rating",
  ],
  [/\b(?:dimming|dimmable|0-10 ?v|triac|elv|dali)\b/, "dimming"],
  [/\b(?:occupancy sensors?|daylight harvesting|lighting controls?|title 24|nlc|networked)\b/, "controls"],
  [/\b(?:efficacy|lumens per watt|lm\/w|efficient|efficiency)\b/, "efficacy"],
  [
    /\b(?:foot-?candles?|fc|lux|light levels?|how (?:much light|many (?:lumens|fixtures|lights))|how bright|spacing)\b/,
    "light_levels",
  ],
  [
    /\b(?:ies files?|photometrics?|beam angles?|distribution types?|type (?:ii|iii|iv|v)|candela)\b/,
    "photometrics",
  ],
  [/\b(?:emergency lighting code|life safety|nfpa|90 minutes|egress code)\b/, "emergency_code"],
  [
    /\b(?:l70|lifetime|lifespan|how long (?:do|does|will) (?:led|they|it)s? last|rated life)\b/,
    "led_lifetime",
  ],
];

function readTopic(text: string): KnowledgeTopic | undefined {
  for (const [pattern, topic] of TOPIC_PATTERNS) if (pattern.test(text)) return topic;
  return undefined;
}

function readPlace(text: string, original: string, found: Found): ReadEntities["place"] {
  let city: string | undefined;
  let state: string | undefined;
  const cities = Object.keys(US_CITIES).sort((a, b) => b.length - a.length);
  for (const name of cities) {
    const match = new RegExp(`\\b${name.replace(/\./g, "\\.")}\\b`).exec(text);
    if (match) {
      city = name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
      state = US_CITIES[name];
      // "Columbus, GA": the state given wins over the city's usual one.
      const after = original.slice(match.index + name.length, match.index + name.length + 5);
      const code = /^,?\s?([A-Z]{2})\b/.exec(after)?.[1];
      if (code && isStateCode(code)) state = code;
      break;
    }
  }
  if (!state) {
    const names = Object.keys(US_STATES).sort((a, b) => b.length - a.length);
    for (const name of names) {
      if (new RegExp(`\\b${name}\\b`).test(text)) {
        state = US_STATES[name];
        break;
      }
    }
  }
  if (!state && /\bnew york\b/.test(text)) state = "NY";
  if (!state && /\bwashington\b/.test(text) && !/\bwashington,? d\.?c\.?\b/.test(text)) state = "WA";
  if (!state) {
    // An upper-case state code after a place word: "reps in TX", "distributor near OH".
    const match = /\b(?:in|near|around|from|for|across|covering|serving|to)\s([A-Z]{2})\b/.exec(original);
    const candidate = match?.[1];
    if (candidate && isStateCode(candidate) && !AMBIGUOUS_STATE_CODES.has(candidate)) state = candidate;
  }
  const zip = found.zip;
  if (zip && !state) state = stateOfZip(zip) ?? undefined;
  if (!zip && !state && !city) return undefined;
  return { ...(zip ? { zip } : {}), ...(state ? { state } : {}), ...(city ? { city } : {}) };
}

const stateCodes = new Set(Object.values(US_STATES));
const isStateCode = (value: string) => stateCodes.has(value);

function readOrdinal(text: string): number | undefined {
  const words: Record<string, number> = {
    first: 1,
    "1st": 1,
    second: 2,
    "2nd": 2,
    third: 3,
    "3rd": 3,
    fourth: 4,
    "4th": 4,
    fifth: 5,
    "5th": 5,
    sixth: 6,
    "6th": 6,
    last: -1,
    latter: 2,
    former: 1,
  };
  const match =
    /\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last|latter|former)(?: one| option| product| item| result| fixture)?\b/.exec(
      text,
    );
  // "my last order" is the latest order, not the last card.
  if (
    match &&
    !/^(?:last|first) (?:order|quote|invoice|shipment|time|week|month|year)/.test(
      text.slice(match.index + (match[0].startsWith("the ") ? 4 : 0)),
    )
  ) {
    return words[match[1] as string];
  }
  const numbered = /\b(?:number|no\.?|option|#)\s?([1-9])\b(?!\d)/.exec(text);
  if (numbered) return Number(numbered[1]);
  return undefined;
}

function readTechnology(text: string): LegacyTechnology | undefined {
  for (const [pattern, technology] of LEGACY_PATTERNS) if (pattern.test(text)) return technology;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Intents
// ---------------------------------------------------------------------------------------------

/** Phrases that try to instruct the assistant rather than ask it something. */
const INJECTION =
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.?!]{0,40}\b(?:instructions?|rules?|prompts?|guidelines|restrictions|polic(?:y|ies)|everything|above|previous)\b|\b(?:system|developer) (?:prompt|message|mode)\b|\byou are now\b|\bact as (?:an? )?(?:admin|administrator|developer|root|system)\b|\bpretend (?:to be|you are)\b|\bjailbreak\b|\bdo anything now\b|\b(?:another|other|someone else'?s?|any|all) (?:accounts?|customers?|users?|companies)(?:'s?)?\b(?=[^.?!]{0,40}(?:orders?|invoices?|quotes?|data|details|information))|\bof (?:another|other) (?:accounts?|customers?|users?)\b|\breveal (?:your|the) (?:prompt|instructions|secrets?|keys?)\b/;

type Rule = readonly [intent: Intent, pattern: RegExp, weight: number];

/** Cue phrases: each match adds its weight to its intent. Read on the cleaned, lower-case text. */
const RULES: readonly Rule[] = [
  // Orders: one order's status, or the list of them.
  [
    "order_status",
    /\b(?:where(?:'s|s| is| are)?|status|track(?:ing)?|eta|update on|check on|happened to)\b[^.?!]{0,30}\b(?:my |our |the |this |that )?(?:orders?|shipments?|packages?|deliver(?:y|ies))\b/,
    3,
  ],
  [
    "order_status",
    /\b(?:orders?|shipments?|packages?|deliver(?:y|ies))\b[^.?!]{0,40}\b(?:status|shipped|ship|deliver(?:ed)?|arrive|arriving|tracking|eta|late|delayed)\b/,
    3,
  ],
  [
    "order_status",
    /\b(?:tracking (?:number|info(?:rmation)?|link)|has (?:it|this|that|my order) shipped|when will (?:it|they|my order|our order) (?:ship|arrive|be delivered|get here))\b/,
    3,
  ],
  ["order_status", /\b(?:latest|last|most recent|newest) (?:order|shipment|purchase)\b/, 2],
  ["order_status", /\b(?:shipped|delivered|in transit|backordered)\b/, 1],
  [
    "order_list",
    /\b(?:my|our|recent|open|past|previous|all|pending|last \d+|the) orders\b|\border history\b|\bpurchase history\b|\bwhat (?:have|did) (?:i|we) (?:order|buy|purchase)(?:ed)?\b|\b(?:list|show)\b[^.?!]{0,20}\borders\b/,
    3.5,
  ],
  // Quotes and invoices.
  ["quotes", /\bquotes?\b|\bquotations?\b|\bbids?\b|\bestimates? for\b/, 2.5],
  [
    "quotes",
    /\b(?:my|our|open|saved|pending|recent) quotes\b|\b(?:request|need|get|send me|want) (?:a |an )?(?:quote|quotation|bid)\b|\bquote (?:me|us)\b/,
    1.5,
  ],
  [
    "invoices",
    /\binvoices?\b|\bbalance\b|\bamount due\b|\b(?:past|over) ?due\b|\bpay (?:my|an|the|our|this) (?:bill|invoice|balance)\b|\bstatements?\b|\bcredit memos?\b|\brmas?\b|\breturn authori[sz]ations?\b|\bunpaid\b|\bowe\b|\bbilling\b/,
    3,
  ],
  // Products.
  [
    "inventory",
    /\bin[- ]stock\b|\bstock(?:ed)?\b|\binventory\b|\bavailab(?:le|ility)\b(?! (?:in|with|as) )|\bon hand\b|\blead[- ]?times?\b|\bback ?order(?:ed)?\b|\bships? (?:today|tomorrow|from|this week)\b|\bwhich warehouses?\b|\bhow many (?:do you have|are (?:there|left|available)|can (?:you|i) get)\b|\bhow (?:soon|fast|quickly) can (?:i|we|you)\b|\bin (?:your|the) warehouses?\b/,
    3.5,
  ],
  [
    "product_details",
    /\b(?:specs?|specifications?|details|datasheet|lumens?|lumen output|wattage|watts|cri|cct|colou?r temperatures?|dimensions?|how (?:big|tall|heavy|bright)|weight|voltage|dimming|dimmable|warranty|efficacy|ratings?|rated|price|pricing|cost|costs|how much (?:is|are|does|do)|tell me (?:about|more)|options|finishes|colou?rs|beam angle|ip rating|dlc|certifications?|listed|ul|etl)\b/,
    1.5,
  ],
  ["product_details", /\b(?:available|offered|come|comes|made) (?:in|with|as) \b/, 1.5],
  ["documents", /\b(?:download|pdf|documents?|documentation|files?|paperwork|send me (?:the|a))\b/, 1],
  // "What documents do you have for …" asks for the documents, not the specs.
  [
    "documents",
    /\bwhat (?:documents|docs|documentation|files|paperwork)\b|\b(?:documents|docs|documentation) (?:for|of|on)\b/,
    3,
  ],
  [
    "compare",
    /\bvs\.?\b|\bversus\b|\bcompar(?:e|ed|ing|ison|isons)\b|\bdifferences? between\b|\bhow (?:does|do) (?:the |it |they )?[^.?!]{0,40}\bcompare\b|\bwhich (?:is|one is|one's|would be) (?:better|brighter|more efficient|cheaper|best)\b|\bside[- ]by[- ]side\b/,
    3.5,
  ],
  [
    "product_search",
    /\b(?:lights?|lighting|fixtures?|luminaires?)\b[^.?!]{0,20}\bfor (?:a|an|the|my|our|his|her|their)\b|\blight(?:ing)? (?:up )?(?:a|an|the|my|our) [a-z]+/,
    2,
  ],
  [
    "product_search",
    /\b(?:need|looking for|look for|find|show me|search|recommend|recommendation|suggest|options for|do you (?:have|make|sell|carry|offer)|what (?:kind|type|sort) of|which (?:fixtures?|lights?|products?)|what (?:fixtures?|lights?|products?)|best (?:fixtures?|lights?)|good (?:fixtures?|lights?)|i want|we want|searching|alternatives?|replacement for|equivalent)\b/,
    1.2,
  ],
  [
    "add_to_cart",
    /\b(?:add|put|place|drop|throw)\b[^.?!]{0,60}\b(?:to|in|into) (?:my |the |our )?(?:cart|basket|order)\b|(?<!\bwhere )\b(?:i(?:'d| would) like to|i want to|we want to|i need to|let me|can i|could i|please|go ahead and|ready to) (?:order|buy|purchase|check ?out)\b|\bcheck ?out\b|\bplace an order for\b|\badd (?:it|them|those|these|that|this|\d+)\b(?![^.?!]{0,30}\b(?:project|favou?rites?|list)\b)/,
    4,
  ],
  // A project or a new quote is proposed as the cart is, and "buy 3 …" asks to order them.
  [
    "add_to_cart",
    /\badd\b[^.?!]{0,60}\bto (?:my |a |the |our |a new )?(?:project|quote)\b|\bstart (?:a|my|the|a new) quote for\b|\b(?:buy|purchase) \d+\b/,
    4.5,
  ],
  // Savings and money back.
  [
    "energy_savings",
    /\bsav(?:e|es|ed|ing|ings)\b(?! (?:it|this|that|them)? ?(?:to|in|as|for later))|\bpayback\b|\bpay (?:for )?itself\b|\broi\b|\breturn on investment\b|\benergy (?:costs?|use|usage|bills?|consumption|savings)\b|\bkwh\b|\belectric(?:ity|al)? (?:bills?|costs?|usage)\b|\butility bills?\b|\bcut (?:our|my|the) (?:energy|power|electric)\b|\bco2\b|\bcarbon\b|\bemissions?\b|\brunning costs?\b|\boperating costs?\b/,
    3,
  ],
  [
    "energy_savings",
    /\b(?:replac(?:e|ing)|retrofit(?:ting)?|swap(?:ping)?(?: out)?|upgrad(?:e|ing)|convert(?:ing)?|switch(?:ing)?)\b[^.?!]{0,60}\b(?:metal[- ]?halides?|mh|hps|high pressure sodium|sodium|fluorescents?|t8s?|t12s?|t5s?|hid|halogens?|incandescents?|cfls?|mercury)\b/,
    2,
  ],
  [
    "rebates",
    /\brebates?\b|\bincentives?\b|\butility (?:programs?|money)\b|\bprescriptive\b|\bcash back\b/,
    4,
  ],
  // People and places.
  [
    "find_sales_rep",
    /\bsales ?reps?\b|\breps?\b|\brepresentatives?\b|\brep agenc(?:y|ies)\b|\bagents?\b|\baccount managers?\b|\bsales ?(?:person|people|team|contact)\b|\bterritory\b|\bwho (?:covers|handles|services|is responsible for)\b|\b(?:talk|speak) (?:to|with) (?:someone|a person|a human|sales|somebody)\b|\bcontact sales\b|\bwho (?:do|should) (?:i|we) (?:contact|call|talk to)\b/,
    3,
  ],
  [
    "find_wholesaler",
    /\bwholesalers?\b|\bdistributors?\b|\bdistribution partners?\b|\bdealers?\b|\bresellers?\b|\bsupply houses?\b|\belectrical suppl(?:y|ies|ier|iers)\b|\bstockists?\b|\bwho sells\b|\bwhere (?:can|do|could|should|would) (?:i|we) (?:buy|purchase|get|pick up|find|order)\b|\bbuy (?:locally|local|near)\b|\bnear(?:est)? (?:me|us)\b|\bclose to (?:me|us)\b|\blocal(?:ly)?\b/,
    3,
  ],
  // Knowledge and talk.
  [
    "lighting_knowledge",
    /\b(?:what(?:'s| is| are| does| do)|(?:what|which) [a-z ]{1,25} (?:is|are) (?:best|better|right|recommended)|explain|how (?:does|do|can|should|much|many|bright)|why (?:is|are|do|does|should)|should (?:i|we)|tell me about|meaning of|mean|means|is it true|is there a difference|what's better|best practice|rule of thumb|guidelines?)\b/,
    1,
  ],
  [
    "help",
    /^(?:help|menu|options|\?+)$|\bwhat (?:can|do) you (?:do|help with|know)\b|\bhow (?:does|do) (?:this|you) work\b|\bwhat (?:can|should) i ask\b|\bwho are you\b|\bwhat are you\b|\bare you (?:a bot|human|real|an ai)\b|\bhow can you help\b/,
    4,
  ],
  [
    "greeting",
    /^(?:hi|hello|hey|howdy|hiya|good (?:morning|afternoon|evening|day)|greetings|yo|thanks|thank you|thx|ty|cheers|ok(?:ay)?|great|perfect|bye|goodbye)(?: there| team| all| so much| a lot| again| you)*[\s!.,:)]*$/,
    5,
  ],
];

/** When two intents score the same, the earlier one here wins. */
const PRIORITY: readonly Intent[] = [
  "add_to_cart",
  "order_status",
  "compare",
  "documents",
  "rebates",
  "energy_savings",
  "inventory",
  "invoices",
  "quotes",
  "order_list",
  "find_sales_rep",
  "find_wholesaler",
  "product_details",
  "lighting_knowledge",
  "product_search",
  "help",
  "greeting",
  "unknown",
];

/** Below this score the cues alone decide nothing. */
const DECISIVE = 2;

type Facts = {
  entities: ReadEntities;
  hasRate: boolean;
  hasSchedule: boolean;
  technology: boolean;
  comparePhrases: boolean;
};

function scoreIntents(text: string, facts: Facts): Map<Intent, number> {
  const scores = new Map<Intent, number>();
  const add = (intent: Intent, weight: number) => scores.set(intent, (scores.get(intent) ?? 0) + weight);
  for (const [intent, pattern, weight] of RULES) if (pattern.test(text)) add(intent, weight);
  const e = facts.entities;
  const product = e.skus.length > 0 || e.series.length > 0;
  const filters = [
    e.wattage,
    e.lumens,
    e.cctKelvin,
    e.cri,
    e.ipRating,
    e.location,
    e.mounting,
    e.dlc,
    e.environment,
    e.size,
  ].filter((value) => value !== undefined).length;

  if (e.orderNumbers.length > 0) add("order_status", 3);
  if (e.quoteNumbers.length > 0) add("quotes", 3);
  if (e.invoiceNumbers.length > 0) add("invoices", 3);
  if (e.purchaseOrders.length > 0) add("order_status", 2);
  if (e.documentTypes.length > 0) add("documents", 3.5);
  if (e.skus.length > 0) add("product_details", 2);
  else if (e.series.length > 0) add("product_search", 1.5);
  if (
    e.skus.length + e.series.length >= 2 &&
    /\b(?:or|and)\b/.test(text) &&
    /\bwhich\b|\bbetter\b|\bdifferen/.test(text)
  )
    add("compare", 2);
  if (facts.comparePhrases) add("compare", 1);
  // "LHB-4-165-50K or TOL-HB-300-40K?": two part numbers offered as a choice.
  const [first, second] = e.skus.map((sku) => sku.toLowerCase());
  if (first && second && new RegExp(`${first}\\s+or\\s+(?:the\\s+)?${second}`).test(text))
    add("compare", 2.5);
  // A category the words name; one implied by a part number makes no search.
  if (e.category && e.skus.length === 0) add("product_search", 2);
  add("product_search", Math.min(2, filters * 0.6));
  if (facts.hasRate) add("energy_savings", 1.5);
  if (facts.hasSchedule) add("energy_savings", 1);
  if (facts.technology) add("energy_savings", 1);
  if (e.energy?.existingWatts !== undefined && e.energy.existingFixtures !== undefined)
    add("energy_savings", 1);
  // A topic makes a lesson when it is asked about ("what is DLC?"), not when it is a filter.
  if (e.topic)
    add("lighting_knowledge", product ? 0.5 : (scores.get("lighting_knowledge") ?? 0) > 0 ? 2 : 0.5);
  if (e.topic === "wellness") add("lighting_knowledge", 1);
  if (e.place && (scores.get("find_wholesaler") ?? 0) > 0) add("find_wholesaler", 1);
  if (e.place && (scores.get("find_sales_rep") ?? 0) > 0) add("find_sales_rep", 1);
  if (e.place?.zip && (scores.get("rebates") ?? 0) > 0) add("rebates", 1);
  // A product named with a spec word is a specification question, not a lesson.
  if (product && (scores.get("lighting_knowledge") ?? 0) > 0) add("product_details", 1);
  // "Where can I buy the TOL-HB" is about who sells it; "how many TOL-HB do you have" about stock.
  if ((scores.get("inventory") ?? 0) > 0)
    scores.set("product_details", Math.max(0, (scores.get("product_details") ?? 0) - 1.5));
  // "Compare the spec sheets": the comparison is the question.
  if (
    (scores.get("compare") ?? 0) >= 3.5 &&
    (scores.get("documents") ?? 0) > 0 &&
    e.documentTypes.length === 0
  ) {
    scores.set("documents", 0);
  }
  // Greetings and help are whole messages, not a prefix of a real question.
  if ((scores.get("help") ?? 0) > 0 && (product || e.category || e.orderNumbers.length > 0))
    scores.set("help", 0);
  return scores;
}

function bestIntent(scores: Map<Intent, number>): { intent: Intent; score: number } {
  let best: { intent: Intent; score: number } = { intent: "unknown", score: 0 };
  for (const intent of PRIORITY) {
    const score = scores.get(intent) ?? 0;
    if (score > best.score) best = { intent, score };
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Comparison pairs
// ---------------------------------------------------------------------------------------------

const FILLER = /^(?:the|a|an|your|our|my|between)\s+/;

function phrase(raw: string): string | null {
  let value = raw
    .replace(/\u00A7/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  while (FILLER.test(value)) value = value.replace(FILLER, "");
  value = value
    .replace(/\s+(?:for|in|on|please|now|today)\b.*$/, "")
    .replace(/[?.!,;:]+$/, "")
    .trim();
  if (value.length === 0 || value.length > 80) return null;
  // "Compare it with the EDL-6": a pronoun names the previous question's subject, read elsewhere.
  if (/^(?:it|them|that|this|those|these|they|one|that one|this one)$/.test(value)) return null;
  return value;
}

function readComparison(text: string, refs: string[]): [string, string] | undefined {
  if (refs.length >= 2) return [refs[0] as string, refs[1] as string];
  const patterns = [
    /\bdifferences? between\s+(.+?)\s+(?:and|&|vs\.?|versus)\s+(.+?)(?:[?.!;]|$)/,
    /\bcompar(?:e|ing)\s+(.+?)\s+(?:and|&|with|to|against|vs\.?|versus)\s+(.+?)(?:[?.!;]|$)/,
    /(?:^|[,:;]\s*)(?:is |are |should i (?:get|use|choose) )?(.+?)\s+(?:vs\.?|versus|or)\s+(.+?)(?:[?.!;]|$)/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const first = phrase(match[1] as string);
    const second = phrase(match[2] as string);
    if (first && second && first !== second) return [first, second];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const FOLLOW_UP_START =
  /^(?:and|also|plus|what about|how about|what if|same|then|but|instead|ok(?:ay)?,? (?:and|what|how|now|then)|now|so|in that case|and what about)\b/;
const ANAPHORA =
  /\b(?:that one|this one|the (?:first|second|third|fourth|fifth|sixth|last|other|same|cheaper|brighter) one|those|these|them|it|its|that|they|same one|same thing|the same)\b/;

const isEmpty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

function hasSubject(e: ReadEntities): boolean {
  return (
    e.skus.length > 0 ||
    e.series.length > 0 ||
    e.orderNumbers.length > 0 ||
    e.quoteNumbers.length > 0 ||
    e.invoiceNumbers.length > 0 ||
    e.category !== undefined
  );
}

function hasAnyEntity(e: ReadEntities): boolean {
  return Object.values(e).some((value) => !isEmpty(value));
}

/** The previous question's entities, overridden by what this one says. */
function carryForward(previous: ReadEntities, own: ReadEntities, intent: Intent): ReadEntities {
  const merged: Record<string, unknown> = { ...previous };
  for (const [key, value] of Object.entries(own)) if (!isEmpty(value)) merged[key] = value;
  // A new part number replaces the old ones and their series.
  if (own.skus.length > 0 || own.series.length > 0) {
    merged.skus = own.skus;
    merged.series = own.series;
  }
  merged.energy =
    previous.energy || own.energy ? { ...(previous.energy ?? {}), ...(own.energy ?? {}) } : undefined;
  merged.place =
    previous.place || own.place ? { ...(previous.place ?? {}), ...(own.place ?? {}) } : undefined;
  if (own.place?.zip && !own.place.state)
    (merged.place as Record<string, unknown>).state = stateOfZip(own.place.zip) ?? undefined;
  // What belongs to one question only.
  merged.ordinal = own.ordinal;
  if (intent !== "compare") merged.comparison = own.comparison;
  if (intent !== "documents") merged.documentTypes = own.documentTypes;
  if (intent !== "lighting_knowledge") merged.topic = own.topic;
  return merged as ReadEntities;
}

/** A message's text at each stage of reading. */
type Texts = {
  /** Cleaned, in its own case: the reading's `text`, and where upper-case codes are read ("TOL", "TX"). */
  cleaned: string;
  lowered: string;
  /** Lower case, typos corrected, any instruction to the assistant read past: what the word and cue rules read. */
  read: string;
  /** What the entity rules left unmasked (before the counts): categories, mounting, colour words, lamp types. */
  words: string;
  /** The text tries to instruct the assistant. */
  injection: boolean;
};

/** What one message says by itself, before a follow-up leans it on the previous one. */
type Message = {
  texts: Texts;
  own: ReadEntities;
  /** The things compared in the order named: part numbers, else series named alone. */
  refs: string[];
  /** The pair compared as the words put it ("round vs linear high bays"). */
  comparison: [string, string] | undefined;
  /** The intent the cues and entities scored highest, and its score. */
  best: { intent: Intent; score: number };
};

/** The intent and entities decided so far. */
type Reading = { intent: Intent; entities: ReadEntities; followUp: boolean };

/** The previous reading, when it is one (a client may send anything back). */
function validPrevious(previous: ReadQuestion | undefined): ReadQuestion | undefined {
  const earlier = previous === undefined ? undefined : readQuestionSchema.safeParse(previous);
  return earlier?.success ? earlier.data : undefined;
}

/** Step 1: the message cleaned, any instruction in it read past, and its entities with a strong shape. */
function readText(text: string): { texts: Texts; found: Found } {
  const cleaned = clean(text);
  const lowered = cleaned.toLowerCase();
  const injection = INJECTION.test(lowered);
  // An instruction to the assistant is read past, not as part of the question.
  const asked = injection ? lowered.replace(new RegExp(INJECTION.source, "g"), " . ") : lowered;

  const work = new Work(numberWordsToDigits(correctTypos(asked)));
  const found = extract(work);
  const words = work.text;
  extractCounts(work, found);
  return { texts: { cleaned, lowered, read: correctTypos(asked), words, injection }, found };
}

/** A retrofit's figures: the fixtures replaced (lamp type, count, wattage), the new wattage, schedule and rate. */
function readEnergy(
  found: Found,
  technology: LegacyTechnology | undefined,
): NonNullable<ReadEntities["energy"]> {
  const existing = found.watts.find((w) => w.role === "existing");
  const fresh = found.watts.find((w) => w.role === "new");
  const retrofit = technology !== undefined || existing !== undefined;
  // "200 T8 troffers at 112W for 40W LED panels": the wattage before the new one is the existing one.
  const existingWatts =
    existing?.value ??
    (retrofit && !fresh
      ? found.watts[0]?.value
      : retrofit && fresh
        ? found.watts.find((w) => w.role === "any" && w.at < fresh.at)?.value
        : undefined);
  let hoursPerDay = found.hoursPerDay;
  let daysPerYear = found.daysPerYear;
  if (found.annualHours !== undefined) {
    daysPerYear ??= 365;
    hoursPerDay = Math.min(24, Math.round((found.annualHours / daysPerYear) * 100) / 100);
  }
  return {
    ...(retrofit && found.quantity ? { existingFixtures: found.quantity.value } : {}),
    ...(existingWatts !== undefined ? { existingWatts } : {}),
    ...(technology ? { existingTechnology: technology } : {}),
    ...(fresh ? { newWatts: fresh.value } : {}),
    ...(hoursPerDay !== undefined && hoursPerDay > 0 ? { hoursPerDay } : {}),
    ...(daysPerYear !== undefined ? { daysPerYear } : {}),
    ...(found.rateCentsPerKwh !== undefined && found.rateCentsPerKwh > 0
      ? { rateCentsPerKwh: found.rateCentsPerKwh }
      : {}),
  };
}

/** The part numbers and series named, each in the order named, and the things compared. */
function readProducts(found: Found, texts: Texts): { skus: string[]; series: string[]; compared: string[] } {
  const skus = [...found.skus].sort((a, b) => a.at - b.at).map((s) => s.sku);
  const seriesFromText: { code: string; at: number }[] = [];
  // A series named alone: upper-case as the catalogue writes it ("the TOL high bay"), or any case
  // before "series" ("scx series").
  for (const match of texts.cleaned.matchAll(new RegExp(`\\b(${seriesAlternation})\\b(?!-)`, "g"))) {
    seriesFromText.push({ code: match[1] as string, at: match.index });
  }
  for (const match of texts.lowered.matchAll(
    new RegExp(
      `\\b(${seriesAlternation.toLowerCase()})[ -](?:series|family|line|fixtures?|products?)\\b`,
      "g",
    ),
  )) {
    seriesFromText.push({ code: (match[1] as string).toUpperCase(), at: match.index });
  }
  const series: string[] = [];
  for (const { code: seriesCode } of [...found.series, ...seriesFromText].sort((a, b) => a.at - b.at)) {
    if (!series.includes(seriesCode)) series.push(seriesCode);
  }
  // Compared things in the order named: part numbers, else series named alone.
  const compared =
    skus.length >= 2
      ? skus
      : skus.length === 1 && series.length >= 2
        ? [skus[0] as string, ...series.filter((s) => !(skus[0] as string).startsWith(`${s}-`))]
        : skus.length === 0
          ? series
          : skus;
  return { skus, series, compared };
}

/** Step 2: the entities the message names itself, from the shapes found and the words read. */
function readOwnEntities(
  found: Found,
  texts: Texts,
  products: { skus: string[]; series: string[] },
  energy: NonNullable<ReadEntities["energy"]>,
): ReadEntities {
  const { read, words, cleaned } = texts;
  const filterWatts = found.watts.find((w) => w.role !== "existing");
  const cctKelvin = found.cctKelvin ?? readCct(words);
  const location = readLocation(read);
  const mounting = readMounting(words);
  const dlc = readDlc(read);
  const environment = readEnvironment(read);
  const seriesCategories = new Set(products.series.map((series) => SERIES_CATEGORY[series]));
  const category =
    readCategory(words) ?? (seriesCategories.size === 1 ? [...seriesCategories][0] : undefined);
  const place = readPlace(read, cleaned, found);
  const ordinal = readOrdinal(read);
  const topic = readTopic(read);
  return {
    skus: products.skus,
    series: products.series.slice(0, 20),
    orderNumbers: found.orderNumbers,
    quoteNumbers: found.quoteNumbers,
    invoiceNumbers: found.invoiceNumbers,
    purchaseOrders: found.purchaseOrders,
    ...(found.quantity ? { quantity: found.quantity } : {}),
    ...(filterWatts ? { wattage: { value: filterWatts.value, bound: filterWatts.bound } } : {}),
    ...(found.lumens ? { lumens: found.lumens } : {}),
    ...(cctKelvin ? { cctKelvin } : {}),
    ...(found.cri !== undefined ? { cri: found.cri } : /\bhigh[- ]cri\b/.test(read) ? { cri: 90 } : {}),
    ...(found.ipRating ? { ipRating: found.ipRating } : {}),
    ...(location ? { location } : {}),
    ...(mounting ? { mounting } : {}),
    ...(dlc ? { dlc } : {}),
    ...(environment ? { environment } : {}),
    ...(category ? { category } : {}),
    ...(found.size ? { size: found.size } : {}),
    ...(place ? { place } : {}),
    ...(Object.keys(energy).length > 0 ? { energy } : {}),
    documentTypes: readDocumentTypes(read),
    ...(ordinal !== undefined ? { ordinal } : {}),
    ...(topic ? { topic } : {}),
  };
}

/** Step 3: the message's own intent; below the decisive score, weak cues still name a product question. */
function ownIntent({ best, own }: Message): Intent {
  if (best.score >= DECISIVE) return best.intent;
  if (best.score > 0) {
    // Weak cues still name a product question when there is a product to ask about.
    if (own.skus.length > 0) return "product_details";
    if (own.category || own.series.length > 0) return "product_search";
    if (best.intent === "lighting_knowledge" && own.topic) return "lighting_knowledge";
  }
  return "unknown";
}

/** Whether the previous reading asked something a follow-up can lean on. */
const canBeFollowed = (prior: ReadQuestion) =>
  !["greeting", "help", "unknown"].includes(prior.intent) ||
  (prior.intent === "unknown" && hasAnyEntity(prior.entities));

/** Whether the message leans on the previous one: starts as a follow-up, points back, or is a bare fragment. */
function leansOnPrevious({ texts, own, refs }: Message, intent: Intent): boolean {
  const { read } = texts;
  return (
    FOLLOW_UP_START.test(read) ||
    (ANAPHORA.test(read) && (!hasSubject(own) || (intent === "compare" && refs.length < 2))) ||
    own.ordinal !== undefined ||
    (intent === "unknown" && hasAnyEntity(own) && read.split(/\s+/).length <= 8)
  );
}

/** Step 4: a follow-up keeps the previous intent unless it asks strongly, and carries its entities forward. */
function readAsFollowUp(prior: ReadQuestion, message: Message, ownIntentRead: Intent): Reading {
  const { own, comparison, best } = message;
  const strong = best.score >= 3 && ownIntentRead !== "unknown" && ownIntentRead !== "greeting";
  // "What about in 3000K?" repeats the previous question with a change; "how much would that
  // save?" asks a new one about the same things.
  const intent = strong ? ownIntentRead : prior.intent;
  let entities = carryForward(prior.entities, own, intent);
  // "Compare it with the EDL-6": the previous product against the new one.
  if (intent === "compare" && !own.comparison && !comparison) {
    const before = prior.entities.skus[0] ?? prior.entities.series[0];
    const now = own.skus[0] ?? own.series[0];
    if (before && now && before !== now) entities = { ...entities, comparison: [before, now] };
  }
  // The retrofit's new fixtures are the product being discussed: keep the count.
  if (intent === "energy_savings" && entities.quantity && !entities.energy?.existingFixtures) {
    entities = {
      ...entities,
      energy: { ...(entities.energy ?? {}), existingFixtures: entities.quantity.value },
    };
  }
  return { intent, entities, followUp: true };
}

/** A last word on the entities once the intent is decided; each step returns them, changed or not. */
type SettleStep = (entities: ReadEntities, reading: Reading, message: Message) => ReadEntities;

/** The pair compared: a comparison's, and a pair of products named side by side in a new question. */
const withComparedPair: SettleStep = (entities, { intent, followUp }, { comparison, refs }) => {
  if (intent === "compare" && !entities.comparison && comparison) return { ...entities, comparison };
  if (intent !== "compare" && !followUp && comparison && refs.length >= 2) return { ...entities, comparison };
  return entities;
};

/** "Is it in stock in the Reno warehouse?" names a warehouse, not high bays. */
const withoutWarehouseCategory: SettleStep = (entities, { intent }, { own, texts }) => {
  if (
    intent === "inventory" &&
    !own.series.length &&
    readCategory(texts.words, false) === undefined &&
    own.category === "High Bays" &&
    entities.category === "High Bays"
  ) {
    const { category: _dropped, ...rest } = entities;
    return rest as ReadEntities;
  }
  return entities;
};

/** A topic is what a lesson is about; elsewhere the same words are filters, read as such. */
const withoutTopicOutsideLesson: SettleStep = (entities, { intent }) => {
  if (intent !== "lighting_knowledge" && entities.topic) {
    const { topic: _topic, ...rest } = entities;
    return rest as ReadEntities;
  }
  return entities;
};

/** Step 5, in this order. */
const SETTLE_STEPS: readonly SettleStep[] = [
  withComparedPair,
  withoutWarehouseCategory,
  withoutTopicOutsideLesson,
];

/**
 * Reads a chat message: its intent and the entities it names. `previous` is the reading of the
 * person's previous message in the conversation, for follow-ups. Pure: no I/O, no clock, no randomness.
 */
export function readQuestion(text: string, previous?: ReadQuestion): ReadQuestion {
  const { texts, found } = readText(typeof text === "string" ? text : "");
  const prior = validPrevious(previous);

  const technology = readTechnology(texts.words);
  const products = readProducts(found, texts);
  const own = readOwnEntities(found, texts, products, readEnergy(found, technology));
  const refs = products.compared;
  const comparison = readComparison(texts.read, refs);
  const scores = scoreIntents(texts.read, {
    entities: own,
    hasRate: found.rateCentsPerKwh !== undefined,
    hasSchedule: found.hoursPerDay !== undefined || found.annualHours !== undefined,
    technology: technology !== undefined,
    comparePhrases: comparison !== undefined && refs.length >= 2,
  });
  const message: Message = { texts, own, refs, comparison, best: bestIntent(scores) };

  const intent = ownIntent(message);
  const reading: Reading =
    prior && canBeFollowed(prior) && leansOnPrevious(message, intent)
      ? readAsFollowUp(prior, message, intent)
      : { intent, entities: own, followUp: false };
  const entities = SETTLE_STEPS.reduce((settled, step) => step(settled, reading, message), reading.entities);
  return readQuestionSchema.parse({
    text: texts.cleaned,
    intent: reading.intent,
    followUp: reading.followUp,
    injection: texts.injection,
    entities,
  });
}
