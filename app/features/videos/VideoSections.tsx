import { Link } from "react-router";
import type { ContentModule } from "../../../server/modules/content/index.ts";
import { ContentIllustration } from "../content/ContentIllustration.tsx";
import { Prose } from "../content/Prose.tsx";

/** One video as its page shows it (the content module's `video`). */
export type VideoDetail = Awaited<ReturnType<ContentModule["video"]>>;

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * The recording in the browser's own player with its captions, when its file is there; else the
 * poster, saying the recording is available on request through the contact form or by phone.
 */
export function VideoRecording({
  video,
  phone,
}: {
  video: Pick<VideoDetail, "title" | "source" | "posterUrl" | "captionsUrl" | "poster">;
  phone: string;
}) {
  if (video.source) {
    return (
      <video
        controls
        preload="none"
        poster={video.posterUrl}
        aria-label={video.title}
        className="block aspect-video w-full rounded-lg bg-slate-900"
        data-testid="video-player"
      >
        <source src={video.source.url} type={video.source.type} />
        <track kind="captions" src={video.captionsUrl} srcLang="en" label="English (transcript)" default />
        <p className="p-4 text-white">
          Your browser cannot play this video here.{" "}
          <a href={video.source.url} className="underline">
            Download the recording
          </a>{" "}
          or read the transcript below.
        </p>
      </video>
    );
  }
  return (
    <figure data-testid="video-unavailable">
      <ContentIllustration {...video.poster} />
      <figcaption className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
        <strong className="text-brand-navy">The recording is available on request.</strong> Ask for it through
        our{" "}
        <Link to="/contact-us" className="font-medium text-brand-green underline">
          contact form
        </Link>{" "}
        or call{" "}
        <a
          href={`tel:${phone.replace(/[^+\d]/g, "")}`}
          className="whitespace-nowrap font-medium text-brand-green underline"
        >
          {phone}
        </a>
        . The full transcript is below.
      </figcaption>
    </figure>
  );
}

/** The transcript, folded away under the player and open when there is no recording to play. */
export function VideoTranscript({ html, open }: { html: string; open: boolean }) {
  return (
    <section aria-labelledby="transcript-heading" className="mt-8">
      <h2 id="transcript-heading" className="text-xl font-bold text-brand-navy">
        Transcript
      </h2>
      <details className="group mt-2" open={open} data-testid="transcript">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded border border-slate-300 px-4 py-2 font-semibold text-brand-navy hover:bg-slate-50">
          <span className="group-open:hidden">Show transcript</span>
          <span className="hidden group-open:inline">Hide transcript</span>
        </summary>
        <div className="mt-2">
          <Prose html={html} />
        </div>
      </details>
    </section>
  );
}

const asideCard = "rounded-lg border border-slate-200 bg-white p-4";

/** The side column: running time, category and date, the products and pages it links, all videos. */
export function VideoAbout({
  video,
}: {
  video: Pick<
    VideoDetail,
    "duration" | "durationSeconds" | "category" | "date" | "relatedProducts" | "relatedLinks"
  >;
}) {
  return (
    <aside className="space-y-6" aria-label="About this video">
      <section aria-labelledby="details-heading" className={asideCard}>
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
      <RelatedLinks
        id="products-heading"
        heading="Products in this video"
        links={video.relatedProducts.map((product) => ({ to: product.link, label: product.sku }))}
      />
      <RelatedLinks
        id="links-heading"
        heading="Read more"
        links={video.relatedLinks.map((link) => ({ to: link.href, label: link.label }))}
      />
      <p>
        <Link to="/videos" className="font-semibold text-brand-green underline">
          All videos
        </Link>
      </p>
    </aside>
  );
}

/** A side card of links under its heading; none when there is nothing to link. */
function RelatedLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly { to: string; label: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className={asideCard}>
      <h2 id={id} className="text-lg font-bold text-brand-navy">
        {heading}
      </h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-medium text-brand-green underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
