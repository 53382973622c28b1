import { Link } from "react-router";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ContentIllustration } from "../../features/content/ContentIllustration.tsx";
import { postDate } from "../../features/content/PostCard.tsx";
import { Prose } from "../../features/content/Prose.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/blog-post";

/** `/blog/<slug>` (ROUTE-23): one post of `content/blog/<slug>.md`, with its neighbours in time. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const post = await loaderCall(content.post(params.slug));
  return { brandName: config.brand.name, canonical: absoluteUrl(url.origin, post.link), post };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post, brandName, canonical } = loaderData;
  return [
    ...pageMeta({ title: `${post.title} | ${brandName}`, description: post.description, canonical }),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.date },
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[{ label: "Home", to: "/" }, { label: "Blog", to: "/blog" }, { label: post.title }]}
      />
      <article className="mt-4">
        <header>
          <h1 className="text-2xl font-bold leading-tight text-brand-navy sm:text-3xl">{post.title}</h1>
          <p className="mt-2 text-sm text-slate-500">
            By {post.author} · <time dateTime={post.date}>{postDate(post.date)}</time> · {post.readingMinutes}{" "}
            min read
          </p>
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
          <ContentIllustration {...post.illustration} className="mt-5" />
        </header>
        <div className="mt-4">
          <Prose html={post.html} />
        </div>
      </article>
      {(post.newer || post.older) && (
        <nav
          aria-label="More posts"
          className="mt-10 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-2"
        >
          {post.older && (
            <Link
              to={post.older.link}
              rel="prev"
              className="rounded-lg border border-slate-200 p-4 hover:border-brand-green"
            >
              <span className="block text-sm text-slate-500">Previous post</span>
              <span className="font-semibold text-brand-navy">{post.older.title}</span>
            </Link>
          )}
          {post.newer && (
            <Link
              to={post.newer.link}
              rel="next"
              className="rounded-lg border border-slate-200 p-4 hover:border-brand-green sm:col-start-2"
            >
              <span className="block text-sm text-slate-500">Next post</span>
              <span className="font-semibold text-brand-navy">{post.newer.title}</span>
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
