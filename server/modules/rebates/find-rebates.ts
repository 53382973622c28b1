import { asc, inArray } from "drizzle-orm";
import { categoryPath, subCategoryPath } from "../../../lib/catalog/catalog.ts";
import type {
  QualifyingProduct,
  RebateLookup,
  RebateLookupAnswer,
  RebateMeasureView,
  RebateProgramView,
} from "../../../lib/rebates/contract.ts";
import {
  DLC_TIERS,
  fixtureRebateCents,
  paybackLink,
  programStatus,
  servesZip,
} from "../../../lib/rebates/rebate.ts";
import { type RebatesDeps, todayOf } from "./deps.ts";
import { rebateMeasures, rebatePrograms } from "./schema.ts";

type MeasureRow = typeof rebateMeasures.$inferSelect;
type ProgramRow = typeof rebatePrograms.$inferSelect;

/**
 * The programs that serve a ZIP code (ROUTE-14): open ones first by deadline, expired ones last and
 * without measures (shown as expired, so a buyer who heard of one learns that it closed). For each
 * prescriptive measure of an open program, a page of the catalogue's qualifying fixtures (the
 * catalogue module's `ratedProducts`: the measure's category and wattage band, DLC listed at its tier
 * or higher) with each one's estimated rebate and payback link. The measure named by `lookup.measure`
 * shows the page at `lookup.offset`; the others their first page.
 */
export async function findRebates(deps: RebatesDeps, lookup: RebateLookup): Promise<RebateLookupAnswer> {
  const today = todayOf(deps);
  // A few dozen programs: their areas are matched here, by the same rule the page states.
  const programs = (
    await deps.db.select().from(rebatePrograms).orderBy(asc(rebatePrograms.endsOn), asc(rebatePrograms.id))
  )
    .filter((program) => servesZip(program.zipAreas, lookup.zip))
    .map((program) => ({ program, status: programStatus(program.endsOn, today) }));
  const open = programs.filter((p) => p.status !== "expired");
  const measures =
    open.length === 0
      ? []
      : await deps.db
          .select()
          .from(rebateMeasures)
          .where(
            inArray(
              rebateMeasures.programId,
              open.map((p) => p.program.id),
            ),
          )
          .orderBy(asc(rebateMeasures.programId), asc(rebateMeasures.position));

  const views: RebateProgramView[] = [];
  for (const { program, status } of [...open, ...programs.filter((p) => p.status === "expired")]) {
    const own = status === "expired" ? [] : measures.filter((m) => m.programId === program.id);
    views.push({
      code: program.code,
      utility: program.utility,
      name: program.name,
      state: program.state,
      description: program.description,
      howToApply: program.howToApply,
      endsOn: program.endsOn,
      status,
      capPercent: program.capPercent,
      custom:
        program.customCentsPerKwh !== null
          ? { centsPerKwh: program.customCentsPerKwh, capPercent: program.customCapPercent }
          : null,
      measures: await Promise.all(own.map((measure) => measureView(deps, program, measure, lookup))),
    });
  }
  return { zip: lookup.zip, today, programs: views };
}

async function measureView(
  deps: RebatesDeps,
  program: ProgramRow,
  measure: MeasureRow,
  lookup: RebateLookup,
): Promise<RebateMeasureView> {
  const offset = lookup.measure === measure.id ? lookup.offset : 0;
  const page = await deps.ratedProducts({
    category: measure.subCategoryName ?? measure.categoryName,
    wattageMin: measure.wattageMin,
    wattageMax: measure.wattageMax,
    // DLC Premium always meets the measure; DLC Standard only when the measure pays it.
    dlcListings: measure.standardCents === null ? ["DLC Premium"] : [...DLC_TIERS],
    offset,
    limit: lookup.limit,
  });
  const items: QualifyingProduct[] = [];
  for (const product of page.items) {
    const rebateCents = fixtureRebateCents(
      measure,
      { wattage: product.wattage, dlcListing: product.dlcListing, priceCents: product.listPriceCents },
      program.capPercent,
    );
    // The catalogue's selection is the rule's; a product the rule refuses is not shown.
    if (rebateCents === null || product.wattage === null || product.dlcListing === null) continue;
    items.push({
      sku: product.sku,
      name: product.name,
      link: product.link,
      wattage: product.wattage,
      dlcListing: product.dlcListing,
      listPriceCents: product.listPriceCents,
      rebateCents,
      paybackLink: paybackLink({
        rebateCents,
        newWatts: product.wattage,
        existingWatts: measure.baselineWatts,
        fixtureCostCents: product.listPriceCents,
      }),
    });
  }
  return {
    id: measure.id,
    label: measure.label,
    categoryName: measure.categoryName,
    subCategoryName: measure.subCategoryName,
    categoryLink:
      measure.subCategoryName !== null
        ? subCategoryPath(measure.categoryName, measure.subCategoryName)
        : categoryPath(measure.categoryName),
    wattageMin: measure.wattageMin,
    wattageMax: measure.wattageMax,
    baselineWatts: measure.baselineWatts,
    standardCents: measure.standardCents,
    premiumCents: measure.premiumCents,
    products: { items, total: page.total, offset: page.offset, limit: page.limit },
  };
}
