import { Link } from "react-router";
import type { OpeningSummary } from "../../../server/modules/content/index.ts";
import { ContentIllustration } from "../content/ContentIllustration.tsx";
import { CareersApplicationForm } from "./CareersApplicationForm.tsx";
import { OpeningFacts } from "./OpeningFacts.tsx";

/** A department with openings: its name and how many (the filter's choices). */
export type DepartmentCount = { department: string; count: number };
/** A department's openings, as the list shows them under its heading. */
export type DepartmentOpenings = { department: string; openings: readonly OpeningSummary[] };

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

/** The page's heading: who we are and what we make, with a link down to the openings. */
export function CareersIntro({ brandName }: { brandName: string }) {
  return (
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
          If you like solving practical problems with people who care about the result, we would like to hear
          from you.{" "}
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
  );
}

/** The reasons to work here: benefits, training and the company. */
export function WhyJoin({ brandName }: { brandName: string }) {
  return (
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
  );
}

/** The openings taking applications: filtered by department, or the empty state. */
export function OpenPositions({
  openingCount,
  departments,
  department,
  shown,
}: {
  openingCount: number;
  departments: readonly DepartmentCount[];
  /** The department filtered by, or null for all of them. */
  department: string | null;
  shown: readonly DepartmentOpenings[];
}) {
  return (
    <section aria-labelledby="openings-heading" id="openings" className="mt-10 scroll-mt-40">
      <h2 id="openings-heading" className="text-xl font-bold text-brand-navy">
        Open positions
      </h2>
      {openingCount === 0 ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5" data-testid="careers-empty">
          <p className="font-semibold text-brand-navy">We have no open positions right now.</p>
          <p className="mt-1 text-slate-700">
            Send a general application below: we keep your résumé on file and contact you when a job that fits
            your experience opens.
          </p>
        </div>
      ) : (
        <>
          <DepartmentFilter
            choices={[{ department: null, count: openingCount }, ...departments]}
            department={department}
          />
          <div className="mt-6 space-y-8" data-testid="careers-openings">
            {shown.map((group) => (
              <DepartmentSection key={group.department} group={group} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

const filterLink = (value: string | null) =>
  value ? `/careers?department=${encodeURIComponent(value)}` : "/careers";

/** The department filter: one link for all departments and one for each with openings, the current one marked. */
function DepartmentFilter({
  choices,
  department,
}: {
  choices: readonly { department: string | null; count: number }[];
  department: string | null;
}) {
  return (
    <nav aria-label="Filter by department" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {choices.map((item) => {
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
  );
}

/** A department's heading and its openings as cards. */
function DepartmentSection({ group }: { group: DepartmentOpenings }) {
  return (
    <section aria-labelledby={`dept-${group.department}`}>
      <h3
        id={`dept-${group.department}`}
        className="border-b border-slate-200 pb-1 text-lg font-bold text-brand-navy"
      >
        {group.department}
      </h3>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {group.openings.map((opening) => (
          <OpeningCard key={opening.slug} opening={opening} />
        ))}
      </ul>
    </section>
  );
}

/** One opening: its title, where and how it works, its summary and the link to apply. */
function OpeningCard({ opening }: { opening: OpeningSummary }) {
  return (
    <li
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
  );
}

/** The application (for an opening or a general one) beside how we hire and the equal opportunity note. */
export function GeneralApplication({
  brandName,
  openings,
}: {
  brandName: string;
  openings: readonly Pick<OpeningSummary, "slug" | "title">[];
}) {
  return (
    <section
      aria-labelledby="general-heading"
      className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div className="min-w-0">
        <h2 id="general-heading" className="text-xl font-bold text-brand-navy">
          Apply
        </h2>
        <p className="mt-2 mb-4 text-slate-700">
          Choose one of the positions above, or send a general application: we keep your résumé on file for a
          year and contact you when a job that fits opens.
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
            <li>A visit to Columbus (or a video call for remote jobs) to meet the team and see the plant.</li>
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
  );
}
