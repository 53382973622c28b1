import type { ReactNode } from "react";
import { Link } from "react-router";
import { cardClass } from "../accounts/styles.ts";
import { CardPrice } from "../catalog/CardPrice.tsx";
import { useViewerPrices } from "../catalog/use-viewer-prices.ts";
import { TolIllustration } from "./TolIllustration.tsx";

/** The smallest and largest of a figure across the series' products; null when none gives it. */
export type FigureRange = { min: number; max: number } | null;

/** The series' key figures, across its products in the catalogue. */
export type TolSpecs = {
  wattage: FigureRange;
  lumens: FigureRange;
  efficacy: FigureRange;
  ccts: number[];
  dimming: string[];
  ipRatings: string[];
  dlc: string[];
  warranty: FigureRange;
};

export type TolProduct = {
  sku: string;
  name: string;
  link: string;
  lumens: number | null;
  dlcListing: string | null;
  listPriceCents: number;
};

/** A category the series' products are in, with how many of them. */
export type TolCategory = { name: string; link: string; count: number };

const storyLink = "font-semibold text-brand-navy underline hover:text-brand-green";

const thousands = (value: number) => value.toLocaleString("en-US");
const span = (range: FigureRange, unit: string) =>
  range === null
    ? "—"
    : range.min === range.max
      ? `${thousands(range.min)} ${unit}`
      : `${thousands(range.min)}–${thousands(range.max)} ${unit}`;

/** The key figures as the specifications list shows them, "—" where no product gives one. */
function specRows(specs: TolSpecs): [string, string][] {
  return [
    ["Wattage", span(specs.wattage, "W")],
    ["Light output", span(specs.lumens, "lm")],
    ["Efficacy", span(specs.efficacy, "lm/W")],
    ["Colour temperature", specs.ccts.length > 0 ? specs.ccts.map((k) => `${k}K`).join(", ") : "—"],
    ["Dimming", specs.dimming.join(", ") || "—"],
    ["Rating", specs.ipRatings.join(", ") || "—"],
    ["DLC", specs.dlc.join(", ") || "—"],
    ["Warranty", span(specs.warranty, "years")],
  ];
}

/** The series' name and promise beside its illustration. */
export function TolIntro({ seriesName }: { seriesName: string }) {
  return (
    <div className="mt-4 grid items-center gap-6 lg:grid-cols-2">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">Innovation</p>
        <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{seriesName}</h1>
        <p className="mt-3 text-lg text-slate-700">
          One high bay for every aisle, ceiling height and racking change: the TOL series takes snap-in optics
          and a field-set output, so the light is changed on site instead of the fixture.
        </p>
      </div>
      <figure className={cardClass}>
        <TolIllustration />
        <figcaption className="mt-2 text-sm text-slate-600">
          Three optics, one housing: swap the lens, set the output, keep the fixture.
        </figcaption>
      </figure>
    </div>
  );
}

/** The problem the series solves: re-racked warehouses outgrow their high bays. */
export function TolProblem() {
  return (
    <section aria-labelledby="tol-problem" className="mt-10 max-w-3xl">
      <h2 id="tol-problem" className="text-xl font-bold text-brand-navy">
        The problem: warehouses change, fixtures do not
      </h2>
      <p className="mt-2 text-slate-700">
        A distribution centre is re-racked every few years. Aisles move, narrow-aisle racking goes up to 40
        feet, a pick module becomes open floor. High bays chosen for the first layout then light the tops of
        the racks instead of the labels at the bottom, or flood an open floor with glare. The usual fixes are
        to re-aim, to add fixtures or to replace the lot, and each one means a lift, a crew and a shutdown.
      </p>
    </section>
  );
}

function TechnologyCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={cardClass}>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-700">{children}</p>
    </div>
  );
}

