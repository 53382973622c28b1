import { data, Link } from "react-router";
import { z } from "zod";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { PostCard } from "../../features/content/PostCard.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/blog";

/** `?page=` (from 2) and `?tag=`; anything else in them is not a page of the blog. */
const blogQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    tag: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
  })
  .strict();

/** The blog's path for a page and a tag. */
export function blogPath(page: number, tag?: string | null): string {
  const query = new URLSearchParams();
  if (tag) query.set("tag", tag);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : "/blog";
}

/** `/blog` (ROUTE-23): the posts newest first, five a page, filtered by `?tag=`; the RSS feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, content } = getPageContext(context);
  const url = new URL(request.url);
  const query = blogQuery.safeParse({
    page: url.searchParams.get("page") ?? undefined,
    tag: url.searchParams.get("tag") ?? undefined,
  });
  if (!query.success) throw data({ error: "Blog page not found", code: "NOT_FOUND" }, { status: 404 });
  const list = await loaderCall(content.posts(query.data));
  return {
    brandName: config.brand.name,
    canonical: absoluteUrl(url.origin, blogPath(list.page, list.tag?.slug)),
    feed: absoluteUrl(url.origin, "/blog/rss.xml"),
    list,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { list, brandName, canonical, feed } = loaderData;
  const topic = list.tag ? `${list.tag.label} articles` : "Blog";
  const page = list.page > 1 ? ` (page ${list.page} of ${list.pageCount})` : "";
  return [
    ...pageMeta({
      title: `${topic}${page} | ${brandName}`,
      description: list.tag
        ? `${brandName} articles on ${list.tag.label.toLowerCase()} for commercial and industrial LED lighting projects: practical notes for specifiers, contractors and facility managers.`
        : `Practical notes on commercial LED lighting from ${brandName}: retrofits, DLC listings and rebates, networked controls, tunable white, glare and emergency lighting codes.`,
      canonical,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${brandName} Blog`,
      href: feed,
    },
  ];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const tag = list.tag?.slug ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          ...(list.tag ? [{ label: "Blog", to: "/blog" }, { label: list.tag.label }] : [{ label: "Blog" }]),
        ]}
      />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">
            {list.tag ? `Blog: ${list.tag.label}` : "Blog"}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600">
            Notes from our engineers on LED retrofits, DLC listings and rebates, controls, lighting design and
            life-safety codes.
          </p>
        </div>
        <a href="/blog/rss.xml" className="text-sm font-semibold text-brand-green underline">
          RSS feed
        </a>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_16rem]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="sr-only">
            {list.tag ? `Posts tagged ${list.tag.label}` : "Latest posts"}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2" data-testid="post-list">
            {list.posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {list.pageCount > 1 && (
            <nav aria-label="Blog pages" className="mt-8 flex flex-wrap items-center gap-2">
              {list.page > 1 && (
                <Link
                  to={blogPath(list.page - 1, tag)}
                  rel="prev"
                  className="rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
                >
                  Newer posts
                </Link>
              )}
              {Array.from({ length: list.pageCount }, (_, index) => index + 1).map((page) => (
                <Link
                  key={page}
                  to={blogPath(page, tag)}
                  aria-current={page === list.page ? "page" : undefined}
                  aria-label={`Page ${page}`}
                  className={`rounded border px-3 py-1.5 ${page === list.page ? "border-brand-navy bg-brand-navy text-white" : "border-slate-300 hover:bg-slate-50"}`}
                >
                  {page}
                </Link>
              ))}
              {list.page < list.pageCount && (
                <Link
                  to={blogPath(list.page + 1, tag)}
                  rel="next"
                  className="rounded border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
                >
                  Older posts
                </Link>
              )}
            </nav>
          )}
        </section>
        <aside aria-labelledby="tags-heading">
          <h2 id="tags-heading" className="text-lg font-bold text-brand-navy">
            Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:items-start" data-testid="tag-filter">
            <li>
              <Link
                to="/blog"
                aria-current={tag === null ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${tag === null ? "border-brand-green bg-brand-green text-white" : "border-slate-300 text-slate-700 hover:border-brand-green"}`}
              >
                All posts
              </Link>
            </li>
            {list.tags.map((item) => (
              <li key={item.slug}>
                <Link
                  to={blogPath(1, item.slug)}
                  aria-current={tag === item.slug ? "page" : undefined}
                  className={`inline-block rounded-full border px-3 py-1 text-sm ${tag === item.slug ? "border-brand-green bg-brand-green text-white" : "border-slate-300 text-slate-700 hover:border-brand-green"}`}
                >
                  {item.label} <span className="tabular-nums">({item.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
