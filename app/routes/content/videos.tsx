import { data, Link } from "react-router";
import { z } from "zod";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { VideoCard } from "../../features/videos/VideoCard.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/videos";

/** `?category=`: one of the categories' slugs; anything else is not a page of the videos. */
const videosQuery = z
  .object({
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
  })
  .strict();

export const videosPath = (category?: string | null) =>
  category ? `/videos?category=${encodeURIComponent(category)}` : "/videos";

/**
 * `/videos` (ROUTE-18): product tours, installation how-tos, lighting education and case studies, each
 * a file of `content/videos/`, newest first, filtered by `?category=` (plain links: no JavaScript needed).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const query = videosQuery.safeParse({ category: url.searchParams.get("category") ?? undefined });
  if (!query.success) throw data({ error: "Video category not found", code: "NOT_FOUND" }, { status: 404 });
  const list = await loaderCall(content.videos(query.data));
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, videosPath(list.category?.slug)),
    list,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { list, brandName, canonical } = loaderData;
  return pageMeta({
    title: list.category ? `${list.category.label} videos | ${brandName}` : `Videos | ${brandName}`,
    description: list.category
      ? `${list.category.label} videos from ${brandName}: commercial LED lighting on video, each with its full transcript and the products it shows.`
      : `${brandName} videos: product tours, installation how-tos, lighting education and case studies for commercial LED lighting, each with a full transcript.`,
    canonical,
  });
}

export default function VideosPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const current = list.category?.slug ?? null;
  const filterClass = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-medium ${
      active
        ? "border-brand-navy bg-brand-navy text-white"
        : "border-slate-300 bg-white text-slate-700 hover:border-brand-green hover:text-brand-green"
    }`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          ...(list.category
            ? [{ label: "Videos", to: "/videos" }, { label: list.category.label }]
            : [{ label: "Videos" }]),
        ]}
      />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">
        {list.category ? `Videos: ${list.category.label}` : "Videos"}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Product tours, installation how-tos from our field engineers, lighting basics and projects in use.
        Every video has its full transcript on its page.
      </p>
      <nav aria-label="Video categories" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/videos"
              aria-current={current === null ? "page" : undefined}
              className={filterClass(current === null)}
            >
              All videos ({list.total})
            </Link>
          </li>
          {list.categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={videosPath(category.slug)}
                aria-current={current === category.slug ? "page" : undefined}
                className={filterClass(current === category.slug)}
              >
                {category.label} ({category.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="videos-heading" className="mt-6">
        <h2 id="videos-heading" className="sr-only">
          {list.category ? `${list.category.label} videos` : "All videos"}
        </h2>
        {list.videos.length === 0 ? (
          <div
            className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-8 text-center"
            data-testid="videos-empty"
          >
            <p className="text-lg font-semibold text-brand-navy">
              {list.category ? `No ${list.category.label.toLowerCase()} videos yet.` : "No videos yet."}
            </p>
            <p className="mt-1 text-slate-600">
              {list.category ? (
                <Link to="/videos" className="font-medium text-brand-green underline">
                  See all videos
                </Link>
              ) : (
                <>
                  Read our{" "}
                  <Link to="/case-study" className="font-medium text-brand-green underline">
                    case studies
                  </Link>{" "}
                  in the meantime.
                </>
              )}
            </p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="video-list">
            {list.videos.map((video) => (
              <li key={video.slug}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
