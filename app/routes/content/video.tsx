import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { spokenDuration } from "../../features/videos/VideoCard.tsx";
import { VideoAbout, VideoRecording, VideoTranscript } from "../../features/videos/VideoSections.tsx";
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
            <VideoRecording video={video} phone={contact.phone} />
            <p className="mt-4 text-lg text-slate-700">{video.description}</p>
            <VideoTranscript html={video.transcriptHtml} open={!video.source} />
          </div>
          <VideoAbout video={video} />
        </div>
      </article>
    </div>
  );
}
