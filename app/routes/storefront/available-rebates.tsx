import { Link } from "react-router";
import {
  type CoveredState,
  type RebateMeasureView,
  type RebateProgramView,
  rebateLookupSchema,
  ZIP_MESSAGE,
} from "../../../lib/rebates/contract.ts";
import { annualKwhSaved, CLOSING_SOON_DAYS, customRebateCents } from "../../../lib/rebates/rebate.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { inputClass } from "../../features/accounts/FormField.tsx";
import { cardClass, primaryButton, secondaryButton } from "../../features/accounts/styles.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import type { Route } from "./+types/available-rebates";

const REBATES_PATH = "/available-rebates";

const STATE_NAMES: Record<string, string> = {
  CA: "California",
  CO: "Colorado",
  IL: "Illinois",
  MN: "Minnesota",
  NY: "New York",
  OH: "Ohio",
};

/**
 * `/available-rebates` (ROUTE-14, issue 15 item 4): the utility programs that serve a ZIP code, their
 * per-fixture rebates by DLC tier with the catalogue's qualifying fixtures, and the payback calculator
 * with a fixture's rebate filled in. A GET form: it works without JavaScript and a lookup is a link.
 * Without a ZIP code: the form and the states covered. A ZIP code that is not valid is a field error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, rebates } = getPageContext(context);
  const url = new URL(request.url);
  const base = {
    brandName: config.brand.name,
    // One canonical page: a ZIP code is a person's lookup.
    canonical: absoluteUrl(url.origin, REBATES_PATH),
    states: await rebates.coveredStates(),
  };
  const zip = url.searchParams.get("zip");
  if (zip === null) return { ...base, zip: "", error: null, answer: null };
  const parsed = rebateLookupSchema.safeParse({
    zip,
    measure: url.searchParams.get("measure") ?? undefined,
    offset: url.searchParams.get("offset") ?? undefined,
  });
  if (!parsed.success) {
    const zipValid = rebateLookupSchema.shape.zip.safeParse(zip);
    if (!zipValid.success) return { ...base, zip: zip.slice(0, 10), error: ZIP_MESSAGE, answer: null };
    // A bad page number is not the person's input: the first page.
    return {
      ...base,
      zip: zipValid.data,
      error: null,
      answer: await rebates.find({ zip: zipValid.data, offset: 0, limit: 6 }),
    };
  }
  return { ...base, zip: parsed.data.zip, error: null, answer: await rebates.find(parsed.data) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Available LED Lighting Rebates by ZIP Code | ${loaderData.brandName}`,
    description:
      "Find the utility rebates for LED fixtures where your project is: prescriptive rebates per fixture by DLC tier, custom rebates per kWh saved, deadlines, the qualifying catalogue fixtures and their payback.",
    canonical: loaderData.canonical,
  });
}

const longDate = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });

export default function AvailableRebatesPage({ loaderData }: Route.ComponentProps) {
  const { zip, error, answer, states, brandName } = loaderData;
  const open = answer?.programs.filter((p) => p.status !== "expired") ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Available Rebates" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Available Rebates</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Utilities pay businesses to replace metal halide and fluorescent lighting with efficient LED fixtures.
        Enter the ZIP code of the building to see the programs that serve it, what each DLC-listed {brandName}{" "}
        fixture earns, and how fast the project pays back with the rebate.
      </p>

      <form
        method="get"
        action={REBATES_PATH}
        aria-label="Find rebates by ZIP code"
        className={`${cardClass} mt-6 max-w-xl`}
      >
        <label htmlFor="rebate-zip" className="block text-sm font-semibold text-slate-700">
          ZIP code of the project
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id="rebate-zip"
            name="zip"
            defaultValue={zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "rebate-zip-error" : "rebate-zip-hint"}
            className={`${inputClass} max-w-40 flex-none`}
          />
          <button type="submit" className={primaryButton}>
            Find rebates
          </button>
        </div>
        {error ? (
          <p id="rebate-zip-error" className="mt-2 text-sm font-semibold text-brand-red">
            {error}
          </p>
        ) : (
          <p id="rebate-zip-hint" className="mt-2 text-sm text-slate-500">
            Five digits, e.g. 43215 (Columbus, Ohio) or 60601 (Chicago).
          </p>
        )}
      </form>

      {answer && (
        <section aria-labelledby="rebate-results-title" className="mt-8">
          <h2 id="rebate-results-title" className="text-xl font-bold text-brand-navy">
            {answer.programs.length === 0
              ? `No programs on file for ZIP code ${answer.zip}`
              : `${open.length} ${open.length === 1 ? "program" : "programs"} open for ZIP code ${answer.zip}`}
          </h2>
          {answer.programs.length === 0 ? (
            <p className="mt-2 max-w-3xl text-slate-600">
              We have no utility program on file for this ZIP code yet. Many utilities and states offer
              rebates we do not list: ask your utility's business energy-efficiency team, or{" "}
              <Link
                to="/lightdesignlayoutrequest"
                className="font-semibold text-brand-navy underline hover:text-brand-green"
              >
                request a lighting layout
              </Link>{" "}
              and our designers will look up the programs for your project.
            </p>
          ) : (
            <div className="mt-4 space-y-8">
              {answer.programs.map((program) => (
                <ProgramSection key={program.code} program={program} zip={answer.zip} />
              ))}
            </div>
          )}
        </section>
      )}

      <StatesCovered states={states} />

      <section aria-labelledby="rebate-how-title" className="mt-10 max-w-3xl">
        <h2 id="rebate-how-title" className="text-xl font-bold text-brand-navy">
          How the estimates work
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>
            Prescriptive rebates pay a fixed amount per fixture that is listed by the DesignLights Consortium
            (DLC). DLC Premium fixtures earn the Premium amount and also meet measures that ask for DLC
            Standard.
          </li>
          <li>
            Where a program caps the rebate at a share of the fixture's cost, the estimate applies the cap to
            the fixture's list price; your distributor's price may change it.
          </li>
          <li>
            Custom rebates pay per kWh the project saves in its first year, for projects the prescriptive list
            does not cover (controls, redesigns, unusual hours).
          </li>
          <li>
            Programs marked “closing soon” end within {CLOSING_SOON_DAYS} days; expired programs are listed so
            you know they closed. The utility's program rules and its approval decide the final amount.
          </li>
        </ul>
      </section>
    </div>
  );
}

function StatusBadge({ program }: { program: RebateProgramView }) {
  if (program.status === "expired")
    return (
      <span className="inline-block rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-700">
        Expired {longDate(program.endsOn)}
      </span>
    );
  if (program.status === "closing-soon")
    return (
      <span className="inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
        Closing soon: apply by {longDate(program.endsOn)}
      </span>
    );
  return (
    <span className="inline-block rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
      Open until {longDate(program.endsOn)}
    </span>
  );
}

/** The worked example of the custom track: the payback calculator's default retrofit. */
function customExample(custom: NonNullable<RebateProgramView["custom"]>) {
  const kwh = annualKwhSaved({ fixtures: 100, existingWatts: 400, newWatts: 150, hoursPerYear: 12 * 365 });
  const rebate = customRebateCents({
    annualKwhSaved: kwh,
    centsPerKwh: custom.centsPerKwh,
    projectCostCents: 100 * (250_00 + 75_00),
    capPercent: custom.capPercent,
  });
  return `For example, 100 metal halide high bays of 400 W replaced by 150 W LED high bays, lit 12 hours a day all year, save ${kwh.toLocaleString("en-US")} kWh a year: about ${formatCents(rebate)}.`;
}

