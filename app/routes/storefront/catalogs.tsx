import { FileDown } from "lucide-react";
import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { DocumentCover } from "../../features/literature/DocumentCover.tsx";
import type { Route } from "./+types/catalogs";

/**
 * `/catalogs` (ROUTE-04, HDR-01): the printed product catalogues, one PDF per category, generated from
 * the catalogue's data on request (server/modules/literature) and linked as plain downloads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, literature } = getPageContext(context);
  const url = new URL(request.url);
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, "/catalogs"),
    catalogues: await literature.catalogues(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Product Catalogs | ${loaderData.brandName}`,
    description: `Download ${loaderData.brandName}'s commercial LED lighting catalogs as PDF: one per category, with every standard configuration's SKU, wattage, lumens, CCT, CRI, DLC listing and list price.`,
    canonical: loaderData.canonical,
  });
}

const edition = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export default function CatalogsPage({ loaderData }: Route.ComponentProps) {
  const { catalogues, brandName } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Catalogs" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Product Catalogs</h1>
      <p className="mt-2 mb-8 max-w-3xl text-slate-600">
        Every {brandName} product family in print: each catalog opens with its contents, then lists each
        standard configuration with its SKU, wattage, lumens, colour temperature, CRI, DLC listing and list
        price, followed by its spec lines. The PDFs are drawn from the live catalog, so a new product or a
        price change is in the next download.
      </p>
      {catalogues.length === 0 ? (
        <p className="text-slate-600">The catalog is empty. Import a catalog to publish its PDFs here.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="catalog-list">
          {catalogues.map((catalogue) => (
            <li
              key={catalogue.slug}
              className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="catalog-entry"
            >
              <div className="w-20 shrink-0 sm:w-24">
                <DocumentCover
                  kind="catalog"
                  title={catalogue.name}
                  label={`Cover of the ${catalogue.name} catalog`}
                />
              </div>
              <div className="flex min-w-0 flex-col">
                <h2 className="text-lg font-semibold text-brand-navy">{catalogue.name}</h2>
                <p className="mt-1 text-sm text-slate-500">
                  {catalogue.productCount} products
                  {catalogue.updatedAt ? ` · ${edition.format(new Date(catalogue.updatedAt))} edition` : ""}
                </p>
                {catalogue.sectionNames.length > 0 && (
                  <p className="mt-1 text-sm text-slate-600">{catalogue.sectionNames.join(" · ")}</p>
                )}
                <a
                  href={catalogue.url}
                  className="mt-auto inline-flex items-center gap-1.5 pt-3 text-sm font-semibold text-brand-green hover:underline"
                >
                  <FileDown aria-hidden size={16} />
                  Download the {catalogue.name} catalog (PDF)
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section className="mt-10 rounded-lg bg-slate-50 p-6" aria-labelledby="more-literature">
        <h2 id="more-literature" className="text-xl font-bold text-brand-navy">
          More literature
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            <Link to="/literature" className="font-semibold text-brand-green hover:underline">
              Literature
            </Link>
            : series brochures, installation guides and specification sheets, by category and type.
          </li>
          <li>
            <Link to="/download-forms" className="font-semibold text-brand-green hover:underline">
              Download forms
            </Link>
            : credit application, sales tax exemption certificate and return authorization.
          </li>
        </ul>
      </section>
    </div>
  );
}
