import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ContactForm } from "../../features/forms/ContactForm.tsx";
import { BUSINESS_HOURS, senderPrefill, telLink } from "../../features/forms/site-page.ts";
import type { Route } from "./+types/contact-us";

/** `/contact-us` (ROUTE-28): the contact form, and the address, phone, email and hours. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, viewer } = getPageContext(context);
  return {
    brandName: config.brand.name,
    contact: config.contact,
    canonical: absoluteUrl(new URL(request.url).origin, "/contact-us"),
    prefill: senderPrefill(viewer),
  };
}

/** The prefill is the signed-in person's: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Contact Us | ${loaderData.brandName}`,
    description: `Ask ${loaderData.brandName} about LED fixtures, pricing, lighting design or a distributor near you: send a message, call the sales desk or visit us in Columbus.`,
    canonical: loaderData.canonical,
  });
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  const { contact, brandName } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Contact Us" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Contact Us</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-600">
        Questions about a fixture, a price, a lead time or a lighting layout? Our inside sales team works with
        contractors, distributors, specifiers and facility managers every day. Send a message and the right
        person answers within one business day.
      </p>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactForm prefill={loaderData.prefill} />
        <aside className="space-y-6" aria-labelledby="reach-us">
          <section className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
            <h2 id="reach-us" className="text-lg font-bold text-brand-navy">
              Reach {brandName}
            </h2>
            <dl className="mt-3 space-y-3 text-slate-700">
              <div>
                <dt className="text-sm font-semibold">Headquarters and factory</dt>
                <dd>
                  <address className="not-italic">{contact.address}</address>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold">Sales desk</dt>
                <dd>
                  <a className="text-brand-green underline" href={telLink(contact.phone)}>
                    {contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold">Email</dt>
                <dd>
                  <a className="break-all text-brand-green underline" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold">Hours</dt>
                <dd>{BUSINESS_HOURS}</dd>
              </div>
            </dl>
          </section>
          <section className="rounded-lg border border-slate-200 p-4 sm:p-5">
            <h2 className="text-lg font-bold text-brand-navy">Looking for something specific?</h2>
            <ul className="mt-3 space-y-2 text-slate-700">
              <li>
                <Link className="text-brand-green underline" to="/help-me-buy?option=find-my-wholeseller">
                  Find a distributor near you
                </Link>
              </li>
              <li>
                <Link className="text-brand-green underline" to="/lightdesignlayoutrequest">
                  Request a free lighting layout
                </Link>
              </li>
              <li>
                <Link className="text-brand-green underline" to="/support">
                  Product support, warranty and documents
                </Link>
              </li>
              <li>
                <Link className="text-brand-green underline" to="/credit-application">
                  Apply for a credit account
                </Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
