import { DOWNLOAD_FORMS } from "../../../lib/literature/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { notFound } from "../../errors.ts";
import { documentFileName } from "../media/index.ts";
import type { LiteratureDeps, PdfFile } from "./deps.ts";
import { renderFormPdf } from "./render-forms.ts";

/** A downloadable form by its slug: it depends on the configuration alone, so it is drawn once. */
export async function formPdf(deps: LiteratureDeps, slug: string, config: PublicConfig): Promise<PdfFile> {
  const form = DOWNLOAD_FORMS.find((candidate) => candidate.slug === slug.toLowerCase());
  if (!form) throw notFound("Form");
  // What the form prints of the configuration is its version.
  const version = JSON.stringify([config.brand, config.contact, config.colors]);
  const bytes = await deps.cache.get(`form:${form.slug}`, version, () => renderFormPdf(form.slug, config));
  return { bytes, fileName: documentFileName(`${config.brand.name}-${form.title}`) };
}
