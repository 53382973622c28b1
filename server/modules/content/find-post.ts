import { AppError } from "../../errors.ts";
import { postSummary, publishedPosts } from "./list-posts.ts";
import type { LoadedContent } from "./load-content.ts";

/** One published post by its slug with its HTML and its neighbours in time; a draft is NOT_FOUND. */
export async function findPost(content: LoadedContent, slug: string) {
  const posts = publishedPosts(content);
  const index = posts.findIndex((post) => post.slug === slug);
  const post = posts[index];
  if (!post) throw new AppError("NOT_FOUND", "Blog post not found");
  const newer = posts[index - 1];
  const older = posts[index + 1];
  return {
    ...postSummary(post),
    html: post.html,
    newer: newer ? postSummary(newer) : null,
    older: older ? postSummary(older) : null,
  };
}
