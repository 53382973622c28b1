import { calculatePayback, type PaybackResult } from "../../../lib/energy/payback.ts";
import { AppError } from "../../errors.ts";
import type { ContentEntry, LoadedContent } from "./load-content.ts";

/** Dollars (as written in a case study) → whole cents. */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A case study's savings, computed from its retrofit by the payback calculator's own function: the
 * numbers on the page are never typed in by hand, so they cannot disagree with the calculator.
 */
export function caseStudySavings(entry: ContentEntry<"caseStudy">): PaybackResult {
  const r = entry.data.retrofit;
  return calculatePayback({
    existingFixtures: r.existing.fixtures,
    existingWatts: r.existing.watts,
    newFixtures: r.new.fixtures,
    newWatts: r.new.watts,
    hoursPerDay: r.hoursPerDay,
    daysPerYear: r.daysPerYear,
    energyRateCentsPerKwh: r.energyRate * 100,
    maintenanceCentsPerFixture: cents(r.maintenancePerFixture),
    fixtureCostCents: cents(r.fixtureCost),
    installCostCents: cents(r.installCost),
    rebateCentsPerFixture: cents(r.rebatePerFixture),
  });
}

/** The payback calculator's query string for the same retrofit ("Run these numbers yourself"). */
export function calculatorLink(entry: ContentEntry<"caseStudy">): string {
  const r = entry.data.retrofit;
  const query = new URLSearchParams({
    existingCount: String(r.existing.fixtures),
    existingWatts: String(r.existing.watts),
    newCount: String(r.new.fixtures),
    newWatts: String(r.new.watts),
    hours: String(r.hoursPerDay),
    days: String(r.daysPerYear),
    rate: String(r.energyRate),
    maintenance: String(r.maintenancePerFixture),
    fixtureCost: String(r.fixtureCost),
    installCost: String(r.installCost),
    rebate: String(r.rebatePerFixture),
  });
  return `/payback-calculator?${query}`;
}

function summary(entry: ContentEntry<"caseStudy">) {
  const savings = caseStudySavings(entry);
  const { title, description, client, location, sector, illustration, retrofit } = entry.data;
  return {
    slug: entry.slug,
    link: `/case-study/${entry.slug}`,
    title,
    description,
    date: entry.data.date.toISOString().slice(0, 10),
    client,
    location,
    sector,
    illustration,
    existing: retrofit.existing,
    installed: retrofit.new,
    hoursPerYear: retrofit.hoursPerDay * retrofit.daysPerYear,
    energyRate: retrofit.energyRate,
    savings: {
      existingWatts: retrofit.existing.fixtures * retrofit.existing.watts,
      newWatts: retrofit.new.fixtures * retrofit.new.watts,
      existingAnnualKwh: savings.existingAnnualKwh,
      newAnnualKwh: savings.newAnnualKwh,
      annualKwhSaved: savings.annualKwhSaved,
      annualSavingsCents: savings.annualSavingsCents,
      annualEnergySavingsCents: savings.annualEnergySavingsCents,
      annualMaintenanceSavingsCents: savings.annualMaintenanceSavingsCents,
      netCostCents: savings.netCostCents,
      rebateCents: savings.rebateCents,
      paybackMonths: savings.paybackMonths,
      tenYearNetSavingsCents: savings.tenYearNetSavingsCents,
      co2AvoidedKgPerYear: savings.co2AvoidedKgPerYear,
    },
  };
}

export type CaseStudySummary = ReturnType<typeof summary>;

/** Every case study, newest first, with its computed savings. */
export async function listCaseStudies(content: LoadedContent): Promise<CaseStudySummary[]> {
  return content.caseStudy.map(summary);
}

/** One case study with its story's HTML and the calculator link of its retrofit. */
export async function findCaseStudy(content: LoadedContent, slug: string) {
  const entry = content.caseStudy.find((item) => item.slug === slug);
  if (!entry) throw new AppError("NOT_FOUND", "Case study not found");
  return { ...summary(entry), html: entry.html, calculatorLink: calculatorLink(entry) };
}
