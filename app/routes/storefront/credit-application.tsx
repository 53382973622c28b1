import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { CreditApplicationForm } from "../../features/forms/CreditApplicationForm.tsx";
import { siteFormAction } from "../../features/forms/site-form-action.ts";
import { siteFormResult } from "../../features/forms/site-form-view.ts";
import { BUSINESS_HOURS, senderPrefill, telLink } from "../../features/forms/site-page.ts";
import type { Route } from "./+types/credit-application";

/** `/credit-application` (ROUTE-27): the credit application, sent online and kept as a PDF. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, viewer } = getPageContext(context);
  const sender = senderPrefill(viewer);
  return {
    brandName: config.brand.name,
    contact: config.contact,
    canonical: absoluteUrl(new URL(request.url).origin, "/credit-application"),
    prefill: {
      legalName: sender.company,
      apName: "",
      email: "",
      signatureName: sender.name,
      signatureDate: new Date().toISOString().slice(0, 10),
    },
    formKey: crypto.randomUUID(),
  };
}

/** The application posted without JavaScript (with it, the form sends to the forms API). */
export async function action({ request, context }: Route.ActionArgs) {
  return siteFormAction("credit-application", request, context);
}

/** The prefill is the signed-in person's, and the answer carries the PDF's secret: never cached. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Credit Application | ${loaderData.brandName}`,
    description: `Apply for net 30 terms with ${loaderData.brandName}: company details, three trade references, a bank reference and your signature, online in about ten minutes, with a PDF copy for your records.`,
    canonical: loaderData.canonical,
  });
}

export default function CreditApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brandName, contact } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Credit Application" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Credit Application</h1>
      <div className="grid gap-8 pt-2 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <p className="mb-6 max-w-3xl text-slate-600">
            Open a credit account with {brandName} and buy on net 30 terms. Fill in the five sections below:
            it takes about ten minutes with your EIN, three trade references and your bank's details at hand.
            You get a reference number and a PDF of your application right away.
          </p>
          <CreditApplicationForm
            prefill={loaderData.prefill}
            formKey={loaderData.formKey}
            brandName={brandName}
            result={siteFormResult(actionData)}
          />
        </div>
        <aside className="space-y-6" aria-labelledby="credit-help">
          <section className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
            <h2 id="credit-help" className="text-lg font-bold text-brand-navy">
              What happens next
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
              <li>Our credit department reviews your application within three business days.</li>
              <li>We contact your trade and bank references about payment history.</li>
              <li>You hear from us by email with your credit line and account number.</li>
            </ol>
          </section>
          <section className="rounded-lg border border-slate-200 p-4 sm:p-5">
            <h2 className="text-lg font-bold text-brand-navy">Prefer paper?</h2>
            <p className="mt-2 text-sm text-slate-700">
              Print the fillable PDF from{" "}
              <Link className="text-brand-green underline" to="/download-forms">
                Download Forms
              </Link>
              , sign it and email it to{" "}
              <a className="break-all text-brand-green underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
              .
            </p>
            <p className="mt-2 text-sm text-slate-700">
              Questions? Call{" "}
              <a className="text-brand-green underline" href={telLink(contact.phone)}>
                {contact.phone}
              </a>
              , {BUSINESS_HOURS}.
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
