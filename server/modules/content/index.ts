import path from "node:path";
import { blogFeed } from "./blog-feed.ts";
import { findOpening, listOpenings, openOpeningTitle } from "./careers.ts";
import { findCaseStudy, listCaseStudies } from "./case-studies.ts";
import { contentPaths } from "./content-paths.ts";
import { findPage } from "./find-page.ts";
import { findPost } from "./find-post.ts";
import { findVideo, videoCaptions } from "./find-video.ts";
import { listPosts } from "./list-posts.ts";
import { listVideos } from "./list-videos.ts";
import { type LoadedContent, loadContent } from "./load-content.ts";
import { searchContent } from "./search-content.ts";
import { openVideoFile, type VideoFiles } from "./video-files.ts";

export type { OpeningSummary } from "./careers.ts";
export { type CaseStudySummary, caseStudySavings } from "./case-studies.ts";
export { CONTENT_PAGE_PATHS } from "./content-paths.ts";
export { POSTS_PER_PAGE, type PostSummary, type TagLink } from "./list-posts.ts";
export type { VideoCategoryLink, VideoSummary } from "./list-videos.ts";
export { ContentError, type ContentProblem, loadContent, parseContentFile } from "./load-content.ts";
export {
  BLOG_TAGS,
  type BlogTag,
  contentKinds,
  formatDuration,
  type IllustrationMotif,
  JOB_DEPARTMENTS,
  parseDuration,
  VIDEO_CATEGORIES,
  type VideoCategory,
} from "./schemas.ts";
export type { KnowledgeHit, KnowledgeKind } from "./search-content.ts";

export type ContentSettings = {
  /** The content directory; `content/` of the working directory by default (as `build/` is). */
  dir?: string;
  brandName: string;
  /** VIDEO_MEDIA_DIR: where the videos' recordings are; unset, every video shows poster and transcript. */
  videoDir?: string | undefined;
};

/** The files are read once per directory and brand: a process serves what it started with. */
const cache = new Map<string, LoadedContent>();

export function contentOf(settings: ContentSettings): LoadedContent {
  const dir = path.resolve(settings.dir ?? "content");
  const key = `${dir}\n${settings.brandName}`;
  let loaded = cache.get(key);
  if (!loaded) {
    loaded = loadContent(dir, { brand: settings.brandName });
    cache.set(key, loaded);
  }
  return loaded;
}

/**
 * The content module (issue 15 item 2): pages, blog posts, case studies, videos and job openings are Markdown files under
 * `content/`, not rows. Read and validated when the module is created (a bad file stops the server's
 * start as it stops the build), then served from memory.
 */
export function createContentModule(settings: ContentSettings) {
  const content = contentOf(settings);
  const site = (origin: string) => ({ origin, brandName: settings.brandName });
  const videoFiles: VideoFiles = { dir: settings.videoDir ? path.resolve(settings.videoDir) : null };
  return {
    page: (slug: string) => findPage(content, slug),
    posts: (query: { page: number; tag?: string | undefined }) => listPosts(content, query),
    post: (slug: string) => findPost(content, slug),
    blogFeed: (origin: string) => blogFeed(content, site(origin)),
    caseStudies: () => listCaseStudies(content),
    caseStudy: (slug: string) => findCaseStudy(content, slug),
    videos: (query: { category?: string | undefined }) => listVideos(content, query),
    video: (slug: string) => findVideo(content, videoFiles, slug),
    /** A video's recording (whole, or the byte range of a `Range` header) for `/media/videos/<file>`. */
    videoFile: (name: string, range: string | undefined) => openVideoFile(content, videoFiles, name, range),
    /** A video's transcript as WebVTT captions (its `<track>`). */
    videoCaptions: (slug: string) => videoCaptions(content, slug),
    /** ROUTE-24: the job openings taking applications (`now`: today, or a test's day). */
    openings: (now = new Date()) => listOpenings(content, now),
    opening: (slug: string, now = new Date()) => findOpening(content, slug, now),
    /** The title of an open opening, or null: what the careers application form checks. */
    openOpeningTitle: (slug: string, now = new Date()) => openOpeningTitle(content, slug, now),
    paths: (now = new Date()) => contentPaths(content, now),
    /** Issue 16: the articles, case studies, videos and pages that answer a lighting question, best first. */
    search: (query: string, limit?: number) => searchContent(content, query, limit),
  };
}

export type ContentModule = ReturnType<typeof createContentModule>;

// The routers the server mounts: thin, one call of this module a route.
export { videoFileRoutes } from "./routes.ts";
