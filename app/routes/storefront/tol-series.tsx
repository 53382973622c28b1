import { Link } from "react-router";
import { formatCents } from "../../../lib/shared/money.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { cardClass } from "../../features/accounts/styles.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { TolIllustration } from "../../features/innovations/TolIllustration.tsx";
import type { Route } from "./+types/tol-series";

const TOL_PATH = "/innovations/TOL-SERIES";
/** The series' products on one page: the demo catalogue has a few dozen at most. */
const TOL_PAGE = 60;

type Range = { min: number; max: number } | null;

function rangeOf(values: readonly (number | null)[]): Range {
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

const thousands = (value: number) => value.toLocaleString("en-US");
const span = (range: Range, unit: string) =>
  range === null
    ? "—"
    : range.min === range.max
      ? `${thousands(range.min)} ${unit}`
      : `${thousands(range.min)}–${thousands(range.max)} ${unit}`;

export default function TolSeriesPage({ loaderData }: Route.ComponentProps) {
  const { brandName, seriesName, specs, products, total, categories, category } = loaderData;
  const specRows: [string, string][] = [
    ["Wattage", span(specs.wattage, "W")],
    ["Light output", span(specs.lumens, "lm")],
    ["Efficacy", span(specs.efficacy, "lm/W")],
    ["Colour temperature", specs.ccts.length > 0 ? specs.ccts.map((k) => `${k}K`).join(", ") : "—"],
    ["Dimming", specs.dimming.join(", ") || "—"],
    ["Rating", specs.ipRatings.join(", ") || "—"],
    ["DLC", specs.dlc.join(", ") || "—"],
    ["Warranty", span(specs.warranty, "years")],
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          ...(category ? [{ label: category.name, to: category.link }] : []),
          { label: "TOL Series" },
        ]}
      />
      <div className="mt-4 grid items-center gap-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">Innovation</p>
          <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{seriesName}</h1>
          <p className="mt-3 text-lg text-slate-700">
            One high bay for every aisle, ceiling height and racking change: the TOL series takes snap-in
            optics and a field-set output, so the light is changed on site instead of the fixture.
          </p>
        </div>
        <figure className={cardClass}>
          <TolIllustration />
          <figcaption className="mt-2 text-sm text-slate-600">
            Three optics, one housing: swap the lens, set the output, keep the fixture.
          </figcaption>
        </figure>
      </div>

      <section aria-labelledby="tol-problem" className="mt-10 max-w-3xl">
        <h2 id="tol-problem" className="text-xl font-bold text-brand-navy">
          The problem: warehouses change, fixtures do not
        </h2>
        <p className="mt-2 text-slate-700">
          A distribution centre is re-racked every few years. Aisles move, narrow-aisle racking goes up to 40
          feet, a pick module becomes open floor. High bays chosen for the first layout then light the tops of
          the racks instead of the labels at the bottom, or flood an open floor with glare. The usual fixes
          are to re-aim, to add fixtures or to replace the lot, and each one means a lift, a crew and a
          shutdown.
        </p>
      </section>

      <section aria-labelledby="tol-technology" className="mt-8 max-w-3xl">
        <h2 id="tol-technology" className="text-xl font-bold text-brand-navy">
          The technology: tunable optics and tunable output
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900">Snap-in optics</h3>
            <p className="mt-1 text-sm text-slate-700">
              The optic is a separate polycarbonate lens that clicks into the housing without tools: 60° for
              tall, narrow aisles, 90° for open production floors, 120° for low ceilings and gyms. Changing it
              takes a minute at the fixture, with no rewiring and no new photometry to buy.
            </p>
          </div>
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900">Field-set output</h3>
            <p className="mt-1 text-sm text-slate-700">
              A selector on the driver sets the output to 60, 70, 80 or 100% of the rated wattage, and the
              0-10V or DALI-2 input dims it further. One SKU covers several wattages on the job, and the light
              level can be trimmed to the target instead of over-lighting by a wattage step.
            </p>
          </div>
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900">Built for the heat at the ceiling</h3>
            <p className="mt-1 text-sm text-slate-700">
              A die-cast aluminium heat sink keeps the LEDs cool in ceilings that reach 55 °C in summer, which
              is what keeps the output and the colour steady over the warranty.
            </p>
          </div>
          <div className={cardClass}>
            <h3 className="font-bold text-slate-900">Rebate-ready</h3>
            <p className="mt-1 text-sm text-slate-700">
              Listed TOL fixtures qualify for utility high-bay rebates; see{" "}
              <Link
                to="/available-rebates"
                className="font-semibold text-brand-navy underline hover:text-brand-green"
              >
                the rebates where your project is
              </Link>{" "}
              and{" "}
              <Link
                to="/payback-calculator"
                className="font-semibold text-brand-navy underline hover:text-brand-green"
              >
                how fast a retrofit pays back
              </Link>
              .
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="tol-specs" className="mt-8 max-w-3xl">
        <h2 id="tol-specs" className="text-xl font-bold text-brand-navy">
          Key specifications
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Across the {total} TOL {total === 1 ? "product" : "products"} of the {brandName} catalogue.
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="tol-specs">
          {specRows.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4 border-b border-slate-200 py-1">
              <dt className="font-semibold text-slate-700">{term}</dt>
              <dd className="text-right text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="tol-products" className="mt-8">
        <h2 id="tol-products" className="text-xl font-bold text-brand-navy">
          TOL products
        </h2>
        {categories.length > 0 && (
          <p className="mt-1 text-sm text-slate-600">
            In{" "}
            {categories.map((where, index) => (
              <span key={where.link}>
                {index > 0 && (index === categories.length - 1 ? " and " : ", ")}
                <Link
                  to={where.link}
                  className="font-semibold text-brand-navy underline hover:text-brand-green"
                >
                  {where.name}
                </Link>{" "}
                ({where.count})
              </span>
            ))}
            .
          </p>
        )}
        {products.length === 0 ? (
          <p className="mt-3 text-slate-700">The TOL series is not in the catalogue at the moment.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="tol-product-list">
            {products.map((product) => (
              <li key={product.sku} className="rounded border border-slate-200 bg-white p-3">
                <Link
                  to={product.link}
                  className="font-semibold text-brand-navy underline hover:text-brand-green"
                >
                  {product.name}
                </Link>
                <p className="text-sm text-slate-600">
                  <span className="font-mono">{product.sku}</span>
                  {product.lumens !== null ? ` · ${thousands(product.lumens)} lm` : ""}
                  {product.dlcListing ? ` · ${product.dlcListing}` : ""} · list{" "}
                  {formatCents(product.listPriceCents)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {total > products.length && (
          <p className="mt-3 text-sm">
            <Link
              to="/catalogsearch/TOL"
              className="font-semibold text-brand-navy underline hover:text-brand-green"
            >
              All {total} TOL products
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
