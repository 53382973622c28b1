import { describe, expect, it } from "vitest";
import {
  chooseScx,
  conflictOf,
  defaultScxSelection,
  leadTimeLabel,
  quoteScx,
  type ScxSelection,
  scxCatalogNumber,
  scxGroups,
  scxLeadTimeDays,
  scxLineName,
  scxLineOptions,
  scxOptionCodes,
  scxProblems,
  scxSelectionOfCodes,
  scxSelectionSchema,
} from "./scx.ts";
import { scxDrawing } from "./scx-drawing.ts";

const base = { listPriceCents: 16_900, rule: null };
const withChoices = (changes: Partial<ScxSelection>): ScxSelection => ({
  ...defaultScxSelection,
  ...changes,
});

describe("the SCX option model", () => {
  it("DESIGN-01 offers the ten groups of the builder, each with a standard choice that is valid together", () => {
    expect(scxGroups.map((g) => g.label)).toEqual([
      "Length",
      "Lumen package",
      "CCT",
      "CRI",
      "Finish",
      "Mounting",
      "Lens",
      "Driver",
      "Dimming",
      "Emergency battery",
    ]);
    expect(scxProblems(defaultScxSelection)).toEqual([]);
    expect(scxSelectionSchema.safeParse(defaultScxSelection).success).toBe(true);
  });

  it("DESIGN-01 the catalog number is the series and one segment per group, in group order", () => {
    expect(scxCatalogNumber(defaultScxSelection)).toBe("SCX-4-MO-40K-80-WH-AC-FR-DM-D10-NE");
    expect(scxCatalogNumber(withChoices({ length: "8", cct: "30K", finish: "BK", emergency: "EM" }))).toBe(
      "SCX-8-MO-30K-80-BK-AC-FR-DM-D10-EM",
    );
  });

  it("DESIGN-01 the list price is the base plus each choice's adder, in cents; the account's rule applies to the base only", () => {
    // 8 ft +95.00, high output +38.00, 90 CRI +24.00, bronze +26.00, battery +125.00: 308.00 of adders.
    const selection = withChoices({ length: "8", lumens: "HO", cri: "90", finish: "BZ", emergency: "EM" });
    expect(quoteScx(selection, base)).toMatchObject({
      addersCents: 30_800,
      listPriceCents: 16_900 + 30_800,
      accountPriceCents: null,
    });
    // A net price replaces the base (104.00); the adders stay at list.
    expect(
      quoteScx(selection, { listPriceCents: 16_900, rule: { kind: "net", netPriceCents: 10_400 } }),
    ).toMatchObject({ accountPriceCents: 10_400 + 30_800 });
    // 12.5 % off a category: 169.00 less 21.125 floored to 21.12 = 147.88, plus the adders.
    expect(
      quoteScx(selection, {
        listPriceCents: 16_900,
        rule: { kind: "category", category: "Linear and Strip", percentBasisPoints: 1_250 },
      }).accountPriceCents,
    ).toBe(14_788 + 30_800);
  });

  it("DESIGN-01 the lead time is the standard ten working days plus the longest addition", () => {
    expect(scxLeadTimeDays(defaultScxSelection)).toBe(10);
    expect(scxLeadTimeDays(withChoices({ cri: "90" }))).toBe(13);
    expect(scxLeadTimeDays(withChoices({ cri: "90", dimming: "DALI", finish: "BZ" }))).toBe(15);
    expect(leadTimeLabel(13)).toBe("13 working days (about 3 weeks)");
  });

  it("DESIGN-01 incompatible choices are disabled both ways, with the reason", () => {
    const battery = withChoices({ emergency: "EM" });
    expect(conflictOf(battery, "length", "2")).toBe(
      "The emergency battery does not fit in the 2 ft housing.",
    );
    expect(conflictOf(withChoices({ length: "2" }), "emergency", "EM")).toBe(
      "The emergency battery does not fit in the 2 ft housing.",
    );
    expect(conflictOf(withChoices({ driver: "ND", dimming: "NO" }), "dimming", "D10")).toBe(
      "0-10V dimming needs a dimmable driver.",
    );
    expect(conflictOf(defaultScxSelection, "driver", "ND")).toBe("0-10V dimming needs a dimmable driver.");
    expect(conflictOf(withChoices({ lumens: "HO" }), "lens", "NB")).toMatch(/narrow beam lens/);
    expect(conflictOf(withChoices({ length: "8" }), "mounting", "RC")).toMatch(/2 ft and 4 ft/);
    // A choice never conflicts with the choice it replaces in its own group.
    expect(conflictOf(battery, "emergency", "NE")).toBeNull();
  });

  it("DESIGN-01 choosing a disabled choice is refused; an allowed one changes only its group", () => {
    expect(chooseScx(withChoices({ emergency: "EM" }), "length", "2")).toBeNull();
    expect(chooseScx(defaultScxSelection, "length", "12")).toBeNull();
    const dimless = chooseScx(withChoices({ dimming: "NO" }), "driver", "ND");
    expect(dimless).toEqual(withChoices({ dimming: "NO", driver: "ND" }));
  });

  it("DESIGN-03 the contract refuses unknown codes, missing groups and forbidden pairs, with the reason", () => {
    const unknown = scxSelectionSchema.safeParse(withChoices({ length: "12" }));
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe("Length: choose one of the offered options");
    const { lens: _lens, ...missing } = defaultScxSelection;
    expect(scxSelectionSchema.safeParse(missing).success).toBe(false);
    const forbidden = scxSelectionSchema.safeParse(withChoices({ lumens: "HO", lens: "NB" }));
    expect(forbidden.error?.issues.map((i) => i.message)).toEqual([
      "The high output package runs too hot behind the narrow beam lens.",
    ]);
    expect(scxSelectionSchema.safeParse({ ...defaultScxSelection, price: 1 }).success).toBe(false);
  });

  it("DESIGN-01 the drawing follows length, finish, mounting and lens", () => {
    const four = scxDrawing(defaultScxSelection);
    const eight = scxDrawing(withChoices({ length: "8", finish: "BK", mounting: "SM", lens: "MP" }));
    const body = (d: ReturnType<typeof scxDrawing>) =>
      d.items.find((i) => i.kind === "path" && i.strokeWidth === 1.2) as { d: string; fill: string };
    const width = (path: string) => {
      const [, x1, x2] = /^M([\d.]+) [\d.]+H([\d.]+)/.exec(path) ?? [];
      return Number(x2) - Number(x1);
    };
    expect(width(body(eight).d)).toBe(2 * width(body(four).d));
    expect(body(four).fill).toBe("#f1f5f9");
    expect(body(eight).fill).toBe("#1f2937");
    // Cables hang a pendant (two vertical strokes from the ceiling); a surface fixture has none.
    const cables = (d: ReturnType<typeof scxDrawing>) =>
      d.items.filter((i) => i.kind === "path" && !i.fill && /^M[\d.]+ 24L/.test(i.d)).length;
    expect(cables(four)).toBe(2);
    expect(cables(eight)).toBe(0);
    expect(eight.description).toBe(
      "Drawing of an 8 ft SCX fixture in black, surface mount, with a micro-prismatic lens.",
    );
    expect(eight.items.some((i) => i.kind === "path" && i.dash)).toBe(true);
  });

  it("DESIGN-03 a configuration travels as option codes, priced at its adders, and comes back whole", () => {
    const lobby = withChoices({ length: "8", finish: "BK", cct: "35K", emergency: "EM" });
    const codes = scxOptionCodes(lobby);
    expect(codes).toHaveLength(scxGroups.length);
    expect(codes[0]).toBe("SCX.length.8");
    expect(scxSelectionOfCodes(codes)).toEqual(lobby);
    expect(scxSelectionOfCodes([...codes].reverse().map((code) => code.toLowerCase()))).toEqual(lobby);
    // The options' prices are the adders, so the cart's unit + options is the builder's list price.
    const options = scxLineOptions(lobby);
    expect(16_900 + options.reduce((sum, o) => sum + o.priceCents, 0)).toBe(
      quoteScx(lobby, base).listPriceCents,
    );
    expect(options.find((o) => o.code === "SCX.length.8")).toMatchObject({ group: "Length", label: "8 ft" });
    expect(scxLineName(lobby)).toBe("SCX custom linear, 8 ft, 3500K, Black");
  });

  it("DESIGN-03 option codes that name no valid configuration are refused with the reason", () => {
    const codes = scxOptionCodes(defaultScxSelection);
    expect(scxSelectionOfCodes(codes.slice(1))).toBe(
      "SCX-4-40-40K: a configured fixture needs a choice of Length",
    );
    expect(scxSelectionOfCodes([...codes, "SCX.length.8"])).toMatch(/choose one Length option/);
    expect(scxSelectionOfCodes(["SCX.length.99", ...codes.slice(1)])).toBe(
      'SCX-4-40-40K has no option "SCX.length.99"',
    );
    expect(scxSelectionOfCodes(["SCX.length.4.x", ...codes.slice(1)])).toMatch(/has no option/);
    const recessedEight = scxOptionCodes(withChoices({ mounting: "RC" })).map((code) =>
      code === "SCX.length.4" ? "SCX.length.8" : code,
    );
    expect(scxSelectionOfCodes(recessedEight)).toBe(
      "SCX-4-40-40K: The recessed housing is made in 2 ft and 4 ft lengths only.",
    );
  });
});
