import {
  brochurePath,
  cataloguePath,
  LITERATURE_PAGE_SIZE,
  type LiteratureItem,
  type LiteraturePage,
  type LiteratureQuery,
} from "../../../lib/literature/contract.ts";
import {
  catalogueSubjects,
  documentLibrary,
  LIBRARY_DOCUMENT_TYPES,
  type LibraryDocument,
  seriesSubjects,
} from "../catalog/index.ts";
import type { LiteratureDeps } from "./deps.ts";

function documentItem(document: LibraryDocument): LiteratureItem {
  return {
    type: document.type,
    title: document.title,
    url: document.url,
    categoryName: document.categoryName,
    description:
      document.type === "installation_guide"
        ? "Mounting steps, wiring notes and safety warnings for the whole product family."
        : "Ratings, dimensions, photometry and ordering information of the standard configuration.",
  };
}

/**
 * The literature list (ROUTE-17): product catalogues, series brochures, installation guides and spec
 * sheets, in that order, narrowed by category and type and cut into pages. Catalogues and brochures are
 * few and listed from the catalogue's categories and series; the product documents, which grow with the
 * catalogue, are paged in the database.
 */
export async function listLiterature(deps: LiteratureDeps, query: LiteratureQuery): Promise<LiteraturePage> {
  const [categories, series] = await Promise.all([catalogueSubjects(deps.db), seriesSubjects(deps.db)]);
  const category = query.category
    ? categories.find((candidate) => candidate.key.toLowerCase() === query.category?.toLowerCase())
    : undefined;
  const inCategory = (slug: string) => !query.category || slug.toLowerCase() === query.category.toLowerCase();
  const wants = (type: LiteratureItem["type"]) => !query.type || query.type === type;

  const fixed: LiteratureItem[] = [
    ...(wants("catalog") ? categories : [])
      .filter((subject) => inCategory(subject.categorySlug))
      .map((subject) => ({
        type: "catalog" as const,
        title: `${subject.name} Catalog`,
        url: cataloguePath(subject.key),
        categoryName: subject.name,
        description: `All ${subject.productCount} ${subject.name.toLowerCase()} with list prices and spec lines, by product family.`,
      })),
    ...(wants("brochure") ? series : [])
      .filter((subject) => inCategory(subject.categorySlug))
      .map((subject) => ({
        type: "brochure" as const,
        title: `${subject.name} Brochure`,
        url: brochurePath(subject.key),
        categoryName: subject.categoryName,
        description: subject.description,
      })),
  ];
  const types = LIBRARY_DOCUMENT_TYPES.filter((type) => wants(type));
  // A category that does not exist matches nothing, rather than everything.
  const unknownCategory = Boolean(query.category) && !category;
  const offset = (query.page - 1) * LITERATURE_PAGE_SIZE;
  const fromFixed = unknownCategory ? [] : fixed.slice(offset, offset + LITERATURE_PAGE_SIZE);
  const library = unknownCategory
    ? { total: 0, documents: [] }
    : await documentLibrary(
        deps.db,
        { categorySlug: category?.key, types },
        {
          offset: Math.max(0, offset - fixed.length),
          limit: LITERATURE_PAGE_SIZE - fromFixed.length,
        },
      );
  const total = (unknownCategory ? 0 : fixed.length) + library.total;
  return {
    items: [...fromFixed, ...library.documents.map(documentItem)],
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / LITERATURE_PAGE_SIZE)),
    categories: categories.map((subject) => ({ slug: subject.key, name: subject.name })),
  };
}
