import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { CareersApplicationForm } from "../../features/careers/CareersApplicationForm.tsx";
import { OpeningFacts } from "../../features/careers/OpeningFacts.tsx";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ContentIllustration } from "../../features/content/ContentIllustration.tsx";
import type { Route } from "./+types/careers";

/**
 * `/careers` (ROUTE-24): working at the brand, why join, the job openings of `content/careers/`
 * still taking applications grouped by department (filtered by `?department=`), and a general
 * application with a résumé.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const { openings, departments } = content.openings();
  // `?department=` filters by a department with openings; any other value shows them all.
  const asked = url.searchParams.get("department");
  const department = departments.find((group) => group.department === asked)?.department;
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, "/careers"),
    openings,
    departments: departments.map((group) => ({ department: group.department, count: group.openings.length })),
    shown: department ? departments.filter((group) => group.department === department) : departments,
    department: department ?? null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Careers | ${loaderData.brandName}`,
    description: `Work at ${loaderData.brandName}: engineering, manufacturing, sales and customer service jobs at our Columbus, Ohio plant and in sales territories across the US.`,
    canonical: loaderData.canonical,
  });
}

const reasons = [
  {
    title: "Health cover from day one",
    text: "Medical, dental and vision insurance from your first day, with 85% of the premium paid by us.",
  },
  {
    title: "A 401(k) that is yours at once",
    text: "We match 4% of your salary and the match is vested immediately.",
  },
  {
    title: "Time to rest",
    text: "Three weeks of paid time off from the first year, ten paid holidays, four weeks for senior roles.",
  },
  {
    title: "Learn lighting",
    text: "Paid product training in our plant, IES membership, a yearly training budget and tuition assistance.",
  },
  {
    title: "Make things you can see",
    text: "Engineering, production and sales work under one roof: you see the fixtures you design, build or sell ship the same week.",
  },
  {
    title: "A stable, growing company",
    text: "Family owned since 1994, debt free, and growing every year with the contractors and distributors who rely on us.",
  },
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { brandName, openings, departments, shown, department } = loaderData;
  const filterLink = (value: string | null) =>
    value ? `/careers?department=${encodeURIComponent(value)}` : "/careers";
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Careers" }]} />
      <header className="mt-4 grid items-center gap-6 md:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">Careers at {brandName}</h1>
          <p className="mt-3 text-slate-700">
            We design, build and test commercial and industrial LED fixtures in Columbus, Ohio: high bays for
            warehouses, troffers for schools and offices, garage lights, controls and custom linear lighting
            made to order. About 180 people work here, from optical engineers and lighting designers to
            assemblers, inside sales and customer service.
          </p>
          <p className="mt-3 text-slate-700">
            If you like solving practical problems with people who care about the result, we would like to
            hear from you.{" "}
            <a href="#openings" className="font-medium text-brand-green underline">
              See the open positions
            </a>
            .
          </p>
        </div>
        <ContentIllustration
          motif="high-bay"
          alt="LED high bays lighting a factory floor, as built in our Columbus plant"
        />
      </header>

      <section aria-labelledby="why-heading" className="mt-10">
        <h2 id="why-heading" className="text-xl font-bold text-brand-navy">
          Why join {brandName}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <h3 className="font-semibold text-brand-navy">{reason.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings-heading" id="openings" className="mt-10 scroll-mt-40">
        <h2 id="openings-heading" className="text-xl font-bold text-brand-navy">
          Open positions
        </h2>
        {openings.length === 0 ? (
          <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5" data-testid="careers-empty">
            <p className="font-semibold text-brand-navy">We have no open positions right now.</p>
            <p className="mt-1 text-slate-700">
              Send a general application below: we keep your résumé on file and contact you when a job that
              fits your experience opens.
            </p>
          </div>
        ) : (
          <>
            <nav aria-label="Filter by department" className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {[{ department: null, count: openings.length }, ...departments].map((item) => {
                  const current = item.department === department;
                  return (
                    <li key={item.department ?? "all"}>
                      <Link
                        to={`${filterLink(item.department)}#openings`}
                        preventScrollReset
                        aria-current={current ? "page" : undefined}
                        className={`inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${
                          current
                            ? "border-brand-navy bg-brand-navy text-white"
                            : "border-slate-300 bg-white text-slate-700 hover:border-brand-green hover:text-brand-green"
                        }`}
                      >
                        {item.department ?? "All departments"} ({item.count})
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="mt-6 space-y-8" data-testid="careers-openings">
              {shown.map((group) => (
                <section key={group.department} aria-labelledby={`dept-${group.department}`}>
                  <h3
                    id={`dept-${group.department}`}
                    className="border-b border-slate-200 pb-1 text-lg font-bold text-brand-navy"
                  >
                    {group.department}
                  </h3>
                  <ul className="mt-3 grid gap-4 md:grid-cols-2">
                    {group.openings.map((opening) => (
                      <li
                        key={opening.slug}
                        className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
                        data-testid="careers-opening"
                      >
                        <h4 className="text-base font-bold text-brand-navy">
                          <Link to={opening.link} className="hover:text-brand-green hover:underline">
                            {opening.title}
                          </Link>
                        </h4>
                        <OpeningFacts opening={opening} compact />
                        <p className="mt-2 flex-1 text-sm text-slate-700">{opening.summary}</p>
                        <p className="mt-3">
                          <Link
                            to={opening.link}
                            className="text-sm font-semibold text-brand-green underline"
                            aria-label={`View the job and apply: ${opening.title}`}
                          >
                            View the job and apply
                          </Link>
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </section>

      <section
        aria-labelledby="general-heading"
        className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <div className="min-w-0">
          <h2 id="general-heading" className="text-xl font-bold text-brand-navy">
            Apply
          </h2>
          <p className="mt-2 mb-4 text-slate-700">
            Choose one of the positions above, or send a general application: we keep your résumé on file for
            a year and contact you when a job that fits opens.
          </p>
          <CareersApplicationForm
            openings={openings.map((opening) => ({ slug: opening.slug, title: opening.title }))}
            selected="general"
          />
        </div>
        <aside className="space-y-4 text-sm text-slate-700" aria-label="How we hire">
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h3 className="font-semibold text-brand-navy">How we hire</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>We read every application and answer within two weeks.</li>
              <li>A 30-minute phone call with the hiring manager.</li>
              <li>
                A visit to Columbus (or a video call for remote jobs) to meet the team and see the plant.
              </li>
              <li>An offer in writing, usually within a week of the visit.</li>
            </ol>
          </div>
          <p>
            {brandName} is an equal opportunity employer. We consider every applicant without regard to race,
            colour, religion, sex, sexual orientation, gender identity, national origin, age, disability or
            veteran status.
          </p>
        </aside>
      </section>
    </div>
  );
}
