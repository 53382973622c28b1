import { Form } from "react-router";
import type { NearestDistributors } from "../../../lib/distributors/contract.ts";
import { formatMiles } from "../../../lib/distributors/distance.ts";
import { telHref } from "../../../lib/shared/contact-links.ts";
import { inputClass } from "../accounts/FormField.tsx";

/**
 * Help me buy, `find-my-wholeseller` (AMB-19: the spec's spelling): a GET form of the ZIP code and the
 * nearest stocking distributors the server found, with distance, phone and a directions link.
 */
export function FindMyWholeseller({
  zip,
  error,
  nearest,
  phone,
}: {
  zip: string;
  error: string | null;
  nearest: NearestDistributors | null;
  phone: string;
}) {
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Find My Wholeseller</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Our stocking distributors keep the fast-moving troffers, downlights, high bays and wall packs on the
        shelf and can order anything in the catalogue. Enter the ZIP code of your job site to see the ten
        nearest branches.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Find a distributor">
        <input type="hidden" name="option" value="find-my-wholeseller" />
        <div>
          <label htmlFor="wholeseller-zip" className="block text-sm font-semibold text-slate-700">
            ZIP code
          </label>
          <input
            id="wholeseller-zip"
            name="zip"
            defaultValue={zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "wholeseller-error" : undefined}
            className={`mt-1 w-40 ${inputClass} border-slate-300`}
          />
        </div>
        <button
          type="submit"
          className="rounded bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          Find distributors
        </button>
      </Form>
      {error && (
        <p id="wholeseller-error" role="alert" className="mt-3 text-sm font-semibold text-brand-red">
          {error}
        </p>
      )}
      {nearest && (
        <section aria-labelledby="wholeseller-results" className="mt-6">
          <h2 id="wholeseller-results" className="text-xl font-semibold text-brand-navy">
            Distributors nearest {nearest.zip}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Straight-line distance from the centre of the {nearest.origin.place} ZIP code area. Call ahead to
            check stock for large orders.
          </p>
          <ol className="mt-4 grid gap-4 md:grid-cols-2" data-testid="distributor-list">
            {nearest.distributors.map((d) => (
              <li
                key={d.id}
                className="rounded border border-slate-200 bg-white p-4"
                data-testid="distributor"
              >
                <h3 className="font-semibold break-words text-brand-navy">{d.name}</h3>
                <p className="text-sm text-slate-600">{d.branch} branch</p>
                <p className="mt-1 text-sm font-semibold text-slate-800" data-testid="distributor-distance">
                  {formatMiles(d.distanceMiles)}
                </p>
                <address className="mt-1 text-sm text-slate-700 not-italic">
                  {d.street}
                  <br />
                  {d.city}, {d.state} {d.zip}
                </address>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <a href={telHref(d.phone)} className="font-semibold text-brand-navy underline">
                    {d.phone}
                  </a>
                  <a
                    href={d.directionsUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-navy underline"
                  >
                    Directions
                    <span className="sr-only">
                      {" "}
                      to {d.name}, {d.branch} (opens in a new tab)
                    </span>
                  </a>
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="mt-6 text-sm text-slate-600">
        No branch near you? Call{" "}
        <a href={telHref(phone)} className="font-semibold text-brand-navy underline">
          {phone}
        </a>{" "}
        and we will ship through the distributor that serves your area.
      </p>
    </>
  );
}
