import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { notFound } from "../../errors.ts";
import { seriesContents, seriesSubjects } from "../catalog/index.ts";
import { documentFileName } from "../media/index.ts";
import type { LiteratureDeps, PdfFile } from "./deps.ts";
import { renderBrochurePdf } from "./render-brochure.ts";

/** The brochure of a series (code, any case): drawn once per version of the series' products. */
export async function brochurePdf(
  deps: LiteratureDeps,
  code: string,
  config: PublicConfig,
): Promise<PdfFile> {
  const subject = (await seriesSubjects(deps.db)).find((s) => s.key.toLowerCase() === code.toLowerCase());
  if (!subject) throw notFound("Brochure");
  const bytes = await deps.cache.get(`brochure:${subject.key.toLowerCase()}`, subject.version, async () =>
    renderBrochurePdf(await seriesContents(deps.db, subject.key), config),
  );
  return { bytes, fileName: documentFileName(`${config.brand.name}-${subject.key}-Series-Brochure`) };
}
