import { z } from "zod";
import { accountUnitPriceCents, type PriceListRule } from "../cart/pricing.ts";

/**
 * The SCX series' option model (issue 14 item 5, DESIGN-01 … DESIGN-04): what the custom builder at
 * `/custom-builder/SCX-SERIES` lets a person configure, and every rule that follows from a choice:
 * the catalog number (one segment per group, in group order), the price (the SCX base fixture's price
 * plus each choice's adder, in cents), the lead time and the choices that cannot go together, each
 * with the reason shown beside the disabled choice. Pure: the page, the designs module and the spec
 * sheet all compute a design's figures here, so they never disagree.
 */

/** The series the builder configures, and the path segment of its builder (ROUTE-11). */
export const SCX_SERIES = "SCX" as const;
export const SCX_BUILDER_PATH = "/custom-builder/SCX-SERIES";
/**
 * The catalogue fixture the builder starts from (the demo catalogue's flagship SCX pendant): its list
 * price is the design's base price, an account's price list rule for it gives the account's base price,
 * and a design goes into a cart, a project, a quote or an order as this product with its choices as
 * options priced at their adders (`scxOptionCodes`).
 */
export const SCX_BASE_SKU = "SCX-4-40-40K";
/** When the catalogue has no SCX base fixture (another catalogue), this list price stands in. */
export const SCX_FALLBACK_BASE_CENTS = 16_900;
/** Working days to build a standard SCX fixture; some choices add days (the longest addition counts). */
export const SCX_BASE_LEAD_DAYS = 10;

export type ScxChoice = {
  code: string;
  label: string;
  /** The catalog number's segment. */
  segment: string;
  adderCents: number;
  /** Working days this choice adds to the build. */
  extraLeadDays?: number;
  /** Drawing: length in feet, finish colour. */
  feet?: number;
  colour?: string;
};

export type ScxGroup = { id: ScxGroupId; label: string; help: string; choices: readonly ScxChoice[] };

export const scxGroupIds = [
  "length",
  "lumens",
  "cct",
  "cri",
  "finish",
  "mounting",
  "lens",
  "driver",
  "dimming",
  "emergency",
] as const;
export type ScxGroupId = (typeof scxGroupIds)[number];

const cct = (kelvin: number, adderCents = 0): ScxChoice => ({
  code: `${kelvin / 100}K`,
  label: `${kelvin}K`,
  segment: `${kelvin / 100}K`,
  adderCents,
});

