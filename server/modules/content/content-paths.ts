import { listOpenings } from "./careers.ts";
import { publishedPosts } from "./list-posts.ts";
import type { LoadedContent } from "./load-content.ts";

/** The site paths of pages built on content files (the sitemap's). */
export const CONTENT_PAGE_PATHS: Record<string, string> = {
  "our-history": "/our-history",
  warranty: "/warranty",
  "terms-and-conditions": "/terms-and-conditions",
  "privacy-policy": "/privacy-policy",
};

/**
 * Every content URL path with the date it last changed where known: lists, pages, posts, case studies,
 * videos, and the careers page with each opening still taking applications on `now` (ROUTE-24).
 */
export async function contentPaths(
  content: LoadedContent,
  now: Date,
): Promise<{ path: string; lastmod?: Date }[]> {
  const posts = publishedPosts(content);
  const { openings } = listOpenings(content, now);
  return [
    { path: "/blog", ...(posts[0] ? { lastmod: posts[0].data.date } : {}) },
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.data.date })),
    // The videos page (ROUTE-18) and each video; a category filter is the same list, not a page of its own.
    { path: "/videos", ...(content.video[0] ? { lastmod: content.video[0].data.date } : {}) },
    ...content.video.map((entry) => ({ path: `/videos/${entry.slug}`, lastmod: entry.data.date })),
    { path: "/case-study" },
    ...content.caseStudy.map((entry) => ({ path: `/case-study/${entry.slug}`, lastmod: entry.data.date })),
    ...content.page.flatMap((page) => {
      const path = CONTENT_PAGE_PATHS[page.slug];
      if (!path) return [];
      return [{ path, ...(page.data.updated ? { lastmod: page.data.updated } : {}) }];
    }),
    { path: "/careers" },
    ...openings.map((opening) => ({ path: opening.link, lastmod: new Date(`${opening.posted}T00:00:00Z`) })),
  ];
}
