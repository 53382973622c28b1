import { Link } from "react-router";
import { formatLongDate } from "../../../lib/shared/format.ts";
import type { PostSummary } from "../../../server/modules/content/index.ts";
import { ContentIllustration } from "./ContentIllustration.tsx";

/** "November 12, 2026". */
export const postDate = formatLongDate;

/** A post in the blog's list: its illustration, title (the link), date, summary and tags. */
export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <ContentIllustration {...post.illustration} className="rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-bold leading-snug text-brand-navy">
          <Link to={post.link} className="hover:text-brand-green hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-slate-500">
          <time dateTime={post.date}>{postDate(post.date)}</time> · {post.readingMinutes} min read
        </p>
        <p className="mt-2 flex-1 text-slate-700">{post.description}</p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link
                to={`/blog?tag=${tag.slug}`}
                className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-200"
              >
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