/** The groups in catalog-number order, each with its choices; the first choice is the standard. */
export const scxGroups: readonly ScxGroup[] = [
  {
    id: "length",
    label: "Length",
    help: "Nominal length of one fixture.",
    choices: [
      { code: "4", label: "4 ft", segment: "4", adderCents: 0, feet: 4 },
      { code: "2", label: "2 ft", segment: "2", adderCents: 0, feet: 2 },
      { code: "8", label: "8 ft", segment: "8", adderCents: 9_500, feet: 8 },
    ],
  },
  {
    id: "lumens",
    label: "Lumen package",
    help: "Delivered lumens per foot.",
    choices: [
      { code: "MO", label: "Medium output, 500 lm/ft", segment: "MO", adderCents: 0 },
      { code: "LO", label: "Low output, 350 lm/ft", segment: "LO", adderCents: 0 },
      { code: "HO", label: "High output, 800 lm/ft", segment: "HO", adderCents: 3_800 },
    ],
  },
  {
    id: "cct",
    label: "CCT",
    help: "Colour temperature of the light.",
    choices: [cct(4000), cct(3000), cct(3500), cct(5000)],
  },
  {
    id: "cri",
    label: "CRI",
    help: "Colour rendering index.",
    choices: [
      { code: "80", label: "80+ CRI", segment: "80", adderCents: 0 },
      { code: "90", label: "90+ CRI", segment: "90", adderCents: 2_400, extraLeadDays: 3 },
    ],
  },
  {
    id: "finish",
    label: "Finish",
    help: "Powder-coat colour of the housing.",
    choices: [
      {
        code: "WH",
        label: "White",
        segment: "WH",
        adderCents: 0,
        colour: "#f1f5f9",
      },
      {
        code: "BK",
        label: "Black",
        segment: "BK",
        adderCents: 0,
        colour: "#1f2937",
      },
      {
        code: "SV",
        label: "Silver",
        segment: "SV",
        adderCents: 1_200,
        colour: "#a8b0ba",
      },
      { code: "BZ", label: "Bronze", segment: "BZ", adderCents: 2_600, extraLeadDays: 5, colour: "#6b4f2e" },
    ],
  },
  {
    id: "mounting",
    label: "Mounting",
    help: "How the fixture is hung or fixed.",
    choices: [
      {
        code: "AC",
        label: "Aircraft cable pendant",
        segment: "AC",
        adderCents: 0,
      },
      {
        code: "ST",
        label: "Stem pendant",
        segment: "ST",
        adderCents: 1_800,
      },
      { code: "SM", label: "Surface mount", segment: "SM", adderCents: 0 },
      { code: "RC", label: "Recessed", segment: "RC", adderCents: 3_200 },
    ],
  },
  {
    id: "lens",
    label: "Lens",
    help: "Optic over the LEDs.",
    choices: [
      { code: "FR", label: "Frosted wide", segment: "FR", adderCents: 0 },
      { code: "MP", label: "Micro-prismatic", segment: "MP", adderCents: 1_500 },
      { code: "NB", label: "Narrow beam", segment: "NB", adderCents: 2_200, extraLeadDays: 3 },
    ],
  },
  {
    id: "driver",
    label: "Driver",
    help: "The LED driver inside the housing.",
    choices: [
      { code: "DM", label: "Dimmable driver, to 1%", segment: "DM", adderCents: 0 },
      { code: "ND", label: "Non-dimming driver", segment: "ND", adderCents: 0 },
    ],
  },
  {
    id: "dimming",
    label: "Dimming",
    help: "The control signal the driver follows.",
    choices: [
      {
        code: "D10",
        label: "0-10V",
        segment: "D10",
        adderCents: 0,
      },
      {
        code: "DALI",
        label: "DALI-2",
        segment: "DALI",
        adderCents: 4_500,
        extraLeadDays: 5,
      },
      { code: "NO", label: "No dimming", segment: "NO", adderCents: 0 },
    ],
  },
  {
    id: "emergency",
    label: "Emergency battery",
    help: "90-minute battery pack for egress lighting.",
    choices: [
      { code: "NE", label: "No battery", segment: "NE", adderCents: 0 },
      { code: "EM", label: "Emergency battery, 90 min", segment: "EM", adderCents: 12_500, extraLeadDays: 5 },
    ],
  },
];

/** A choice per group, by the choice's code: the configuration of one fixture. */
export type ScxSelection = Record<ScxGroupId, string>;

const groupById = new Map(scxGroups.map((group) => [group.id, group]));

export function scxGroup(id: ScxGroupId): ScxGroup {
  return groupById.get(id) as ScxGroup;
}

export function scxChoice(id: ScxGroupId, code: string): ScxChoice | undefined {
  return scxGroup(id).choices.find((choice) => choice.code === code);
}

/** The standard configuration: the first choice of every group (valid by the rules below). */
export const defaultScxSelection: ScxSelection = Object.fromEntries(
  scxGroups.map((group) => [group.id, group.choices[0]?.code ?? ""]),
) as ScxSelection;

/**
 * Choices that cannot go together, each with the reason the builder shows beside the choice it
 * disables. A rule holds both ways: with either choice made, the other is disabled.
 */
export type ScxRule = {
  a: readonly [ScxGroupId, string];
  b: readonly [ScxGroupId, string];
  reason: string;
};

const rule = (a: ScxRule["a"], b: ScxRule["b"], reason: string): ScxRule => ({ a, b, reason });

export const scxRules: readonly ScxRule[] = [
  rule(["emergency", "EM"], ["length", "2"], "The emergency battery does not fit in the 2 ft housing."),
  rule(["lumens", "HO"], ["lens", "NB"], "The high output package runs too hot behind the narrow beam lens."),
  rule(["dimming", "D10"], ["driver", "ND"], "0-10V dimming needs a dimmable driver."),
  rule(["dimming", "DALI"], ["driver", "ND"], "DALI-2 dimming needs a dimmable driver."),
  rule(["mounting", "RC"], ["length", "8"], "The recessed housing is made in 2 ft and 4 ft lengths only."),
];

