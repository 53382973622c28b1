import { Link } from "react-router";
import { formatLongDate } from "../../../lib/shared/format.ts";
import type { VideoSummary } from "../../../server/modules/content/index.ts";
import { ContentIllustration } from "../content/ContentIllustration.tsx";

/** "4:35" → "4 minutes 35 seconds", for screen readers. */
export function spokenDuration(seconds: number): string {
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), "hour"],
    [Math.floor((seconds % 3600) / 60), "minute"],
    [seconds % 60, "second"],
  ];
  return parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}${value === 1 ? "" : "s"}`)
    .join(" ");
}

/** The running time drawn over a poster's corner. */
export function DurationBadge({ video }: { video: Pick<VideoSummary, "duration" | "durationSeconds"> }) {
  return (
    <span className="absolute top-2 right-2 rounded bg-slate-900/85 px-1.5 py-0.5 font-mono text-sm font-semibold text-white">
      <span aria-hidden="true">{video.duration}</span>
      <span className="sr-only">Running time {spokenDuration(video.durationSeconds)}</span>
    </span>
  );
}

/** One video of the list (ROUTE-18): poster with its running time, category, title, description. */
export function VideoCard({ video }: { video: VideoSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="relative">
        <ContentIllustration {...video.poster} className="rounded-none" />
        <DurationBadge video={video} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-green">
          {video.category.label}
        </p>
        <h2 className="text-lg font-bold leading-snug text-brand-navy">
          <Link to={video.link} className="hover:text-brand-green hover:underline">
            {video.title}
          </Link>
        </h2>
        <p className="flex-1 text-slate-700">{video.description}</p>
        <p className="text-sm text-slate-500">
          <time dateTime={video.date}>{formatLongDate(video.date)}</time>
        </p>
      </div>
    </article>
  );
}
