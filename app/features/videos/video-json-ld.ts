import { absoluteUrl } from "../../../lib/shared/seo.ts";

/** Seconds → ISO 8601 duration, e.g. 275 → `PT4M35S`. */
export function isoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || (!hours && !minutes) ? `${seconds}S` : ""}`;
}

/** The schema.org VideoObject of a video page (ROUTE-18): what search engines show of a video. */
export function videoJsonLd(
  video: {
    title: string;
    description: string;
    durationSeconds: number;
    date: string;
    posterUrl: string;
    link: string;
    source: { url: string } | null;
    transcriptText: string;
  },
  site: { origin: string; brandName: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: [absoluteUrl(site.origin, video.posterUrl)],
    uploadDate: video.date,
    duration: isoDuration(video.durationSeconds),
    url: absoluteUrl(site.origin, video.link),
    ...(video.source ? { contentUrl: absoluteUrl(site.origin, video.source.url) } : {}),
    transcript: video.transcriptText,
    publisher: { "@type": "Organization", name: site.brandName },
  };
}
