import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { SavingsFigures } from "../../features/content/CaseStudyFigures.tsx";
import { ContentIllustration } from "../../features/content/ContentIllustration.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/case-studies";

/** `/case-study` (ROUTE-16): every case study of `content/case-studies/`, newest first, with its savings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, "/case-study"),
    studies: await loaderCall(content.caseStudies()),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Case Studies | ${loaderData.brandName}`,
    description: `LED lighting retrofits by ${loaderData.brandName}: warehouses, schools and parking garages, with before and after wattage, kWh and dollar savings and payback.`,
    canonical: loaderData.canonical,
  });
}

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Case Studies" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Case Studies</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Real retrofits, real numbers: what each project replaced, what it installed, and what it saves. The
        savings are worked out with the same formulas as our{" "}
        <Link to="/payback-calculator" className="font-medium text-brand-green underline">
          payback calculator
        </Link>
        .
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="case-study-list">
        {loaderData.studies.map((study) => (
          <li key={study.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
              <ContentIllustration {...study.illustration} className="rounded-none" />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">
                  {study.sector} · {study.location}
                </p>
                <h2 className="text-lg font-bold leading-snug text-brand-navy">
                  <Link to={study.link} className="hover:text-brand-green hover:underline">
                    {study.title}
                  </Link>
                </h2>
                <p className="flex-1 text-slate-700">{study.description}</p>
                <SavingsFigures study={study} compact />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
