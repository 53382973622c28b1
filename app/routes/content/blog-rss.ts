import { getPageContext } from "../../context.ts";
import type { Route } from "./+types/blog-rss";

/** `/blog/rss.xml` (ROUTE-23): RSS 2.0 of the newest posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = getPageContext(context);
  const xml = await content.blogFeed(new URL(request.url).origin);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
