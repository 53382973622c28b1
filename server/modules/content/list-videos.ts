import { AppError } from "../../errors.ts";
import type { ContentEntry, LoadedContent } from "./load-content.ts";
import { formatDuration, VIDEO_CATEGORIES, type VideoCategory } from "./schemas.ts";

export type VideoCategoryLink = { slug: VideoCategory; label: string };

const isVideoCategory = (value: string): value is VideoCategory => Object.hasOwn(VIDEO_CATEGORIES, value);
const categoryLink = (slug: VideoCategory): VideoCategoryLink => ({ slug, label: VIDEO_CATEGORIES[slug] });

/** A video as a card of the list shows it: poster, title, running time and category. */
export function videoSummary(entry: ContentEntry<"video">) {
  const { title, description, duration, category, date, poster } = entry.data;
  return {
    slug: entry.slug,
    link: `/videos/${entry.slug}`,
    title,
    description,
    durationSeconds: duration,
    /** `m:ss` or `h:mm:ss`, as the badge shows it. */
    duration: formatDuration(duration),
    category: categoryLink(category),
    /** YYYY-MM-DD */
    date: date.toISOString().slice(0, 10),
    poster,
    /** The poster drawn as an SVG file of our own (the `<video poster>` and og:image). */
    posterUrl: `/videos/${entry.slug}/poster.svg`,
  };
}

export type VideoSummary = ReturnType<typeof videoSummary>;

/**
 * The videos page (ROUTE-18): every video, newest first, optionally of one category, with the
 * categories and their counts for the filter. A category that is not one of ours is NOT_FOUND; one of
 * ours with no video yet is an empty list (the page's empty state).
 */
export async function listVideos(content: LoadedContent, query: { category?: string | undefined }) {
  const category =
    query.category === undefined ? null : isVideoCategory(query.category) ? query.category : undefined;
  if (category === undefined) throw new AppError("NOT_FOUND", "No such video category");
  const counts = new Map<VideoCategory, number>();
  for (const entry of content.video)
    counts.set(entry.data.category, (counts.get(entry.data.category) ?? 0) + 1);
  return {
    videos: content.video.filter((entry) => !category || entry.data.category === category).map(videoSummary),
    category: category ? categoryLink(category) : null,
    total: content.video.length,
    categories: (Object.keys(VIDEO_CATEGORIES) as VideoCategory[]).map((slug) => ({
      ...categoryLink(slug),
      count: counts.get(slug) ?? 0,
    })),
  };
}
