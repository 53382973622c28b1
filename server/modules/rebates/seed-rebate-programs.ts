import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type DemoProgram, demoEndsOn, demoRebatePrograms } from "./demo/programs.ts";
import { rebateMeasures, rebatePrograms } from "./schema.ts";

/**
 * Seeds the demo utility programs into a database that has none (docs/marketing-pages.md, "Available rebates"), in one
 * transaction, then analyzes the tables. Deadlines are relative to `today` (demo/programs.ts).
 */
export async function seedRebatePrograms(
  db: Db,
  options: { today?: Date; programs?: readonly DemoProgram[] } = {},
): Promise<{ programs: number; measures: number }> {
  const [existing] = await db.select({ n: count() }).from(rebatePrograms);
  if ((existing?.n ?? 0) > 0) return { programs: 0, measures: 0 };
  const today = options.today ?? new Date();
  const programs = options.programs ?? demoRebatePrograms;
  const counts = await inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(rebatePrograms)
      .values(
        programs.map((program) => ({
          code: program.code,
          utility: program.utility,
          name: program.name,
          state: program.state,
          zipAreas: [...program.zipAreas],
          description: program.description,
          howToApply: program.howToApply,
          endsOn: demoEndsOn(program, today),
          capPercent: program.capPercent,
          customCentsPerKwh: program.custom?.centsPerKwh ?? null,
          customCapPercent: program.custom?.capPercent ?? null,
        })),
      )
      .returning({ id: rebatePrograms.id, code: rebatePrograms.code });
    const idOf = new Map(inserted.map((row) => [row.code, row.id]));
    const measures = programs.flatMap((program) =>
      program.measures.map((measure, position) => ({
        programId: idOf.get(program.code) as number,
        position,
        label: measure.label,
        categoryName: measure.categoryName,
        subCategoryName: measure.subCategoryName ?? null,
        wattageMin: measure.wattageMin,
        wattageMax: measure.wattageMax,
        baselineWatts: measure.baselineWatts,
        standardCents: measure.standard === null ? null : Math.round(measure.standard * 100),
        premiumCents: Math.round(measure.premium * 100),
      })),
    );
    if (measures.length > 0) await tx.insert(rebateMeasures).values(measures);
    return { programs: inserted.length, measures: measures.length };
  });
  await db.execute(sql`analyze ${rebatePrograms}, ${rebateMeasures}`);
  return counts;
}
