import type { LiteratureQuery } from "../../../lib/literature/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { Db } from "../../db/client.ts";
import { brochurePdf } from "./brochure-pdf.ts";
import { cataloguePdf } from "./catalogue-pdf.ts";
import type { LiteratureDeps } from "./deps.ts";
import { createDocumentCache } from "./document-cache.ts";
import { formPdf } from "./form-pdf.ts";
import { listCatalogues } from "./list-catalogues.ts";
import { listLiterature } from "./list-literature.ts";

export type { PdfFile } from "./deps.ts";
export { literatureRoutes } from "./routes.ts";

/**
 * Catalogues and literature (issue 15 item 6; ROUTE-04, ROUTE-17, ROUTE-22): printed catalogues per
 * category and brochures per series drawn from the catalogue's data, the literature list, and the
 * downloadable forms. It owns no tables: it reads the catalogue through the catalogue module, and keeps
 * the generated PDFs in memory keyed by the version of what they were drawn from.
 */
export function createLiteratureModule({ db }: { db: Db }) {
  const deps: LiteratureDeps = { db, cache: createDocumentCache() };
  return {
    catalogues: () => listCatalogues(deps),
    list: (query: LiteratureQuery) => listLiterature(deps, query),
    cataloguePdf: (slug: string, config: PublicConfig) => cataloguePdf(deps, slug, config),
    brochurePdf: (code: string, config: PublicConfig) => brochurePdf(deps, code, config),
    formPdf: (slug: string, config: PublicConfig) => formPdf(deps, slug, config),
    /** How many PDFs were drawn rather than served from the cache. */
    renders: () => deps.cache.renders,
  };
}

export type LiteratureModule = ReturnType<typeof createLiteratureModule>;
