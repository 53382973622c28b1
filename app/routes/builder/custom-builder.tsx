import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { defaultScxSelection, SCX_BUILDER_PATH, scxGroups } from "../../../lib/builder/scx.ts";
import { scxDrawing } from "../../../lib/builder/scx-drawing.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ScxDrawingView } from "../../features/designs/ScxDrawingView.tsx";
import type { Route } from "./+types/custom-builder";

/**
 * `/custom-builder` (ROUTE-10, DESIGN-01): the custom builder's entry page, inside the site's header
 * and footer (HDR-09 shows them here, and hides them on the builder itself): the configurable SCX
 * series with a drawing, what can be configured, and the way into the builder.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { brandName: getPageContext(context).config.brand.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = "Custom Builder";
  return [
    { title: loaderData ? `${title} | ${loaderData.brandName}` : title },
    {
      name: "description",
      content: "Configure an SCX linear fixture built to order: length, output, colour, optics, controls.",
    },
  ];
}

export default function CustomBuilder() {
  const drawing = scxDrawing(defaultScxSelection);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Custom Builder" }]} />
      <div className="mt-4 grid items-start gap-8 lg:grid-cols-2">
        <div>
          <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">Custom Builder</h1>
          <p className="mt-2 text-lg font-semibold text-slate-800">
            SCX Linear Architectural, built to order
          </p>
          <p className="mt-3 text-slate-600">
            The SCX series is made to your specification: choose each option below, see the catalog number,
            lead time and price change as you go, and save the design to your account to order it, share its
            spec sheet or come back to it later.
          </p>
          <Link
            to={SCX_BUILDER_PATH}
            className="mt-6 inline-flex items-center gap-2 rounded-md bg-brand-green px-5 py-3 font-semibold text-white hover:opacity-90"
          >
            Start building an SCX fixture
            <ArrowRight aria-hidden size={18} />
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <ScxDrawingView drawing={drawing} />
        </div>
      </div>
      <section aria-labelledby="configurable-title" className="mt-10">
        <h2 id="configurable-title" className="text-xl font-bold text-brand-navy">
          What you can configure
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {scxGroups.map((group) => (
            <li key={group.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="font-bold text-brand-navy">{group.label}</p>
              <p className="text-sm text-slate-600">{group.help}</p>
              <p className="mt-1 text-sm text-slate-800">
                {group.choices.map((choice) => choice.label).join(", ")}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
