import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import {
  type FigureRange,
  TolIntro,
  TolKeySpecs,
  TolProblem,
  TolProducts,
  TolTechnology,
} from "../../features/innovations/TolSeriesSections.tsx";
import type { Route } from "./+types/tol-series";

const TOL_PATH = "/innovations/TOL-SERIES";
/** The series' products on one page: the demo catalogue has a few dozen at most. */
const TOL_PAGE = 60;

function rangeOf(values: readonly (number | null)[]): FigureRange {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : { min: Math.min(...present), max: Math.max(...present) };
}

const distinct = <T,>(values: readonly (T | null)[]) =>
  [...new Set(values.filter((value): value is T => value !== null))].sort();

/**
 * `/innovations/TOL-SERIES` (ROUTE-12, issue 15 item 7): the product story of the TOL Tunable Optics
 * Luminaire, the demo catalogue's innovation series of high bays. Its key figures are the catalogue's
 * TOL products' (asked of the catalogue module), and it links to each of them and to their categories.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, catalog } = getPageContext(context);
  const url = new URL(request.url);
  const page = await catalog.ratedProducts({ seriesCode: "TOL", offset: 0, limit: TOL_PAGE });
  const items = page.items;
  const efficacies = items.map((item) =>
    item.lumens !== null && item.wattage ? Math.round(item.lumens / item.wattage) : null,
  );
  const categories = new Map<string, { name: string; link: string; count: number }>();
  for (const item of items) {
    const where = item.subCategory ?? item.category;
    const known = categories.get(where.link);
    categories.set(where.link, { ...where, count: (known?.count ?? 0) + 1 });
  }
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, TOL_PATH),
    seriesName: items[0]?.series?.name ?? "TOL Tunable Optics Luminaire",
    category: items[0]?.category ?? null,
    categories: [...categories.values()],
    total: page.total,
    products: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      link: item.link,
      wattage: item.wattage,
      lumens: item.lumens,
      dlcListing: item.dlcListing,
      listPriceCents: item.listPriceCents,
    })),
    specs: {
      wattage: rangeOf(items.map((item) => item.wattage)),
      lumens: rangeOf(items.map((item) => item.lumens)),
      efficacy: rangeOf(efficacies),
      ccts: distinct(items.map((item) => item.cctKelvin)),
      dimming: distinct(items.map((item) => item.dimming)),
      ipRatings: distinct(items.map((item) => item.ipRating)),
      dlc: distinct(items.map((item) => item.dlcListing)),
      warranty: rangeOf(items.map((item) => item.warrantyYears)),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `TOL Series: Tunable Optics High Bays | ${loaderData.brandName}`,
    description:
      "The TOL Tunable Optics Luminaire: round and linear LED high bays with snap-in 60°, 90° and 120° optics and field-tunable output, so one fixture follows a warehouse through every racking change.",
    canonical: loaderData.canonical,
  });
}

export default function TolSeriesPage({ loaderData }: Route.ComponentProps) {
  const { brandName, seriesName, specs, products, total, categories, category } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          ...(category ? [{ label: category.name, to: category.link }] : []),
          { label: "TOL Series" },
        ]}
      />
      <TolIntro seriesName={seriesName} />
      <TolProblem />
      <TolTechnology />
      <TolKeySpecs specs={specs} total={total} brandName={brandName} />
      <TolProducts products={products} total={total} categories={categories} />
    </div>
  );
}
