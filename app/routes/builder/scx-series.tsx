import { ArrowLeft } from "lucide-react";
import { Link, useLocation } from "react-router";
import { defaultScxSelection } from "../../../lib/builder/scx.ts";
import { authLink } from "../../../lib/shared/redirects.ts";
import { getPageContext } from "../../context.ts";
import { privatePageHeaders, uuidParam } from "../../features/cart/account-page-route.tsx";
import { ScxConfigurator } from "../../features/designs/ScxConfigurator.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/scx-series";

/**
 * `/custom-builder/SCX-SERIES` (ROUTE-11, DESIGN-01, DESIGN-02): the full-screen SCX configurator,
 * without the site's header and footer (HDR-09: the layout leaves them out on any path containing
 * `custom-builder/`). The viewer's prices come from the designs module (the SCX base fixture's list
 * price and the account's price list rule for it); `?design=` opens one of the viewer's saved designs
 * (another person's is the 404 page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const { viewer, designs, config } = pageContext;
  const url = new URL(request.url);
  const designId = url.searchParams.get("design");
  const design = designId && viewer ? await loaderCall(designs.get(viewer, uuidParam(designId))) : null;
  return {
    brandName: config.brand.name,
    pricing: await designs.pricing(viewer),
    viewer: viewer
      ? { signedIn: true, cartAccess: viewer.cartAccess }
      : { signedIn: false, cartAccess: false },
    design: design ? { id: design.id, name: design.name, configuration: design.configuration } : null,
  };
}

// The account's price and saved designs are the viewer's own.
export const headers = privatePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = "SCX Series Custom Builder";
  return [{ title: loaderData ? `${title} | ${loaderData.brandName}` : title }];
}

export default function ScxSeriesBuilder({ loaderData }: Route.ComponentProps) {
  const { pricing, viewer, design, brandName } = loaderData;
  // From the location, not the loader's URL: a client navigation's loader sees the `.data` request.
  const location = useLocation();
  const loginHref = authLink("/login", location);
  return (
    // Room at the end, so the chat's launcher (bottom right, on every page) never covers the last option.
    <div className="min-h-screen bg-slate-50 pb-20">
      <header className="border-b border-slate-200 bg-brand-navy text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link
            to="/custom-builder"
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold underline-offset-2 hover:underline"
          >
            <ArrowLeft aria-hidden size={16} />
            Exit builder
          </Link>
          <p className="text-sm opacity-80">{brandName}</p>
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-4">
          <h1 className="text-2xl font-bold sm:text-3xl">SCX Series Custom Builder</h1>
          {design && <p className="mt-1 text-sm opacity-90">Opened from your design "{design.name}"</p>}
        </div>
      </header>
      <ScxConfigurator
        key={design?.id ?? "new"}
        pricing={pricing}
        initial={design?.configuration ?? defaultScxSelection}
        viewer={viewer}
        loginHref={loginHref}
      />
    </div>
  );
}
