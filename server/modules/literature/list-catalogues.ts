import { type CatalogueEntry, cataloguePath } from "../../../lib/literature/contract.ts";
import { catalogueSubjects, createCatalogService } from "../catalog/index.ts";
import type { LiteratureDeps } from "./deps.ts";

/** The printed catalogues, one per top-level category with products, in menu order (ROUTE-04). */
export async function listCatalogues(deps: LiteratureDeps): Promise<CatalogueEntry[]> {
  const [subjects, tree] = await Promise.all([
    catalogueSubjects(deps.db),
    createCatalogService(deps.db).sidebarTree(),
  ]);
  const sections = new Map(
    tree.map((top) => [top.categoryName, top.subCategories.map((sub) => sub.categoryName)]),
  );
  return subjects.map((subject) => ({
    name: subject.name,
    slug: subject.key,
    description: subject.description,
    productCount: subject.productCount,
    sectionNames: sections.get(subject.name) ?? [],
    url: cataloguePath(subject.key),
    updatedAt: subject.lastChange?.toISOString() ?? null,
  }));
}
