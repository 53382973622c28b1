import { escapeXml } from "../../../lib/shared/seo.ts";
import { publishedPosts } from "./list-posts.ts";
import type { LoadedContent } from "./load-content.ts";

/** The newest posts in the feed. */
export const FEED_POSTS = 20;

/** RSS 2.0 of the blog's newest posts: `/blog/rss.xml`. */
export async function blogFeed(content: LoadedContent, site: { origin: string; brandName: string }) {
  const url = (path: string) => new URL(path, site.origin).toString();
  const posts = publishedPosts(content).slice(0, FEED_POSTS);
  const items = posts
    .map((post) => {
      const link = url(`/blog/${post.slug}`);
      const categories = post.data.tags.map((tag) => `<category>${escapeXml(tag)}</category>`).join("");
      return [
        "<item>",
        `<title>${escapeXml(post.data.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<pubDate>${post.data.date.toUTCString()}</pubDate>`,
        `<description>${escapeXml(post.data.description)}</description>`,
        categories,
        "</item>",
      ].join("");
    })
    .join("\n");
  const newest = posts[0]?.data.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`${site.brandName} Blog`)}</title>`,
    `<link>${escapeXml(url("/blog"))}</link>`,
    `<atom:link href="${escapeXml(url("/blog/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`Commercial LED lighting notes from ${site.brandName}: retrofits, DLC, controls, codes and design.`)}</description>`,
    "<language>en-us</language>",
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : "",
    items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