function ProgramSection({ program, zip }: { program: RebateProgramView; zip: string }) {
  const expired = program.status === "expired";
  return (
    <article
      aria-labelledby={`program-${program.code}`}
      data-testid={`program-${program.code}`}
      className={`${cardClass} ${expired ? "bg-slate-50" : ""}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {program.utility} · {STATE_NAMES[program.state] ?? program.state}
          </p>
          <h3 id={`program-${program.code}`} className="text-lg font-bold text-brand-navy">
            {program.name}
          </h3>
        </div>
        <StatusBadge program={program} />
      </div>
      <p className="mt-2 text-slate-700">{program.description}</p>
      {!expired && program.capPercent !== null && (
        <p className="mt-1 text-sm text-slate-600">
          Rebates are capped at {program.capPercent}% of the fixture's cost.
        </p>
      )}
      {!expired && program.custom && (
        <p className="mt-2 text-sm text-slate-700">
          <strong>Custom projects:</strong> ${(program.custom.centsPerKwh / 100).toFixed(2)} per kWh saved in
          the first year
          {program.custom.capPercent !== null
            ? `, up to ${program.custom.capPercent}% of the project cost`
            : ""}
          . {customExample(program.custom)}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        <strong>How to apply:</strong> {program.howToApply}
      </p>
      {program.measures.length > 0 && (
        <div className="mt-4 space-y-6">
          {program.measures.map((measure) => (
            <MeasureBlock key={measure.id} measure={measure} zip={zip} />
          ))}
        </div>
      )}
    </article>
  );
}

function tierAmounts(measure: RebateMeasureView) {
  const premium = formatCents(measure.premiumCents);
  return measure.standardCents === null
    ? `${premium} per fixture, DLC Premium only`
    : `${formatCents(measure.standardCents)} DLC Standard · ${premium} DLC Premium per fixture`;
}

function MeasureBlock({ measure, zip }: { measure: RebateMeasureView; zip: string }) {
  const { items, total, offset, limit } = measure.products;
  const pageLink = (to: number) =>
    `${REBATES_PATH}?${new URLSearchParams({ zip, measure: String(measure.id), offset: String(to) })}#measure-${measure.id}`;
  return (
    <section
      id={`measure-${measure.id}`}
      aria-labelledby={`measure-${measure.id}-title`}
      className="scroll-mt-24"
    >
      <h4 id={`measure-${measure.id}-title`} className="font-bold text-slate-900">
        {measure.label}
      </h4>
      <p className="text-sm text-slate-600">
        {tierAmounts(measure)} · {measure.wattageMin}–{measure.wattageMax} W ·{" "}
        <Link
          to={measure.categoryLink}
          className="font-semibold text-brand-navy underline hover:text-brand-green"
        >
          {measure.subCategoryName ?? measure.categoryName}
        </Link>
      </p>
      {total === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No fixture of the catalogue qualifies for this measure yet.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {total} qualifying {total === 1 ? "fixture" : "fixtures"}
            {total > items.length ? `, ${offset + 1}–${offset + items.length} shown` : ""}:
          </p>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li
                key={item.sku}
                className="rounded border border-slate-200 p-3"
                data-testid="qualifying-product"
              >
                <Link
                  to={item.link}
                  className="font-semibold text-brand-navy underline hover:text-brand-green"
                >
                  {item.name}
                </Link>
                <p className="text-sm text-slate-600">
                  <span className="font-mono">{item.sku}</span> · {item.wattage} W · {item.dlcListing} · list{" "}
                  {formatCents(item.listPriceCents)}
                </p>
                <p className="mt-1 text-sm">
                  Estimated rebate:{" "}
                  <strong className="text-green-800" data-testid="estimated-rebate">
                    {formatCents(item.rebateCents)}
                  </strong>{" "}
                  per fixture
                </p>
                <Link to={item.paybackLink} className={`${secondaryButton} mt-2`}>
                  Payback with this rebate<span className="sr-only">: {item.sku}</span>
                </Link>
              </li>
            ))}
          </ul>
          {total > limit && (
            <nav
              aria-label={`More fixtures for ${measure.label}`}
              className="mt-3 flex flex-wrap gap-3 text-sm"
            >
              {offset > 0 && (
                <Link to={pageLink(Math.max(0, offset - limit))} className={secondaryButton}>
                  Previous fixtures
                </Link>
              )}
              {offset + limit < total && (
                <Link to={pageLink(offset + limit)} className={secondaryButton}>
                  More fixtures
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function StatesCovered({ states }: { states: CoveredState[] }) {
  return (
    <section aria-labelledby="rebate-states-title" className="mt-10">
      <h2 id="rebate-states-title" className="text-xl font-bold text-brand-navy">
        States and utilities covered
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {states.map((state) => (
          <li key={state.state} className="rounded border border-slate-200 bg-white px-3 py-2">
            <span className="font-semibold text-slate-900">{STATE_NAMES[state.state] ?? state.state}</span>
            <span className="text-slate-600">: {state.utilities.join(", ")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
