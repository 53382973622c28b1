import { paybackValues } from "../../../lib/energy/payback-fields.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { PAYBACK_PATH, PaybackCalculator } from "../../features/payback/PaybackCalculator.tsx";
import { paybackOutcome } from "../../features/payback/payback-outcome.ts";
import type { Route } from "./+types/payback-calculator";

/**
 * `/payback-calculator` (ROUTE-13): the LED retrofit payback calculator. Its inputs are the query
 * string, validated here with zod: a bad value is a field error on the form, never an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getPageContext(context);
  const url = new URL(request.url);
  const values = paybackValues(url.searchParams);
  return {
    brandName: config.brand.name,
    // One canonical page for every calculation: the query string is a person's inputs.
    canonical: absoluteUrl(url.origin, PAYBACK_PATH),
    values,
    outcome: paybackOutcome(values),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `LED Payback Calculator | ${loaderData.brandName}`,
    description:
      "Work out what an LED lighting retrofit saves: annual kWh and dollars, simple payback in months, 10-year net savings and CO₂ avoided, with your fixture counts, wattages, hours, energy rate and rebate.",
    canonical: loaderData.canonical,
  });
}

export default function PaybackCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Payback Calculator" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">LED Payback Calculator</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-600">
        Compare your existing fixtures with new LED fixtures: what they save in energy and maintenance each
        year, how many months the savings take to pay for the project after your utility's rebate, and the CO₂
        they keep out of the air. The link of a calculation opens it again, to share with a colleague.
      </p>
      <PaybackCalculator initialValues={loaderData.values} initialOutcome={loaderData.outcome} />
    </div>
  );
}
