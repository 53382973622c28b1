import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import { zipSchema } from "../../../../lib/rebates/contract.ts";
import { formatCents } from "../../../../lib/shared/money.ts";
import { defineTool } from "../tool.ts";

const input = z.object({ zip: zipSchema.describe("A 5-digit U.S. ZIP code") }).strict();

/** The available-rebates page's lookup: the utility programs of the ZIP code and their measures. */
export const rebatesByZipTool = defineTool({
  name: "rebates_by_zip",
  description:
    "Utility rebate programs for LED lighting at a U.S. ZIP code: each program's measures, rebate per fixture (DLC Standard / Premium), end date and how to apply, with qualifying catalogue fixtures.",
  input,
  account: false,
  async run({ deps }, { zip }) {
    const answer = await deps.rebates.find({ zip, offset: 0, limit: 3 });
    const open = answer.programs.filter((program) => program.status !== "expired");
    const programs = answer.programs.map((program) => ({
      code: program.code,
      utility: program.utility,
      name: program.name,
      state: program.state,
      status: program.status,
      endsOn: program.endsOn,
      howToApply: program.howToApply,
      measures: program.measures.map((measure) => ({
        label: measure.label,
        category: measure.subCategoryName ?? measure.categoryName,
        wattage: `${measure.wattageMin}–${measure.wattageMax} W`,
        standardCents: measure.standardCents,
        premiumCents: measure.premiumCents,
        products: measure.products.items.map((item) => ({
          sku: item.sku,
          name: item.name,
          link: item.link,
          rebateCents: item.rebateCents,
        })),
      })),
    }));
    if (programs.length === 0) {
      return ok(`No utility rebate programs are on file for ZIP code ${zip}.`, { zip, programs });
    }
    const best = open
      .flatMap((program) => program.measures.map((measure) => measure.premiumCents))
      .reduce((max, value) => Math.max(max, value), 0);
    const upTo = best > 0 ? `, up to ${formatCents(best)} a fixture` : "";
    return ok(
      `${open.length} open rebate program${open.length === 1 ? "" : "s"} for ZIP code ${zip}${upTo}.`,
      { zip, programs, link: `/available-rebates?zip=${zip}` },
    );
  },
});
