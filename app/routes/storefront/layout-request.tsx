import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { LayoutRequestForm } from "../../features/layouts/LayoutRequestForm.tsx";
import type { Route } from "./+types/layout-request";

/** `/lightdesignlayoutrequest` (ROUTE-08): the lighting layout request form, for guests and customers. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, config } = getPageContext(context);
  const account = viewer
    ? [...viewer.accounts, ...viewer.assignedAccounts].find((a) => a.id === viewer.workingAccountId)
    : undefined;
  return {
    brandName: config.brand.name,
    prefill: {
      name: viewer ? `${viewer.fname} ${viewer.lname}`.trim() : "",
      email: viewer?.email ?? "",
      phone: "",
      company: account?.name ?? "",
      signedIn: viewer !== null,
    },
  };
}

/** The prefill is the signed-in person's: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Lighting Design Request | ${loaderData?.brandName ?? ""}` }];
}

export default function LayoutRequestPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Lighting Design Request" }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Lighting Design Request</h1>
      <p className="mt-2 mb-6 text-slate-600">
        Tell us about your space and send your floor plans: our design team prepares a lighting layout with
        fixtures, spacing and light levels, free of charge.
      </p>
      <LayoutRequestForm prefill={loaderData.prefill} />
    </div>
  );
}
