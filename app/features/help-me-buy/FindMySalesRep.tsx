import { Form, Link } from "react-router";
import { telHref } from "../../../lib/shared/contact-links.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { optionHref } from "./options.ts";

type Rep = { id: string; name: string; email: string; phone: string | null; territory: string };

/**
 * Help me buy, `find-my-salesrep`: a ZIP code (placed in its state) or a state code, and the sales reps
 * whose territory covers it, found by API-63 (the accounts module's sales rep lookup).
 */
export function FindMySalesRep({
  where,
  territory,
  error,
  reps,
  phone,
  brandName,
}: {
  where: string;
  territory: string | null;
  error: string | null;
  reps: Rep[] | null;
  phone: string;
  brandName: string;
}) {
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Find My Sales Rep</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Independent lighting agencies represent {brandName} in each territory. Your rep runs project pricing,
        specification support, samples and mock-ups, and coordinates with your distributor.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Find a sales rep">
        <input type="hidden" name="option" value="find-my-salesrep" />
        <div>
          <label htmlFor="salesrep-where" className="block text-sm font-semibold text-slate-700">
            ZIP code or state
          </label>
          <input
            id="salesrep-where"
            name="where"
            defaultValue={where}
            maxLength={10}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "salesrep-error" : "salesrep-hint"}
            className={`mt-1 w-44 ${inputClass} border-slate-300`}
          />
          <p id="salesrep-hint" className="mt-1 text-xs text-slate-600">
            e.g. 43215 or OH
          </p>
        </div>
        <button
          type="submit"
          className="rounded bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          Find my rep
        </button>
      </Form>
      {error && (
        <p id="salesrep-error" role="alert" className="mt-3 text-sm font-semibold text-brand-red">
          {error}
        </p>
      )}
      {reps && territory && (
        <section aria-labelledby="salesrep-results" className="mt-6">
          <h2 id="salesrep-results" className="text-xl font-semibold text-brand-navy">
            Sales reps for {territory}
          </h2>
          {reps.length === 0 ? (
            <p className="mt-2 text-slate-700" data-testid="salesrep-none">
              {territory} is served by our inside sales team: call{" "}
              <a href={telHref(phone)} className="font-semibold text-brand-navy underline">
                {phone}
              </a>{" "}
              or{" "}
              <Link
                to={optionHref("find-my-wholeseller")}
                className="font-semibold text-brand-navy underline"
              >
                find your nearest distributor
              </Link>
              .
            </p>
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {reps.map((rep) => (
                <li
                  key={rep.id}
                  className="rounded border border-slate-200 bg-white p-4"
                  data-testid="salesrep"
                >
                  <h3 className="font-semibold text-brand-navy">{rep.name}</h3>
                  <p className="text-sm text-slate-600">Territory: {rep.territory.split(/\s+/).join(", ")}</p>
                  <p className="mt-2 flex flex-col gap-1 text-sm">
                    {rep.phone && (
                      <a href={telHref(rep.phone)} className="font-semibold text-brand-navy underline">
                        {rep.phone}
                      </a>
                    )}
                    <a
                      href={`mailto:${rep.email}`}
                      className="font-semibold break-all text-brand-navy underline"
                    >
                      {rep.email}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