/** What makes the series tunable: snap-in optics, field-set output, the heat sink, the rebates. */
export function TolTechnology() {
  return (
    <section aria-labelledby="tol-technology" className="mt-8 max-w-3xl">
      <h2 id="tol-technology" className="text-xl font-bold text-brand-navy">
        The technology: tunable optics and tunable output
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TechnologyCard title="Snap-in optics">
          The optic is a separate polycarbonate lens that clicks into the housing without tools: 60° for tall,
          narrow aisles, 90° for open production floors, 120° for low ceilings and gyms. Changing it takes a
          minute at the fixture, with no rewiring and no new photometry to buy.
        </TechnologyCard>
        <TechnologyCard title="Field-set output">
          A selector on the driver sets the output to 60, 70, 80 or 100% of the rated wattage, and the 0-10V
          or DALI-2 input dims it further. One SKU covers several wattages on the job, and the light level can
          be trimmed to the target instead of over-lighting by a wattage step.
        </TechnologyCard>
        <TechnologyCard title="Built for the heat at the ceiling">
          A die-cast aluminium heat sink keeps the LEDs cool in ceilings that reach 55 °C in summer, which is
          what keeps the output and the colour steady over the warranty.
        </TechnologyCard>
        <TechnologyCard title="Rebate-ready">
          Listed TOL fixtures qualify for utility high-bay rebates; see{" "}
          <Link to="/available-rebates" className={storyLink}>
            the rebates where your project is
          </Link>{" "}
          and{" "}
          <Link to="/payback-calculator" className={storyLink}>
            how fast a retrofit pays back
          </Link>
          .
        </TechnologyCard>
      </div>
    </section>
  );
}

/** The series' key figures across its products in the catalogue. */
export function TolKeySpecs({
  specs,
  total,
  brandName,
}: {
  specs: TolSpecs;
  total: number;
  brandName: string;
}) {
  return (
    <section aria-labelledby="tol-specs" className="mt-8 max-w-3xl">
      <h2 id="tol-specs" className="text-xl font-bold text-brand-navy">
        Key specifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Across the {total} TOL {total === 1 ? "product" : "products"} of the {brandName} catalogue.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="tol-specs">
        {specRows(specs).map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 border-b border-slate-200 py-1">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="text-right text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "In A (2), B (1) and C (1).": the categories the series' products are in, each a link. */
function TolCategories({ categories }: { categories: readonly TolCategory[] }) {
  return (
    <p className="mt-1 text-sm text-slate-600">
      In{" "}
      {categories.map((where, index) => (
        <span key={where.link}>
          {index > 0 && (index === categories.length - 1 ? " and " : ", ")}
          <Link to={where.link} className={storyLink}>
            {where.name}
          </Link>{" "}
          ({where.count})
        </span>
      ))}
      .
    </p>
  );
}

/** The series' products, each a link with its SKU, output, DLC listing and list price. */
export function TolProducts({
  products,
  total,
  categories,
}: {
  products: readonly TolProduct[];
  total: number;
  categories: readonly TolCategory[];
}) {
  // A signed-in buyer's own prices, asked once for the list after hydration (issue 32 item 5).
  const prices = useViewerPrices(products.map((product) => product.sku));
  return (
    <section aria-labelledby="tol-products" className="mt-8">
      <h2 id="tol-products" className="text-xl font-bold text-brand-navy">
        TOL products
      </h2>
      {categories.length > 0 && <TolCategories categories={categories} />}
      {products.length === 0 ? (
        <p className="mt-3 text-slate-700">The TOL series is not in the catalogue at the moment.</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="tol-product-list">
          {products.map((product) => {
            const price = prices.get(product.sku.toLowerCase());
            return (
              <li key={product.sku} className="rounded border border-slate-200 bg-white p-3">
                <Link to={product.link} className={storyLink}>
                  {product.name}
                </Link>
                <p className="text-sm text-slate-600">
                  <span className="font-mono">{product.sku}</span>
                  {product.lumens !== null ? ` · ${thousands(product.lumens)} lm` : ""}
                  {product.dlcListing ? ` · ${product.dlcListing}` : ""}
                </p>
                <p className="mt-1">
                  <CardPrice
                    listPriceCents={price?.listPriceCents ?? product.listPriceCents}
                    accountPriceCents={price?.accountPriceCents}
                  />
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {total > products.length && (
        <p className="mt-3 text-sm">
          <Link to="/catalogsearch/TOL" className={storyLink}>
            All {total} TOL products
          </Link>
        </p>
      )}
    </section>
  );
}
