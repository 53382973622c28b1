import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { SupportForm } from "../../features/forms/SupportForm.tsx";
import { BUSINESS_HOURS, senderPrefill, telLink } from "../../features/forms/site-page.ts";
import type { Route } from "./+types/support";

/** `/support` (ROUTE-29): product support, warranty, orders and documents, and the support request form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, viewer } = getPageContext(context);
  return {
    brandName: config.brand.name,
    contact: config.contact,
    canonical: absoluteUrl(new URL(request.url).origin, "/support"),
    prefill: senderPrefill(viewer),
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Support | ${loaderData.brandName}`,
    description:
      "Help with LED fixtures after the sale: installation and wiring, 0-10 V dimming and sensors, warranty claims, order status and tracking, spec sheets, IES files and installation guides.",
    canonical: loaderData.canonical,
  });
}

const linkClass = "text-brand-green underline";

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const { contact, brandName } = loaderData;
  const topics = [
    {
      title: "Product support",
      text: "Wiring diagrams, 0-10 V dimming compatibility, occupancy and daylight sensors, emergency battery packs and mounting questions, answered by application engineers.",
      links: [{ to: "/lightdesignlayoutrequest", label: "Request a lighting layout" }],
    },
    {
      title: "Warranty",
      text: `${brandName} fixtures carry a 5- or 10-year limited warranty depending on the series. File a claim with the order or invoice number, the SKU and photos of the label and the failure.`,
      links: [
        { to: "/warranty", label: "Read the warranty policy" },
        { to: "/warranty-claim", label: "File a warranty claim" },
      ],
    },
    {
      title: "Orders",
      text: "Order status, tracking numbers, invoices and returns are in your account. For a change to an order that has not shipped, send a request below with the order number.",
      links: [
        { to: "/user?tab=my-quotes-/-projects", label: "Your account" },
        { to: "/quick-order", label: "Quick order by SKU" },
      ],
    },
    {
      title: "Documents",
      text: "Every product page has its specification sheet, IES photometric file and installation guide. Catalogues, brochures and forms are in the literature library.",
      links: [
        { to: "/literature", label: "Literature library" },
        { to: "/download-forms", label: "Forms (credit, tax exemption, returns)" },
      ],
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Support" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Support</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-600">
        Help after the sale, from the people who design and build the fixtures. Call technical support at{" "}
        <a className={linkClass} href={telLink(contact.phone)}>
          {contact.phone}
        </a>{" "}
        ({BUSINESS_HOURS}) or send a support request: it reaches the support team with your order and SKU.
      </p>
      <section aria-labelledby="support-topics">
        <h2 id="support-topics" className="sr-only">
          How we help
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map((topic) => (
            <li key={topic.title} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-bold text-brand-navy">{topic.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{topic.text}</p>
              <ul className="mt-3 space-y-1 text-sm">
                {topic.links.map((link) => (
                  <li key={link.to}>
                    <Link className={linkClass} to={link.to}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="support-request" className="mt-10 max-w-4xl">
        <h2 id="support-request" className="mb-4 text-xl font-bold text-brand-navy">
          Send a support request
        </h2>
        <SupportForm prefill={loaderData.prefill} />
      </section>
    </div>
  );
}