/** Why `code` of `group` cannot be chosen with the rest of `selection`, or null when it can. */
export function conflictOf(selection: ScxSelection, group: ScxGroupId, code: string): string | null {
  for (const rule of scxRules) {
    for (const [mine, other] of [
      [rule.a, rule.b],
      [rule.b, rule.a],
    ] as const) {
      if (mine[0] === group && mine[1] === code && other[0] !== group && selection[other[0]] === other[1]) {
        return rule.reason;
      }
    }
  }
  return null;
}

/** Every problem of a selection: an unknown choice, or a pair the rules forbid (each once). */
export function scxProblems(selection: ScxSelection): string[] {
  const problems: string[] = [];
  for (const group of scxGroups) {
    if (!scxChoice(group.id, selection[group.id]))
      problems.push(`${group.label}: choose one of the offered options`);
  }
  for (const rule of scxRules) {
    if (selection[rule.a[0]] === rule.a[1] && selection[rule.b[0]] === rule.b[1]) problems.push(rule.reason);
  }
  return problems;
}

/**
 * The selection after choosing `code` in `group`; null when that choice is disabled by the rest of the
 * selection (the builder never lets a person reach an invalid configuration).
 */
export function chooseScx(selection: ScxSelection, group: ScxGroupId, code: string): ScxSelection | null {
  if (!scxChoice(group, code) || conflictOf(selection, group, code) !== null) return null;
  return { ...selection, [group]: code };
}

/** The choices of a selection, in group order (a valid selection has one in every group). */
export function chosenScx(selection: ScxSelection): { group: ScxGroup; choice: ScxChoice }[] {
  return scxGroups.flatMap((group) => {
    const choice = scxChoice(group.id, selection[group.id]);
    return choice ? [{ group, choice }] : [];
  });
}

/** The catalog number: the series, then each group's segment in order (SCX-4-MO-40K-80-WH-AC-FR-DM-D10-NE). */
export function scxCatalogNumber(selection: ScxSelection): string {
  return [SCX_SERIES, ...chosenScx(selection).map(({ choice }) => choice.segment)].join("-");
}

/** The adders of a selection, in cents. */
export function scxAddersCents(selection: ScxSelection): number {
  return chosenScx(selection).reduce((sum, { choice }) => sum + choice.adderCents, 0);
}

/** Working days to build: the standard time plus the longest addition of any choice. */
export function scxLeadTimeDays(selection: ScxSelection): number {
  return (
    SCX_BASE_LEAD_DAYS + Math.max(0, ...chosenScx(selection).map(({ choice }) => choice.extraLeadDays ?? 0))
  );
}

/** What prices a design: the base fixture's list price and the account's price list rule for it. */
export type ScxPriceBase = { listPriceCents: number; rule: PriceListRule | null };

export type ScxQuote = {
  catalogNumber: string;
  leadTimeDays: number;
  addersCents: number;
  /** One configured fixture at list price. */
  listPriceCents: number;
  /** One configured fixture at the account's price (its rule on the base; adders at list), or null. */
  accountPriceCents: number | null;
};

/**
 * The figures of a configuration: catalog number, lead time and prices. The account's price applies
 * the account's price list rule to the base fixture, as the cart does to a product, and adds the
 * adders at their list price, as the cart's options keep their catalogue prices.
 */
export function quoteScx(selection: ScxSelection, base: ScxPriceBase): ScxQuote {
  const addersCents = scxAddersCents(selection);
  return {
    catalogNumber: scxCatalogNumber(selection),
    leadTimeDays: scxLeadTimeDays(selection),
    addersCents,
    listPriceCents: base.listPriceCents + addersCents,
    accountPriceCents: base.rule ? accountUnitPriceCents(base.listPriceCents, base.rule) + addersCents : null,
  };
}

/** "Length 4 ft · Lumen package Medium output, 500 lm/ft · …": a design's configuration in one line. */
export function scxSummary(selection: ScxSelection): string {
  return chosenScx(selection)
    .map(({ group, choice }) => `${group.label}: ${choice.label}`)
    .join(" · ");
}

