import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { CareersApplicationForm } from "../../features/careers/CareersApplicationForm.tsx";
import { longDate, OpeningFacts } from "../../features/careers/OpeningFacts.tsx";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { Prose } from "../../features/content/Prose.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/career-opening";

/**
 * `/careers/<slug>` (ROUTE-24): one job opening of `content/careers/`, its Markdown rendered on the
 * server, with the application form for it below; an unknown opening, or one whose closing date has
 * passed, is 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const opening = await loaderCall(content.opening(params.slug));
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, opening.link),
    opening,
    openings: content.openings().openings.map((o) => ({ slug: o.slug, title: o.title })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { opening, brandName, canonical } = loaderData;
  return pageMeta({
    title: `${opening.title} | Careers | ${brandName}`,
    description: opening.summary,
    canonical,
  });
}

export default function CareerOpeningPage({ loaderData }: Route.ComponentProps) {
  const { opening, openings, brandName } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[{ label: "Home", to: "/" }, { label: "Careers", to: "/careers" }, { label: opening.title }]}
      />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <article className="min-w-0">
          <header>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">
              {opening.department}
            </p>
            <h1 className="mt-1 text-2xl font-bold leading-tight text-brand-navy sm:text-3xl">
              {opening.title}
            </h1>
            <OpeningFacts opening={opening} />
            <p className="mt-3 text-slate-700">{opening.summary}</p>
          </header>
          <div className="mt-2">
            <Prose html={opening.html} />
          </div>
        </article>
        <aside className="space-y-4 lg:pt-10" aria-labelledby="glance-heading">
          <section className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
            <h2 id="glance-heading" className="text-lg font-bold text-brand-navy">
              At a glance
            </h2>
            <dl className="mt-3 space-y-2 text-sm text-slate-700">
              <div>
                <dt className="font-semibold">Department</dt>
                <dd>{opening.department}</dd>
              </div>
              <div>
                <dt className="font-semibold">Location</dt>
                <dd>{opening.location}</dd>
              </div>
              <div>
                <dt className="font-semibold">Employment type</dt>
                <dd>{opening.employmentType}</dd>
              </div>
              <div>
                <dt className="font-semibold">Posted</dt>
                <dd>
                  <time dateTime={opening.posted}>{longDate(opening.posted)}</time>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Applications close</dt>
                <dd>
                  {opening.closes ? (
                    <time dateTime={opening.closes}>{longDate(opening.closes)}</time>
                  ) : (
                    "When the position is filled"
                  )}
                </dd>
              </div>
            </dl>
            <p className="mt-4">
              <a href="#apply" className="font-semibold text-brand-green underline">
                Apply for this job
              </a>
            </p>
          </section>
          <p className="text-sm text-slate-700">
            Not quite the right fit?{" "}
            <Link to="/careers#openings" className="font-medium text-brand-green underline">
              See every open position at {brandName}
            </Link>
            .
          </p>
        </aside>
      </div>
      <section aria-labelledby="apply-heading" id="apply" className="mt-10 max-w-3xl scroll-mt-40">
        <h2 id="apply-heading" className="text-xl font-bold text-brand-navy">
          Apply for this job
        </h2>
        <p className="mt-2 mb-4 text-slate-700">
          Tell us about yourself and attach your résumé. Fields without “(optional)” are required.
        </p>
        <CareersApplicationForm openings={openings} selected={opening.slug} />
      </section>
    </div>
  );
}
