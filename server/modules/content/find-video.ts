import { AppError } from "../../errors.ts";
import { videoSummary } from "./list-videos.ts";
import type { LoadedContent } from "./load-content.ts";
import { plainText } from "./render-markdown.ts";
import { transcriptVtt } from "./video-captions.ts";
import { type VideoFiles, videoSource } from "./video-files.ts";

/**
 * One video by its slug: its summary, the recording when its file is in the configured video directory
 * (else null: the page says the recording is available on request), related products and pages, and
 * the transcript (the file's Markdown body) as HTML.
 */
function videoEntry(content: LoadedContent, slug: string) {
  const entry = content.video.find((item) => item.slug === slug);
  if (!entry) throw new AppError("NOT_FOUND", "Video not found");
  return entry;
}

export async function findVideo(content: LoadedContent, files: VideoFiles, slug: string) {
  const entry = videoEntry(content, slug);
  const { products, links } = entry.data.related;
  return {
    ...videoSummary(entry),
    source: entry.data.file ? videoSource(files, entry.data.file) : null,
    captionsUrl: `/videos/${entry.slug}/captions.vtt`,
    relatedProducts: products.map((sku) => ({ sku, link: `/product/${sku.toLowerCase()}` })),
    relatedLinks: links,
    transcriptHtml: underTranscriptHeading(entry.html),
    /** The transcript as plain text (the VideoObject's `transcript`). */
    transcriptText: plainText(entry.markdown),
  };
}

/**
 * The transcript's headings one level down (`##` → h3): on the page they sit under its "Transcript"
 * heading. The HTML is our renderer's, whose heading tags carry no attributes.
 */
export const underTranscriptHeading = (html: string) =>
  html.replace(
    /<(\/?)h([2-5])>/g,
    (_whole, slash: string, level: string) => `<${slash}h${Number(level) + 1}>`,
  );

/** One video's transcript as WebVTT, for its `<track kind="captions">`. */
export async function videoCaptions(content: LoadedContent, slug: string): Promise<string> {
  const entry = videoEntry(content, slug);
  return transcriptVtt(entry.markdown, entry.data.duration);
}
