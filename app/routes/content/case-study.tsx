import { Link } from "react-router";
import { formatTenths, formatWholeDollars } from "../../../lib/shared/format.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { BeforeAfter, SavingsFigures } from "../../features/content/CaseStudyFigures.tsx";
import { ContentIllustration } from "../../features/content/ContentIllustration.tsx";
import { Prose } from "../../features/content/Prose.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/case-study";

/**
 * `/case-study/<slug>` (ROUTE-16): one case study: before and after wattage and kWh, the dollar savings
 * and payback computed from its retrofit's inputs, the story, and the calculator with the same inputs.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const study = await loaderCall(content.caseStudy(params.slug));
  return { brandName: config.brand.name, canonical: absoluteUrl(url.origin, study.link), study };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { study, brandName, canonical } = loaderData;
  return [
    ...pageMeta({ title: `${study.title} | ${brandName}`, description: study.description, canonical }),
    { property: "og:type", content: "article" },
  ];
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "Case Studies", to: "/case-study" },
          { label: study.client },
        ]}
      />
      <article className="mt-4">
        <header className="grid items-center gap-6 md:grid-cols-[3fr_2fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">
              {study.sector} · {study.location}
            </p>
            <h1 className="mt-1 text-2xl font-bold leading-tight text-brand-navy sm:text-3xl">
              {study.title}
            </h1>
            <p className="mt-2 text-slate-600">{study.description}</p>
          </div>
          <ContentIllustration {...study.illustration} />
        </header>
        <section aria-labelledby="savings-heading" className="mt-8">
          <h2 id="savings-heading" className="text-xl font-bold text-brand-navy">
            Savings
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            {formatTenths(study.hoursPerYear)} operating hours a year at ${study.energyRate.toFixed(3)}/kWh,
            with {formatWholeDollars(study.savings.annualMaintenanceSavingsCents)} a year of maintenance no
            longer needed and a utility rebate of {formatWholeDollars(study.savings.rebateCents)}.
          </p>
          <SavingsFigures study={study} />
          <p className="mt-3">
            <Link to={study.calculatorLink} className="font-semibold text-brand-green underline">
              Run these numbers in the payback calculator
            </Link>
          </p>
        </section>
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <Prose html={study.html} />
          </div>
          <div className="space-y-6">
            <BeforeAfter study={study} />
            <section
              aria-labelledby="products-heading"
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="products-heading" className="text-lg font-bold text-brand-navy">
                Products installed
              </h2>
              <ul className="mt-2 space-y-1">
                {study.installed.skus.map((sku) => (
                  <li key={sku}>
                    <Link
                      to={`/product/${sku.toLowerCase()}`}
                      className="font-medium text-brand-green underline"
                    >
                      {sku}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </article>
    </div>
  );
}