/**
 * A configured fixture as a line of the cart, a project, a quote or an order: the SCX base fixture
 * with one option per group, each named `SCX.<group>.<choice>` and priced at its adder. The cart
 * prices such a line as it prices any product with options (the account's rule on the base, options
 * at list), which is exactly `quoteScx`; the codes carry the whole configuration, so a quote copied
 * back into the cart or an order reordered brings the design back as it was.
 */
const SCX_OPTION_PREFIX = "SCX.";

export const isScxOptionCode = (code: string) => code.toUpperCase().startsWith(SCX_OPTION_PREFIX);

/** The option codes of a configuration, in group order. */
export function scxOptionCodes(selection: ScxSelection): string[] {
  return chosenScx(selection).map(({ group, choice }) => `${SCX_OPTION_PREFIX}${group.id}.${choice.code}`);
}

/** The configuration that option codes name, or why they name none (a group missing or twice, a rule broken). */
export function scxSelectionOfCodes(codes: readonly string[]): ScxSelection | string {
  const chosen = new Map<ScxGroupId, string>();
  for (const code of codes) {
    const [prefix, groupId, choiceCode, ...rest] = code.split(".");
    const group = scxGroups.find((candidate) => candidate.id === groupId?.toLowerCase());
    const choice = group?.choices.find((c) => c.code.toLowerCase() === choiceCode?.toLowerCase());
    if (`${prefix}.`.toUpperCase() !== SCX_OPTION_PREFIX || rest.length > 0 || !group || !choice)
      return `${SCX_BASE_SKU} has no option "${code.slice(0, 40)}"`;
    const earlier = chosen.get(group.id);
    if (earlier !== undefined && earlier !== choice.code)
      return `${SCX_BASE_SKU}: choose one ${group.label} option, not both ${earlier} and ${choice.code}`;
    chosen.set(group.id, choice.code);
  }
  const missing = scxGroups.filter((group) => !chosen.has(group.id)).map((group) => group.label);
  if (missing.length > 0)
    return `${SCX_BASE_SKU}: a configured fixture needs a choice of ${missing.join(", ")}`;
  const selection = Object.fromEntries(chosen) as ScxSelection;
  const problems = scxProblems(selection);
  return problems.length > 0 ? `${SCX_BASE_SKU}: ${problems.join(" ")}` : selection;
}

/** The line's options of a configuration: group label, code, choice label and adder, in group order. */
export function scxLineOptions(
  selection: ScxSelection,
): { group: string; code: string; label: string; priceCents: number }[] {
  const codes = scxOptionCodes(selection);
  return chosenScx(selection).map(({ group, choice }, index) => ({
    group: group.label,
    code: codes[index] ?? "",
    label: choice.label,
    priceCents: choice.adderCents,
  }));
}

/** A configured line's name: "SCX custom linear, 8 ft, 3500K, Black". */
export function scxLineName(selection: ScxSelection): string {
  const label = (id: ScxGroupId) => scxChoice(id, selection[id])?.label ?? "";
  return `SCX custom linear, ${[label("length"), label("cct"), label("finish")].join(", ")}`;
}

/** "2 weeks" for 10 working days, "3 weeks" for 13 (whole weeks, rounded up). */
export function leadTimeLabel(days: number): string {
  const weeks = Math.ceil(days / 5);
  return `${days} working days (about ${weeks} week${weeks === 1 ? "" : "s"})`;
}

/** One group's choice as it crosses a trust boundary: a code the group offers. */
const choiceCode = (group: ScxGroup): z.ZodType<string> =>
  z
    .string()
    .max(8)
    .refine((code) => group.choices.some((choice) => choice.code === code), {
      message: `${group.label}: choose one of the offered options`,
    });

/** A selection as it crosses a trust boundary: every group, each a code it offers, no rule broken. */
export const scxSelectionSchema: z.ZodType<ScxSelection> = z
  .object(
    Object.fromEntries(scxGroups.map((group) => [group.id, choiceCode(group)])) as Record<
      ScxGroupId,
      z.ZodType<string>
    >,
  )
  .strict()
  .superRefine((selection, ctx) => {
    for (const rule of scxRules) {
      if (selection[rule.a[0]] === rule.a[1] && selection[rule.b[0]] === rule.b[1]) {
        ctx.addIssue({ code: "custom", path: [rule.a[0]], message: rule.reason });
      }
    }
  });
