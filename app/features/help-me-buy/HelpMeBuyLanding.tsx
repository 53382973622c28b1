import { Link } from "react-router";
import { telHref } from "../../../lib/shared/contact-links.ts";
import { OptionIcon } from "./OptionIcon.tsx";
import { helpMeBuyOptions, optionHref } from "./options.ts";

/** `/help-me-buy` without an option (ROUTE-09): the four ways to buy, each its own link. */
export function HelpMeBuyLanding({ brandName, phone }: { brandName: string; phone: string }) {
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Help Me Buy</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {brandName} sells through stocking electrical distributors and independent lighting agencies, so
        contractors and facility managers get local stock, local service and project pricing. Pick the help
        you need: a free lighting layout, the distributor nearest your job site, your sales rep, or a bill of
        materials you can price, export and turn into a quote.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Ways we help you buy">
        {helpMeBuyOptions.map((o) => (
          <li key={o.option}>
            <Link
              to={optionHref(o.option)}
              className="flex h-full gap-4 rounded border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-navy focus-visible:border-brand-navy"
            >
              <OptionIcon option={o.option} />
              <span>
                <span className="block text-lg font-semibold text-brand-navy">{o.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{o.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold text-brand-navy">Rather talk it through?</h2>
      <p className="mt-2 text-slate-600">
        Call our customer service team at{" "}
        <a href={telHref(phone)} className="font-semibold text-brand-navy underline">
          {phone}
        </a>
        , Monday to Friday, 8 am to 6 pm Eastern. Have your fixture schedule or the SKUs you are comparing at
        hand.
      </p>
    </>
  );
}
