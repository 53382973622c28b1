import { Link } from "react-router";
import { LAYOUT_REQUEST_PATH } from "../../../lib/shared/contact-links.ts";

/** Help me buy, `design-my-project`: the free layout service, leading to the layout request form. */
export function DesignMyProject({ brandName }: { brandName: string }) {
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Design My Project</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Our lighting designers lay out your project at no charge. Send a floor plan (PDF, DWG or a photo of a
        sketch), the ceiling heights and what the space is used for; we return a photometric layout that meets
        the IES recommended light levels, with {brandName} fixtures that fit your budget.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="design-what" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="design-what" className="text-lg font-semibold text-brand-navy">
            What you get
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>A point-by-point photometric plan with average, maximum and minimum footcandles</li>
            <li>A fixture schedule with SKUs, quantities and mounting heights</li>
            <li>Lighting power density against ASHRAE 90.1 and your local energy code</li>
            <li>An energy and payback estimate against your existing fixtures</li>
            <li>DLC-listed options, so the project qualifies for utility rebates</li>
          </ul>
        </section>
        <section aria-labelledby="design-send" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="design-send" className="text-lg font-semibold text-brand-navy">
            What to send
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>A scaled floor plan or reflected ceiling plan</li>
            <li>Ceiling or mounting heights and the ceiling type (grid, hard lid, open deck)</li>
            <li>The use of each area: warehouse aisles, offices, classrooms, parking</li>
            <li>The fixtures there today, if it is a retrofit</li>
          </ul>
        </section>
        <section aria-labelledby="design-when" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="design-when" className="text-lg font-semibold text-brand-navy">
            How long it takes
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Most layouts are back within three business days; a large site or a parking lot with poles takes
            up to a week. You can follow your request under My Lighting Layouts when you are signed in.
          </p>
        </section>
      </div>
      <p className="mt-6">
        <Link
          to={LAYOUT_REQUEST_PATH}
          className="inline-block rounded bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          Request a free lighting layout
        </Link>
      </p>
    </>
  );
}
