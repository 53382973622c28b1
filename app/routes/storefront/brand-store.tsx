import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { BrandStoreForm } from "../../features/forms/BrandStoreForm.tsx";
import { siteFormAction } from "../../features/forms/site-form-action.ts";
import { siteFormResult } from "../../features/forms/site-form-view.ts";
import { senderPrefill } from "../../features/forms/site-page.ts";
import type { Route } from "./+types/brand-store";

/** `/brand-store` (ROUTE-19): branded merchandise at cost, asked for with a request (no payment here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, viewer } = getPageContext(context);
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(new URL(request.url).origin, "/brand-store"),
    prefill: senderPrefill(viewer),
    formKey: crypto.randomUUID(),
  };
}

/** The request posted without JavaScript (with it, the form sends to the forms API). */
export async function action({ request, context }: Route.ActionArgs) {
  return siteFormAction("brand-store", request, context);
}

/** The prefill is the signed-in person's: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Brand Store | ${loaderData.brandName}`,
    description: `${loaderData.brandName} caps, polos, jackets, hard hats, flashlights and tool bags for distributors, agents and installers: sold at cost and invoiced with your next order.`,
    canonical: loaderData.canonical,
  });
}

export default function BrandStorePage({ loaderData, actionData }: Route.ComponentProps) {
  const { brandName } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Brand Store" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Brand Store</h1>
      <div className="mt-2 mb-6 max-w-3xl space-y-2 text-slate-600">
        <p>
          Branded gear for the distributors, sales agents and installers who put {brandName} fixtures on
          jobsites and counters: caps and polos for the trade show, jackets and hard hats for the site walk,
          and a flashlight that is one of our own LEDs.
        </p>
        <p>
          Everything is sold at our cost and invoiced with your next order: there is no payment on this site.
          Enter the quantities, tell us where to ship, and we confirm availability and the shipping date
          within two business days. Sizes and colours go in the notes.
        </p>
        <p className="text-sm">
          Ordering fixtures instead?{" "}
          <Link className="text-brand-green underline" to="/quick-order">
            Quick order by SKU
          </Link>{" "}
          or{" "}
          <Link className="text-brand-green underline" to="/contact-us">
            contact our sales desk
          </Link>
          .
        </p>
      </div>
      <BrandStoreForm
        prefill={loaderData.prefill}
        brandName={brandName}
        formKey={loaderData.formKey}
        result={siteFormResult(actionData)}
      />
    </div>
  );
}
