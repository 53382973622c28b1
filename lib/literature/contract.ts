import { z } from "zod";

/**
 * Catalogues and literature (issue 15 item 6; ROUTE-04, ROUTE-17, ROUTE-22): the literature list's
 * filter as it lives in the query string (`/literature?category=High-Bays&type=brochure&page=2`, a
 * plain GET form), the document types, and the downloadable forms. Shared by the pages and the module.
 */

export const LITERATURE_TYPES = ["catalog", "brochure", "installation_guide", "spec_sheet"] as const;
export type LiteratureType = (typeof LITERATURE_TYPES)[number];

export const LITERATURE_TYPE_LABELS: Record<LiteratureType, string> = {
  catalog: "Product catalog",
  brochure: "Brochure",
  installation_guide: "Installation guide",
  spec_sheet: "Specification sheet",
};

export const LITERATURE_PAGE_SIZE = 24;
const MAX_PAGE = 10_000;

/**
 * What a person can put in the address bar: an unknown type, a malformed page or a category that is not
 * a slug is ignored (the whole list), never an error page.
 */
export const literatureQuery = z.object({
  category: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,80}$/)
    .optional()
    .catch(undefined),
  type: z.enum(LITERATURE_TYPES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
});
export type LiteratureQuery = z.infer<typeof literatureQuery>;

export function parseLiteratureQuery(params: URLSearchParams): LiteratureQuery {
  return literatureQuery.parse({
    category: params.get("category") || undefined,
    type: params.get("type") || undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The query string of a literature list page (empty values left out): for pagination links. */
export function literatureHref(query: LiteratureQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.type) params.set("type", query.type);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/literature?${search}` : "/literature";
}

/** One entry of the literature list. */
export type LiteratureItem = {
  type: LiteratureType;
  title: string;
  /** Where the PDF opens. */
  url: string;
  categoryName: string;
  description: string;
};

export type LiteraturePage = {
  items: LiteratureItem[];
  total: number;
  page: number;
  pageCount: number;
  categories: { slug: string; name: string }[];
};

/** A printed catalogue of one top-level category, as the catalogues page lists it. */
export type CatalogueEntry = {
  name: string;
  slug: string;
  description: string;
  productCount: number;
  sectionNames: string[];
  url: string;
  /** ISO date of the latest change of its products. */
  updatedAt: string | null;
};

export const DOWNLOAD_FORMS = [
  {
    slug: "credit-application",
    title: "Credit Application",
    description:
      "Open a net-30 trade account: company details, accounts payable contact, three trade references, a bank reference and a signed personal guarantee section.",
    pages: 2,
  },
  {
    slug: "tax-exemption-certificate",
    title: "Sales Tax Exemption Certificate",
    description:
      "Buying fixtures for resale or for an exempt organisation: the purchaser, the exemption claimed and the state permit number, signed, so we can ship without sales tax.",
    pages: 1,
  },
  {
    slug: "return-authorization",
    title: "Return Authorization Request",
    description:
      "Return unused fixtures, wrong shipments or damaged cartons: the invoice, the SKUs and quantities with a reason code. We answer with an RMA number within two business days.",
    pages: 2,
  },
] as const;
export type DownloadFormSlug = (typeof DOWNLOAD_FORMS)[number]["slug"];

export const downloadFormPath = (slug: DownloadFormSlug) => `/download-forms/${slug}.pdf`;
export const cataloguePath = (categorySlug: string) => `/catalogs/${categorySlug.toLowerCase()}.pdf`;
export const brochurePath = (seriesCode: string) => `/literature/brochures/${seriesCode.toLowerCase()}.pdf`;
