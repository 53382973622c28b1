import type { PaybackResult } from "../../../../lib/energy/payback.ts";
import { formatCents } from "../../../../lib/shared/money.ts";
import { resolveProducts } from "./resolve-products.ts";
import type { Reply, Turn } from "./types.ts";
import { productLabel, refusal, specsOf, specValue } from "./words.ts";

/**
 * Energy savings: the retrofit read from the question (fixtures, watts, hours, days, rate), the new
 * fixture's wattage from a part number named (get_product), and the payback calculator's own
 * function (energy_savings); what the question leaves out takes the calculator's defaults, and the
 * answer says which figures it used, from the tool's link.
 */
export async function answerEnergySavings(turn: Turn): Promise<Reply> {
  const energy = turn.reading.entities.energy ?? {};
  const input: Record<string, unknown> = {};
  let product: { name: string; sku: string } | undefined;
  const cards: Reply["cards"] = {};
  if (turn.reading.entities.skus.length) {
    const { products } = await resolveProducts(turn, turn.reading.entities.skus.slice(0, 1), 1);
    const found = products[0];
    const watts = found ? Number.parseFloat(specValue(specsOf(found), "Wattage") ?? "") : Number.NaN;
    if (found && Number.isFinite(watts)) {
      product = found;
      input.newWatts = watts;
      cards.products = [found];
    }
  }
  if (energy.existingFixtures) {
    input.existingFixtures = energy.existingFixtures;
    input.newFixtures = energy.existingFixtures;
  }
  if (energy.existingWatts) input.existingWatts = energy.existingWatts;
  if (energy.newWatts && input.newWatts === undefined) input.newWatts = energy.newWatts;
  if (energy.hoursPerDay) input.hoursPerDay = energy.hoursPerDay;
  if (energy.daysPerYear) input.daysPerYear = energy.daysPerYear;
  if (energy.rateCentsPerKwh) input.energyRate = energy.rateCentsPerKwh / 100;
  const result = await turn.call("energy_savings", input);
  if (!result.success) return { text: refusal(result) };
  const savings = result.data.savings as PaybackResult;
  const link = String(result.data.calculatorLink ?? "/payback-calculator");
  const used = new URLSearchParams(link.split("?")[1] ?? "");
  const rate = Number(used.get("rate"));
  const assumed = `${used.get("existingCount")} fixtures of ${used.get("existingWatts")} W replaced by ${used.get("newCount")} ${
    product ? productLabel(product) : "LED fixtures"
  } of ${used.get("newWatts")} W, ${used.get("hours")} hours a day, ${used.get("days")} days a year, at ${formatCents(Math.round(rate * 10000) / 100)} per kWh`;
  const payback =
    savings.paybackMonths === null
      ? "The savings never pay the project back at these figures."
      : `The project pays for itself in ${savings.paybackMonths} months, after a net cost of ${formatCents(savings.netCostCents)}.`;
  const text = [
    `For ${assumed}:`,
    `you would save ${savings.annualKwhSaved.toLocaleString("en-US")} kWh and ${formatCents(savings.annualSavingsCents)} a year (${formatCents(savings.annualEnergySavingsCents)} of energy and ${formatCents(savings.annualMaintenanceSavingsCents)} of maintenance).`,
    payback,
    `Over ten years that nets ${formatCents(savings.tenYearNetSavingsCents)}, and it avoids ${savings.co2AvoidedKgPerYear.toLocaleString("en-US")} kg of CO2 a year.`,
    `Change any figure in the payback calculator: ${link}`,
  ].join(" ");
  return { text, ...(cards.products ? { cards } : {}) };
}
