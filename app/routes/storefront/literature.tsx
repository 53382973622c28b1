import { FileText } from "lucide-react";
import { Link } from "react-router";
import {
  LITERATURE_PAGE_SIZE,
  LITERATURE_TYPE_LABELS,
  LITERATURE_TYPES,
  literatureHref,
  parseLiteratureQuery,
} from "../../../lib/literature/contract.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import type { Route } from "./+types/literature";

/**
 * `/literature` (ROUTE-17): catalogues, series brochures, installation guides and spec sheets, narrowed
 * by category and document type with a plain GET form (works without JavaScript), in pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, literature } = getPageContext(context);
  const url = new URL(request.url);
  const query = parseLiteratureQuery(url.searchParams);
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, "/literature"),
    query,
    result: await literature.list(query),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Literature | ${loaderData.brandName}`,
    description: `${loaderData.brandName} LED lighting literature as PDF: product catalogs, series brochures, installation guides and specification sheets, by category and document type.`,
    canonical: loaderData.canonical,
  });
}

const selectClass =
  "mt-1 block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-800 focus:border-brand-green";

export default function LiteraturePage({ loaderData }: Route.ComponentProps) {
  const { query, result } = loaderData;
  const first = result.total === 0 ? 0 : (result.page - 1) * LITERATURE_PAGE_SIZE + 1;
  const last = first === 0 ? 0 : first + result.items.length - 1;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Literature" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Literature</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-600">
        Everything a specifier submits and an installer needs: product catalogs and series brochures,
        installation guides with mounting steps, wiring notes and safety warnings, and the specification sheet
        of every standard configuration. All are PDFs generated from the current catalog.
      </p>
      <form
        method="get"
        action="/literature"
        aria-label="Filter literature"
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end"
      >
        <label className="block min-w-0 flex-1 text-sm font-semibold text-slate-700">
          Category
          <select name="category" defaultValue={query.category ?? ""} className={selectClass}>
            <option value="">All categories</option>
            {result.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block min-w-0 flex-1 text-sm font-semibold text-slate-700">
          Document type
          <select name="type" defaultValue={query.type ?? ""} className={selectClass}>
            <option value="">All types</option>
            {LITERATURE_TYPES.map((type) => (
              <option key={type} value={type}>
                {LITERATURE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded bg-brand-green px-5 py-2 font-semibold text-white hover:opacity-90"
        >
          Filter
        </button>
      </form>

      <h2 className="mt-8 text-xl font-bold text-brand-navy">Documents</h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="literature-count" aria-live="polite">
        {result.total === 0
          ? "No documents match this filter."
          : `Showing ${first}-${last} of ${result.total} documents`}
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="literature-list">
        {result.items.map((item) => (
          <li
            key={item.url}
            className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4"
            data-testid="literature-item"
          >
            <FileText aria-hidden className="mt-0.5 shrink-0 text-brand-green" size={22} />
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {LITERATURE_TYPE_LABELS[item.type]} · {item.categoryName}
              </p>
              <h3 className="mt-0.5 font-semibold break-words text-brand-navy">
                <a href={item.url} className="hover:text-brand-green hover:underline">
                  {item.title}
                  <span className="sr-only"> (PDF)</span>
                </a>
              </h3>
              <p className="mt-1 text-sm text-slate-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
      {result.pageCount > 1 && (
        <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4 text-sm">
          {result.page > 1 ? (
            <Link
              to={literatureHref({ ...query, page: result.page - 1 })}
              className="rounded border border-slate-300 px-4 py-2 font-semibold text-brand-navy hover:bg-slate-50"
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Link
              to={literatureHref({ ...query, page: result.page + 1 })}
              className="rounded border border-slate-300 px-4 py-2 font-semibold text-brand-navy hover:bg-slate-50"
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
