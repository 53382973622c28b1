import { AppError } from "../../errors.ts";
import type { ContentEntry, LoadedContent } from "./load-content.ts";
import { plainText } from "./render-markdown.ts";
import { BLOG_TAGS, type BlogTag, type IllustrationMotif } from "./schemas.ts";

/** Posts on one page of the blog's list. */
export const POSTS_PER_PAGE = 5;

export type TagLink = { slug: BlogTag; label: string };

export type PostSummary = {
  slug: string;
  link: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  tags: TagLink[];
  readingMinutes: number;
  illustration: { motif: IllustrationMotif; alt: string };
};

const isBlogTag = (tag: string): tag is BlogTag => Object.hasOwn(BLOG_TAGS, tag);

export const tagLink = (slug: BlogTag): TagLink => ({ slug, label: BLOG_TAGS[slug] });

/** About 230 words a minute, rounded up. */
export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.ceil(plainText(markdown).split(" ").length / 230));

export function postSummary(post: ContentEntry<"post">): PostSummary {
  return {
    slug: post.slug,
    link: `/blog/${post.slug}`,
    title: post.data.title,
    description: post.data.description,
    date: post.data.date.toISOString().slice(0, 10),
    author: post.data.author,
    tags: post.data.tags.map(tagLink),
    readingMinutes: readingMinutes(post.markdown),
    illustration: post.data.illustration,
  };
}

export const publishedPosts = (content: LoadedContent) => content.post.filter((post) => !post.data.draft);

/**
 * One page of the blog, newest first, optionally of one tag. A page past the last, or a tag no
 * published post carries, is NOT_FOUND (the list's page 1 of no posts at all is an empty page).
 */
export async function listPosts(content: LoadedContent, query: { page: number; tag?: string | undefined }) {
  const tag = query.tag === undefined ? undefined : isBlogTag(query.tag) ? query.tag : null;
  const matching = publishedPosts(content).filter((post) => !tag || post.data.tags.includes(tag));
  if (tag === null || (tag && matching.length === 0))
    throw new AppError("NOT_FOUND", "No posts with this tag");
  const pageCount = Math.max(1, Math.ceil(matching.length / POSTS_PER_PAGE));
  if (query.page > pageCount) throw new AppError("NOT_FOUND", "Blog page not found");
  const start = (query.page - 1) * POSTS_PER_PAGE;
  return {
    posts: matching.slice(start, start + POSTS_PER_PAGE).map(postSummary),
    page: query.page,
    pageCount,
    total: matching.length,
    tag: tag ? tagLink(tag) : null,
    /** Every tag of a published post with its number of posts, for the tag filter. */
    tags: usedTags(content),
  };
}

export function usedTags(content: LoadedContent): (TagLink & { count: number })[] {
  const counts = new Map<BlogTag, number>();
  for (const post of publishedPosts(content))
    for (const tag of post.data.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return (Object.keys(BLOG_TAGS) as BlogTag[])
    .filter((tag) => counts.has(tag))
    .map((tag) => ({ ...tagLink(tag), count: counts.get(tag) ?? 0 }));
}
