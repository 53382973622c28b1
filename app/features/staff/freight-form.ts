import type { FreightRules } from "../../../lib/orders/freight.ts";

/** Dollars typed in a form ("12.95", "$1,500") in cents; NaN when not a number (the schema refuses it). */
export const centsOf = (text: string | null) => {
  const value = (text ?? "").replace(/[$,\s]/g, "");
  return value === "" ? Number.NaN : Math.round(Number(value) * 100);
};

/** Cents shown as dollars in a form field. */
export const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/**
 * #33.5 the rates form: the rules in force with the ground rates of each zone, the LTL estimate and
 * the default prepaid threshold as typed (an empty threshold: never prepaid by default). The rest of
 * the rules stays as it is; the whole is checked by the rules' schema before it is saved.
 */
export function rulesWithRates(rules: FreightRules, form: FormData): FreightRules {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const rates = Object.fromEntries(
    Object.keys(rules.ground.rates).map((zone) => [
      zone,
      { baseCents: centsOf(text(`ground.${zone}.base`)), perLbCents: centsOf(text(`ground.${zone}.perLb`)) },
    ]),
  );
  const threshold = text("prepaid.default")?.trim() ?? "";
  return {
    ...rules,
    ground: { ...rules.ground, rates },
    ltl: { ...rules.ltl, minimumCents: centsOf(text("ltl.minimum")), perLbCents: centsOf(text("ltl.perLb")) },
    prepaid: { ...rules.prepaid, defaultThresholdCents: threshold === "" ? null : centsOf(threshold) },
  };
}
