import { categorySlug } from "../../../lib/catalog/catalog.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { notFound } from "../../errors.ts";
import { catalogueContents, catalogueSubjects } from "../catalog/index.ts";
import { documentFileName } from "../media/index.ts";
import type { LiteratureDeps, PdfFile } from "./deps.ts";
import { renderCataloguePdf } from "./render-catalogue.ts";

/** The printed catalogue of a top-level category (slug, any case): drawn once per catalogue version. */
export async function cataloguePdf(
  deps: LiteratureDeps,
  slug: string,
  config: PublicConfig,
): Promise<PdfFile> {
  const subject = (await catalogueSubjects(deps.db)).find((s) => s.key.toLowerCase() === slug.toLowerCase());
  if (!subject) throw notFound("Catalog");
  const bytes = await deps.cache.get(`catalog:${subject.key.toLowerCase()}`, subject.version, async () =>
    renderCataloguePdf(await catalogueContents(deps.db, subject.key), config),
  );
  return { bytes, fileName: documentFileName(`${config.brand.name}-${categorySlug(subject.name)}-Catalog`) };
}
