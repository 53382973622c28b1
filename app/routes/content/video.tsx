import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ContentIllustration } from "../../features/content/ContentIllustration.tsx";
import { Prose } from "../../features/content/Prose.tsx";
import { spokenDuration } from "../../features/videos/VideoCard.tsx";
import { videoJsonLd } from "../../features/videos/video-json-ld.ts";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/video";
import { videosPath } from "./videos.tsx";

/**
 * `/videos/<slug>` (ROUTE-18): one video. Its recording plays in the browser's own player when its file
 * is in VIDEO_MEDIA_DIR; otherwise the poster says the recording is available on request. The
 * transcript (the file's Markdown, rendered on the server) is on the page either way.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const video = await loaderCall(content.video(params.slug));
  return {
    brandName: config.brand.name,
    contact: config.contact,
    origin: url.origin,
    canonical: absoluteUrl(url.origin, video.link),
    video,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { video, brandName, canonical, origin } = loaderData;
  return [
    ...pageMeta({
      title: `${video.title} | ${brandName} Videos`,
      description: video.description,
      canonical,
      image: absoluteUrl(origin, video.posterUrl),
    }),
    { property: "og:type", content: "video.other" },
    ...(video.source ? [{ property: "og:video", content: absoluteUrl(origin, video.source.url) }] : []),
    { "script:ld+json": videoJsonLd(video, { origin, brandName }) },
  ];
}

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const { video, contact } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "Videos", to: "/videos" },
          { label: video.category.label, to: videosPath(video.category.slug) },
          { label: video.title },
        ]}
      />
      <article className="mt-4">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">
            <Link to={videosPath(video.category.slug)} className="hover:underline">
              {video.category.label}
            </Link>{" "}
            · <span aria-hidden="true">{video.duration}</span>
            <span className="sr-only">{spokenDuration(video.durationSeconds)}</span>
          </p>
          <h1 className="mt-1 text-2xl font-bold leading-tight text-brand-navy sm:text-3xl">{video.title}</h1>
        </header>
        <div className="mt-5 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="min-w-0">
            {video.source ? (
              <video
                controls
                preload="none"
                poster={video.posterUrl}
                aria-label={video.title}
                className="block aspect-video w-full rounded-lg bg-slate-900"
                data-testid="video-player"
              >
                <source src={video.source.url} type={video.source.type} />
                <track
                  kind="captions"
                  src={video.captionsUrl}
                  srcLang="en"
                  label="English (transcript)"
                  default
                />
                <p className="p-4 text-white">
                  Your browser cannot play this video here.{" "}
                  <a href={video.source.url} className="underline">
                    Download the recording
                  </a>{" "}
                  or read the transcript below.
                </p>
              </video>
            ) : (
              <figure data-testid="video-unavailable">
                <ContentIllustration {...video.poster} />
                <figcaption className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
                  <strong className="text-brand-navy">The recording is available on request.</strong> Ask for
                  it through our{" "}
                  <Link to="/contact-us" className="font-medium text-brand-green underline">
                    contact form
                  </Link>{" "}
                  or call{" "}
                  <a
                    href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}
                    className="whitespace-nowrap font-medium text-brand-green underline"
                  >
                    {contact.phone}
                  </a>
                  . The full transcript is below.
                </figcaption>
              </figure>
            )}
            <p className="mt-4 text-lg text-slate-700">{video.description}</p>
            <section aria-labelledby="transcript-heading" className="mt-8">
              <h2 id="transcript-heading" className="text-xl font-bold text-brand-navy">
                Transcript
              </h2>
              <details className="group mt-2" open={!video.source} data-testid="transcript">
                <summary className="inline-flex min-h-11 cursor-pointer items-center rounded border border-slate-300 px-4 py-2 font-semibold text-brand-navy hover:bg-slate-50">
                  <span className="group-open:hidden">Show transcript</span>
                  <span className="hidden group-open:inline">Hide transcript</span>
                </summary>
                <div className="mt-2">
                  <Prose html={video.transcriptHtml} />
                </div>
              </details>
            </section>
          </div>
          <aside className="space-y-6" aria-label="About this video">
            <section
              aria-labelledby="details-heading"
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <h2 id="details-heading" className="text-lg font-bold text-brand-navy">
                Details
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium text-slate-500">Running time</dt>
                <dd>
                  <time dateTime={`PT${video.durationSeconds}S`}>{video.duration}</time>
                </dd>
                <dt className="font-medium text-slate-500">Category</dt>
                <dd>{video.category.label}</dd>
                <dt className="font-medium text-slate-500">Published</dt>
                <dd>
                  <time dateTime={video.date}>{longDate(video.date)}</time>
                </dd>
              </dl>
            </section>
            {video.relatedProducts.length > 0 && (
              <section
                aria-labelledby="products-heading"
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <h2 id="products-heading" className="text-lg font-bold text-brand-navy">
                  Products in this video
                </h2>
                <ul className="mt-2 space-y-1">
                  {video.relatedProducts.map((product) => (
                    <li key={product.sku}>
                      <Link to={product.link} className="font-medium text-brand-green underline">
                        {product.sku}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {video.relatedLinks.length > 0 && (
              <section
                aria-labelledby="links-heading"
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <h2 id="links-heading" className="text-lg font-bold text-brand-navy">
                  Read more
                </h2>
                <ul className="mt-2 space-y-1">
                  {video.relatedLinks.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} className="font-medium text-brand-green underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <p>
              <Link to="/videos" className="font-semibold text-brand-green underline">
                All videos
              </Link>
            </p>
          </aside>
        </div>
      </article>
    </div>
  );
}
