import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ContentIllustration } from "../../features/content/ContentIllustration.tsx";
import { Prose } from "../../features/content/Prose.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/page";

/**
 * An editorial page of `content/pages/<slug>.md` at `/<slug>` (issue 15): our history (ROUTE-15, with
 * its timeline), warranty (ROUTE-25), terms and conditions (ROUTE-20) and privacy policy (ROUTE-21).
 * One module for each of those routes (app/routes.ts gives each an id); the path is the file's slug.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const page = await loaderCall(content.page(url.pathname.slice(1)));
  return { brandName: config.brand.name, canonical: absoluteUrl(url.origin, url.pathname), page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, brandName, canonical } = loaderData;
  return pageMeta({ title: `${page.title} | ${brandName}`, description: page.description, canonical });
}

const dateText = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: page.title }]} />
      <article className="mt-4">
        <header className="grid items-center gap-6 md:grid-cols-[3fr_2fr]">
          <div>
            <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{page.title}</h1>
            <p className="mt-2 text-slate-600">{page.description}</p>
            {page.updated && (
              <p className="mt-2 text-sm text-slate-500">
                Last updated <time dateTime={page.updated}>{dateText(page.updated)}</time>
              </p>
            )}
          </div>
          {page.illustration && <ContentIllustration {...page.illustration} />}
        </header>
        <div className="mt-4 max-w-3xl">
          <Prose html={page.html} />
        </div>
        {page.timeline.length > 0 && (
          <section aria-labelledby="timeline-heading" className="mt-10">
            <h2 id="timeline-heading" className="text-xl font-bold text-brand-navy">
              Timeline
            </h2>
            <ol className="mt-4 border-l-4 border-brand-green" data-testid="timeline">
              {page.timeline.map((event) => (
                <li key={event.year} className="relative mb-6 pl-6">
                  <span
                    aria-hidden
                    className="absolute top-1.5 -left-[11px] h-[18px] w-[18px] rounded-full border-4 border-white bg-brand-green"
                  />
                  <h3 className="text-lg font-semibold text-brand-navy">
                    <span className="mr-2 tabular-nums text-brand-green">{event.year}</span>
                    {event.title}
                  </h3>
                  <p className="mt-1 max-w-3xl text-slate-700">{event.text}</p>
                </li>
              ))}
            </ol>
          </section>
        )}
        {page.action && (
          <p className="mt-8">
            {/* A document load: the claim form's sign-in redirect is built from the request URL. */}
            <Link
              reloadDocument
              to={page.action.href}
              className="inline-block rounded-md bg-brand-green px-5 py-2.5 font-semibold text-white hover:opacity-90"
            >
              {page.action.label}
            </Link>
          </p>
        )}
      </article>
    </div>
  );
}
